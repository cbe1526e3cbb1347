/**
 * The pjusergamechatnoti service: one Lambda for its 4 routes of the manifest (the notifications
 * modal's Chat tab). Its data is named function by function, so esbuild keeps only what it calls.
 */
import { routes } from '../../../lib/contract/routes/pjusergamechatnoti';
import { getBlockRelations } from '../../data/blocks';
import { getChatMessage, listChatReplies, listLikedAmong } from '../../data/chat';
import {
  listChatNotifications as listNotifications,
  listChatNotificationsSince,
  markChatNotificationsRead as markRead,
} from '../../data/chat-notifications';
import { listGames } from '../../data/games';
import { getClosedAmong } from '../../data/profiles';
import { createService } from '../../http/service';
import { countUnreadChatNotifications } from './countUnreadChatNotifications';
import { getChatNotificationThread } from './getChatNotificationThread';
import { listChatNotifications } from './listChatNotifications';
import { markChatNotificationsRead } from './markChatNotificationsRead';

export const handler = createService(
  routes,
  {
    listChatNotifications, // GET pjusergamechatnoti/usergamechatnotiitems
    getChatNotificationThread, // GET pjusergamechatnoti/usergamechatnotiparentchild
    markChatNotificationsRead, // POST pjusergamechatnoti/updatereadmessage
    countUnreadChatNotifications, // GET pjusergamechatnoti/pjusergamechatnoti/unreadcount
  },
  {
    listChatNotifications: listNotifications,
    markChatNotificationsRead: markRead,
    listChatNotificationsSince,
    getClosedAmong,
    getBlockRelations,
    listGames,
    getChatMessage,
    listChatReplies,
    listLikedAmong,
  },
);
