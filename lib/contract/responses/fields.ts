/**
 * The field kinds and wrappers every answer shape is built from (not answers themselves). How the
 * shapes are built, and why each is lazy and pure: index.ts.
 */
import * as v from 'valibot';
import { once } from '../lazy';

export const whole = () => v.pipe(v.number(), v.integer());
/** How many of something: a whole number, never negative. */
export const count = () => v.pipe(v.number(), v.integer(), v.minValue(0));
export const onOff = /* @__PURE__ */ once(() => v.union([v.literal(0), v.literal(1)]));
/** An ISO 8601 time, as the table stores it (Created, created, timestamp, LastLogin). */
export const timestamp = () => v.pipe(v.string(), v.isoTimestamp());
/** A match percentage, 0 to 100. */
export const percentage = () => v.pipe(v.number(), v.minValue(0), v.maxValue(100));

/** `{ [field]: count }`: the many answers that are one named count (000 §7 matchCount, notiCountUnread...). */
export function countOf<const K extends string>(field: K) {
  return v.object({ [field]: count() } as { [P in K]: ReturnType<typeof count> });
}

/** `{ queryResult: [item] }`: the spec's wrapper of profile reads (000 §7). */
export const queryResultOf = <S extends v.GenericSchema>(item: S) => v.object({ queryResult: v.array(item) });
/** `{ matches: [item] }`: every list of people the matches service answers (000 §7). */
export const matchesOf = <S extends v.GenericSchema>(item: S) => v.object({ matches: v.array(item) });
/** `{ data: [item] }`: the invite and chronicle lists (000 §7 "returns a data array", "data[]"). */
export const dataOf = <S extends v.GenericSchema>(item: S) => v.object({ data: v.array(item) });
/** `[{ field: count }]`: the counts the spec answers as the first item of an array (000 §7). */
export const firstItemCount = <const K extends string>(field: K) =>
  v.pipe(v.array(countOf(field)), v.length(1));
