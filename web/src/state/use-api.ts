import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { RouteName } from '../../../lib/contract/manifest';
import type { ApiClientError, ApiInput, ApiOutput } from '../lib/api';
import { apiFetcher, apiKey } from './swr-config';

/**
 * Reads one API call through the SWR cache; the data is the route's answer as the contract types it
 * (`AnswerOf<name>`). A null input means "not yet": nothing is fetched.
 */
export function useApi<N extends RouteName>(
  name: N,
  input: ApiInput<N> | null,
  config?: SWRConfiguration,
): SWRResponse<ApiOutput<N>, ApiClientError> {
  return useSWR(input === null ? null : apiKey(name, input), apiFetcher<N>, config);
}
