/** The pjusergamechat service: one Lambda for its 7 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjusergamechat';
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService(
  routes,
  {
    getGameChatPage: planned('game-chat'), // GET pjusergamechat/pjusergamechat/getgamechatmessagesbypage
    listActiveChatUsers: planned('game-chat'), // GET pjusergamechat/pjusergamechat/activeusersbygame
    countGameChatMessages: planned('game-chat'), // GET pjusergamechat/gamechatmessagecountbygame
    countUnreadGameChat: planned('game-chat'), // GET pjusergamechat/getgamecountunreadbyuser
    listChatMessageLikes: planned('game-chat'), // GET pjusergamechat/pjusergamechat/getgamelikelist
    listGameChatUsers: planned('game-chat'), // GET pjusergamechat/pjusergamechat/getgameuserlist
    postChatMentions: planned('game-chat'), // POST pjusergamechat/pjusergamechat/postgamechatmessagementions
  },
  {},
);
