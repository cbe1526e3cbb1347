/**
 * Invites to play (000 §4 "Invite to play", §5, §7 pjinvitetoplaycreate; issue 11) and the caller's
 * invite preferences (ours: getInvitePreferences / saveInvitePreferences).
 *
 * - `sendInvite`: one invite per sender, recipient and game per day. The answer `{type: 'dup'}` is the
 *   spec's dupAlert; a refusal (blocked either way, an unknown or closed account, too many at once) is
 *   told apart by its status. An invite the recipient's preferences refuse or mute is answered like any
 *   other: the sender is never told, it simply never arrives.
 * - `useInvitePreferences`, `useSaveInvitePreferences`: who may invite the caller (everyone, people
 *   they spectate, nobody) and the games whose invites they muted. A save shows at once and is put back
 *   if the call fails (state/optimistic.ts).
 * - `useMuteInviteGame`: mutes (or unmutes) one game's invites, from a received invite or the settings.
 */
import { useCallback } from 'react';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { ApiError, callApi } from '../../lib/api';
import { report } from '../../lib/errors';
import { useOptimisticMutation } from '../optimistic';
import { apiKey, isExpectedFailure } from '../swr-config';
import { useApi } from '../use-api';

export type InvitePreferences = AnswerOf<'getInvitePreferences'>;
export type InvitePolicy = InvitePreferences['whoMayInvite'];

/** Who may invite a player, in the order the settings offer them. */
export const INVITE_POLICY_CHOICES: readonly InvitePolicy[] = ['everyone', 'spectated', 'nobody'];

/** The most games whose invites one player may mute (the contract's bound on mutedGameIds). */
export const MUTED_GAMES_MAX = 100;

/** What sending an invite came to: sent, the day's duplicate, or why the server refused it. */
export type InviteOutcome = 'created' | 'dup' | InviteRefusal;
export type InviteRefusal = 'blocked' | 'unavailable' | 'slowDown' | 'failed';

/** The refusal a failed invite stands for: 403 blocked either way, 404 unknown or closed, 429 too many. */
export function inviteRefusalOf(error: unknown): InviteRefusal {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 403) return 'blocked';
  if (error.status === 404 || error.status === 410) return 'unavailable';
  if (error.status === 429) return 'slowDown';
  return 'failed';
}

export interface InviteToSend {
  usernameFrom: string;
  usernameTo: string;
  gameId: number;
  gameDescription: string;
}

/** Sends one invite; never throws. Unexpected failures (network, 5xx) are reported. */
export async function sendInvite(invite: InviteToSend): Promise<InviteOutcome> {
  try {
    const answer = await callApi('createInvite', invite);
    return answer.type;
  } catch (error) {
    if (!isExpectedFailure(error)) report(error, { where: 'api:createInvite' });
    return inviteRefusalOf(error);
  }
}

export const invitePreferencesKey = (uuid: string) => apiKey('getInvitePreferences', { uuid });

/** The caller's invite preferences; null reads nothing. */
export function useInvitePreferences(uuid: string | null) {
  return useApi('getInvitePreferences', uuid === null ? null : { uuid });
}

/**
 * Returns `save(next)`: the preferences as they will be, shown at once and sent whole; resolves true
 * once saved, false when the call failed (the previous preferences are back).
 */
export function useSaveInvitePreferences(uuid: string) {
  const mutateOptimistically = useOptimisticMutation();
  return useCallback(
    (next: InvitePreferences) =>
      mutateOptimistically<InvitePreferences>(invitePreferencesKey(uuid), {
        apply: () => next,
        send: () => callApi('saveInvitePreferences', { uuid, ...next }),
        where: 'api:saveInvitePreferences',
      }),
    [mutateOptimistically, uuid],
  );
}

/** The preferences with `gameId` muted or not (the list stays in order, without duplicates). */
export function withGameMuted(prefs: InvitePreferences, gameId: number, muted: boolean): InvitePreferences {
  const others = prefs.mutedGameIds.filter((id) => id !== gameId);
  return { ...prefs, mutedGameIds: muted ? [...others, gameId] : others };
}

/** What muting a game came to. */
export type MuteOutcome = 'saved' | 'full' | 'failed';

/**
 * Returns `setMuted(gameId, muted)`: mutes or unmutes one game's invites. It starts from the cached
 * preferences (`current`, when the caller has them) or reads them first. 'full' when
 * MUTED_GAMES_MAX games are muted already (nothing is sent).
 */
export function useMuteInviteGame(uuid: string | null, current: InvitePreferences | undefined) {
  const save = useSaveInvitePreferences(uuid ?? '');
  return useCallback(
    async (gameId: number, muted: boolean): Promise<MuteOutcome> => {
      if (uuid === null) return 'failed';
      let prefs = current;
      if (!prefs) {
        try {
          prefs = await callApi('getInvitePreferences', { uuid });
        } catch (error) {
          if (!isExpectedFailure(error)) report(error, { where: 'api:getInvitePreferences' });
          return 'failed';
        }
      }
      const next = withGameMuted(prefs, gameId, muted);
      if (next.mutedGameIds.length > MUTED_GAMES_MAX) return 'full';
      return (await save(next)) ? 'saved' : 'failed';
    },
    [uuid, current, save],
  );
}
