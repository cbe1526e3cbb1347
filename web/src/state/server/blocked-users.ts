/**
 * The caller's blocked list (001 §2, §3, §7): listBlockedUsers (UserName, ProfilePicLink; active users
 * only, by name) and unblockUser. Unblocking removes the entry at once and puts it back if the call
 * fails; the list is read again afterwards.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { callApi } from '../../lib/api';
import { report } from '../../lib/errors';
import { apiKey, isExpectedFailure } from '../swr-config';
import { useApi } from '../use-api';

export interface BlockedUser {
  UserName: string;
  ProfilePicLink: string;
}

export const blockedUsersKey = (uuid: string) => apiKey('listBlockedUsers', { uuid });

export function useBlockedUsers(uuid: string) {
  return useApi<'listBlockedUsers', BlockedUser[]>('listBlockedUsers', { uuid });
}

/** Unblocks a user; resolves true when done. Unexpected failures are reported. */
export function useUnblockUser(uuid: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (username: string): Promise<boolean> => {
      try {
        await mutate(
          blockedUsersKey(uuid),
          async (current: BlockedUser[] | undefined) => {
            await callApi('unblockUser', { uuid, username });
            return current;
          },
          {
            optimisticData: (current: BlockedUser[] | undefined) =>
              (current ?? []).filter((user) => user.UserName !== username),
            rollbackOnError: true,
            populateCache: false,
            revalidate: true,
          },
        );
        return true;
      } catch (error) {
        if (!isExpectedFailure(error)) report(error, { where: 'api:unblockUser' });
        return false;
      }
    },
    [mutate, uuid],
  );
}
