/**
 * The contract check of the integration suite: every 2xx answer the test client (helpers.ts `callApi`)
 * receives must match its route's `response` schema, so each test that drives a built route through
 * the twin also proves that the manifest describes what the handler really answers. A mismatch throws,
 * which fails the test that made the call.
 */
import * as v from 'valibot';
import { routes } from '../../lib/contract/manifest';
import { routeKey } from '../../lib/contract/route';
import { payloadIssues } from '../../lib/contract/validation';

/** A 2xx answer that its route's `response` schema refuses. */
export class AnswerMismatchError extends Error {
  override name = 'AnswerMismatchError';
}

const routesByKey = new Map(routes.map((route) => [routeKey(route), route]));

/**
 * Throws AnswerMismatchError when `body`, a 2xx answer to `METHOD path`, is outside its route's
 * response schema. Refusals (their body is the error form) and paths outside the manifest (the
 * gateway answers those itself) are not route answers and pass.
 */
export function checkAnswer(method: string, path: string, status: number, body: unknown): void {
  if (status < 200 || status > 299) return;
  const route = routesByKey.get(`${method} ${path}`);
  if (!route) return;
  const result = v.safeParse(route.response, body);
  if (result.success) return;
  const issues = payloadIssues(result.issues)
    .map((issue) => `${issue.path || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new AnswerMismatchError(
    `${route.name} (${method} ${path}) answered ${status} outside its response schema: ${issues}`,
  );
}
