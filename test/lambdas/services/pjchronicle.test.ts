/**
 * The chronicle's operations (pjchronicle) on stubbed DynamoDB and S3: the feed page as one range of
 * positions whatever the offset, comments nested, likes shown with the caller's own, blocked authors
 * hidden; the upload address's rules; a post's text and media checks (nothing written when refused);
 * comments and replies; likes toggled exactly once.
 */
import { MEDIA_BASE, TABLE } from '../env';
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { CopyObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { OWN_CHRONICLE_LIKE_REFUSED } from '../../../lib/contract/constants';
import { handler } from '../../../lambdas/services/pjchronicle';
import { useFixedDate } from '../clock';
import { ALICE, BOB, CAROL, NOW, aProfile, apiEvent } from '../factories';
import { ALICE_CLAIMS, answer, givenCaller, mockAccountClients } from './helpers';
import { BYTES, HELD_KEY, copies, deletions, givenUpload, mockMediaBucket } from './pictures';

const { ddb } = mockAccountClients();
const s3 = mockMediaBucket();
useFixedDate(NOW);

const POST_ID = '44444444-4444-4444-8444-444444444444';
const alice = aProfile();
const bob = aProfile({ uuid: BOB, userName: 'Bob_Builds', profilePicKey: null });
const carol = aProfile({ uuid: CAROL, userName: 'carol_c' });

const call = (method: 'GET' | 'POST', path: string, input: Record<string, unknown>) =>
  handler(
    apiEvent({
      method,
      path: `pjchronicle/${path}`,
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(input).map(([k, val]) => [k, String(val)])) }
        : { body: { uuid: ALICE, ...input } }),
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );

const postItem = (over: Record<string, unknown> = {}) => ({
  pk: `POST#${POST_ID}`,
  sk: 'POST',
  entity: 'chroniclePost',
  postId: POST_ID,
  seq: 60,
  authorUuid: BOB,
  authorName: 'Bob_Builds',
  authorPic: null,
  message: 'gg',
  mediaKey: null,
  mentioned: [],
  createdAt: NOW.toISOString(),
  likeCount: 0,
  commentCount: 0,
  likers: {},
  ...over,
});

/** How people show on the items (their snapshots). */
const FACES: Record<string, { name: string; pic: string | null }> = {
  [ALICE]: { name: 'alice_plays', pic: 'media/userprofileimages/alice.svg' },
  [BOB]: { name: 'Bob_Builds', pic: null },
  [CAROL]: { name: 'carol_c', pic: 'media/userprofileimages/carol.png' },
};
const commentItem = (commentId: string, authorUuid: string, replyToCommentId: string | null) => ({
  postId: POST_ID,
  postSeq: 60,
  commentId,
  authorUuid,
  authorName: FACES[authorUuid]!.name,
  authorPic: FACES[authorUuid]!.pic,
  message: `by ${authorUuid.slice(0, 1)}`,
  replyToCommentId,
  createdAt: NOW.toISOString(),
  likeCount: 0,
  likers: {},
  inFeed: true,
});

/** Alice signed in, blocking nobody (unless told), with these profiles in the table. */
function given(options: { blocked?: string[]; profiles?: unknown[] } = {}) {
  ddb.on(GetCommand).resolves({});
  givenCaller(ddb, alice);
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'BLOCKED#' } })
    .resolves({
      Items: (options.blocked ?? []).map((uuid) => ({
        blockerUuid: ALICE,
        blockedUuid: uuid,
        createdAt: NOW.toISOString(),
      })),
    });
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { pk: string }[] }> }) => {
    const keys = input.RequestItems[TABLE]!.Keys.map((key) => key.pk);
    const all = (options.profiles ?? [alice, bob, carol]) as { uuid: string }[];
    return { Responses: { [TABLE]: all.filter((p) => keys.includes(`USER#${p.uuid}`)) } };
  });
}

describe('GET pjchronicle/pjchroniclegetpost (listChroniclePosts)', () => {
  it('reads one range of feed positions below the counter, whatever the offset', async () => {
    given();
    ddb.on(GetCommand, { Key: { pk: 'CHRONICLE', sk: 'COUNTER' } }).resolves({ Item: { top: 100 } });

    const response = await call('GET', 'pjchroniclegetpost', { limit: 5, offset: 40 });

    expect(response.statusCode).toBe(200);
    const feedQuery = ddb
      .commandCalls(QueryCommand)
      .find(
        (c) =>
          c.args[0].input.IndexName === 'gsi1' &&
          c.args[0].input.ExpressionAttributeValues?.[':pk'] === 'CHRONICLE',
      )!;
    expect(feedQuery.args[0].input).toMatchObject({
      ScanIndexForward: false,
      Limit: 15,
      ExpressionAttributeValues: { ':low': '000000000046', ':high': '000000000060' },
    });
    expect(answer(response)).toEqual({ data: [] });
  });

  it('answers posts with nested comments, likers (the caller among them when they like it), blocked and closed people hidden, no profile read', async () => {
    given({ blocked: [CAROL] });
    ddb.on(GetCommand, { Key: { pk: 'CHRONICLE', sk: 'COUNTER' } }).resolves({ Item: { top: 60 } });
    ddb.on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': 'CHRONICLE' } }).resolves({
      Items: [
        postItem({ likeCount: 3, commentCount: 9, likers: { [CAROL]: FACES[CAROL], [BOB]: FACES[BOB] } }),
        postItem({
          postId: 'carols-post',
          pk: 'POST#carols-post',
          seq: 59,
          authorUuid: CAROL,
          authorName: 'carol_c',
        }),
        postItem({ postId: 'closed-post', pk: 'POST#closed-post', seq: 58, authorClosed: true }),
      ],
    });
    const comment = commentItem;
    ddb
      .on(QueryCommand, { IndexName: 'gsi2', ExpressionAttributeValues: { ':pk': 'FEEDCOMMENTS' } })
      .resolves({
        Items: [
          comment('1000', ALICE, null),
          comment('1001', BOB, '1000'),
          comment('1002', CAROL, null),
          comment('1003', BOB, '1002'),
        ],
      });
    ddb
      .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': `LIKEDBY#${ALICE}` } })
      .resolves({
        Items: [{ postId: POST_ID, target: 'POST' }],
      });

    const response = await call('GET', 'pjchroniclegetpost', {});

    const { data } = answer(response) as { data: Record<string, unknown>[] };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      postId: POST_ID,
      postAuthor: 'Bob_Builds',
      profilePicLink: `${MEDIA_BASE}/defaults/profile.svg`,
      commentCount: 9,
      likeCount: 3,
      likeUsers: [
        { name: 'alice_plays', profileImage: `${MEDIA_BASE}/userprofileimages/alice.svg` },
        { name: 'Bob_Builds', profileImage: `${MEDIA_BASE}/defaults/profile.svg` },
      ],
    });
    const comments = data[0]!.comments as { commentId: string; replies: { commentId: string }[] }[];
    expect(comments.map((c) => c.commentId)).toEqual(['1000']);
    expect(comments[0]!.replies.map((c) => c.commentId)).toEqual(['1001']);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  it('refuses a limit or offset out of bounds (400)', async () => {
    given();
    expect((await call('GET', 'pjchroniclegetpost', { limit: 0 })).statusCode).toBe(400);
    expect((await call('GET', 'pjchroniclegetpost', { limit: 101 })).statusCode).toBe(400);
    expect((await call('GET', 'pjchroniclegetpost', { offset: 10_001 })).statusCode).toBe(400);
  });
});

describe('POST pjchronicle/pjchronicleaddmedia (getChronicleUploadUrl)', () => {
  it("gives a presigned PUT into the caller's own uploads folder", async () => {
    given();
    const response = await call('POST', 'pjchronicleaddmedia', {
      fileName: 'Clip.MOV',
      fileType: 'video/quicktime',
      fileSize: 1_048_576,
    });
    expect(response.statusCode).toBe(200);
    const { url } = answer(response) as { url: string };
    expect(url).toMatch(new RegExp(`/uploads/chronicle/${ALICE}/[A-Za-z0-9_-]{16}\\.mov\\?`));
    // the size is signed too: S3 takes exactly those bytes
    expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
  });

  it.each([
    ['a name of another type', { fileName: 'shot.png', fileType: 'image/jpeg', fileSize: 10 }],
    ['an extension outside the rules', { fileName: 'shot.webp', fileType: 'image/png', fileSize: 10 }],
    ['a type outside the rules', { fileName: 'shot.svg', fileType: 'image/svg+xml', fileSize: 10 }],
    ['no size', { fileName: 'shot.png', fileType: 'image/png' }],
    ['a file over 50 MB', { fileName: 'big.mp4', fileType: 'video/mp4', fileSize: 50 * 1024 * 1024 + 1 }],
  ])('refuses %s (400)', async (_, body) => {
    given();
    expect((await call('POST', 'pjchronicleaddmedia', body)).statusCode).toBe(400);
  });
});

describe('POST pjchronicle/pjchroniclecreatepost (createChroniclePost)', () => {
  const UPLOAD = `uploads/chronicle/${ALICE}/abcdefghijklmnop.png`;
  const VIDEO = `uploads/chronicle/${ALICE}/abcdefghijklmnop.mp4`;
  const MP4 = Uint8Array.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);

  function givenWrites() {
    given();
    ddb.on(UpdateCommand, { Key: { pk: 'CHRONICLE', sk: 'COUNTER' } }).resolves({ Attributes: { top: 7 } });
    ddb.on(PutCommand).resolves({});
    s3.on(CopyObjectCommand).resolves({});
  }

  it('posts plain text at the next feed position', async () => {
    givenWrites();
    const response = await call('POST', 'pjchroniclecreatepost', { message: '<b>hello</b> world' });
    expect(response.statusCode).toBe(200);
    expect(answer(response)).toMatchObject({
      postAuthor: 'alice_plays',
      message: 'hello world',
      mediaURL: null,
      comments: [],
      likeCount: 0,
      likeUsers: [],
    });
    const put = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.Item).toMatchObject({
      seq: 7,
      gsi1pk: 'CHRONICLE',
      gsi1sk: '000000000007',
      authorUuid: ALICE,
      authorName: 'alice_plays',
      authorPic: 'media/userprofileimages/alice.svg',
      gsi3pk: `AUTHOR#${ALICE}`,
      likers: {},
    });
  });

  it('keeps only mentions of real players and notifies each once', async () => {
    givenWrites();
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: {
          [TABLE]: [
            { userName: 'Bob_Builds', userNameLower: 'bob_builds', initial: 'b', uuid: BOB, active: true },
          ],
        },
      })
      .resolves({ Responses: { [TABLE]: [bob] } });
    const response = await call('POST', 'pjchroniclecreatepost', {
      message: 'gg',
      mentioned: ['BOB_builds', 'ghost_user'],
    });
    expect((answer(response) as { mentioned: string[] }).mentioned).toEqual(['Bob_Builds']);
    const notices = ddb
      .commandCalls(PutCommand)
      .filter((c) => c.args[0].input.Item?.entity === 'chronicleMention');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.args[0].input).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: { pk: `USER#${BOB}`, byUuid: ALICE },
    });
  });

  it('refuses a post with neither media nor text, writing nothing', async () => {
    givenWrites();
    expect((await call('POST', 'pjchroniclecreatepost', { message: ' <p> </p> ' })).statusCode).toBe(400);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it("refuses another player's upload (400 NotYourUpload)", async () => {
    givenWrites();
    const response = await call('POST', 'pjchroniclecreatepost', {
      mediaURL: `uploads/chronicle/${BOB}/abcdefghijklmnop.png`,
    });
    expect(response.statusCode).toBe(400);
    expect(answer(response)).toMatchObject({ type: 'NotYourUpload' });
    expect(s3.calls()).toHaveLength(0);
  });

  it('refuses a media address with a malformed escape as nobody’s upload (400, not 500)', async () => {
    givenWrites();
    const response = await call('POST', 'pjchroniclecreatepost', {
      mediaURL: 'uploads/chronicle/%E0%A4%A.png',
    });
    expect(response.statusCode).toBe(400);
    expect(answer(response)).toMatchObject({ type: 'NotYourUpload' });
  });

  it.each([
    ['a missing object', null, 404, 'MediaNotUploaded'],
    [
      'bytes that are no allowed type',
      { bytes: BYTES.text, contentType: 'image/png' },
      400,
      'NotAllowedMedia',
    ],
    [
      'bytes of another type than uploaded as',
      { bytes: BYTES.jpeg, contentType: 'image/png' },
      400,
      'NotAllowedMedia',
    ],
    [
      'a file over 50 MB',
      { bytes: BYTES.png, contentType: 'image/png', size: 50 * 1024 * 1024 + 1 },
      413,
      'MediaTooLarge',
    ],
  ])('refuses %s, posting nothing', async (_, upload, status, type) => {
    givenWrites();
    givenUpload(s3, upload);
    const response = await call('POST', 'pjchroniclecreatepost', {
      message: 'x',
      mediaURL: `https://s3.example/bucket/${UPLOAD}?X-Amz-Signature=1`,
    });
    expect(response.statusCode).toBe(status);
    expect(answer(response)).toMatchObject({ type });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    // at most the copy that held the upload out of its address's reach: nothing under media/
    expect(copies(s3).filter((copy) => copy.to?.startsWith('media/'))).toEqual([]);
    if (upload) expect(deletions(s3)).toEqual([UPLOAD, copies(s3)[0]!.to]);
  });

  it.each([
    ['an image', UPLOAD, { bytes: BYTES.png, contentType: 'image/png' }, 'png'],
    ['a video', VIDEO, { bytes: MP4, contentType: 'video/mp4' }, 'mp4'],
  ])('publishes %s under media/chronicle and posts it', async (_, key, upload, extension) => {
    givenWrites();
    givenUpload(s3, upload);
    const response = await call('POST', 'pjchroniclecreatepost', { mediaURL: key });
    expect(response.statusCode).toBe(200);
    const { postId, mediaURL } = answer(response) as { postId: string; mediaURL: string };
    expect(mediaURL).toBe(`${MEDIA_BASE}/chronicle/${postId}.${extension}`);
    // held out of the upload address's reach, checked there, and that very copy published
    expect(copies(s3)).toEqual([
      { from: key, to: HELD_KEY },
      { from: HELD_KEY, to: `media/chronicle/${postId}.${extension}`, ContentType: upload.contentType },
    ]);
    const held = copies(s3)[0]!.to;
    expect(s3.commandCalls(HeadObjectCommand).map((call) => call.args[0].input.Key)).toEqual([held]);
    expect(deletions(s3)).toEqual([key, held]);
  });
});

describe('POST pjchronicle/pjchronicleaddcomment (commentOnChronicle)', () => {
  it('stores a reply and counts it on the post in one transaction', async () => {
    given();
    ddb
      .on(GetCommand, { Key: { pk: `POST#${POST_ID}`, sk: 'POST' } })
      .resolves({ Item: postItem({ commentCount: 1 }) });
    ddb
      .on(GetCommand, { Key: { pk: `POST#${POST_ID}`, sk: 'COMMENT#1000' } })
      .resolves({ Item: commentItem('1000', BOB, null) });
    ddb.on(TransactWriteCommand).resolves({});

    const response = await call('POST', 'pjchronicleaddcomment', {
      chronicleId: POST_ID,
      message: '<i>yes</i>',
      replyToChronicleId: '1000',
    });

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toMatchObject({
      postId: POST_ID,
      commentAuthor: 'alice_plays',
      commentMessage: 'yes',
      replies: [],
    });
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Put!.Item).toMatchObject({
      replyToCommentId: '1000',
      gsi2pk: 'FEEDCOMMENTS',
      gsi3pk: `AUTHOR#${ALICE}`,
      postSeq: 60,
      authorName: 'alice_plays',
      likers: {},
    });
    // the ids live in the keys only
    expect(items[0]!.Put!.Item).not.toHaveProperty('commentId');
    expect(items[1]!.Update).toMatchObject({ UpdateExpression: 'ADD commentCount :one' });
  });

  it('refuses a blank comment (400) and a missing post or comment (404)', async () => {
    given();
    ddb.on(GetCommand, { Key: { pk: `POST#${POST_ID}`, sk: 'POST' } }).resolves({ Item: postItem() });
    expect(
      (await call('POST', 'pjchronicleaddcomment', { chronicleId: POST_ID, message: ' <b></b> ' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', 'pjchronicleaddcomment', { chronicleId: 'nope', message: 'hi' })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', 'pjchronicleaddcomment', {
          chronicleId: POST_ID,
          message: 'hi',
          replyToChronicleId: 'gone',
        })
      ).statusCode,
    ).toBe(404);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("refuses a comment on a blocked author's post (404)", async () => {
    given({ blocked: [BOB] });
    ddb.on(GetCommand, { Key: { pk: `POST#${POST_ID}`, sk: 'POST' } }).resolves({ Item: postItem() });
    expect(
      (await call('POST', 'pjchronicleaddcomment', { chronicleId: POST_ID, message: 'hi' })).statusCode,
    ).toBe(404);
  });
});

describe('POST pjchronicle/pjchronicleaddlikes (likeChronicle)', () => {
  const cancelled = (codes: string[]) =>
    Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: codes.map((Code) => ({ Code })),
    });

  function givenPost(likeCount: number) {
    given();
    ddb
      .on(GetCommand, { Key: { pk: `POST#${POST_ID}`, sk: 'POST' } })
      .resolves({ Item: postItem({ likeCount }) });
  }

  it('likes a post once: a conditional like item and the count in one transaction', async () => {
    givenPost(1);
    ddb.on(TransactWriteCommand).resolves({});
    const response = await call('POST', 'pjchronicleaddlikes', {
      chronicleId: POST_ID,
      chronicleCommentId: 0,
    });
    expect(answer(response)).toEqual({ likeCount: 1, isLiked: true });
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: { sk: `LIKE#POST#${ALICE}`, gsi1pk: `LIKEDBY#${ALICE}`, gsi1sk: '000000000060#POST' },
    });
    expect(items[1]!.Update).toMatchObject({
      UpdateExpression: 'ADD likeCount :one SET likers.#liker = :face',
      ConditionExpression: 'attribute_exists(pk) AND size(likers) < :kept',
      ExpressionAttributeNames: { '#liker': ALICE },
      ExpressionAttributeValues: { ':face': FACES[ALICE] },
    });
  });

  it('takes the like back when the caller already likes it (a double click never counts twice)', async () => {
    givenPost(0);
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['ConditionalCheckFailed', 'None']))
      .resolves({});
    const response = await call('POST', 'pjchronicleaddlikes', {
      chronicleId: POST_ID,
      chronicleCommentId: 0,
    });
    expect(answer(response)).toEqual({ likeCount: 0, isLiked: false });
    const second = ddb.commandCalls(TransactWriteCommand)[1]!.args[0].input.TransactItems!;
    expect(second[0]!.Delete).toMatchObject({ ConditionExpression: 'attribute_exists(pk)' });
    expect(second[1]!.Update).toMatchObject({
      UpdateExpression: 'ADD likeCount :minusOne REMOVE likers.#liker',
    });
  });

  it('counts without keeping the liker once the likers kept are full, and retries conflicts', async () => {
    givenPost(11);
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'TransactionConflict']))
      .rejectsOnce(cancelled(['None', 'ConditionalCheckFailed']))
      .resolves({});
    const response = await call('POST', 'pjchronicleaddlikes', {
      chronicleId: POST_ID,
      chronicleCommentId: 0,
    });
    expect(answer(response)).toEqual({ likeCount: 11, isLiked: true });
    const last = ddb.commandCalls(TransactWriteCommand)[2]!.args[0].input.TransactItems!;
    expect(last[1]!.Update).toMatchObject({ UpdateExpression: 'ADD likeCount :one' });
  });

  it("refuses a like of the caller's own post or comment (403 ownLike, the chat's kind of message), nothing written", async () => {
    given();
    ddb
      .on(GetCommand, { Key: { pk: `POST#${POST_ID}`, sk: 'POST' } })
      .resolves({ Item: postItem({ authorUuid: ALICE, authorName: 'alice_plays' }) });
    ddb
      .on(GetCommand, { Key: { pk: `POST#${POST_ID}`, sk: 'COMMENT#1000' } })
      .resolves({ Item: commentItem('1000', ALICE, null) });
    const own = await call('POST', 'pjchronicleaddlikes', { chronicleId: POST_ID, chronicleCommentId: 0 });
    expect(own.statusCode).toBe(403);
    expect(JSON.parse(own.body)).toEqual({ type: 'ownLike', message: OWN_CHRONICLE_LIKE_REFUSED });
    expect(OWN_CHRONICLE_LIKE_REFUSED).toBe("Doesn't seem right to let you like your own post.");
    // the caller's comment on Bob's post
    ddb.on(GetCommand, { Key: { pk: `POST#${POST_ID}`, sk: 'POST' } }).resolves({ Item: postItem() });
    const ownComment = await call('POST', 'pjchronicleaddlikes', {
      chronicleId: POST_ID,
      chronicleCommentId: '1000',
    });
    expect(ownComment.statusCode).toBe(403);
    expect(JSON.parse(ownComment.body)).toMatchObject({ type: 'ownLike' });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('likes a comment of the post, and refuses a missing one (404)', async () => {
    givenPost(0);
    ddb
      .on(GetCommand, { Key: { pk: `POST#${POST_ID}`, sk: 'COMMENT#1000' } })
      .resolves({ Item: { ...commentItem('1000', BOB, null), likeCount: 2 } });
    ddb.on(TransactWriteCommand).resolves({});
    const liked = await call('POST', 'pjchronicleaddlikes', {
      chronicleId: POST_ID,
      chronicleCommentId: '1000',
    });
    expect(answer(liked)).toEqual({ likeCount: 2, isLiked: true });
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![1]!.Update!.Key).toEqual({
      pk: `POST#${POST_ID}`,
      sk: 'COMMENT#1000',
    });
    expect(
      (await call('POST', 'pjchronicleaddlikes', { chronicleId: POST_ID, chronicleCommentId: 'gone' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET pjchronicle/pjchroniclegetcomments (listChronicleComments)', () => {
  it("answers the post's whole thread from its own partition, nested, blocked people left out", async () => {
    given({ blocked: [CAROL] });
    ddb
      .on(GetCommand, { Key: { pk: `POST#${POST_ID}`, sk: 'POST' } })
      .resolves({ Item: postItem({ commentCount: 5 }) });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `POST#${POST_ID}`, ':sk': 'COMMENT#' } })
      .resolves({
        Items: [
          commentItem('1000', ALICE, null),
          { ...commentItem('1001', BOB, '1000'), likeCount: 1, likers: { [CAROL]: FACES[CAROL] } },
          commentItem('1002', CAROL, null),
          commentItem('1003', BOB, '1002'),
          { ...commentItem('1004', BOB, null), inFeed: false },
        ],
      });
    ddb
      .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': `LIKEDBY#${ALICE}` } })
      .resolves({ Items: [{ postId: POST_ID, target: '1001' }] });

    const response = await call('GET', 'pjchroniclegetcomments', { chronicleId: POST_ID });

    expect(response.statusCode).toBe(200);
    const { data } = answer(response) as {
      data: { commentId: string; replies: { commentId: string; likeUsers: { name: string }[] }[] }[];
    };
    expect(data.map((c) => c.commentId)).toEqual(['1000', '1004']);
    expect(data[0]!.replies.map((c) => c.commentId)).toEqual(['1001']);
    // the caller likes 1001; the blocked liker is left out
    expect(data[0]!.replies[0]!.likeUsers.map((u) => u.name)).toEqual(['alice_plays']);
    const thread = ddb
      .commandCalls(QueryCommand)
      .find((c) => c.args[0].input.ExpressionAttributeValues?.[':sk'] === 'COMMENT#')!;
    expect(thread.args[0].input).toMatchObject({ Limit: 200 });
    expect(thread.args[0].input.IndexName).toBeUndefined();
  });

  it('refuses a missing post, or one of a closed or blocked author (404)', async () => {
    given({ blocked: [CAROL] });
    ddb.on(GetCommand, { Key: { pk: 'POST#closed', sk: 'POST' } }).resolves({
      Item: postItem({ postId: 'closed', pk: 'POST#closed', authorClosed: true }),
    });
    ddb.on(GetCommand, { Key: { pk: 'POST#carols', sk: 'POST' } }).resolves({
      Item: postItem({ postId: 'carols', pk: 'POST#carols', authorUuid: CAROL }),
    });
    for (const chronicleId of ['nope', 'closed', 'carols']) {
      expect((await call('GET', 'pjchroniclegetcomments', { chronicleId })).statusCode).toBe(404);
    }
  });
});
