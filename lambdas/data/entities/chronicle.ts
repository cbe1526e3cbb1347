/**
 * The chronicle: posts, their comments and replies, likes, the feed counter and mention notices.
 * Declared once; item types derive from the declarations (entities/index.ts says how).
 * Design and units: docs/data-model.md "Chronicle".
 */
import * as v from 'valibot';
import { PAGE_SIZES } from '../../../lib/contract/constants';
import { defineEntity } from '../entity';
import { counter, isoTimestamp } from './fields';

/** How many likers a post or comment keeps on itself (likeUsers; the count is exact regardless). */
export const CHRONICLE_LIKERS_KEPT = 10;
/** How many comments of a post carry the feed's index key (a feed page carries each post's first ones). */
export const CHRONICLE_FEED_COMMENTS = PAGE_SIZES.chronicleFeedComments;

const uuid = () => v.pipe(v.string(), v.uuid());
const id = () => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const seq = () => v.pipe(v.number(), v.integer(), v.minValue(1));
/**
 * How a person shows on a post, a comment or among its likers: a snapshot of their name and picture
 * (media key, null for the default), taken when they wrote or liked it and kept current by the stream
 * (streams/reactions/chronicle-faces.ts), so a page of the feed reads no profile.
 */
const face = () => v.object({ name: v.string(), pic: v.nullable(v.string()) });
export type ChronicleFace = v.InferOutput<ReturnType<typeof face>>;
/** up to CHRONICLE_LIKERS_KEPT people who like it, by uuid (a map in the table, `{}` when none) */
const likers = () => v.optional(v.record(v.string(), face()), {});
/**
 * The author's snapshot, and whether their account is closed (the feed leaves such items out; set by
 * the stream when the account is deactivated).
 */
const authorship = {
  authorUuid: uuid(),
  authorName: v.string(),
  authorPic: v.optional(v.nullable(v.string()), null),
  authorClosed: v.optional(v.boolean(), false),
};
/**
 * The feed's one counter: `top` is the position of the newest post. A post takes `top + 1` by an
 * atomic ADD; the feed reads it to turn an offset into a range of positions.
 */
export const ChronicleCounterEntity = /* @__PURE__ */ defineEntity({
  name: 'chronicleCounter',
  schema: () => v.object({ top: counter() }),
  pk: { prefix: 'CHRONICLE', parts: [] },
  sk: { prefix: 'COUNTER', parts: [] },
});

/** A post; gsi1 orders the whole feed by its position `seq` (newest = highest). */
export const ChroniclePostEntity = /* @__PURE__ */ defineEntity({
  name: 'chroniclePost',
  schema: () =>
    v.object({
      postId: id(),
      seq: seq(),
      ...authorship,
      /** plain text (tags stripped), '' for a media-only post */
      message: v.string(),
      /** the published media key (media/chronicle/…), or null */
      mediaKey: v.optional(v.nullable(v.string()), null),
      /** the usernames tagged, as they were spelled by the users when posted */
      mentioned: v.optional(v.array(v.string()), []),
      createdAt: isoTimestamp(),
      likeCount: counter(),
      commentCount: counter(),
      likers: likers(),
    }),
  pk: { prefix: 'POST', parts: ['postId'] },
  sk: { prefix: 'POST', parts: [] },
  gsi1: { pk: { prefix: 'CHRONICLE', parts: [] }, sk: { prefix: '', parts: [{ attr: 'seq', pad: 12 }] } },
  // everything one person wrote (AUTHOR#<uuid>), for the stream to keep their snapshots: keys only are read
  gsi3: { pk: { prefix: 'AUTHOR', parts: ['authorUuid'] }, sk: { prefix: 'P', parts: ['postId'] } },
  keyOnly: ['postId'],
});
export type ChroniclePost = v.InferOutput<typeof ChroniclePostEntity.schema>;

/**
 * A comment or a reply (replyToCommentId) under its post. The first CHRONICLE_FEED_COMMENTS of a
 * post also sit in gsi2 by the post's position, so one query reads the comments of a whole page.
 */
export const ChronicleCommentEntity = /* @__PURE__ */ defineEntity({
  name: 'chronicleComment',
  schema: () =>
    v.object({
      postId: id(),
      postSeq: seq(),
      /** time-sortable: epoch milliseconds (13 digits) then a random tail */
      commentId: id(),
      ...authorship,
      message: v.pipe(v.string(), v.minLength(1)),
      replyToCommentId: v.optional(v.nullable(id()), null),
      createdAt: isoTimestamp(),
      likeCount: counter(),
      likers: likers(),
      inFeed: v.optional(v.boolean(), true),
    }),
  pk: { prefix: 'POST', parts: ['postId'] },
  sk: { prefix: 'COMMENT', parts: ['commentId'] },
  gsi2: {
    pk: { prefix: 'FEEDCOMMENTS', parts: [] },
    sk: { prefix: '', parts: [{ attr: 'postSeq', pad: 12 }, 'commentId'] },
  },
  // the table keys ride along in every index: a short sort key is enough to find them
  gsi3: { pk: { prefix: 'AUTHOR', parts: ['authorUuid'] }, sk: { prefix: 'C', parts: ['commentId'] } },
  sparse: { gsi2: (comment) => comment.inFeed },
  // a page reads hundreds of comments: their ids live in the keys only
  keyOnly: ['postId', 'commentId'],
});
export type ChronicleComment = v.InferOutput<typeof ChronicleCommentEntity.schema>;

/**
 * One user's like of a post (`target` POST) or of a comment (`target` its commentId): under the post
 * (the like exists: the toggle's condition) and, through gsi1, under the user by the post's position
 * (which posts and comments of a page the caller likes: one query).
 */
export const ChronicleLikeEntity = /* @__PURE__ */ defineEntity({
  name: 'chronicleLike',
  schema: () =>
    v.object({
      postId: id(),
      postSeq: seq(),
      target: id(),
      uuid: uuid(),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'POST', parts: ['postId'] },
  sk: { prefix: 'LIKE', parts: ['target', 'uuid'] },
  gsi1: {
    pk: { prefix: 'LIKEDBY', parts: ['uuid'] },
    sk: { prefix: '', parts: [{ attr: 'postSeq', pad: 12 }, 'target'] },
  },
});
export type ChronicleLike = v.InferOutput<typeof ChronicleLikeEntity.schema>;

/**
 * A player tagged in a post or a comment (000 issue 11: "mentions reach the mentioned player as a
 * notification"): written once per recipient and post or comment (conditional put), newest first
 * through gsi2 (the General tab's mention items: data/mentions.ts, R8), kept 90 days. Read or not
 * comes from the recipient's `mentionNotiReadAt` on the profile (R9), not from the notice.
 */
export const ChronicleMentionEntity = /* @__PURE__ */ defineEntity({
  name: 'chronicleMention',
  schema: () =>
    v.object({
      uuid: uuid(),
      postId: id(),
      /** POST, or the commentId that mentions them */
      target: id(),
      byUuid: uuid(),
      excerpt: v.pipe(v.string(), v.maxLength(200)),
      createdAt: isoTimestamp(),
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'CHRONOTI', parts: ['postId', 'target'] },
  gsi2: {
    pk: { prefix: 'CHRONOTI', parts: ['uuid'] },
    sk: { prefix: '', parts: ['createdAt', 'postId', 'target'] },
  },
  ttl: (mention) => mention.expiresAt,
});
export type ChronicleMention = v.InferOutput<typeof ChronicleMentionEntity.schema>;
