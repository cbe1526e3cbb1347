/**
 * How the contract validates: with valibot, and the one way its issues are reported.
 *
 * Why valibot (it replaced zod/mini): a Lambda's cold load is mostly parsing its bundle's bytes
 * (scripts/bench: about 0.03 to 0.05 ms of CPU per KiB on the bench machine, whether the code runs at
 * load or not), and validation code sits in every bundle. Each valibot schema and check is a small
 * function of its own, so a bundle keeps only those it calls: the same set of schemas took 7.5 KiB
 * with valibot against 28 KiB with zod/mini, whose every schema shares one large core. The API has
 * the same functional shape (`v.pipe(v.string(), v.minLength(1))` for
 * `z.string().check(z.minLength(1))`), its messages are English by default, and its schemas are
 * plain objects that the API docs read (@valibot/to-json-schema).
 */
import type * as v from 'valibot';

/** Any synchronous schema of the contract. */
export type Schema = v.GenericSchema;
/** What a schema accepts (before defaults and transforms). */
export type InputOf<S> = S extends Schema ? v.InferInput<S> : never;
/** What a schema gives once parsed. */
export type OutputOf<S> = S extends Schema ? v.InferOutput<S> : never;

/** One problem with a payload, as error bodies carry it: `{ path: 'a.b', message }`. */
export interface PayloadIssue {
  path: string;
  message: string;
}

/** Valibot's issues as payload issues, their paths under `prefix` (`body`, `query`). */
export function payloadIssues(issues: readonly v.BaseIssue<unknown>[], prefix?: string): PayloadIssue[] {
  return issues.map((issue) => ({
    path: [prefix, ...(issue.path ?? []).map((item) => String(item.key))]
      .filter((part) => part !== undefined && part !== '')
      .join('.'),
    message: issue.message,
  }));
}
