/**
 * The caller's blocked list (001 §2, §3, §7): listBlockedUsers (UserName, ProfilePicLink; active users
 * only, by name) and unblockUser. Unblocking removes the entry at once and puts it back if the call
 * fails; the list is read again afterwards.
 */
import { useCallback } from 'react';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { callApi } from '../../lib/api';
import { useOptimisticMutation } from '../optimistic';
import { apiKey } from '../swr-config';
import { useApi } from '../use-api';

/** One entry of the blocked list, as the contract types listBlockedUsers' answer. */
export type BlockedUser = AnswerOf<'listBlockedUsers'>[number];

export const blockedUsersKey = (uuid: string) => apiKey('listBlockedUsers', { uuid });

export function useBlockedUsers(uuid: string) {
  return useApi('listBlockedUsers', { uuid });
}

/** Unblocks a user; resolves true when done. Unexpected failures are reported. */
export function useUnblockUser(uuid: string) {
  const mutateOptimistically = useOptimisticMutation();
  return useCallback(
    (username: string) =>
      mutateOptimistically<BlockedUser[]>(blockedUsersKey(uuid), {
        apply: (current) => (current ?? []).filter((user) => user.UserName !== username),
        send: () => callApi('unblockUser', { uuid, username }),
        where: 'api:unblockUser',
      }),
    [mutateOptimistically, uuid],
  );
}
