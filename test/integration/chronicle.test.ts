/**
 * The chronicle on the twin (issue 11), between fresh accounts made the way the SPA makes them: a
 * text post, a post with a PNG uploaded through the presigned URL (checked and published under
 * /media/chronicle/), refused media (another's upload, wrong bytes), a comment and a nested reply, a
 * like toggled on and off on a post and a comment, pages by limit and offset (a deep offset is one
 * range like the first page), a blocked author hidden from the feed, a post's first comments in the
 * feed and its whole thread on demand, and the snapshots the stream keeps: a rename shows on posts,
 * comments and likers, a closed account's posts and likes leave the feed. Every 2xx answer is checked
 * against its route's schema (test/twin/answer-check.ts).
 */
import { PAGE_SIZES } from '../../lib/contract/constants';
import { loadSeedGames } from '../../lib/seed/data';
import type { ChronicleComment } from '../../lib/contract/responses';
import type { Account } from '../twin/helpers';
import { callApi, eventually, signedUpAccount, uniqueUserName } from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const GAME = loadSeedGames()[0]!;

jest.setTimeout(180_000);

interface Post {
  postId: string;
  postAuthor: string;
  message: string;
  mediaURL: string | null;
  mentioned: string[];
  comments: ChronicleComment[];
  commentCount: number;
  likeCount: number;
  likeUsers: { name: string; profileImage: string }[];
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(120, 7),
]);

const post = (who: Account, body: Record<string, unknown>) =>
  callApi<Post>(info, 'pjchronicle/pjchroniclecreatepost', {
    token: who.tokens.IdToken,
    body: { uuid: who.uuid, message: '', mentioned: [], ...body },
  });
const feed = (who: Account, query: Record<string, number> = {}) =>
  callApi<{ data: Post[] }>(info, 'pjchronicle/pjchroniclegetpost', { token: who.tokens.IdToken, query });
const comment = (
  who: Account,
  chronicleId: string,
  message: string,
  replyToChronicleId: string | null = null,
) =>
  callApi<ChronicleComment>(info, 'pjchronicle/pjchronicleaddcomment', {
    token: who.tokens.IdToken,
    body: { uuid: who.uuid, chronicleId, message, replyToChronicleId },
  });
const like = (who: Account, chronicleId: string, chronicleCommentId: string | 0 = 0) =>
  callApi<{ likeCount: number; isLiked: boolean }>(info, 'pjchronicle/pjchronicleaddlikes', {
    token: who.tokens.IdToken,
    body: { uuid: who.uuid, chronicleId, chronicleCommentId },
  });
const uploadUrl = (who: Account, fileName: string, fileType: string, fileSize: number) =>
  callApi<{ url: string }>(info, 'pjchronicle/pjchronicleaddmedia', {
    token: who.tokens.IdToken,
    body: { fileName, fileType, fileSize },
  });
const put = (url: string, body: Buffer, type: string) =>
  fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'Content-Type': type } });

describe('the chronicle on the twin', () => {
  let alice: Account;
  let bob: Account;
  let carol: Account;

  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([
      signedUpAccount(info, GAME.id),
      signedUpAccount(info, GAME.id),
      signedUpAccount(info, GAME.id),
    ]);
  });

  it('posts text (tags stripped, real mentions kept) and shows it first in the feed', async () => {
    const created = await post(alice, {
      message: '<b>gg</b> @' + bob.userName,
      mentioned: [bob.userName, 'nobody_here_xyz'],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      postAuthor: alice.userName,
      message: `gg @${bob.userName}`,
      mediaURL: null,
    });
    expect(created.body.mentioned).toEqual([bob.userName]);

    const page = await feed(bob, { limit: 5 });
    expect(page.status).toBe(200);
    expect(page.body.data[0]!.postId).toBe(created.body.postId);
  });

  it('refuses a post with neither media nor text (400)', async () => {
    expect((await post(alice, { message: '  <i></i> ' })).status).toBe(400);
  });

  it('posts a PNG uploaded through the presigned URL, served under /media/chronicle', async () => {
    const address = await uploadUrl(alice, 'shot.png', 'image/png', PNG.length);
    expect(address.status).toBe(200);
    expect(address.body.url).toContain(`uploads/chronicle/${alice.uuid}/`);
    // the size is signed: S3 takes exactly the bytes announced
    expect((await put(address.body.url, Buffer.concat([PNG, PNG]), 'image/png')).status).toBe(403);
    expect((await put(address.body.url, PNG, 'image/png')).status).toBe(200);

    const created = await post(alice, { message: 'look', mediaURL: address.body.url });
    expect(created.status).toBe(200);
    expect(created.body.mediaURL).toMatch(/\/chronicle\/[0-9a-f-]{36}\.png$/);
    // the address still takes a PUT for minutes, but what was checked and published cannot change
    const junk = Buffer.alloc(PNG.length, 0x3c);
    expect((await put(address.body.url, junk, 'image/png')).status).toBe(200);
    const served = await fetch(created.body.mediaURL!);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it("refuses another's upload, a file whose bytes are not what it claims, and a type outside the rules", async () => {
    const notVideo = Buffer.from('this is no video at all, sorry');
    const address = await uploadUrl(alice, 'clip.mp4', 'video/mp4', notVideo.length);
    expect((await put(address.body.url, notVideo, 'video/mp4')).status).toBe(200);
    expect((await post(bob, { mediaURL: address.body.url })).status).toBe(400);
    expect((await post(alice, { mediaURL: address.body.url })).status).toBe(400);
    expect((await uploadUrl(alice, 'notes.txt', 'image/png', 10)).status).toBe(400);
    expect((await uploadUrl(alice, 'evil.svg', 'image/svg+xml', 10)).status).toBe(400);
  });

  it('comments, replies nested, and toggles likes exactly', async () => {
    const created = await post(bob, { message: 'thread' });
    const first = await comment(alice, created.body.postId, 'first!');
    expect(first.status).toBe(200);
    const reply = await comment(carol, created.body.postId, 'a reply', first.body.commentId);
    expect(reply.status).toBe(200);
    expect((await comment(carol, created.body.postId, '   ')).status).toBe(400);

    expect((await like(alice, created.body.postId)).body).toEqual({ likeCount: 1, isLiked: true });
    expect((await like(carol, created.body.postId)).body).toEqual({ likeCount: 2, isLiked: true });
    expect((await like(alice, created.body.postId)).body).toEqual({ likeCount: 1, isLiked: false });
    expect((await like(carol, created.body.postId, first.body.commentId)).body).toEqual({
      likeCount: 1,
      isLiked: true,
    });
    // your own post or comment: refused (000 §5), the counts unchanged
    expect((await like(bob, created.body.postId)).body).toMatchObject({ type: 'ownLike' });
    expect((await like(alice, created.body.postId, first.body.commentId)).status).toBe(403);

    const page = await feed(alice, { limit: 3 });
    const shown = page.body.data.find((item) => item.postId === created.body.postId)!;
    expect(shown.likeCount).toBe(1);
    expect(shown.likeUsers.map((user) => user.name)).toEqual([carol.userName]);
    expect(shown.comments).toHaveLength(1);
    expect(shown.comments[0]).toMatchObject({ commentMessage: 'first!', commentLikeCount: 1 });
    expect(shown.comments[0]!.likeUsers.map((user) => user.name)).toEqual([carol.userName]);
    expect(shown.comments[0]!.replies.map((item) => item.commentMessage)).toEqual(['a reply']);
  });

  it('pages by limit and offset: a deep page continues where the first stopped', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 6; n += 1) ids.push((await post(carol, { message: `post ${n}` })).body.postId);
    const newestFirst = [...ids].reverse();
    const first = await feed(carol, { limit: 3, offset: 0 });
    const second = await feed(carol, { limit: 3, offset: 3 });
    expect(first.body.data.map((item) => item.postId)).toEqual(newestFirst.slice(0, 3));
    expect(second.body.data.map((item) => item.postId)).toEqual(newestFirst.slice(3, 6));
    expect((await feed(carol, { limit: 0 })).status).toBe(400);
    expect((await feed(carol, { offset: -1 })).status).toBe(400);
  });

  it("hides a blocked author's posts, comments and likes (both ways)", async () => {
    const created = await post(carol, { message: 'by carol' });
    await comment(bob, created.body.postId, 'bob was here');
    await like(bob, created.body.postId);
    const blocked = await callApi(info, 'pjuserblock/pjuserblock/insert', {
      token: alice.tokens.IdToken,
      body: { uuid: alice.uuid, username: bob.userName, block: true, reportDetails: '' },
    });
    expect(blocked.status).toBe(200);

    const aliceSees = await feed(alice, { limit: 20 });
    expect(aliceSees.body.data.some((item) => item.postAuthor === bob.userName)).toBe(false);
    const carols = aliceSees.body.data.find((item) => item.postId === created.body.postId)!;
    expect(carols.comments).toEqual([]);
    expect(carols.likeUsers).toEqual([]);
    const bobSees = await feed(bob, { limit: 20 });
    expect(bobSees.body.data.some((item) => item.postAuthor === alice.userName)).toBe(false);
    expect(
      (
        await comment(
          bob,
          aliceSees.body.data.find((item) => item.postAuthor === alice.userName)!.postId,
          'hi',
        )
      ).status,
    ).toBe(404);
  });

  it("carries a post's first comments in the feed, and the whole thread on demand", async () => {
    const created = await post(alice, { message: 'long thread' });
    for (let n = 0; n < 7; n += 1) {
      expect((await comment(carol, created.body.postId, `comment ${n}`)).status).toBe(200);
    }
    const shown = (await feed(alice, { limit: 3 })).body.data.find(
      (item) => item.postId === created.body.postId,
    )!;
    expect(shown.commentCount).toBe(7);
    expect(shown.comments.map((item) => item.commentMessage)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].slice(0, PAGE_SIZES.chronicleFeedComments).map((n) => `comment ${n}`),
    );

    const thread = await callApi<{ data: ChronicleComment[] }>(info, 'pjchronicle/pjchroniclegetcomments', {
      token: alice.tokens.IdToken,
      query: { chronicleId: created.body.postId },
    });
    expect(thread.status).toBe(200);
    expect(thread.body.data.map((item) => item.commentMessage)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((n) => `comment ${n}`),
    );
    const missing = await callApi(info, 'pjchronicle/pjchroniclegetcomments', {
      token: alice.tokens.IdToken,
      query: { chronicleId: 'no-such-post' },
    });
    expect(missing.status).toBe(404);
  });

  it('shows a new name on posts, comments and likes (the stream keeps the snapshots), and leaves a closed account out', async () => {
    const [dora, eve] = await Promise.all([signedUpAccount(info, GAME.id), signedUpAccount(info, GAME.id)]);
    const created = await post(dora, { message: 'before the rename' });
    const said = await comment(dora, created.body.postId, 'my own comment');
    await like(eve, created.body.postId);
    const evesPost = await post(eve, { message: 'eve posts' });
    await like(dora, evesPost.body.postId);

    const newName = uniqueUserName('r');
    const renamed = await callApi(info, 'pjuseradmin/pjuseradmin/changeusername', {
      token: dora.tokens.IdToken,
      body: { uuid: dora.uuid, username: dora.userName, newusername: newName },
    });
    expect(renamed.status).toBe(200);
    const findIn = async (postId: string) =>
      (await feed(eve, { limit: 20 })).body.data.find((item) => item.postId === postId);
    await eventually(async () => {
      const own = (await findIn(created.body.postId))!;
      expect(own.postAuthor).toBe(newName);
      expect(own.likeUsers.map((user) => user.name)).toEqual([eve.userName]);
      expect(own.comments.find((item) => item.commentId === said.body.commentId)!.commentAuthor).toBe(
        newName,
      );
      expect((await findIn(evesPost.body.postId))!.likeUsers.map((user) => user.name)).toEqual([newName]);
    });

    const closed = await callApi(info, 'pjactivestatus/activestatus/off', {
      token: dora.tokens.IdToken,
      body: { uuid: dora.uuid },
    });
    expect(closed.status).toBe(200);
    await eventually(async () => {
      expect(await findIn(created.body.postId)).toBeUndefined();
      const evesNow = (await findIn(evesPost.body.postId))!;
      expect(evesNow.likeUsers.map((user) => user.name)).toEqual([]);
    });
  });
});
