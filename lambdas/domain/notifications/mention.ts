/**
 * Chronicle mention notices (ours, issue 11: "mentions in posts and comments reach the mentioned
 * player as a notification"; docs/data-model.md R8): the caller's newest `limit` notices, newest first
 * as the index keeps them, each read when it was made at or before the caller's `mentionNotiReadAt`;
 * expired ones (TTL lag) are left out. Its shape is its own (contract `mentionNotification`): the
 * General notification's fields that apply (type, name, profileImage, readMessage, key, Created) and
 * the post, target and excerpt.
 * Routes (ours): GET pjusernotification/pjusernotification/mentions?uuid&limit (1–50, default 50;
 * cost: one index query, ≈ 3 RCU for 50, the caller's block relations ≈ 1 RCU, one BatchGet of the
 * people who mentioned them, 0.5 RCU each) and POST
 * pjusernotification/pjusernotification/update/mentionnotification {uuid} (R9 `SET mentionNotiReadAt`,
 * 1 WCU; 0 for a caller without a profile).
 */
import { PAGE_SIZES } from '../../../lib/contract/constants';
import type { DataNeeds } from '../../data/access';
import type { ChronicleMention, Profile } from '../../data';
import type { MediaUrls } from '../present';
import { pictureUrl } from '../views';
import type { MentionNotification } from './items';
import { readUnder, type NotificationKind } from './kind';

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
    profileImage: pictureUrl(media, author.profilePicKey),
    readMessage: readUnder(mention.createdAt, viewer?.mentionNotiReadAt),
    key: `mention#${mention.postId}#${mention.target}`,
    Created: mention.createdAt,
    postId: mention.postId,
    target: mention.target,
    excerpt: mention.excerpt,
  };
}

export const mentionNotifications = {
  type: 'mention',
  readMark: 'mentionNotiReadAt',
  routes: { list: 'listMentionNotifications', markRead: 'markMentionNotificationsRead' },
  items: async (uuid, { limit, now }, data) => {
    const notices = await data.listNewestChronicleMentions(uuid, limit ?? PAGE_SIZES.mentionNotifications);
    return notices.filter((notice) => isCurrentMention(notice, now));
  },
  personOf: (notice) => notice.byUuid,
  present: (notice, { person, viewer, media }) => presentMention(notice, person, viewer, media),
} satisfies NotificationKind<
  'mention',
  ChronicleMention,
  MentionNotification,
  DataNeeds<'listNewestChronicleMentions'>
>;
