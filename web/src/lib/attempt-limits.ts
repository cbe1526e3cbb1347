/**
 * Where the user stands under the server's attempt limits (lambdas/auth/attempts.ts), read from an
 * error body (contract `errorBody`: `attemptsLeft`, `retryAfterSeconds`): the wrong codes the current
 * code still allows, and when a refused call may be made again. Shared by the signup code step and
 * the forgot-password screen.
 */
import { ApiError } from './api';

export interface AttemptLimits {
  attemptsLeft?: number;
  /** epoch ms */
  retryAt?: number;
}

/** The limits an API error reports (none for any other error). */
export function attemptLimitsOf(error: unknown): AttemptLimits {
  if (!(error instanceof ApiError) || !error.body) return {};
  const { attemptsLeft, retryAfterSeconds } = error.body;
  return {
    ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
    ...(retryAfterSeconds === undefined ? {} : { retryAt: Date.now() + retryAfterSeconds * 1000 }),
  };
}

/** When a refused call may be made again, as a time of day in the interface language ("14:35"). */
export const retryTime = (retryAt: number, language: string): string =>
  new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(retryAt);
