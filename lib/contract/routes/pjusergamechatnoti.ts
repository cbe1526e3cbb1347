/** The routes of the pjusergamechatnoti service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import '../zod-locale';
import * as z from 'zod/mini';
import { route } from './shared';
import * as f from '../rules';
import { PAGE_SIZES } from '../constants';

export const listChatNotifications = route({
  name: 'listChatNotifications',
  method: 'GET',
  path: 'pjusergamechatnoti/usergamechatnotiitems',
  auth: 'cognito',
  query: () =>
    z.object({
      userId: f.username(),
      pageSize: z._default(f.integer().check(z.gte(1), z.lte(PAGE_SIZES.max)), PAGE_SIZES.chatNotifications),
      lastEvaluatedKeyMessageId: z.optional(z.string().check(z.maxLength(100))),
    }),
  caller: { userName: 'userId' },
  source: '000',
  summary: 'A page of chat notifications (notiItems{items, lastEvaluatedKey}).',
});

export const getChatNotificationThread = route({
  name: 'getChatNotificationThread',
  method: 'GET',
  path: 'pjusergamechatnoti/usergamechatnotiparentchild',
  auth: 'cognito',
  query: () =>
    z.object({
      messageId: z.string().check(z.minLength(1), z.maxLength(100)),
      userId: f.username(),
      notiType: z.enum(['liked', 'responded', 'tagged']),
    }),
  caller: { userName: 'userId' },
  source: '000',
  summary: 'The parent message and its replies behind a chat notification.',
});

export const markChatNotificationsRead = route({
  name: 'markChatNotificationsRead',
  method: 'POST',
  path: 'pjusergamechatnoti/updatereadmessage',
  auth: 'cognito',
  body: () => z.object({ userId: f.username() }),
  caller: { userName: 'userId' },
  source: '000',
  summary: "Mark the caller's chat notifications read.",
});

export const countUnreadChatNotifications = route({
  name: 'countUnreadChatNotifications',
  method: 'GET',
  path: 'pjusergamechatnoti/pjusergamechatnoti/unreadcount',
  auth: 'cognito',
  query: () => z.object({ userId: f.username() }),
  caller: { userName: 'userId' },
  source: '000',
  summary: 'notiCountUnread.',
});

/** Every route pjusergamechatnoti serves, in manifest order. */
export const routes = [
  listChatNotifications,
  getChatNotificationThread,
  markChatNotificationsRead,
  countUnreadChatNotifications,
] as const;
