/**
 * What every service may answer: a write's affected rows, a text/plain body, the error body. How the
 * shapes are built, and why each is lazy and pure: index.ts.
 */
import * as v from 'valibot';
import { once } from '../lazy';
import { countOf } from './fields';

/**
 * A write that stored (or changed) a number of items (001 §7 contact: success means above 0). Every
 * write whose answer the spec leaves unshown answers this.
 */
export const affectedRows = /* @__PURE__ */ once(() => countOf('affectedRows'));

/**
 * A text/plain answer (001 §7 registration: "text containing the email"; 000 §7 the presigned upload
 * URL "as text"). The web client and the test client read a body that is not JSON as its text.
 */
export const plainText = /* @__PURE__ */ once(() => v.string());

/** The JSON form of every error answer (lambdas/core/errors.ts toErrorBody builds it). */
export const errorBody = /* @__PURE__ */ once(() =>
  v.object({
    type: v.string(),
    message: v.string(),
    issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
    /** attempts left in the window of a limited call (a wrong code, a wrong password) */
    attemptsLeft: v.optional(v.number()),
    /** a 429 of an attempt limit: seconds until the call may be made again */
    retryAfterSeconds: v.optional(v.number()),
  }),
);
export type ErrorBody = v.InferOutput<ReturnType<typeof errorBody>>;
