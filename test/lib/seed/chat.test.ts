import { MEDIA_BASE } from '../../lambdas/env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CHAT_LIMITS, LIMITS } from '../../../lib/contract/constants';
import { linkCount, plainMessageText } from '../../../lib/contract/rules';
import { demoChat, earlierChatClock, type ChatPeople } from '../../../lib/seed/chat';
import { loadSeedChat, loadSeedGames, loadSeedUsers } from '../../../lib/seed/data';
import { buildChat, CHAT_ROOMS, mostPlayedGames } from '../../../lib/seed/generate/chat';
import { DEMO_USER_NAME } from '../../../lib/seed/generate/personas';
import { joinedMsAgo } from '../../../lib/seed/timeline';
import type { SeedChat } from '../../../lib/seed/types';
import type { Item } from '../../../lambdas/data/client';
import {
  ChatLikeEntity,
  ChatMessageEntity,
  ConversationEntity,
  DirectMessageEntity,
  type ChatMessage,
  type Conversation,
  type DirectMessage,
} from '../../../lambdas/data/entities';
import { chatMessageId } from '../../../lambdas/domain/chat';
import type { OnceUpdate } from '../../../lambdas/data/stream-events';
import { chatNotifications } from '../../../lambdas/streams/reactions/chat-notifications';
import { counterChange } from '../../../lambdas/streams/reactions/counters';

const games = loadSeedGames();
const users = loadSeedUsers();
const chat = loadSeedChat();
const userIndex = new Map(users.map((user, index) => [user.userName, index]));
const member = (userName: string) => users[userIndex.get(userName)!]!;
const plays = (userName: string, gameId: number) =>
  member(userName).games.some((game) => game.gameId === gameId);

/** Stable fake uuids by username, and the picture links the handlers would build. */
const people: ChatPeople = {
  uuidOf: (userName) => {
    const index = userIndex.get(userName);
    if (index === undefined) throw new Error(`no member ${userName}`);
    return `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
  },
  pictureOf: (userName) => `${MEDIA_BASE}/userprofileimages/${member(userName).picture}`,
};
const nameOf = new Map(users.map((user) => [people.uuidOf(user.userName), user.userName]));
const CLOCK = Date.parse('2026-03-14T15:09:26.535Z');
const written = demoChat(chat, people, CLOCK);
const itemsOf = <T>(entity: { name: string; parse(item: Item): T }) =>
  written.items.filter((item) => item.entity === entity.name).map((item) => entity.parse(item));
const messages: ChatMessage[] = itemsOf(ChatMessageEntity);
const directMessages: DirectMessage[] = itemsOf(DirectMessageEntity);
const conversations: Conversation[] = itemsOf(ConversationEntity);

const allMessages = chat.rooms.flatMap((room) => room.messages.map((message) => ({ room, message })));

describe('the demo chat dataset', () => {
  it('is what the generator makes, run after run', () => {
    expect(buildChat(games, users)).toEqual(chat);
    expect(buildChat(games, users)).toEqual(buildChat(games, users));
  });

  it('fills the rooms of the most played games with a handful of messages, replies and likes each', () => {
    expect(chat.rooms.map((room) => room.gameId)).toEqual(mostPlayedGames(users, CHAT_ROOMS));
    for (const room of chat.rooms) {
      expect(room.messages.length).toBeGreaterThanOrEqual(6);
      expect(room.messages.length).toBeLessThanOrEqual(15);
      expect(room.messages.filter((message) => message.reply).length).toBeGreaterThanOrEqual(2);
      expect(room.messages.flatMap((message) => message.likes).length).toBeGreaterThanOrEqual(2);
    }
    expect(chat.conversations.length).toBeGreaterThanOrEqual(2);
    expect(chat.conversations.length).toBeLessThanOrEqual(3);
  });

  it('has every message said (and liked) by an active player of the game, after they joined', () => {
    for (const { room, message } of allMessages) {
      const actors = [
        [message.from, message.secondsAgo],
        ...message.likes.map((like) => [like.by, like.secondsAgo] as const),
      ] as const;
      for (const [userName, secondsAgo] of actors) {
        expect([userName, member(userName).active, plays(userName, room.gameId)]).toEqual([
          userName,
          true,
          true,
        ]);
        expect(secondsAgo * 1000).toBeLessThan(joinedMsAgo(userIndex.get(userName)!));
      }
      for (const like of message.likes) expect(like.secondsAgo).toBeLessThan(message.secondsAgo);
      expect(new Set(message.likes.map((like) => like.by)).size).toBe(message.likes.length);
      expect(message.likes.map((like) => like.by)).not.toContain(message.from);
    }
    for (const conversation of chat.conversations) {
      for (const message of conversation.messages) {
        expect([message.from, message.to].sort()).toEqual([...conversation.between].sort());
        for (const userName of conversation.between) {
          expect(member(userName).active).toBe(true);
          expect(message.secondsAgo * 1000).toBeLessThan(joinedMsAgo(userIndex.get(userName)!));
        }
      }
    }
  });

  it('keeps its texts as the server keeps them: plain, within the limits, mentioning nobody', () => {
    const texts = [
      ...allMessages.map(({ message }) => message.text),
      ...chat.conversations.flatMap((conversation) => conversation.messages.map((message) => message.text)),
    ];
    for (const text of texts) {
      expect(plainMessageText(text)).toBe(text);
      expect(text.length).toBeGreaterThan(0);
      expect([...text].length).toBeLessThanOrEqual(LIMITS.messageMax);
      expect(linkCount(text)).toBeLessThanOrEqual(CHAT_LIMITS.linksPerMessage);
      expect(text).not.toContain('@');
    }
  });

  it('leaves the demo user silent but up to date, and the members the twin suites use alone', () => {
    const participants = new Set([
      ...allMessages.flatMap(({ message }) => [message.from, ...message.likes.map((like) => like.by)]),
      ...allMessages.flatMap(({ message }) => (message.reply ? [message.reply.to] : [])),
      ...chat.conversations.flatMap((conversation) => conversation.between),
    ]);
    expect(participants.has(DEMO_USER_NAME)).toBe(false);
    for (const room of chat.rooms) {
      if (plays(DEMO_USER_NAME, room.gameId)) expect(room.seen[DEMO_USER_NAME]).toBe(room.messages.length);
    }
    // test/integration and test/browser take these (see their headers): their counts are theirs to move
    const active = users.filter((user) => user.active);
    const withGames = active.filter((user) => user.games.length > 0);
    const used = new Set(
      [
        ...withGames.slice(20, 40),
        withGames[45],
        active[50],
        ...withGames.slice(-14),
        ...withGames.slice(-20, -17),
        ...active.slice(-24, -21),
        member('RetroRonin'),
        member('ChillVibesOnly'),
        member('MidnightMoth'),
      ].map((user) => user!.userName),
    );
    expect([...participants].filter((userName) => used.has(userName))).toEqual([]);
  });
});

describe('the demo chat as table items', () => {
  it('gives every message a 16-digit id of its receipt time and tiebreak, unique, in time order', () => {
    expect(messages).toHaveLength(allMessages.length);
    for (const { room, message } of allMessages) {
      const sentAt = CLOCK - message.secondsAgo * 1000;
      const stored = messages.find((each) => each.messageId === chatMessageId(sentAt, message.tiebreak));
      expect(stored).toMatchObject({
        gameId: room.gameId,
        userName: message.from,
        senderUuid: people.uuidOf(message.from),
        profileImage: people.pictureOf(message.from),
        messageText: message.text,
        createdAt: new Date(sentAt).toISOString(),
      });
      expect(stored!.messageId).toMatch(/^\d{16}$/);
    }
    const ids = [...messages, ...directMessages].map((message) => message.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const room of chat.rooms) {
      const inRoom = messages.filter((message) => message.gameId === room.gameId).map((m) => m.messageId);
      expect(inRoom).toEqual([...inRoom].sort());
    }
    // written in the order things happened: the stream meets them as it met the real sends
    const roomItems = written.items.filter((item) =>
      ['chatMessage', 'chatLike'].includes(String(item.entity)),
    );
    expect(written.items.slice(0, roomItems.length)).toEqual(roomItems);
    const times = roomItems.map((item) => String(item.createdAt));
    expect(times).toEqual([...times].sort());
  });

  it('counts each room as the stream would (one per message insert), and each like on its message', () => {
    const counted = new Map<number, number>();
    for (const item of written.items) {
      const change = counterChange({ eventName: 'INSERT', before: undefined, after: item });
      if (change) counted.set(change.gameId, (counted.get(change.gameId) ?? 0) + change.delta);
    }
    expect(Object.fromEntries(counted)).toEqual(
      Object.fromEntries(chat.rooms.map((room) => [room.gameId, room.messages.length])),
    );
    const likes = itemsOf(ChatLikeEntity);
    expect(likes).toHaveLength(written.counts.likes);
    for (const message of messages) {
      const mine = likes.filter((like) => like.messageId === message.messageId);
      expect(message.likeCount).toBe(mine.length);
      for (const like of mine) {
        expect(like.gameId).toBe(message.gameId);
        expect(like.uuid).not.toBe(message.senderUuid);
        expect(like.createdAt > message.createdAt).toBe(true);
        expect(like.profileImage).toBe(people.pictureOf(like.userName));
      }
    }
    // and nobody has seen more of a room than it holds
    for (const room of chat.rooms) {
      for (const userName of Object.keys(room.seen)) {
        expect(written.chatSeen(userName, room.gameId)).toBeLessThanOrEqual(counted.get(room.gameId)!);
        expect(plays(userName, room.gameId)).toBe(true);
      }
    }
    expect(written.chatSeen(users[1]!.userName, 999_999)).toBeNull();
  });

  it('threads each reply under its first message, naming the player it answers', () => {
    const byId = new Map(messages.map((message) => [message.messageId, message]));
    const replies = messages.filter((message) => message.parentMessageId !== null);
    expect(replies.length).toBe(allMessages.filter(({ message }) => message.reply).length);
    for (const reply of replies) {
      const parent = byId.get(reply.parentMessageId!)!;
      expect(parent).toMatchObject({ gameId: reply.gameId, parentMessageId: null });
      expect(parent.messageId < reply.messageId).toBe(true);
      expect(reply.replyToId).not.toBe(reply.userName);
    }
  });

  it('turns into the chat notifications the stream makes from likes and replies, none for the demo user', async () => {
    const events: Array<{ uuid: string; kind: string; actor: string }> = [];
    const byId = new Map(messages.map((message) => [message.messageId, message]));
    const deps = {
      data: {
        getChatMessage: async (messageId: string) => byId.get(messageId),
        getUuidByUserName: async (userName: string) => people.uuidOf(userName),
        hideEmptyChatNotification: async () => undefined,
        applyOnce: async (_marker: string, updates: readonly OnceUpdate[]) => {
          for (const update of updates) {
            const values = update.values as Record<string, unknown>;
            events.push({
              uuid: String(values[':uuid']),
              kind: String(values[':kind']),
              actor: (values[':actor'] as { userName: string }).userName,
            });
          }
          return { outcome: 'applied' as const, refused: [] };
        },
      },
      clock: { now: () => new Date(CLOCK) },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined },
    } as unknown as Parameters<typeof chatNotifications.react>[1];
    let eventID = 0;
    for (const item of written.items) {
      eventID += 1;
      await chatNotifications.react(
        { eventName: 'INSERT', eventID: String(eventID), before: undefined, after: item },
        deps,
      );
    }

    const expected = [
      ...allMessages.flatMap(({ message }) =>
        message.likes.map((like) => ({ uuid: people.uuidOf(message.from), kind: 'liked', actor: like.by })),
      ),
      ...allMessages.flatMap(({ room, message }) => {
        if (!message.reply) return [];
        const root = room.messages.find((each) => each.key === message.reply!.parent)!;
        return [...new Set([root.from, message.reply.to])]
          .filter((userName) => userName !== message.from)
          .map((userName) => ({ uuid: people.uuidOf(userName), kind: 'responded', actor: message.from }));
      }),
    ];
    const key = (event: (typeof events)[number]) => `${event.uuid} ${event.kind} ${event.actor}`;
    expect(events.map(key).sort()).toEqual(expected.map(key).sort());
    expect(events.map((event) => nameOf.get(event.uuid))).not.toContain(DEMO_USER_NAME);
  });

  it('leaves the conversations and unread counts that the sends and reads would', () => {
    // replay the real writes: each send (D1) sets both summaries and adds one unread for the
    // recipient; each read (D5) takes one off the reader's conversation and profile
    const summaries = new Map<string, { last: string; unread: number }>();
    const profiles = new Map<string, number>();
    for (const conversation of chat.conversations) {
      for (const message of conversation.messages) {
        const recipient = summaries.get(`${message.to}>${message.from}`)?.unread ?? 0;
        summaries.set(`${message.from}>${message.to}`, {
          last: message.text,
          unread: summaries.get(`${message.from}>${message.to}`)?.unread ?? 0,
        });
        summaries.set(`${message.to}>${message.from}`, { last: message.text, unread: recipient + 1 });
        profiles.set(message.to, (profiles.get(message.to) ?? 0) + 1);
      }
      for (const message of conversation.messages.filter((each) => each.read)) {
        summaries.get(`${message.to}>${message.from}`)!.unread -= 1;
        profiles.set(message.to, profiles.get(message.to)! - 1);
      }
    }

    expect(conversations).toHaveLength(chat.conversations.length * 2);
    for (const conversation of conversations) {
      const [owner, other] = [nameOf.get(conversation.uuid)!, nameOf.get(conversation.otherUuid)!];
      const replayed = summaries.get(`${owner}>${other}`)!;
      expect([owner, other, conversation.lastMessage, conversation.unreadCount]).toEqual([
        owner,
        other,
        replayed.last,
        replayed.unread,
      ]);
      const last = directMessages
        .filter(
          (message) =>
            [message.fromUuid, message.toUuid].sort().join() ===
            [conversation.uuid, conversation.otherUuid].sort().join(),
        )
        .at(-1)!;
      expect(conversation).toMatchObject({
        lastMessageId: last.messageId,
        lastMessageAt: last.createdAt,
        lastFromUuid: last.fromUuid,
      });
      // the summary's unread count is the conversation's unread messages to its owner
      expect(conversation.unreadCount).toBe(
        directMessages.filter(
          (message) =>
            message.toUuid === conversation.uuid &&
            message.fromUuid === conversation.otherUuid &&
            message.readMessage === 0,
        ).length,
      );
    }
    for (const user of users)
      expect(written.unreadMessages(user.userName)).toBe(profiles.get(user.userName) ?? 0);
    expect(written.unreadMessages(DEMO_USER_NAME)).toBe(0);
    expect(users.reduce((sum, user) => sum + written.unreadMessages(user.userName), 0)).toBeGreaterThan(0);
    for (const message of directMessages) {
      expect(message.messageId).toMatch(/^\d{16}$/);
      expect([message.lowUuid < message.highUuid, [message.lowUuid, message.highUuid].sort()]).toEqual([
        true,
        [message.fromUuid, message.toUuid].sort(),
      ]);
    }
  });

  it('gives the same items for the same clock, and moves them all with it', () => {
    expect(demoChat(chat, people, CLOCK)).toMatchObject({ items: written.items });
    const later = demoChat(chat, people, CLOCK + 60_000);
    expect(later.items.map((item) => item.messageId)).toEqual(
      written.items.map((item) => (item.messageId ? String(Number(item.messageId) + 60_000_000) : undefined)),
    );
  });
});

describe('the clock of an earlier seed', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  afterEach(() => ddb.reset());
  const tiny: SeedChat = { rooms: [], conversations: chat.conversations.slice(0, 1) };

  const oldestOfFirstRoom = written.items.find(
    (item) => item.entity === 'chatMessage' && item.gameId === chat.rooms[0]!.gameId,
  )!;

  it("is read back from the room's oldest message when it is the demo chat's first", async () => {
    ddb.on(QueryCommand).resolves({ Items: [oldestOfFirstRoom] });
    await expect(earlierChatClock(chat, people)).resolves.toBe(CLOCK);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':pk': `CHAT#${chat.rooms[0]!.gameId}` },
    });
  });

  it("is read back from the first conversation's oldest message when there is no room", async () => {
    const opening = demoChat(tiny, people, CLOCK).items[0]!;
    ddb.on(QueryCommand).resolves({ Items: [opening] });
    await expect(earlierChatClock(tiny, people)).resolves.toBe(CLOCK);
  });

  it('is unknown when the oldest message is someone else’s, or there is none', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ ...oldestOfFirstRoom, messageText: 'hello' }] });
    await expect(earlierChatClock(chat, people)).resolves.toBeUndefined();
    ddb.on(QueryCommand).resolves({ Items: [] });
    await expect(earlierChatClock(chat, people)).resolves.toBeUndefined();
    await expect(earlierChatClock(tiny, people)).resolves.toBeUndefined();
    await expect(earlierChatClock({ rooms: [], conversations: [] }, people)).resolves.toBeUndefined();
  });
});
