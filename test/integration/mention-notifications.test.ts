/**
 * Chronicle mention notices on the twin (ours, issue 11: "mentions in posts and comments reach the
 * mentioned player as a notification"), between fresh accounts made the way the SPA makes them: Alice
 * mentions Bob in a post and then in a comment; Bob's list shows both newest first, unread; marking
 * read makes them read; a block either way hides them. Every 2xx answer is checked against its
 * route's schema (test/twin/answer-check.ts).
 */
import { loadSeedGames } from '../../lib/seed/data';
import type { Account } from '../twin/helpers';
import { callApi, signedUpAccount } from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const GAME = loadSeedGames()[0]!;

jest.setTimeout(180_000);

interface Mention {
  type: 'mention';
  name: string;
  profileImage: string;
  readMessage: number;
  key: string;
  Created: string;
  postId: string;
  target: string;
  excerpt: string;
}

const post = (who: Account, message: string, mentioned: string[]) =>
  callApi<{ postId: string }>(info, 'pjchronicle/pjchroniclecreatepost', {
    token: who.tokens.IdToken,
    body: { uuid: who.uuid, message, mentioned },
  });
const comment = (who: Account, chronicleId: string, message: string) =>
  callApi<{ commentId: string }>(info, 'pjchronicle/pjchronicleaddcomment', {
    token: who.tokens.IdToken,
    body: { uuid: who.uuid, chronicleId, message, replyToChronicleId: null },
  });
const mentions = async (who: Account, query: Record<string, string | number> = {}) => {
  const reply = await callApi<{ data: Mention[] }>(info, 'pjusernotification/pjusernotification/mentions', {
    token: who.tokens.IdToken,
    query: { uuid: who.uuid, ...query },
  });
  expect(reply.status).toBe(200);
  return reply.body.data;
};
const markMentionsRead = (who: Account) =>
  callApi<{ affectedRows: number }>(
    info,
    'pjusernotification/pjusernotification/update/mentionnotification',
    {
      token: who.tokens.IdToken,
      body: { uuid: who.uuid },
    },
  );

describe('chronicle mention notices on the twin', () => {
  let alice: Account;
  let bob: Account;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([signedUpAccount(info, GAME.id), signedUpAccount(info, GAME.id)]);
  });

  it('a mention in a post and one in a comment reach the player newest first, unread → marked read → read', async () => {
    expect(await mentions(bob)).toEqual([]);

    const created = await post(alice, `Who is up for ${GAME.description}?`, [bob.userName]);
    expect(created.status).toBe(200);
    const { postId } = created.body;
    const answered = await comment(alice, postId, `@${bob.userName} are you in?`);
    expect(answered.status).toBe(200);
    const { commentId } = answered.body;

    const listed = await mentions(bob);
    expect(listed).toEqual([
      expect.objectContaining({
        type: 'mention',
        name: alice.userName,
        readMessage: 0,
        postId,
        target: commentId,
        excerpt: `@${bob.userName} are you in?`,
        key: `mention#${postId}#${commentId}`,
      }),
      expect.objectContaining({
        type: 'mention',
        name: alice.userName,
        readMessage: 0,
        postId,
        target: 'POST',
        excerpt: `Who is up for ${GAME.description}?`,
      }),
    ]);
    expect(listed[0]!.Created >= listed[1]!.Created).toBe(true);
    expect(listed[0]!.profileImage).toMatch(/^https?:\/\//);
    // the author is not notified of their own post, and the bounded list honours its limit
    expect(await mentions(alice)).toEqual([]);
    expect((await mentions(bob, { limit: 1 })).map((item) => item.target)).toEqual([commentId]);

    expect((await markMentionsRead(bob)).body).toEqual({ affectedRows: 1 });
    expect((await mentions(bob)).map((item) => item.readMessage)).toEqual([1, 1]);
    // marking read with nothing unread is fine
    expect((await markMentionsRead(bob)).body).toEqual({ affectedRows: 1 });
  });

  it('a limit over 50 is refused (400), and another player’s list is not theirs to read (403)', async () => {
    const tooMany = await callApi(info, 'pjusernotification/pjusernotification/mentions', {
      token: bob.tokens.IdToken,
      query: { uuid: bob.uuid, limit: 51 },
    });
    expect(tooMany.status).toBe(400);
    const someoneElse = await callApi(info, 'pjusernotification/pjusernotification/mentions', {
      token: bob.tokens.IdToken,
      query: { uuid: alice.uuid },
    });
    expect(someoneElse.status).toBe(403);
  });

  it('a block either way hides the notices of the person who mentioned', async () => {
    const blocked = await callApi(info, 'pjuserblock/pjuserblock/insert', {
      token: alice.tokens.IdToken,
      body: { uuid: alice.uuid, username: bob.userName, block: true, reportDetails: '' },
    });
    expect(blocked.status).toBe(200);

    // Alice blocked Bob: Bob no longer sees what Alice wrote about him
    expect(await mentions(bob)).toEqual([]);
  });
});
