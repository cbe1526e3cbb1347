/**
 * Spectate notifications (000 §3 "General notification" type spec; docs/data-model.md S7): the
 * caller's newest SPECTATE_NOTIFICATIONS_MAX spectators, newest first, each read when the spectating
 * began at or before the caller's `specNotiReadAt`. A spectate notification has no other side to read
 * it: `readMessageTo` is the caller's flag and `readMessageFrom` 1. It carries `Created` (when the
 * spectating began) like an invite does, so the tab can merge both lists newest first; its game
 * fields are null. An unspectate removes the notification with the edge.
 * Routes: GET pjusernotification/pjusernotification/spectating?uuid (cost: one index query, ≤ 3 RCU
 * for 50, the caller's block relations ≈ 1 RCU, one BatchGet of the spectators, 0.5 RCU each) and
 * POST pjusernotification/pjusernotification/update/specnotification {uuid} (000 §4: 5 s after the
 * panel opens with unread items; S7 `SET specNotiReadAt`, 1 WCU; 0 for a caller without a profile).
 */
import type { DataNeeds } from '../../data/access';
import type { Profile, Spectate } from '../../data';
import type { MediaUrls } from '../present';
import { pictureUrl } from '../views';
import type { GeneralNotification } from './items';
import { newestFirst, readUnder, type NotificationKind } from './kind';

/** The most spectators the General tab lists (the newest). */
export const SPECTATE_NOTIFICATIONS_MAX = 50;

/** One spectator as the spectated player sees them (S7). */
export function presentSpectate(
  edge: Pick<Spectate, 'createdAt'>,
  spectator: Pick<Profile, 'userName' | 'profilePicKey'>,
  viewer: Pick<Profile, 'specNotiReadAt'> | undefined,
  media: MediaUrls,
): GeneralNotification {
  const read = readUnder(edge.createdAt, viewer?.specNotiReadAt);
  return {
    type: 'spec',
    name: spectator.userName,
    profileImage: pictureUrl(media, spectator.profilePicKey),
    status: 'TO',
    accepted: 0,
    readMessage: read,
    readMessageTo: read,
    readMessageFrom: 1,
    gameId: null,
    gameDescription: null,
    gameImage: null,
    key: `spec#${edge.createdAt}#${spectator.userName}`,
    Created: edge.createdAt,
  };
}

export const spectateNotifications = {
  type: 'spec',
  readMark: 'specNotiReadAt',
  routes: { list: 'listSpectateNotifications', markRead: 'markSpectateNotificationsRead' },
  items: (uuid, _request, data) => data.listNewestSpectators(uuid, SPECTATE_NOTIFICATIONS_MAX),
  personOf: (edge) => edge.spectatorUuid,
  present: (edge, { person, viewer, media }) => presentSpectate(edge, person, viewer, media),
  order: newestFirst<GeneralNotification>,
} satisfies NotificationKind<'spec', Spectate, GeneralNotification, DataNeeds<'listNewestSpectators'>>;
