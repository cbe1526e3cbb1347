/**
 * Direct messages on the twin (issue 10), through the real gateway, messages socket and REST
 * handlers: a message reaches both people's connections at once, the conversation list and the unread
 * counts add up, opening the conversation marks it read, long conversations page, the profile's
 * message popup decodes what it URL-encoded, and a block stops every message.
 */
import type WebSocket from 'ws';
import { loadSeedUsers } from '../../lib/seed/data';
import { callApi, eventually, jwtClaims, logIn, openSocket } from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const seeded = loadSeedUsers().filter((user) => user.active);
// members the other suites leave alone (game-chat takes the last 14, chat-notifications the 3 before)
const [ANNA, BEN, CARA] = seeded.slice(-24, -21);

jest.setTimeout(120_000);

interface Member {
  uuid: string;
  userName: string;
  token: string;
}
async function signInSeeded(user: (typeof seeded)[number]): Promise<Member> {
  const tokens = await logIn(info, user.email, user.password);
  return { uuid: String(jwtClaims(tokens.IdToken).sub), userName: user.userName, token: tokens.IdToken };
}

const open: WebSocket[] = [];
afterAll(() => open.forEach((ws) => ws.close()));

async function inbox(member: Member, other: Member) {
  const url = `${info.urls.messagesSocket}?${new URLSearchParams({
    auth: member.token,
    fromUser: member.userName,
    toUser: other.userName,
  })}`;
  const outcome = await openSocket(url);
  if (!('ws' in outcome)) throw new Error(`connection refused with ${outcome.status}`);
  open.push(outcome.ws);
  const frames: Array<Record<string, unknown>> = [];
  outcome.ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Record<string, unknown>));
  const send = (data: string) =>
    outcome.ws.send(
      JSON.stringify({
        action: 'sendmessage',
        data,
        fromUserName: member.userName,
        toUserName: other.userName,
      }),
    );
  return { frames, send };
}

const unread = async (member: Member) =>
  (
    await callApi<Array<{ userMessageCount: number }>>(info, 'pjusermessages/pjmessages/unreadcount', {
      token: member.token,
      query: { uuid: member.uuid },
    })
  ).body[0]!.userMessageCount;
const history = (member: Member, other: Member, query: Record<string, string | number> = {}) =>
  callApi<Array<{ Id: string; Message: string; ReadMessage: number; CurrentUser: string }>>(
    info,
    'pjusermessages/pjmessages/getmessagehistory',
    { token: member.token, query: { uuid: member.uuid, username: other.userName, ...query } },
  );
const summary = (member: Member) =>
  callApi<Array<{ MessagedUser: string; Message: string; ReadMessage: number }>>(
    info,
    'pjusermessages/pjmessages/getsummary',
    { token: member.token, query: { uuid: member.uuid } },
  );

let anna: Member;
let ben: Member;
let cara: Member;
beforeAll(async () => {
  [anna, ben, cara] = await Promise.all([signInSeeded(ANNA!), signInSeeded(BEN!), signInSeeded(CARA!)]);
});

it('delivers a message to both people at once, and the unread counts add up until the conversation is opened', async () => {
  const before = await unread(ben);
  const annaBox = await inbox(anna, ben);
  const benBox = await inbox(ben, anna);

  annaBox.send('gg, <b>rematch?</b>');
  await new Promise((resolve) => setTimeout(resolve, 5));
  annaBox.send('tonight 9pm');
  for (const box of [annaBox, benBox]) {
    await eventually(() => expect(box.frames.filter((frame) => frame.type === 'message')).toHaveLength(2));
  }
  const received = benBox.frames.filter((frame) => frame.type === 'message');
  expect(received.map((frame) => frame.Message).sort()).toEqual(['gg, rematch?', 'tonight 9pm']);
  expect(received[0]).toMatchObject({
    CurrentUser: anna.userName,
    MessagedUser: ben.userName,
    ReadMessage: 0,
  });
  expect(await unread(ben)).toBe(before + 2);

  const rows = (await summary(ben)).body;
  expect(rows.find((row) => row.MessagedUser === anna.userName)).toMatchObject({ ReadMessage: 0 });

  const messages = (await history(ben, anna)).body;
  const newest = messages.at(-1)!;
  const marked = await callApi(info, 'pjusermessages/pjmessages/update/readmessagebyid', {
    token: ben.token,
    body: { uuid: ben.uuid, username: anna.userName, messageId: newest.Id },
  });
  expect(marked.body).toBe('Successful Update');
  expect(await unread(ben)).toBe(before);
  expect((await summary(ben)).body.find((row) => row.MessagedUser === anna.userName)).toMatchObject({
    ReadMessage: 1,
  });
  expect((await history(ben, anna)).body.every((message) => message.ReadMessage === 1)).toBe(true);
});

it('pages a long conversation, oldest first within a page', async () => {
  const annaBox = await inbox(anna, cara);
  // at a human pace: frames the gateway receives within one millisecond share its stamp
  for (let index = 0; index < 8; index += 1) {
    annaBox.send(`line ${index}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await eventually(() => expect(annaBox.frames.filter((frame) => frame.type === 'message')).toHaveLength(8));

  const latest = (await history(cara, anna, { limit: 5 })).body;
  expect(latest.map((message) => message.Message)).toEqual([3, 4, 5, 6, 7].map((index) => `line ${index}`));
  const older = (await history(cara, anna, { limit: 5, before: latest[0]!.Id })).body;
  expect(older.map((message) => message.Message)).toEqual([0, 1, 2].map((index) => `line ${index}`));
});

it("decodes the profile popup's URL-encoded text, and refuses an empty one and one to yourself", async () => {
  const popup = (who: Member, username: string, message: string) =>
    callApi<{ Message: string; type?: string }>(info, 'pjuserprofile/pjuserprofile/message', {
      token: who.token,
      body: { username, uuid: who.uuid, message },
    });

  const sent = await popup(cara, ben.userName, encodeURIComponent('see you at 8 & bring snacks'));
  expect(sent.status).toBe(200);
  expect(sent.body.Message).toBe('see you at 8 & bring snacks');
  expect((await popup(cara, ben.userName, encodeURIComponent('<i></i>  '))).status).toBe(400);
  expect((await popup(cara, cara.userName, 'hi')).status).toBe(400);
});

it('stops every message across a block, with a clear error', async () => {
  const block = await callApi(info, 'pjuserblock/pjuserblock/insert', {
    token: cara.token,
    body: { uuid: cara.uuid, username: anna.userName, block: true, reportDetails: '' },
  });
  if (block.status !== 200) throw new Error(`block answered ${block.status}: ${JSON.stringify(block.body)}`);

  const annaBox = await inbox(anna, cara);
  annaBox.send('are you there?');
  await eventually(() =>
    expect(annaBox.frames).toContainEqual(expect.objectContaining({ type: 'error', code: 'blocked' })),
  );
  expect((await history(cara, anna)).body).toEqual([]);
});
