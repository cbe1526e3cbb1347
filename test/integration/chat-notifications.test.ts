/**
 * Chat notifications on the twin (issue 10), written by the real stream reaction and the mentions
 * call: a like notifies the author once (and is taken back when undone), a reply notifies the author
 * of the message it answers, a mention tags the player it names once however often it is posted; the
 * page, the unread count and marking read follow.
 */
import type WebSocket from 'ws';
import { waitForStreamToSettle } from '../../lib/local/stream-settled';
import { loadSeedUsers } from '../../lib/seed/data';
import { callApi, eventually, jwtClaims, logIn, openSocket } from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const seeded = loadSeedUsers().filter((user) => user.active && user.games.length > 0);
// members well past those the other suites use (game-chat.test.ts takes the last 14)
const [AUTHOR, FAN, TAGGED] = seeded.slice(-20, -17);
const gameId = AUTHOR!.games[0]!.gameId;

jest.setTimeout(180_000);
beforeAll(() => waitForStreamToSettle(info.urls.status), 180_000);

interface Member {
  uuid: string;
  userName: string;
  token: string;
}
interface Item {
  messageId: string;
  notiType: string;
  likedCount: number;
  respondedCount: number;
  taggedCount: number;
  isRead: boolean;
  userId: string;
  gameId: number;
  messageText: string;
}

async function signInSeeded(user: (typeof seeded)[number]): Promise<Member> {
  const tokens = await logIn(info, user.email, user.password);
  return { uuid: String(jwtClaims(tokens.IdToken).sub), userName: user.userName, token: tokens.IdToken };
}

const open: WebSocket[] = [];
afterAll(() => open.forEach((ws) => ws.close()));

async function room(member: Member) {
  const url = `${info.urls.gameChatSocket}?${new URLSearchParams({
    auth: member.token,
    userId: member.userName,
    gameId: String(gameId),
  })}`;
  const outcome = await openSocket(url);
  if (!('ws' in outcome)) throw new Error(`connection refused with ${outcome.status}`);
  open.push(outcome.ws);
  const frames: Array<Record<string, unknown>> = [];
  outcome.ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Record<string, unknown>));
  const send = async (frame: Record<string, unknown>) => {
    outcome.ws.send(JSON.stringify({ userId: member.userName, gameId, ...frame }));
  };
  /** sends a message and answers its server id */
  const say = async (text: string, extra: Record<string, unknown> = {}) => {
    const clientId = `c-${Math.random()}`;
    await send({ action: 'sendmessage', messageId: clientId, messageText: text, ...extra });
    const frame = await eventually(() => {
      const found = frames.find((each) => each.clientMessageId === clientId);
      expect(found).toBeDefined();
      return found!;
    });
    return String(frame.messageId);
  };
  return { frames, send, say };
}

const notifications = async (member: Member) => {
  const reply = await callApi<{ notiItems: { items: Item[]; lastEvaluatedKey: unknown } }>(
    info,
    'pjusergamechatnoti/usergamechatnotiitems',
    { token: member.token, query: { userId: member.userName } },
  );
  expect(reply.status).toBe(200);
  return reply.body.notiItems.items;
};
const unread = async (member: Member) =>
  (
    await callApi<{ notiCountUnread: number }>(info, 'pjusergamechatnoti/pjusergamechatnoti/unreadcount', {
      token: member.token,
      query: { userId: member.userName },
    })
  ).body.notiCountUnread;

let author: Member;
let fan: Member;
let tagged: Member;
beforeAll(async () => {
  [author, fan, tagged] = await Promise.all([
    signInSeeded(AUTHOR!),
    signInSeeded(FAN!),
    signInSeeded(TAGGED!),
  ]);
});

it('notifies the author of a like once, and takes it back when the like is undone', async () => {
  const authorRoom = await room(author);
  const fanRoom = await room(fan);
  const messageId = await authorRoom.say('rate my clutch');

  await fanRoom.send({ action: 'likes', messageId, likeCount: 1 });
  await waitForStreamToSettle(info.urls.status);
  const liked = await eventually(async () => {
    const item = (await notifications(author)).find((each) => each.messageId === messageId);
    expect(item).toMatchObject({ notiType: 'liked', likedCount: 1, userId: fan.userName, gameId });
    return item!;
  });
  expect(liked).toMatchObject({ isRead: false, messageText: 'rate my clutch' });
  expect(await unread(author)).toBeGreaterThanOrEqual(1);

  await fanRoom.send({ action: 'likes', messageId, likeCount: -1 });
  await waitForStreamToSettle(info.urls.status);
  await eventually(async () =>
    expect((await notifications(author)).some((each) => each.messageId === messageId)).toBe(false),
  );
});

it('notifies the author of the message a reply answers, and marks read', async () => {
  const authorRoom = await room(author);
  const fanRoom = await room(fan);
  const root = await authorRoom.say('who is up for ranked?');

  await fanRoom.say('me!', { parentMessageId: root, replyToId: author.userName });
  await waitForStreamToSettle(info.urls.status);
  await eventually(async () =>
    expect((await notifications(author)).find((each) => each.messageId === root)).toMatchObject({
      notiType: 'responded',
      respondedCount: 1,
      userId: fan.userName,
    }),
  );
  const thread = await callApi<{
    parentMessage: { messageId: string };
    replies: Array<{ messageText: string }>;
  }>(info, 'pjusergamechatnoti/usergamechatnotiparentchild', {
    token: author.token,
    query: { messageId: root, userId: author.userName, notiType: 'responded' },
  });
  expect(thread.body.parentMessage.messageId).toBe(root);
  expect(thread.body.replies.map((reply) => reply.messageText)).toEqual(['me!']);

  const marked = await callApi<{ affectedRows: number }>(info, 'pjusergamechatnoti/updatereadmessage', {
    token: author.token,
    body: { userId: author.userName },
  });
  expect(marked.body.affectedRows).toBe(1);
  expect(await unread(author)).toBe(0);
  expect((await notifications(author)).every((item) => item.isRead)).toBe(true);
});

it('tags the players a message mentions once, only names it really mentions, only from its author', async () => {
  const authorRoom = await room(author);
  const messageId = await authorRoom.say(`gg @${tagged.userName} and @${tagged.userName.toUpperCase()}`);
  const post = (who: Member, userIds: string[]) =>
    callApi<{ affectedRows: number }>(info, 'pjusergamechat/pjusergamechat/postgamechatmessagementions', {
      token: who.token,
      body: { messageId, userIds, sourceAuthor: who.userName, gameId },
    });

  expect((await post(author, [tagged.userName, fan.userName])).body.affectedRows).toBe(1);
  expect((await post(author, [tagged.userName])).body.affectedRows).toBe(0);
  expect((await post(fan, [tagged.userName])).status).toBe(403);

  const items = (await notifications(tagged)).filter((each) => each.messageId === messageId);
  expect(items).toEqual([
    expect.objectContaining({ notiType: 'tagged', taggedCount: 1, userId: author.userName }),
  ]);
  expect((await notifications(fan)).some((each) => each.messageId === messageId)).toBe(false);
});
