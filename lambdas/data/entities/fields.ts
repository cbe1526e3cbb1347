/**
 * Field schemas several entities share. Each builds on first use and is marked `@__PURE__`, so a
 * bundle keeps only those its entities use.
 */
import * as v from 'valibot';
import { once } from '../../../lib/contract/lazy';

export const flag = /* @__PURE__ */ once(() => v.union([v.literal(0), v.literal(1)]));
export const isoTimestamp = /* @__PURE__ */ once(() => v.pipe(v.string(), v.isoTimestamp()));
export const counter = /* @__PURE__ */ once(() => v.optional(v.pipe(v.number(), v.integer()), 0));
export const positiveId = /* @__PURE__ */ once(() => v.pipe(v.number(), v.integer(), v.minValue(1)));
