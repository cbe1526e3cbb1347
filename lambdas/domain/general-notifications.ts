/**
 * The notifications modal's General tab (000 §2, §3 "General notification", §4 "Notifications"):
 * spectate notifications and invites, presented in the spec's fields. No AWS here.
 *
 * Read flags come from watermarks on the profiles: an item is read by a player when it happened at
 * or before their `specNotiReadAt` (spectators) or `inviteNotiReadAt` (invites and accepts).
 * - `readMessage` is the caller's own flag: for a received invite (status TO) whether they read the
 *   invite, for an accepted invite they sent (status FROM) whether they read the accept.
 * - `readMessageTo` is always the recipient's flag on the invite, `readMessageFrom` the sender's on
 *   the accept (0 until it is accepted), so both people's views of one invite agree.
 * - A spectate notification has no other side to read it: `readMessageTo` is the caller's flag and
 *   `readMessageFrom` 1. It carries `Created` (when the spectating began) like an invite does, so the
 *   tab can merge both lists newest first; its game fields are null.
 * - A chronicle mention notice (ours, issue 11) is read under the caller's `mentionNotiReadAt`; it has
 *   a shape of its own (contract `mentionNotification`): the General notification's fields that apply
 *   (type, name, profileImage, readMessage, key, Created) and the post, target and excerpt.
 */
import type * as v from 'valibot';
import type { generalNotification, mentionNotification } from '../../lib/contract/responses';
import type { ChronicleMention, Game, Invite, Profile, Spectate } from '../data';
import { DEFAULT_GAME_IMAGE_KEY } from './media';
import type { MediaUrls } from './present';
import { pictureUrl } from './views';

export type GeneralNotification = v.InferInput<ReturnType<typeof generalNotification>>;
export type MentionNotification = v.InferInput<ReturnType<typeof mentionNotification>>;

/** The most spectators the General tab lists (the newest). */
export const SPECTATE_NOTIFICATIONS_MAX = 50;
type OnOff = 0 | 1;

/** Whether something that happened `at` is read under the watermark `readAt` (none: nothing is). */
export function readUnder(at: string | null | undefined, readAt: string | null | undefined): OnOff {
  return at && readAt && at <= readAt ? 1 : 0;
}

const pictureOf = (person: Pick<Profile, 'profilePicKey'>, media: MediaUrls) =>
  pictureUrl(media, person.profilePicKey);

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
    profileImage: pictureOf(other, media),
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
    profileImage: pictureOf(spectator, media),
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

/** Whether a mention notice is still alive at `now` (TTL deletion lags: readers check the time). */
export function isCurrentMention(mention: Pick<ChronicleMention, 'expiresAt'>, now: Date): boolean {
  return mention.expiresAt > Math.floor(now.getTime() / 1000);
}

/** One chronicle mention notice as its recipient sees it; `author` is who mentioned them (R8). */
export function presentMention(
  mention: Pick<ChronicleMention, 'postId' | 'target' | 'excerpt' | 'createdAt'>,
  author: Pick<Profile, 'userName' | 'profilePicKey'>,
  viewer: Pick<Profile, 'mentionNotiReadAt'> | undefined,
  media: MediaUrls,
): MentionNotification {
  return {
    type: 'mention',
    name: author.userName,
    profileImage: pictureOf(author, media),
    readMessage: readUnder(mention.createdAt, viewer?.mentionNotiReadAt),
    key: `mention#${mention.postId}#${mention.target}`,
    Created: mention.createdAt,
    postId: mention.postId,
    target: mention.target,
    excerpt: mention.excerpt,
  };
}

/** Newest first by `Created` (ties in a stable order of their keys). */
export function newestFirst(items: readonly GeneralNotification[]): GeneralNotification[] {
  const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return [...items].sort((a, b) => order(b.Created ?? '', a.Created ?? '') || order(a.key, b.key));
}
