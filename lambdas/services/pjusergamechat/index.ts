/**
 * The pjusergamechat service: one Lambda for its 8 routes of the manifest (the game chat room's REST
 * side; its live side is lambdas/sockets/gamechat.ts). Its data is named function by function, so
 * esbuild keeps only the access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjusergamechat';
import { getBlockRelations } from '../../data/blocks';
import { applyOnce } from '../../data/stream-events';
import { getUuidByUserName } from '../../data/usernames';
import {
  getChatMessage,
  getChatMessageCount,
  getChatPage,
  listChatLikes,
  listLikedAmong,
  listRecentChatAuthors,
  markChatSeen,
} from '../../data/chat';
import { listNewestGameConnections } from '../../data/connections';
import { listReportedAmong, putChatMessageReport } from '../../data/message-reports';
import { getGames } from '../../data/games';
import { getClosedAmong, getProfiles } from '../../data/profiles';
import { listUserGames } from '../../data/user-games';
import { createService } from '../../http/service';
import { postChatMentions } from './postChatMentions';
import { countGameChatMessages } from './countGameChatMessages';
import { countUnreadGameChat } from './countUnreadGameChat';
import { getGameChatPage } from './getGameChatPage';
import { listActiveChatUsers } from './listActiveChatUsers';
import { listChatMessageLikes } from './listChatMessageLikes';
import { listGameChatUsers } from './listGameChatUsers';
import { reportChatMessage } from './reportChatMessage';

export const handler = createService(
  routes,
  {
    getGameChatPage, // GET pjusergamechat/pjusergamechat/getgamechatmessagesbypage
    listActiveChatUsers, // GET pjusergamechat/pjusergamechat/activeusersbygame
    countGameChatMessages, // GET pjusergamechat/gamechatmessagecountbygame
    countUnreadGameChat, // GET pjusergamechat/getgamecountunreadbyuser
    listChatMessageLikes, // GET pjusergamechat/pjusergamechat/getgamelikelist
    listGameChatUsers, // GET pjusergamechat/pjusergamechat/getgameuserlist
    postChatMentions, // POST pjusergamechat/pjusergamechat/postgamechatmessagementions
    reportChatMessage, // POST pjusergamechat/pjusergamechat/reportmessage (ours)
  },
  {
    getChatPage,
    listLikedAmong,
    listReportedAmong,
    putChatMessageReport,
    getBlockRelations,
    getChatMessageCount,
    markChatSeen,
    listNewestGameConnections,
    listUserGames,
    getGames,
    listChatLikes,
    getProfiles,
    getClosedAmong,
    listRecentChatAuthors,
    getChatMessage,
    getUuidByUserName,
    applyOnce,
  },
);
