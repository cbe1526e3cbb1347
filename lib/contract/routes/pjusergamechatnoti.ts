/** The routes of the pjusergamechatnoti service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route } from './shared';
import * as r from '../responses';
import * as f from '../rules';
import { PAGE_SIZES } from '../constants';

export const listChatNotifications = route({
  name: 'listChatNotifications',
  method: 'GET',
  path: 'pjusergamechatnoti/usergamechatnotiitems',
  auth: 'cognito',
  query: () =>
    v.object({
      userId: f.username(),
      pageSize: v.optional(
        v.pipe(f.integer(), v.minValue(1), v.maxValue(PAGE_SIZES.max)),
        PAGE_SIZES.chatNotifications,
      ),
      lastEvaluatedKeyMessageId: v.optional(v.pipe(v.string(), v.maxLength(100))),
    }),
  response: () => r.chatNotificationPage(),
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
    v.object({
      messageId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
      userId: f.username(),
      notiType: v.picklist(['liked', 'responded', 'tagged']),
    }),
  response: () => r.chatNotificationThread(),
  caller: { userName: 'userId' },
  source: '000',
  summary: 'The parent message and its replies behind a chat notification.',
});

export const markChatNotificationsRead = route({
  name: 'markChatNotificationsRead',
  method: 'POST',
  path: 'pjusergamechatnoti/updatereadmessage',
  auth: 'cognito',
  body: () => v.object({ userId: f.username() }),
  response: () => r.affectedRows(),
  caller: { userName: 'userId' },
  source: '000',
  summary: "Mark the caller's chat notifications read.",
});

export const countUnreadChatNotifications = route({
  name: 'countUnreadChatNotifications',
  method: 'GET',
  path: 'pjusergamechatnoti/pjusergamechatnoti/unreadcount',
  auth: 'cognito',
  query: () => v.object({ userId: f.username() }),
  response: () => r.countOf('notiCountUnread'),
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
