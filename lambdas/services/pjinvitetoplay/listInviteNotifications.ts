/**
 * GET pjinvitetoplay/pjinvitetoplaynotiget?usernameTo — the caller's invite notifications (000 §3
 * "General notification", §7 "returns a data array"; docs/data-model.md I3): the invites they
 * received (status TO, accepted or not) and the invites they sent that were accepted (status FROM),
 * at most INVITE_LIST_MAX = 50 of each, merged newest first by Created. Each shows the other player's
 * current name and picture and the catalogue's game name and picture; read flags come from the
 * profiles' `inviteNotiReadAt` (domain/general-notifications.ts). An invite whose other player is
 * now blocked either way or closed is left out (the people pipeline).
 * Cost: two index queries (≤ 3.5 RCU each for 50), the caller's block relations (≈ 1 RCU), one
 * BatchGet of the other players (0.5 RCU each, ≤ 100), the catalogue (cached); bounded by the caps.
 */
import { newestFirst, presentInvite } from '../../domain/general-notifications';
import { INVITE_LIST_MAX, isCurrentInvite } from '../../domain/invites';
import { listPeople } from '../../domain/people';
import type { Invite } from '../../data';
import type { OperationFor } from '../../http/service';

export const listInviteNotifications: OperationFor<
  'listInviteNotifications',
  'listReceivedInvites' | 'listAcceptedSentInvites' | 'getProfiles' | 'getBlockRelations' | 'listGames'
> = async ({ caller, deps }) => {
  const now = deps.clock.now();
  const [viewer, received, sent] = await Promise.all([
    caller.profile(),
    deps.data.listReceivedInvites(caller.uuid, INVITE_LIST_MAX),
    deps.data.listAcceptedSentInvites(caller.uuid, INVITE_LIST_MAX),
  ]);
  const invites = [...received, ...sent].filter((invite) => isCurrentInvite(invite, now));
  if (!viewer || invites.length === 0) return { data: [] };
  const otherOf = (invite: Invite) => (invite.toUuid === caller.uuid ? invite.fromUuid : invite.toUuid);
  const [people, games] = await Promise.all([
    listPeople(invites.map(otherOf), { viewer: caller.uuid }, deps.data),
    deps.data.listGames(now.getTime()),
  ]);
  const personOf = new Map(people.map(({ profile }) => [profile.uuid, profile]));
  const gameOf = new Map(games.map((game) => [game.gameId, game]));
  const data = invites.flatMap((invite) => {
    const other = personOf.get(otherOf(invite));
    return other ? [presentInvite(invite, viewer, other, gameOf.get(invite.gameId), deps.media)] : [];
  });
  return { data: newestFirst(data) };
};
