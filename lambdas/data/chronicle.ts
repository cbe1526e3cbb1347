/**
 * The chronicle's access patterns (docs/data-model.md R1–R7): the feed counter, posts by feed
 * position, a page's comments in one query, likes toggled exactly once per user and target, the
 * caller's likes on a page, mention notices.
 */
import { randomBytes } from 'node:crypto';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  CHRONICLE_FEED_COMMENTS,
  CHRONICLE_LIKERS_KEPT,
  ChronicleCommentEntity,
  ChronicleCounterEntity,
  ChronicleLikeEntity,
  ChronicleMentionEntity,
  ChroniclePostEntity,
  type ChronicleComment,
  type ChronicleFace,
  type ChronicleMention,
  type ChroniclePost,
} from './entities';
import {
  documentClient,
  failedConditions,
  isConditionFailure,
  tableName,
  queryIndexPartition,
} from './client';
import { NotFoundError } from '../core/errors';
import { mapLimit } from '../core/concurrency';

/** What a like targets: the post itself, or one of its comments. */
export const POST_TARGET = 'POST';

/** How many times a like toggle retries a transaction another one conflicted with. */
const CONFLICT_ATTEMPTS = 12;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TransactionConflictException') return true;
  if (error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.some((reason) => reason.Code === 'TransactionConflict');
}

/** Runs a transaction, retrying (with jittered backoff) while other transactions on its items conflict. */
async function transact(
  items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= CONFLICT_ATTEMPTS) throw error;
      await sleep(Math.random() * 10 * 2 ** Math.min(attempt, 5));
    }
  }
}

// ── The feed counter ─────────────────────────────────────────────────────────────

/** The newest post's feed position (0 before the first post). R1: 0.5 RCU. */
export async function getChronicleTop(): Promise<number> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: ChronicleCounterEntity.key({}),
      ProjectionExpression: '#top',
      ExpressionAttributeNames: { '#top': 'top' },
    }),
  );
  return typeof result.Item?.top === 'number' ? result.Item.top : 0;
}

/** Takes the next feed position (atomic ADD on the one counter item). R2: 1 WCU. */
export async function takeChronicleSeq(): Promise<number> {
  const result = await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: ChronicleCounterEntity.key({}),
      UpdateExpression: 'SET #entity = :entity ADD #top :one',
      ExpressionAttributeNames: { '#top': 'top', '#entity': 'entity' },
      ExpressionAttributeValues: { ':one': 1, ':entity': ChronicleCounterEntity.name },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.top);
}

// ── Posts ────────────────────────────────────────────────────────────────────────

export type NewChroniclePost = Omit<ChroniclePost, 'likeCount' | 'commentCount' | 'likers' | 'authorClosed'>;

/** Stores a new post at its feed position. R2: 1 WCU + 1 for gsi1. */
export async function putChroniclePost(post: NewChroniclePost): Promise<ChroniclePost> {
  const item = ChroniclePostEntity.item({ ...post, likeCount: 0, commentCount: 0, likers: {} });
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: item,
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return ChroniclePostEntity.parse(item);
}

/** One post, or undefined. */
export async function getChroniclePost(
  postId: string,
  options: { consistent?: boolean } = {},
): Promise<ChroniclePost | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: ChroniclePostEntity.key({ postId }),
      ConsistentRead: options.consistent,
    }),
  );
  return result.Item ? ChroniclePostEntity.parse(result.Item) : undefined;
}

/**
 * The posts whose feed positions lie in [low, high], newest first, at most `limit` (R1): one query of
 * gsi1, whatever the offset that chose the range.
 */
export async function listChroniclePostsBetween(
  low: number,
  high: number,
  limit: number,
): Promise<ChroniclePost[]> {
  if (high < 1 || high < low || limit < 1) return [];
  const index = ChroniclePostEntity.gsi1;
  const items = await queryIndexPartition(index, index.partition({}), {
    sortKey: { between: [index.sortKey({ seq: Math.max(1, low) }), index.sortKey({ seq: high })] },
    newestFirst: true,
    limit,
  });
  return items.map((item) => ChroniclePostEntity.parse(item));
}

// ── Comments ─────────────────────────────────────────────────────────────────────

export type NewChronicleComment = Omit<
  ChronicleComment,
  'likeCount' | 'likers' | 'inFeed' | 'commentId' | 'createdAt' | 'authorClosed'
>;

/** A time-sortable comment id: epoch milliseconds (13 digits) and 8 random hex digits. */
export function newCommentId(at: Date): string {
  return `${String(at.getTime()).padStart(13, '0')}${randomBytes(4).toString('hex')}`;
}

/**
 * Stores a comment and counts it on its post, in one transaction (R3); the post must exist. The
 * comment joins the feed's index while the post had fewer than CHRONICLE_FEED_COMMENTS (`seenCount`,
 * the count read with the post: concurrent comments may let a few more in).
 * Cost: ≈ 2 items × 2 (transactional) + 2 for gsi2 ≈ 6 WCU.
 */
export async function putChronicleComment(
  comment: NewChronicleComment,
  seenCount: number,
  at: Date,
): Promise<ChronicleComment> {
  const item = ChronicleCommentEntity.item({
    ...comment,
    commentId: newCommentId(at),
    createdAt: at.toISOString(),
    likeCount: 0,
    likers: {},
    inFeed: seenCount < CHRONICLE_FEED_COMMENTS,
  });
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: item,
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: ChroniclePostEntity.key({ postId: comment.postId }),
          UpdateExpression: 'ADD commentCount :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]);
  } catch (error) {
    if (failedConditions(error)?.includes(1)) throw new NotFoundError('post not found', { cause: error });
    throw error;
  }
  return ChronicleCommentEntity.parse(item);
}

/** One comment of a post, or undefined. */
export async function getChronicleComment(
  postId: string,
  commentId: string,
): Promise<ChronicleComment | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: ChronicleCommentEntity.key({ postId, commentId }) }),
  );
  return result.Item ? ChronicleCommentEntity.parse(result.Item) : undefined;
}

/**
 * The feed comments (each post's first CHRONICLE_FEED_COMMENTS) of the posts at positions in
 * [low, high], oldest first within a post: one query of gsi2 (paged to its end), charged by the
 * comments' size. R4.
 */
export async function listChronicleCommentsBetween(low: number, high: number): Promise<ChronicleComment[]> {
  if (high < 1 || high < low) return [];
  const index = ChronicleCommentEntity.gsi2;
  const items = await queryIndexPartition(index, index.partition({}), {
    sortKey: {
      between: [
        index.sortKeyPrefix({ postSeq: Math.max(1, low) }),
        `${index.sortKeyPrefix({ postSeq: high })}~`,
      ],
    },
  });
  return items.map((item) => ChronicleCommentEntity.parse(item));
}

/**
 * A post's first `limit` comments and replies, oldest first (R4b, pjchroniclegetcomments): one query of
 * the post's own partition (`COMMENT#` sort keys are time-sortable), ≈ 0.6 KB a comment.
 */
export async function listChronicleThread(postId: string, limit: number): Promise<ChronicleComment[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: {
        ':pk': ChronicleCommentEntity.partition({ postId }),
        ':sk': ChronicleCommentEntity.sortKeyPrefix(),
      },
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => ChronicleCommentEntity.parse(item));
}

// ── Likes ────────────────────────────────────────────────────────────────────────

export interface ChronicleLikeTarget {
  postId: string;
  postSeq: number;
  /** POST_TARGET, or a commentId */
  target: string;
}

export interface ChronicleLikeResult {
  isLiked: boolean;
  likeCount: number;
}

function targetKey(target: ChronicleLikeTarget) {
  return target.target === POST_TARGET
    ? ChroniclePostEntity.key({ postId: target.postId })
    : ChronicleCommentEntity.key({ postId: target.postId, commentId: target.target });
}

async function readLikeCount(target: ChronicleLikeTarget): Promise<number> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: targetKey(target),
      ConsistentRead: true,
      ProjectionExpression: 'likeCount',
    }),
  );
  if (!result.Item) throw new NotFoundError('not found');
  return Number(result.Item.likeCount ?? 0);
}

/** Who likes: their uuid and their face as the likers map keeps it. */
export interface ChronicleLiker extends ChronicleFace {
  uuid: string;
}

/**
 * Likes the target once, or takes the like back when the user already likes it (R5): a conditional
 * Put of the like item and `ADD likeCount 1` (and the liker's face into the capped `likers` map while
 * it has room) in one transaction; the undo is a conditional Delete and `ADD -1` (`REMOVE` from the
 * map). Conflicts with concurrent likes are retried, so 50 users liking at once count 50. Answers the
 * state after. Cost: 2 items × 2 (transactional) + 1 for the like's gsi1 ≈ 5 WCU (more for a large
 * post: a write is charged by the item's size), and a consistent read (1 RCU).
 */
export async function toggleChronicleLike(
  target: ChronicleLikeTarget,
  liker: ChronicleLiker,
  at: Date,
): Promise<ChronicleLikeResult> {
  const { uuid } = liker;
  const likeKey = ChronicleLikeEntity.key({ postId: target.postId, target: target.target, uuid });
  const put = {
    Put: {
      TableName: tableName(),
      Item: ChronicleLikeEntity.item({ ...target, uuid, createdAt: at.toISOString() }),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  const count = (withLiker: boolean) => ({
    Update: {
      TableName: tableName(),
      Key: targetKey(target),
      UpdateExpression: withLiker ? 'ADD likeCount :one SET likers.#liker = :face' : 'ADD likeCount :one',
      ConditionExpression: withLiker
        ? 'attribute_exists(pk) AND size(likers) < :kept'
        : 'attribute_exists(pk)',
      ...(withLiker
        ? {
            ExpressionAttributeNames: { '#liker': uuid },
            ExpressionAttributeValues: {
              ':one': 1,
              ':face': { name: liker.name, pic: liker.pic },
              ':kept': CHRONICLE_LIKERS_KEPT,
            },
          }
        : { ExpressionAttributeValues: { ':one': 1 } }),
    },
  });
  for (const withLiker of [true, false]) {
    try {
      await transact([put, count(withLiker)]);
      return { isLiked: true, likeCount: await readLikeCount(target) };
    } catch (error) {
      const failed = failedConditions(error);
      if (failed?.includes(0)) break; // already liked: take it back
      if (failed?.includes(1) && withLiker) continue; // the likers map is full (or the target is gone)
      if (failed?.includes(1)) throw new NotFoundError('not found', { cause: error });
      throw error;
    }
  }
  try {
    await transact([
      { Delete: { TableName: tableName(), Key: likeKey, ConditionExpression: 'attribute_exists(pk)' } },
      {
        Update: {
          TableName: tableName(),
          Key: targetKey(target),
          UpdateExpression: 'ADD likeCount :minusOne REMOVE likers.#liker',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#liker': uuid },
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
    ]);
  } catch (error) {
    const failed = failedConditions(error);
    // taken back meanwhile (a third click): the state is "not liked" either way
    if (!failed?.includes(0)) {
      if (failed?.includes(1)) throw new NotFoundError('not found', { cause: error });
      throw error;
    }
  }
  return { isLiked: false, likeCount: await readLikeCount(target) };
}

/**
 * The targets (POST_TARGET or commentIds) a user likes on the posts at positions [low, high], as
 * `<postId>#<target>`: one query of their likes (gsi1 `LIKEDBY#<uuid>`) bounded by the page's range. R6.
 */
export async function listChronicleLikedAmong(uuid: string, low: number, high: number): Promise<Set<string>> {
  if (high < 1 || high < low) return new Set();
  const index = ChronicleLikeEntity.gsi1;
  const items = await queryIndexPartition(index, index.partition({ uuid }), {
    sortKey: {
      between: [
        index.sortKeyPrefix({ postSeq: Math.max(1, low) }),
        `${index.sortKeyPrefix({ postSeq: high })}~`,
      ],
    },
    projection: { expression: 'postId, #target', names: { '#target': 'target' } },
  });
  return new Set(items.map((item) => `${String(item.postId)}#${String(item.target)}`));
}

// ── Faces: the stream keeps the snapshots current ─────────────────────────────────────────────

/** What a person's items show of them from now on: their new face, or nothing (the account closed). */
export type ChronicleFaceChange = { face: ChronicleFace } | { closed: true };

/**
 * Writes a person's face change onto everything of theirs a page shows (R10): the author snapshot of
 * each post and comment they wrote (gsi3 `AUTHOR#<uuid>`, keys only), or `authorClosed`; and their
 * entry in the likers map of each post or comment they like (gsi1 `LIKEDBY#<uuid>`) where it is kept,
 * or its removal. Every update is idempotent (a redelivered record writes the same values). Cost: the
 * two index queries (≈ 0.5 RCU per 80 items) and 1 WCU per item of theirs, more for a large item: it
 * grows with what this one person wrote and liked, never with the feed, and runs in the stream.
 */
export async function refreshChronicleFace(
  uuid: string,
  change: ChronicleFaceChange,
): Promise<{ written: number; liked: number }> {
  const author = ChroniclePostEntity.gsi3; // comments share the partition (AUTHOR#<uuid>)
  const [written, liked] = await Promise.all([
    queryIndexPartition(
      author,
      author.partition({ authorUuid: uuid } as Parameters<typeof author.partition>[0]),
      { projection: { expression: 'pk, sk' } },
    ),
    queryIndexPartition(ChronicleLikeEntity.gsi1, ChronicleLikeEntity.gsi1.partition({ uuid }), {
      projection: { expression: 'postId, #target', names: { '#target': 'target' } },
    }),
  ]);
  await mapLimit(written, FACE_WRITES_IN_FLIGHT, async (item) => {
    const update =
      'face' in change
        ? {
            UpdateExpression: 'SET authorName = :name, authorPic = :pic',
            ExpressionAttributeValues: { ':name': change.face.name, ':pic': change.face.pic, ':uuid': uuid },
          }
        : {
            UpdateExpression: 'SET authorClosed = :closed',
            ExpressionAttributeValues: { ':closed': true, ':uuid': uuid },
          };
    await ignoringConditionFailure(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        ConditionExpression: 'authorUuid = :uuid',
        ...update,
      }),
    );
  });
  await mapLimit(liked, FACE_WRITES_IN_FLIGHT, async (like) => {
    const key = targetKey({ postId: String(like.postId), postSeq: 1, target: String(like.target) });
    await ignoringConditionFailure(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        ExpressionAttributeNames: { '#liker': uuid },
        ...('face' in change
          ? {
              UpdateExpression: 'SET likers.#liker = :face',
              ConditionExpression: 'attribute_exists(likers.#liker)',
              ExpressionAttributeValues: { ':face': change.face },
            }
          : { UpdateExpression: 'REMOVE likers.#liker', ConditionExpression: 'attribute_exists(pk)' }),
      }),
    );
  });
  return { written: written.length, liked: liked.length };
}

/** Updates in flight while a face change is written. */
const FACE_WRITES_IN_FLIGHT = 8;

async function ignoringConditionFailure(command: UpdateCommand): Promise<void> {
  try {
    await documentClient.send(command);
  } catch (error) {
    // gone meanwhile, or not among the kept likers: nothing of theirs to change there
    if (!isConditionFailure(error)) throw error;
  }
}

// ── Mentions ─────────────────────────────────────────────────────────────────────

/** Records a mention notice once per recipient and post or comment (R7); false when it was already there. 2 WCU. */
export async function putChronicleMention(mention: ChronicleMention): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: ChronicleMentionEntity.item(mention),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
