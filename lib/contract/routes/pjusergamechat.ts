/** The routes of the pjusergamechat service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { CALLER_UUID, route } from './shared';
import * as r from '../responses';
import * as f from '../rules';
import { PAGE_SIZES } from '../constants';

export const getGameChatPage = route({
  name: 'getGameChatPage',
  method: 'GET',
  path: 'pjusergamechat/pjusergamechat/getgamechatmessagesbypage',
  auth: 'cognito',
  query: () =>
    v.object({
      gameId: f.gameId(),
      userId: f.username(),
      pageSize: v.optional(
        v.pipe(f.integer(), v.minValue(1), v.maxValue(PAGE_SIZES.max)),
        PAGE_SIZES.chatHistory,
      ),
      lastEvaluatedKeyGameId: v.optional(f.gameId()),
      lastEvaluatedKeyMessageId: v.optional(v.pipe(v.string(), v.maxLength(100))),
    }),
  response: () => r.chatPage(),
  caller: { userName: 'userId' },
  source: '000',
  summary: 'A page of a game chat, newest first (messageRepliesPage{messages, lastEvaluatedKey}).',
});

export const listActiveChatUsers = route({
  name: 'listActiveChatUsers',
  method: 'GET',
  path: 'pjusergamechat/pjusergamechat/activeusersbygame',
  auth: 'cognito',
  query: () => v.object({ gameId: f.gameId(), userId: f.username() }),
  response: () => r.chatUsersOf('activeUsers'),
  caller: { userName: 'userId' },
  source: '000',
  summary: 'Users connected to a game chat (activeUsers).',
});

export const countGameChatMessages = route({
  name: 'countGameChatMessages',
  method: 'GET',
  path: 'pjusergamechat/gamechatmessagecountbygame',
  auth: 'cognito',
  query: () => v.object({ gameId: f.gameId() }),
  response: () => r.countOf('gameMessageCounter'),
  source: '000',
  summary: 'gameMessageCounter of one game.',
});

export const countUnreadGameChat = route({
  name: 'countUnreadGameChat',
  method: 'GET',
  path: 'pjusergamechat/getgamecountunreadbyuser',
  auth: 'cognito',
  query: () => v.object({ userId: f.username() }),
  response: () => r.unreadChatByGame(),
  caller: { userName: 'userId' },
  source: '000',
  summary: 'Unread chat per game for the caller (gameCountUnread.body).',
});

export const listChatMessageLikes = route({
  name: 'listChatMessageLikes',
  method: 'GET',
  path: 'pjusergamechat/pjusergamechat/getgamelikelist',
  auth: 'cognito',
  query: () => v.object({ messageId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }),
  response: () => r.chatUsersOf('gameLikeUserList'),
  source: '000',
  summary: 'Who liked a chat message (gameLikeUserList).',
});

export const listGameChatUsers = route({
  name: 'listGameChatUsers',
  method: 'GET',
  path: 'pjusergamechat/pjusergamechat/getgameuserlist',
  auth: 'cognito',
  query: () => v.object({ gameId: f.gameId(), userId: f.username() }),
  response: () => r.chatUsersOf('gameUserList'),
  caller: { userName: 'userId' },
  source: '000',
  summary: 'Users of a game chat, for the mention picker (gameUserList).',
});

export const postChatMentions = route({
  name: 'postChatMentions',
  method: 'POST',
  path: 'pjusergamechat/pjusergamechat/postgamechatmessagementions',
  auth: 'cognito',
  body: () =>
    v.object({
      messageId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
      userIds: v.pipe(v.array(f.username()), v.minLength(1), v.maxLength(50)),
      sourceAuthor: f.username(),
      gameId: f.gameId(),
    }),
  response: () => r.affectedRows(),
  caller: { userName: 'sourceAuthor' },
  source: '000',
  summary: 'Notify the users mentioned in a chat message (duplicates collapsed).',
});

export const reportChatMessage = route({
  name: 'reportChatMessage',
  method: 'POST',
  path: 'pjusergamechat/pjusergamechat/reportmessage',
  auth: 'cognito',
  body: () =>
    v.object({
      uuid: f.uuid(),
      gameId: f.gameId(),
      messageId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
      reason: f.messageReportReason(),
    }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: 'ours',
  summary:
    'Report a chat message (issue 10, beyond the spec): filed once per player, hidden from the reporter at once and from everyone but its author once 3 players reported it; never your own (400 ownReport).',
});

/** Every route pjusergamechat serves, in manifest order. */
export const routes = [
  getGameChatPage,
  listActiveChatUsers,
  countGameChatMessages,
  countUnreadGameChat,
  listChatMessageLikes,
  listGameChatUsers,
  postChatMentions,
  reportChatMessage,
] as const;
