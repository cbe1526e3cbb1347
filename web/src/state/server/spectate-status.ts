/**
 * Whether the caller spectates a user (000 §7 `getSpectateStatus`, pjhubhome/pjhubspecstatus:
 * specStatus 1 when spectating) and the spectate/unspectate toggle (000 §4 "Spectate", `spectateUser`
 * with active 1 or 0). The toggle is optimistic (state/optimistic.ts): the button, the user's
 * spectators count, the caller's spectating count and the user's SpecUser flag in every cached list
 * change at once, and all of it goes back when the call fails. The counts are kept by the table's
 * stream a moment after the write, so they are not read again at once (that read could still show
 * the old number); the lists, which read the spectate edges themselves, are.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { callApi } from '../../lib/api';
import { useOptimisticMutation } from '../optimistic';
import { isApiKey, patchPerson } from '../people-cache';
import { sameUserName } from '../../../../lib/contract/user-names';
import { apiKey } from '../swr-config';
import { useApi } from '../use-api';
import { spectateCountKey } from './spectate-lists';

export type SpectateStatus = AnswerOf<'getSpectateStatus'>;

export const spectateStatusKey = (uuid: string, username: string) =>
  apiKey('getSpectateStatus', { uuid, username });

/** Whether the caller spectates `username`; null reads nothing (your own profile). */
export function useSpectateStatus(uuid: string, username: string | null) {
  return useApi('getSpectateStatus', username === null ? null : { uuid, username });
}

/** The lists whose members change when the caller spectates `username`. */
function isSpectateListOf(key: unknown, uuid: string, username: string, ownUserName: string | null): boolean {
  if (!isApiKey(key)) return false;
  const [name, input] = key as readonly [string, { username?: string; uuid?: string }];
  if (name === 'listAllSpectating') return input.uuid === uuid;
  if (typeof input.username !== 'string') return false;
  if (name === 'listSpectators') return sameUserName(input.username, username);
  if (name === 'listSpectating') return ownUserName !== null && sameUserName(input.username, ownUserName);
  return false;
}

/**
 * Returns `setSpectating(spectate)`, which resolves true once the server made the change and false
 * when it failed (everything rolled back; unexpected failures are reported). Never call it for your
 * own name: the caller shows spectateModal errorMsg1 instead (000 §4).
 */
export function useSpectateToggle(uuid: string, username: string, ownUserName: string | null) {
  const { mutate } = useSWRConfig();
  const mutateOptimistically = useOptimisticMutation();
  return useCallback(
    async (spectate: boolean): Promise<boolean> => {
      const active = spectate ? 1 : 0;
      const adjustCounts = (delta: number) => {
        const adjust =
          <K extends string>(field: K) =>
          (current: Record<K, number> | undefined) =>
            current
              ? ({ ...current, [field]: Math.max(0, current[field] + delta) } as Record<K, number>)
              : current;
        void mutate(spectateCountKey('spectators', uuid, username), adjust('spectatorsCount'), {
          revalidate: false,
        });
        if (ownUserName) {
          void mutate(spectateCountKey('spectating', uuid, ownUserName), adjust('spectatingCount'), {
            revalidate: false,
          });
        }
      };
      const flagEverywhere = (flag: 0 | 1) =>
        mutate(
          (key) => isApiKey(key),
          (data: unknown) => patchPerson(data, username, { SpecUser: flag }),
          {
            revalidate: false,
          },
        );

      adjustCounts(spectate ? 1 : -1);
      void flagEverywhere(active);
      const done = await mutateOptimistically<SpectateStatus>(spectateStatusKey(uuid, username), {
        apply: () => ({ specStatus: active }),
        send: () => callApi('spectateUser', { uuid, username, active }),
        where: 'api:spectateUser',
      });
      if (done) {
        void mutate((key) => isSpectateListOf(key, uuid, username, ownUserName));
      } else {
        adjustCounts(spectate ? -1 : 1);
        void flagEverywhere(spectate ? 0 : 1);
      }
      return done;
    },
    [mutate, mutateOptimistically, uuid, username, ownUserName],
  );
}
