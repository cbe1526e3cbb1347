/**
 * The chronicle's figures (issue 11), on DynamoDB Local and the S3 engine: a feed of CHRONICLE_POSTS
 * posts and CHRONICLE_COMMENTS comments is bulk-loaded as the handlers leave it (posts at their feed
 * positions with counts, kept likers and author snapshots; comments and replies, the first ones of a
 * post in the feed's index; the reader's own likes), then the REAL pjchronicle handler is called as
 * API Gateway calls it, with every command's ConsumedCapacity summed (meter.ts). It prints:
 * - read units and latency of the first feed page (limit 50) and of deep pages, and of the busiest
 *   post's whole thread (pjchroniclegetcomments);
 * - 50 users liking one post at once: whether the count ends exact, and the units spent;
 * - the units of one post with media (presigned PUT of a picture, then the post), one comment, one like.
 * Targets: the first page ≤ 30 RCU whatever the number of posts, a deep page within ×1.2 of the first
 * (it reads one page of posts too; only what they hold differs), and an exact count.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BatchWriteItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { ensureTable, startDynamoDb } from '../../lib/local/engines/dynamodb';
import { startS3 } from '../../lib/local/engines/s3';
import { Random } from '../../lib/seed/generate/prng';
import { useHandlerEnvironment } from './handler-environment';
import { meterClient, percentile } from './meter';

const TABLE = 'playjoin-chronicle-bench';
/** Not a port of the twin or of the other benches. */
const DYNAMO_PORT = 8661;
const S3_PORT = 8662;
export const CHRONICLE_POSTS = 2000;
export const CHRONICLE_COMMENTS = 20_000;
const AUTHORS = 400;
const PAGE = 50;
const CONCURRENT_LIKES = 50;
/** Repeats of each page read (latency percentiles). */
const PAGE_RUNS = 20;
export const CHRONICLE_TARGETS = { firstPageRcu: 30, deepPageRatio: 1.2 } as const;

export interface UnitFigure {
  read: number;
  write: number;
  ms: number;
}

export interface PageFigure {
  offset: number;
  posts: number;
  comments: number;
  rcu: number;
  p50Ms: number;
  p95Ms: number;
  trace: string[];
}

export interface ChronicleFigures {
  loadMs: number;
  pages: PageFigure[];
  /** pjchroniclegetcomments on the post with the most comments */
  thread: UnitFigure & { comments: number; shown: number };
  likes: { expected: number; counted: number; write: number; read: number; ms: number };
  post: UnitFigure;
  mediaPost: UnitFigure;
  comment: UnitFigure;
  like: UnitFigure;
  unlike: UnitFigure;
}

const words =
  'gg wp rank push tonight anyone up for ranked duo squad clutch raid boss loot drop patch meta build speedrun co-op lobby'.split(
    ' ',
  );
const sentence = (random: Random, max: number) => {
  const length = random.int(1, max);
  const out: string[] = [];
  while (out.join(' ').length < length) out.push(random.pick(words));
  return out.join(' ').slice(0, length);
};

export async function measureChronicle(): Promise<ChronicleFigures> {
  const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'pj-chronicle-bench-'));
  const dynamo = await startDynamoDb({ port: DYNAMO_PORT, dataDir: null });
  try {
    const s3 = await startS3({
      port: S3_PORT,
      dataDir: s3Dir,
      bucket: 'bench-media',
      allowedOrigins: ['http://localhost'],
    });
    try {
      useHandlerEnvironment(dynamo.endpoint, TABLE);
      Object.assign(process.env, { AWS_ENDPOINT_URL_S3: s3.endpoint, S3_FORCE_PATH_STYLE: 'true' });
      await ensureTable(dynamo.client, TABLE);
      return await run(dynamo.client);
    } finally {
      await s3.stop();
    }
  } finally {
    await dynamo.stop();
    rmSync(s3Dir, { recursive: true, force: true });
  }
}

async function run(client: DynamoDBClient): Promise<ChronicleFigures> {
  // imported after the environment is set: the modules read it at load
  const { documentClient } = await import('../../lambdas/data/client');
  const entities = await import('../../lambdas/data/entities');
  const { ChronicleCommentEntity, ChronicleCounterEntity, ChronicleLikeEntity, ChroniclePostEntity } =
    entities;
  const { ProfileEntity } = entities;
  const { userNameItem } = await import('../../lambdas/data/usernames');
  const { CHRONICLE_FEED_COMMENTS, CHRONICLE_LIKERS_KEPT } = entities;
  const { newCommentId, POST_TARGET } = await import('../../lambdas/data/chronicle');
  const { faceOf } = await import('../../lambdas/domain/chronicle');
  const { handler } = await import('../../lambdas/services/pjchronicle');
  const { routes } = await import('../../lib/contract/routes/pjchronicle');
  const { apiEvent, aProfile } = await import('../../test/lambdas/factories');
  const { pngImage } = await import('../../test/browser/support/png');
  const { metered } = meterClient(documentClient);
  const random = new Random('chronicle-bench');

  // ── load ──────────────────────────────────────────────────────────────────────────────────────
  const loadStarted = performance.now();
  const pending: Record<string, unknown>[] = [];
  const flush = async (all = false) => {
    while (pending.length >= 25 || (all && pending.length > 0)) {
      const batches = [];
      while (batches.length < 8 && (pending.length >= 25 || (all && pending.length > 0))) {
        batches.push(pending.splice(0, 25));
      }
      await Promise.all(
        batches.map((batch) =>
          client.send(
            new BatchWriteItemCommand({
              RequestItems: {
                [TABLE]: batch.map((item) => ({
                  PutRequest: { Item: marshall(item, { removeUndefinedValues: true }) },
                })),
              },
            }),
          ),
        ),
      );
    }
  };
  const put = async (item: Record<string, unknown>) => {
    pending.push(item);
    if (pending.length >= 200) await flush();
  };

  const people = Array.from({ length: AUTHORS + CONCURRENT_LIKES + 1 }, (_, index) =>
    aProfile({
      uuid: randomUUID(),
      userName: `player_${index}`,
      email: `player_${index}@example.test`,
      // a real picture key's length: media/userprofileimages/<uuid>-<random id>.<ext>
      profilePicKey: index % 2 === 0 ? `media/userprofileimages/${randomUUID()}-abcdefghijklmnop.jpg` : null,
    }),
  );
  const reader = people[AUTHORS + CONCURRENT_LIKES]!;
  const authors = people.slice(0, AUTHORS);
  for (const person of people) {
    await put(ProfileEntity.item(person));
    await put(userNameItem(person));
  }

  const authorFace = (person: (typeof people)[number]) => ({
    authorName: person.userName,
    authorPic: person.profilePicKey,
  });
  const likersOf = (likers: typeof people) =>
    Object.fromEntries(likers.map((person) => [person.uuid, faceOf(person)]));
  const start = Date.UTC(2026, 8, 1);
  const posts: { postId: string; seq: number; commentIds: string[] }[] = [];
  // comments per post: a skewed share of CHRONICLE_COMMENTS (a few posts draw most talk)
  const weights = Array.from({ length: CHRONICLE_POSTS }, () => 1 / (0.05 + random.next()));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  let commentsLeft = CHRONICLE_COMMENTS;
  for (let seq = 1; seq <= CHRONICLE_POSTS; seq += 1) {
    const postId = randomUUID();
    const author = random.pick(authors);
    const createdAt = new Date(start + seq * 60_000);
    const commentCount =
      seq === CHRONICLE_POSTS
        ? commentsLeft
        : Math.min(commentsLeft, Math.round((CHRONICLE_COMMENTS * weights[seq - 1]!) / weightSum));
    commentsLeft -= commentCount;
    const likeCount = Math.floor(random.next() ** 3 * 40);
    const media = random.chance(0.3);
    await put(
      ChroniclePostEntity.item({
        postId,
        seq,
        authorUuid: author.uuid,
        ...authorFace(author),
        message: media && random.chance(0.3) ? '' : sentence(random, 280),
        mediaKey: media ? `media/chronicle/${postId}.${random.pick(['png', 'jpg', 'mp4'])}` : null,
        mentioned: random.chance(0.1) ? [random.pick(authors).userName] : [],
        createdAt: createdAt.toISOString(),
        likeCount,
        commentCount,
        likers: likersOf(random.sample(authors, Math.min(likeCount, CHRONICLE_LIKERS_KEPT))),
      }),
    );
    const commentIds: string[] = [];
    for (let index = 0; index < commentCount; index += 1) {
      const commentId = newCommentId(new Date(createdAt.getTime() + (index + 1) * 1000));
      const commentLikes = Math.floor(random.next() ** 4 * 12);
      const commenter = random.pick(authors);
      await put(
        ChronicleCommentEntity.item({
          postId,
          postSeq: seq,
          commentId,
          authorUuid: commenter.uuid,
          ...authorFace(commenter),
          message: sentence(random, 160),
          replyToCommentId: commentIds.length > 0 && random.chance(0.3) ? random.pick(commentIds) : null,
          createdAt: new Date(createdAt.getTime() + (index + 1) * 1000).toISOString(),
          likeCount: commentLikes,
          likers: likersOf(random.sample(authors, Math.min(commentLikes, CHRONICLE_LIKERS_KEPT))),
          inFeed: index < CHRONICLE_FEED_COMMENTS,
        }),
      );
      commentIds.push(commentId);
    }
    // the reader likes about one post in five (their likes on a page are read in one query)
    if (random.chance(0.2)) {
      await put(
        ChronicleLikeEntity.item({
          postId,
          postSeq: seq,
          target: POST_TARGET,
          uuid: reader.uuid,
          createdAt: createdAt.toISOString(),
        }),
      );
    }
    posts.push({ postId, seq, commentIds });
  }
  await put(ChronicleCounterEntity.item({ top: CHRONICLE_POSTS }));
  await flush(true);
  const loadMs = performance.now() - loadStarted;

  // ── calling the handler as API Gateway does ───────────────────────────────────────────────────
  type Name = (typeof routes)[number]['name'];
  const call = async (name: Name, caller: { uuid: string }, input: Record<string, unknown>) => {
    const route = routes.find((candidate) => candidate.name === name)!;
    const event = apiEvent({
      method: route.method as 'GET' | 'POST',
      path: route.path,
      sub: caller.uuid,
      claims: { iat: 'Sun Jun 01 11:59:00 UTC 2025' },
      ...(route.method === 'GET'
        ? { query: Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])) }
        : { body: input }),
    });
    const measured = await metered(() => handler(event));
    if (measured.value.statusCode !== 200) {
      throw new Error(`${name} answered ${measured.value.statusCode}: ${measured.value.body}`);
    }
    return { ...measured, answer: JSON.parse(measured.value.body) as unknown };
  };
  const unit = (measured: { read: number; write: number; ms: number }): UnitFigure => ({
    read: measured.read,
    write: measured.write,
    ms: Math.round(measured.ms),
  });

  // ── pages ─────────────────────────────────────────────────────────────────────────────────────
  const countComments = (comments: { replies: unknown[] }[]): number =>
    comments.reduce((sum, comment) => sum + 1 + countComments(comment.replies as never), 0);
  const pages: PageFigure[] = [];
  for (const offset of [0, 1000, CHRONICLE_POSTS - PAGE]) {
    const runs = [];
    for (let run = 0; run < PAGE_RUNS; run += 1) {
      runs.push(await call('listChroniclePosts', reader, { limit: PAGE, offset }));
    }
    const answer = (runs[0]!.answer as { data: { comments: { replies: unknown[] }[] }[] }).data;
    const ms = runs.map((run) => run.ms).sort((a, b) => a - b);
    pages.push({
      offset,
      posts: answer.length,
      comments: answer.reduce((sum, post) => sum + countComments(post.comments), 0),
      rcu: Math.max(...runs.map((run) => run.read)),
      p50Ms: percentile(ms, 50),
      p95Ms: percentile(ms, 95),
      trace: runs[0]!.trace,
    });
  }

  // ── the busiest post's whole thread ───────────────────────────────────────────────────────────
  const busiest = posts.reduce((most, post) =>
    post.commentIds.length > most.commentIds.length ? post : most,
  );
  const threadCall = await call('listChronicleComments', reader, { chronicleId: busiest.postId });
  const thread = {
    comments: busiest.commentIds.length,
    shown: countComments((threadCall.answer as { data: { replies: unknown[] }[] }).data),
    ...unit(threadCall),
  };

  // ── 50 users liking one post at once ──────────────────────────────────────────────────────────
  const target = posts.at(-1)!;
  const likers = people.slice(AUTHORS, AUTHORS + CONCURRENT_LIKES);
  const countOf = async () => {
    const answer = (await call('listChroniclePosts', reader, { limit: 1, offset: 0 })).answer as {
      data: { postId: string; likeCount: number }[];
    };
    return answer.data.find((post) => post.postId === target.postId)!.likeCount;
  };
  const before = await countOf();
  const together = await metered(() =>
    Promise.all(
      likers.map((liker) =>
        handler(
          apiEvent({
            method: 'POST',
            path: 'pjchronicle/pjchronicleaddlikes',
            sub: liker.uuid,
            claims: { iat: 'Sun Jun 01 11:59:00 UTC 2025' },
            body: { uuid: liker.uuid, chronicleId: target.postId, chronicleCommentId: 0 },
          }),
        ),
      ),
    ),
  );
  const refusedLikes = together.value.filter((response) => response.statusCode !== 200);
  if (refusedLikes.length > 0) throw new Error(`a like was refused: ${refusedLikes[0]!.body}`);
  const after = await countOf();

  // ── one post, one post with media, one comment, one like ──────────────────────────────────────
  const author = authors[0]!;
  const post = await call('createChroniclePost', author, {
    uuid: author.uuid,
    message: 'anyone up for a raid tonight? @player_1',
    mediaURL: null,
    mentioned: ['player_1'],
  });
  const upload = (
    await call('getChronicleUploadUrl', author, { fileName: 'clip.png', fileType: 'image/png' })
  ).answer as { url: string };
  const put200 = await fetch(upload.url, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png' },
    body: new Uint8Array(pngImage(64, 64, 1)),
  });
  if (!put200.ok) throw new Error(`the presigned PUT answered ${put200.status}`);
  const mediaPost = await call('createChroniclePost', author, {
    uuid: author.uuid,
    message: 'clutch',
    mediaURL: upload.url,
    mentioned: [],
  });
  const postId = (mediaPost.answer as { postId: string }).postId;
  const comment = await call('commentOnChronicle', reader, {
    uuid: reader.uuid,
    chronicleId: postId,
    message: 'gg, what a clutch @player_0',
    replyToChronicleId: null,
  });
  const like = await call('likeChronicle', reader, {
    uuid: reader.uuid,
    chronicleId: postId,
    chronicleCommentId: 0,
  });
  const unlike = await call('likeChronicle', reader, {
    uuid: reader.uuid,
    chronicleId: postId,
    chronicleCommentId: 0,
  });

  return {
    loadMs,
    pages,
    thread,
    likes: {
      expected: before + CONCURRENT_LIKES,
      counted: after,
      read: together.read,
      write: together.write,
      ms: Math.round(together.ms),
    },
    post: unit(post),
    mediaPost: unit(mediaPost),
    comment: unit(comment),
    like: unit(like),
    unlike: unit(unlike),
  };
}

export function printChronicle(f: ChronicleFigures): boolean {
  const first = f.pages[0]!;
  const deepest = Math.max(...f.pages.map((page) => page.rcu));
  const firstOk = first.rcu <= CHRONICLE_TARGETS.firstPageRcu;
  // a deep page reads one page of posts as the first does: it differs only by what those posts hold
  const deepOk = deepest <= first.rcu * CHRONICLE_TARGETS.deepPageRatio;
  const likesOk = f.likes.counted === f.likes.expected;
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  console.info(
    `\nChronicle on DynamoDB Local: ${CHRONICLE_POSTS} posts, ${CHRONICLE_COMMENTS} comments (loaded in ${(f.loadMs / 1000).toFixed(0)} s)`,
  );
  console.info('| page (limit 50) | posts | comments shown | read units | p50 | p95 |');
  console.info('| --- | --- | --- | --- | --- | --- |');
  for (const page of f.pages) {
    console.info(
      `| offset ${page.offset} | ${page.posts} | ${page.comments} | ${page.rcu} | ${page.p50Ms.toFixed(1)} ms | ${page.p95Ms.toFixed(1)} ms |`,
    );
  }
  console.info(`  first page's calls: ${first.trace.join(', ')}`);
  console.info(
    `  the busiest post's thread (${f.thread.comments} comments, ${f.thread.shown} answered): ${f.thread.read} RCU, ${f.thread.ms} ms`,
  );
  console.info(
    `  first page ${first.rcu} RCU ${mark(firstOk)} (target ≤ ${CHRONICLE_TARGETS.firstPageRcu}); deepest ${deepest} RCU, ×${(deepest / first.rcu).toFixed(2)} ${mark(deepOk)} (target ≤ ×${CHRONICLE_TARGETS.deepPageRatio}: one page of posts at any depth)`,
  );
  console.info(
    `  ${CONCURRENT_LIKES} likes at once: count ${f.likes.counted}, expected ${f.likes.expected} ${mark(likesOk)}; ${f.likes.write} WCU, ${f.likes.read} RCU, ${f.likes.ms} ms`,
  );
  console.info('| call | read units | write units | ms |');
  console.info('| --- | --- | --- | --- |');
  for (const [name, figure] of [
    ['post (text, one mention)', f.post],
    ['post with a picture', f.mediaPost],
    ['comment (one mention)', f.comment],
    ['like', f.like],
    ['like taken back', f.unlike],
  ] as const) {
    console.info(`| ${name} | ${figure.read} | ${figure.write} | ${figure.ms} |`);
  }
  return firstOk && deepOk && likesOk;
}
