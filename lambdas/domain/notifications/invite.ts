/**
 * Invite notifications (000 §3 "General notification" type invite, §7 pjinvitetoplaynotiget;
 * docs/data-model.md I3): the invites the caller received (status TO, accepted or not) and the
 * invites they sent that were accepted (status FROM), at most INVITE_LIST_MAX of each, newest first
 * by Created. Each shows the other player's current name and picture and the catalogue's game name
 * and picture. Read flags come from the profiles' `inviteNotiReadAt`:
 * - `readMessage` is the caller's own flag: for a received invite (TO) whether they read the invite,
 *   for an accepted invite they sent (FROM) whether they read the accept.
 * - `readMessageTo` is always the recipient's flag on the invite, `readMessageFrom` the sender's on
 *   the accept (0 until it is accepted), so both people's views of one invite agree.
 * Routes: GET pjinvitetoplay/pjinvitetoplaynotiget?usernameTo (000 §7 "returns a data array"; cost:
 * two index queries, ≤ 3.5 RCU each for 50, the caller's block relations ≈ 1 RCU, one BatchGet of the
 * other players, 0.5 RCU each, ≤ 100, the catalogue, cached) and POST
 * pjinvitetoplay/pjinvitetoplayreadmessageupdate {username} (000 §4; I4 `SET inviteNotiReadAt`, 1 WCU).
 */
import type { DataNeeds } from '../../data/access';
import type { Game, Invite, Profile } from '../../data';
import { INVITE_LIST_MAX, isCurrentInvite } from '../invites';
import { DEFAULT_GAME_IMAGE_KEY } from '../media';
import type { MediaUrls } from '../present';
import { pictureUrl } from '../views';
import type { GeneralNotification } from './items';
import { newestFirst, readUnder, type NotificationKind } from './kind';

/**
 * One invite as `viewer` sees it: received (TO) or sent and accepted (FROM); `other` is the person on
 * the other side (their current name and picture), `game` its catalogue game (missing: no longer in
 * the catalogue).
 */
export function presentInvite(
  invite: Invite,
  viewer: Pick<Profile, 'uuid' | 'inviteNotiReadAt'>,
  other: Pick<Profile, 'userName' | 'profilePicKey' | 'inviteNotiReadAt'>,
  game: Pick<Game, 'description' | 'imageKey' | 'thumbKey'> | undefined,
  media: MediaUrls,
): GeneralNotification {
  const status = invite.toUuid === viewer.uuid ? 'TO' : 'FROM';
  const [recipient, sender] = status === 'TO' ? [viewer, other] : [other, viewer];
  const readMessageTo = readUnder(invite.createdAt, recipient.inviteNotiReadAt);
  const readMessageFrom = invite.accepted === 1 ? readUnder(invite.acceptedAt, sender.inviteNotiReadAt) : 0;
  return {
    type: 'invite',
    name: other.userName,
    profileImage: pictureUrl(media, other.profilePicKey),
    status,
    accepted: invite.accepted,
    readMessage: status === 'TO' ? readMessageTo : readMessageFrom,
    readMessageTo,
    readMessageFrom,
    gameId: invite.gameId,
    gameDescription: game?.description ?? '',
    gameImage: media.url(game?.thumbKey ?? game?.imageKey ?? DEFAULT_GAME_IMAGE_KEY),
    key: `invite#${invite.inviteId}#${status}`,
    InviteId: invite.inviteId,
    Created: invite.createdAt,
  };
}

export const inviteNotifications = {
  type: 'invite',
  readMark: 'inviteNotiReadAt',
  routes: { list: 'listInviteNotifications', markRead: 'markInvitesRead' },
  items: async (uuid, { now }, data) => {
    const [received, sent] = await Promise.all([
      data.listReceivedInvites(uuid, INVITE_LIST_MAX),
      data.listAcceptedSentInvites(uuid, INVITE_LIST_MAX),
    ]);
    return [...received, ...sent].filter((invite) => isCurrentInvite(invite, now));
  },
  personOf: (invite, uuid) => (invite.toUuid === uuid ? invite.fromUuid : invite.toUuid),
  context: async (data, now) =>
    new Map((await data.listGames(now.getTime())).map((game) => [game.gameId, game])),
  needsViewer: true,
  // needsViewer: the pipeline presents nothing without the caller's profile
  present: (invite, { person, viewer, context, media }) =>
    presentInvite(invite, viewer!, person, context.get(invite.gameId), media),
  order: newestFirst<GeneralNotification>,
} satisfies NotificationKind<
  'invite',
  Invite,
  GeneralNotification,
  DataNeeds<'listReceivedInvites' | 'listAcceptedSentInvites' | 'listGames'>,
  ReadonlyMap<number, Game>
>;
