/**
 * The chronicle feed: posts, comments, likes, uploads (000 §7 pjchronicle). How the shapes are built,
 * and why each is lazy and pure: index.ts.
 */
import * as v from 'valibot';
import { once } from '../lazy';
import { count, dataOf, timestamp } from './fields';

/** Someone who liked a post or comment (000 §3 likeUsers[{name, profileImage}]). */
export const likeUser = /* @__PURE__ */ once(() => v.object({ name: v.string(), profileImage: v.string() }));
type LikeUser = v.InferOutput<ReturnType<typeof likeUser>>;

/**
 * A chronicle comment (000 §3), replies nested to any depth. Written as a type too, because a
 * schema that contains itself needs its type named before it is built.
 */
export interface ChronicleComment {
  commentId: string;
  postId: string;
  commentAuthor: string;
  commentProfilePicLink: string;
  commentMessage: string;
  commentCreated: string;
  commentLikeCount: number;
  likeUsers: LikeUser[];
  replies: ChronicleComment[];
}
export const chronicleComment: () => v.GenericSchema<ChronicleComment> = /* @__PURE__ */ once(() =>
  v.object({
    commentId: v.string(),
    postId: v.string(),
    commentAuthor: v.string(),
    commentProfilePicLink: v.string(),
    commentMessage: v.string(),
    commentCreated: timestamp(),
    commentLikeCount: count(),
    likeUsers: v.array(likeUser()),
    replies: v.array(v.lazy(() => chronicleComment())),
  }),
);

/**
 * A chronicle post (000 §3): mediaURL null for a text post, mentioned the tagged usernames. In the feed
 * `comments` holds the post's first PAGE_SIZES.chronicleFeedComments comments; `commentCount` (ours)
 * says how many it has, and pjchroniclegetcomments answers the whole thread.
 */
export const chroniclePost = /* @__PURE__ */ once(() =>
  v.object({
    postId: v.string(),
    postAuthor: v.string(),
    profilePicLink: v.string(),
    message: v.string(),
    mediaURL: v.nullable(v.string()),
    mentioned: v.array(v.string()),
    created: timestamp(),
    comments: v.array(chronicleComment()),
    commentCount: count(),
    likeCount: count(),
    likeUsers: v.array(likeUser()),
  }),
);
/** A page of the feed (000 §7 pjchroniclegetpost "returns data[]"). */
export const chroniclePage = /* @__PURE__ */ once(() => dataOf(chroniclePost()));
/** One post's comments as a tree (ours: pjchroniclegetcomments). */
export const chronicleThread = /* @__PURE__ */ once(() => dataOf(chronicleComment()));

/** A like toggled on a post or comment: the count after it, and whether the caller now likes it. */
export const likeToggled = /* @__PURE__ */ once(() => v.object({ likeCount: count(), isLiked: v.boolean() }));

/** A presigned upload address (000 §7 pjchronicleaddmedia "returns {url}"). */
export const uploadAddress = /* @__PURE__ */ once(() => v.object({ url: v.string() }));
