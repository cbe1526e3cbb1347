/**
 * GET pjchronicle/pjchroniclegetpost?limit&offset — a page of the feed, newest first (000 §7; R1):
 * the counter gives the newest feed position, the page is one bounded query of the positions
 * (top − offset − limit − FEED_FILL, top − offset] (so a deep offset costs what the first page does),
 * then in parallel the page's feed comments (each post's first PAGE_SIZES.chronicleFeedComments, one
 * query; pjchroniclegetcomments answers a whole thread) and the caller's likes on the page (one
 * query). Names and pictures are the items' own snapshots (kept by the stream), so no profile is read.
 * Posts, comments and likers of people blocked either way, and posts and comments of closed accounts,
 * are left out, and so are such people among a post's `mentioned` (the holders of the page's distinct
 * mentioned names: one BatchGet of their username items, 0.5 RCU a name). The caller shows among likeUsers whenever they like a post or comment (the answer has
 * no isLiked).
 */
import {
  faceOf,
  feedRange,
  FEED_FILL,
  hiddenMentions,
  isShown,
  presentPost,
  presentThread,
  withReaderLike,
  type Visibility,
} from '../../domain/chronicle';
import { NotFoundError } from '../../core/errors';
import type { OperationFor } from '../../http/service';
import type { ChronicleComment } from '../../data';
import { POST_TARGET } from '../../data/chronicle';
import { audienceOf } from '../../domain/people';

export const listChroniclePosts: OperationFor<
  'listChroniclePosts',
  | 'getChronicleTop'
  | 'listChroniclePostsBetween'
  | 'listChronicleCommentsBetween'
  | 'listChronicleLikedAmong'
  | 'getBlockRelations'
  | 'getUserNameOwners'
> = async ({ caller, query, deps }) => {
  const top = await deps.data.getChronicleTop();
  const { low, high } = feedRange(top, query.offset, query.limit);
  const [posts, relations, profile] = await Promise.all([
    deps.data.listChroniclePostsBetween(low, high, query.limit + FEED_FILL),
    deps.data.getBlockRelations(caller.uuid),
    caller.profile(),
  ]);
  if (!profile) throw new NotFoundError('profile not found');
  const audience = audienceOf(caller.uuid, relations);
  const shown = posts.filter((post) => isShown(post, audience)).slice(0, query.limit);
  if (shown.length === 0) return { data: [] };
  const pageLow = shown.at(-1)!.seq;
  const pageHigh = shown[0]!.seq;
  const [comments, liked, owners] = await Promise.all([
    deps.data.listChronicleCommentsBetween(pageLow, pageHigh),
    deps.data.listChronicleLikedAmong(caller.uuid, pageLow, pageHigh),
    deps.data.getUserNameOwners(shown.flatMap((post) => post.mentioned)),
  ]);
  const visibility: Visibility = {
    hidden: audience.hidden,
    hiddenNames: hiddenMentions(owners, audience.hides),
  };
  const reader = { uuid: caller.uuid, face: faceOf(profile), liked };
  const byPost = new Map<string, ChronicleComment[]>();
  for (const comment of comments)
    byPost.set(comment.postId, [...(byPost.get(comment.postId) ?? []), comment]);
  const url = deps.media.url;
  const data = shown.map((post) =>
    presentPost(
      withReaderLike(post, post.postId, POST_TARGET, reader),
      presentThread(post.postId, byPost.get(post.postId) ?? [], reader, visibility, url),
      visibility,
      url,
    ),
  );
  return { data };
};
