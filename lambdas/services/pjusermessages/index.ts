/**
 * The pjusermessages service: one Lambda for its 4 routes of the manifest (the Messages panel's REST
 * side; sending is the messages socket, lambdas/sockets/messages.ts, and the profile's message popup).
 */
import { routes } from '../../../lib/contract/routes/pjusermessages';
import { getBlockRelations, isBlockedEitherWay } from '../../data/blocks';
import {
  countUnreadFrom,
  getConversationPage,
  listConversations,
  markDirectMessagesRead,
} from '../../data/direct-messages';
import { getProfileByUserName, getProfiles } from '../../data/profiles';
import { getUuidByUserName } from '../../data/usernames';
import { createService } from '../../http/service';
import { countUnreadMessages } from './countUnreadMessages';
import { getMessageHistory } from './getMessageHistory';
import { getMessageSummary } from './getMessageSummary';
import { markMessageRead } from './markMessageRead';

export const handler = createService(
  routes,
  {
    getMessageHistory, // GET pjusermessages/pjmessages/getmessagehistory
    getMessageSummary, // GET pjusermessages/pjmessages/getsummary
    countUnreadMessages, // GET pjusermessages/pjmessages/unreadcount
    markMessageRead, // POST pjusermessages/pjmessages/update/readmessagebyid
  },
  {
    getProfileByUserName,
    getConversationPage,
    isBlockedEitherWay,
    listConversations,
    getProfiles,
    getBlockRelations,
    getUuidByUserName,
    markDirectMessagesRead,
    countUnreadFrom,
  },
);
