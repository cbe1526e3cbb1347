/**
 * GET pjchronicle/pjchroniclegetpost?limit&offset — a page of the feed, newest first (000 §7; R1):
 * the counter gives the newest feed position, the page is one bounded query of the positions
 * (top − offset − limit − FEED_FILL, top − offset] (so a deep offset costs what the first page does),
 * then in parallel the page's feed comments (one query), the caller's likes on the page (one query),
 * the people shown (one batch) and the caller's block relations. Posts, comments and likers of people
 * blocked either way or of closed accounts are left out. The caller shows among likeUsers whenever
 * they like a post or comment (the answer has no isLiked).
 */
import {
  feedRange,
  FEED_FILL,
  nestComments,
  peopleOfPage,
  presentPost,
  type Visibility,
} from '../../domain/chronicle';
import type { OperationFor } from '../../http/service';
import type { Profile } from '../../data';
import { POST_TARGET } from '../../data/chronicle';

export const listChroniclePosts: OperationFor<
  'listChroniclePosts',
  | 'getChronicleTop'
  | 'listChroniclePostsBetween'
  | 'listChronicleCommentsBetween'
  | 'listChronicleLikedAmong'
  | 'getProfiles'
  | 'getBlockRelations'
> = async ({ caller, query, deps }) => {
  const top = await deps.data.getChronicleTop();
  const { low, high } = feedRange(top, query.offset, query.limit);
  const [posts, relations] = await Promise.all([
    deps.data.listChroniclePostsBetween(low, high, query.limit + FEED_FILL),
    deps.data.getBlockRelations(caller.uuid),
  ]);
  const hidden = new Set([...relations.blocked, ...relations.blockedBy]);
  const shown = posts.filter((post) => !hidden.has(post.authorUuid)).slice(0, query.limit);
  if (shown.length === 0) return { data: [] };
  const pageLow = shown.at(-1)!.seq;
  const pageHigh = shown[0]!.seq;
  const [comments, liked] = await Promise.all([
    deps.data.listChronicleCommentsBetween(pageLow, pageHigh),
    deps.data.listChronicleLikedAmong(caller.uuid, pageLow, pageHigh),
  ]);
  const onPage = new Set(shown.map((post) => post.postId));
  const pageComments = comments.filter((comment) => onPage.has(comment.postId));
  const uuids = [...new Set([...peopleOfPage(shown, pageComments), caller.uuid])].filter(
    (uuid) => !hidden.has(uuid),
  );
  const profiles = await deps.data.getProfiles(uuids);
  const people = new Map<string, Profile>(
    profiles.filter((profile) => profile.active).map((profile) => [profile.uuid, profile]),
  );
  const visibility: Visibility = { people, liked };
  const url = deps.media.url;
  const withCaller = (likers: string[], postId: string, target: string): string[] =>
    liked.has(`${postId}#${target}`) && !likers.includes(caller.uuid) ? [caller.uuid, ...likers] : likers;

  const data = shown.flatMap((post) => {
    const author = people.get(post.authorUuid);
    if (!author) return [];
    const own = pageComments
      .filter((comment) => comment.postId === post.postId)
      .map((comment) => ({ ...comment, likers: withCaller(comment.likers, post.postId, comment.commentId) }));
    return [
      presentPost(
        { ...post, likers: withCaller(post.likers, post.postId, POST_TARGET) },
        author,
        nestComments(own, visibility, url),
        visibility,
        url,
      ),
    ];
  });
  return { data };
};
