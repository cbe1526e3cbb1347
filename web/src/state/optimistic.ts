/**
 * The one way an edit of a cached server resource is made (the blocked list, the settings, and the
 * likes, follows and reads of later issues): the change shows at once, the server call runs, a failed
 * call puts the cached value back, and the key is read again either way, so the screen ends on what
 * the server holds. The call's own answer is not written to the cache: the revalidation brings it.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { report } from '../lib/errors';
import { isExpectedFailure, type ApiKey } from './swr-config';

/** A cached value's key that is not one route's answer (a resource read from several routes at once). */
export type CacheKey = readonly [string, unknown];

export interface OptimisticMutation<Data> {
  /** the cached value as it will be once the call succeeds */
  apply: (current: Data | undefined) => Data;
  /** the server call that makes the change */
  send: () => Promise<unknown>;
  /** where an unexpected failure is reported from (`api:<route>`) */
  where: string;
}

/**
 * Returns `mutateOptimistically(key, { apply, send, where })`, which resolves true once the server has made the
 * change and false when it failed (rolled back; unexpected failures are reported, none is thrown).
 */
export function useOptimisticMutation() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async <Data>(
      key: ApiKey | CacheKey,
      { apply, send, where }: OptimisticMutation<Data>,
    ): Promise<boolean> => {
      try {
        await mutate(
          key,
          async (current: Data | undefined) => {
            await send();
            return current;
          },
          { optimisticData: apply, rollbackOnError: true, populateCache: false, revalidate: true },
        );
        return true;
      } catch (error) {
        if (!isExpectedFailure(error)) report(error, { where });
        return false;
      }
    },
    [mutate],
  );
}
