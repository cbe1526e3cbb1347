import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { RouteName } from '../../../lib/contract/manifest';
import type { ApiClientError, ApiInput, ApiOutput } from '../lib/api';
import { apiFetcher, apiKey } from './swr-config';

/**
 * Reads one API call through the SWR cache. `Fallback` names the answer type where the manifest does
 * not type it; a route's own `response` schema wins when its types can be resolved. A null input
 * means "not yet": nothing is fetched.
 */
export function useApi<N extends RouteName, Fallback = unknown>(
  name: N,
  input: ApiInput<N> | null,
  config?: SWRConfiguration,
): SWRResponse<ApiOutput<N, Fallback>, ApiClientError> {
  return useSWR(input === null ? null : apiKey(name, input), apiFetcher<N, ApiOutput<N, Fallback>>, config);
}
