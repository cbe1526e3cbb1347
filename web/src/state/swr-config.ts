/**
 * The SWR data layer: keys are `[routeName, input]`, the fetcher is the typed API client, and errors
 * that a retry cannot fix (4xx, bad input, contract mismatch, signed out) are neither retried nor
 * reported as failures; the screens render them.
 */
import type { SWRConfiguration } from 'swr';
import type { RouteName } from '../../../lib/contract/manifest';
import {
  ApiError,
  ApiInputError,
  ApiResponseError,
  callApi,
  type ApiInput,
  type ApiOutput,
} from '../lib/api';
import { report } from '../lib/errors';
import { NotSignedInError } from '../lib/session-state';
import { CACHE, RETRY } from './cache';

/** The cache key of one API call. */
export type ApiKey<N extends RouteName = RouteName> = readonly [N, ApiInput<N>];

export function apiKey<N extends RouteName>(name: N, input: ApiInput<N>): ApiKey<N> {
  return [name, input] as const;
}

/** The SWR fetcher: the key's call, answered with the route's parsed answer. */
export function apiFetcher<N extends RouteName>([name, input]: ApiKey<N>): Promise<ApiOutput<N>> {
  return callApi(name, input);
}

/** Failures that are answers rather than faults: a retry cannot change them and they are not reported. */
export function isExpectedFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 400 && error.status < 500;
  return error instanceof ApiInputError || error instanceof NotSignedInError;
}

export function isRetryable(error: unknown): boolean {
  return !isExpectedFailure(error) && !(error instanceof ApiResponseError);
}

export const swrConfig: SWRConfiguration = {
  fetcher: apiFetcher,
  dedupingInterval: CACHE.dedupe,
  focusThrottleInterval: CACHE.focusThrottle,
  errorRetryCount: RETRY.count,
  errorRetryInterval: RETRY.interval,
  shouldRetryOnError: isRetryable,
  onError(error: unknown, key: string) {
    if (!isExpectedFailure(error)) report(error, { where: 'swr', key });
  },
};
