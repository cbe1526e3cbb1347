/**
 * The chronicle feed as a resource (000 §3 "Chronicle post", "Chronicle comment", §4 "Chronicle", §7
 * pjchronicle; lib/contract/routes/pjchronicle.ts):
 *
 * - the feed, newest first, in pages of 50 (`listChroniclePosts` limit/offset), one SWR-infinite key a
 *   page, read one after another until a page comes back shorter than 50 (or the contract's deepest
 *   offset is reached);
 * - likes on posts (`chronicleCommentId` 0) and comments (`likeChronicle`): the like shows at once
 *   (count and the caller among the likers), the server's answer sets the count it holds, and a failed
 *   call puts the item back as it was. A second press while the first is on its way is ignored, so a
 *   double click never sends two toggles;
 * - comments and replies (`commentOnChronicle`, `replyToChronicleId` for a reply): added to the post or
 *   under the comment they answer once the server has them, each one adding one to the post's
 *   `commentCount`;
 * - a post's whole thread (`listChronicleComments`): the feed carries only a post's first
 *   PAGE_SIZES.chronicleFeedComments comments and its `commentCount`; the thread (its first
 *   PAGE_SIZES.chronicleThread comments) replaces them. Comments the caller added here that the thread
 *   does not hold yet stay, and so do the likes of comments whose like is on its way;
 * - a new post (from the Add modal) put at the top of the first page.
 *
 * Local edits do not read the pages again (that would read every page read so far); the next visit does.
 */
import { useCallback, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { PAGE_SIZES } from '../../../../lib/contract/constants';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import type { ChronicleComment } from '../../../../lib/contract/responses';
import { ApiError, callApi, type ApiClientError } from '../../lib/api';
import { report } from '../../lib/errors';
import { sameUserName } from '../../../../lib/contract/user-names';
import { apiFetcher, apiKey, isExpectedFailure, type ApiKey } from '../swr-config';

export type { ChronicleComment };
export type ChroniclePage = AnswerOf<'listChroniclePosts'>;
export type ChroniclePost = ChroniclePage['data'][number];
export type LikeUser = ChroniclePost['likeUsers'][number];

export const CHRONICLE_PAGE_SIZE = PAGE_SIZES.chronicle;
/** The most comments a post's thread (`listChronicleComments`) answers. */
export const CHRONICLE_THREAD_CAP = PAGE_SIZES.chronicleThread;

/** The key of page `index`; null once the previous page came back short (the end) or past the deepest offset. */
export function chroniclePageKey(
  index: number,
  previous: ChroniclePage | null,
): ApiKey<'listChroniclePosts'> | null {
  if (previous && (previous.data?.length ?? 0) < CHRONICLE_PAGE_SIZE) return null;
  const offset = index * CHRONICLE_PAGE_SIZE;
  if (offset > PAGE_SIZES.chronicleMaxOffset) return null;
  return apiKey('listChroniclePosts', { limit: CHRONICLE_PAGE_SIZE, offset });
}

// ── Pure edits of the pages ──────────────────────────────────────────────────

/** What a like changes on a post or a comment. */
export interface Likes {
  likeCount: number;
  likeUsers: LikeUser[];
}

/** How a like ended: the server has it, it failed, or it was refused as a like of your own content (000 §5). */
export type LikeOutcome = 'saved' | 'failed' | 'ownLike';

/** Whether `userName` is among the likers. */
export function likedBy(likes: Pick<Likes, 'likeUsers'>, userName: string | null): boolean {
  return userName !== null && likes.likeUsers.some((user) => sameUserName(user.name, userName));
}

/** The likes with `userName` in (liked) or out, and the count moved by one accordingly (never below 0). */
export function withLike(likes: Likes, userName: string, picture: string, liked: boolean): Likes {
  const was = likedBy(likes, userName);
  if (was === liked) return likes;
  return liked
    ? {
        likeCount: likes.likeCount + 1,
        likeUsers: [...likes.likeUsers, { name: userName, profileImage: picture }],
      }
    : {
        likeCount: Math.max(0, likes.likeCount - 1),
        likeUsers: likes.likeUsers.filter((user) => !sameUserName(user.name, userName)),
      };
}

/** The comments with `commentId` (at any depth) changed by `change`. */
export function mapComment(
  comments: ChronicleComment[],
  commentId: string,
  change: (comment: ChronicleComment) => ChronicleComment,
): ChronicleComment[] {
  let changed = false;
  const next = comments.map((comment) => {
    if (comment.commentId === commentId) {
      changed = true;
      return change(comment);
    }
    const replies = mapComment(comment.replies, commentId, change);
    if (replies === comment.replies) return comment;
    changed = true;
    return { ...comment, replies };
  });
  return changed ? next : comments;
}

/** The comment `commentId` at any depth, or null. */
export function findComment(comments: ChronicleComment[], commentId: string): ChronicleComment | null {
  for (const comment of comments) {
    if (comment.commentId === commentId) return comment;
    const found = findComment(comment.replies, commentId);
    if (found) return found;
  }
  return null;
}

/** How many comments a list holds, replies included. */
export function countComments(comments: ChronicleComment[]): number {
  return comments.reduce((total, comment) => total + 1 + countComments(comment.replies), 0);
}

/** Whether the post has comments the feed did not bring: its thread is then to be read. */
export function hasUnloadedComments(post: ChroniclePost): boolean {
  return post.commentCount > countComments(post.comments);
}

/** The pages with post `postId` changed by `change`. */
export function mapPost(
  pages: ChroniclePage[] | undefined,
  postId: string,
  change: (post: ChroniclePost) => ChroniclePost,
): ChroniclePage[] | undefined {
  return pages?.map((page) =>
    page.data.some((post) => post.postId === postId)
      ? { ...page, data: page.data.map((post) => (post.postId === postId ? change(post) : post)) }
      : page,
  );
}

/** The likes of a post (commentId null) or of one of its comments, changed by `change`. */
function mapLikes(
  pages: ChroniclePage[] | undefined,
  postId: string,
  commentId: string | null,
  change: (likes: Likes) => Likes,
): ChroniclePage[] | undefined {
  return mapPost(pages, postId, (post) => {
    if (commentId === null) {
      const likes = change({ likeCount: post.likeCount, likeUsers: post.likeUsers });
      return { ...post, ...likes };
    }
    return {
      ...post,
      comments: mapComment(post.comments, commentId, (comment) => {
        const likes = change({ likeCount: comment.commentLikeCount, likeUsers: comment.likeUsers });
        return { ...comment, commentLikeCount: likes.likeCount, likeUsers: likes.likeUsers };
      }),
    };
  });
}

/** The pages with `comment` added: under the comment it replies to, or at the end of its post's comments. */
export function withComment(
  pages: ChroniclePage[] | undefined,
  postId: string,
  comment: ChronicleComment,
  replyTo: string | null,
): ChroniclePage[] | undefined {
  return mapPost(pages, postId, (post) => ({
    ...post,
    commentCount: post.commentCount + 1,
    comments:
      replyTo === null
        ? [...post.comments, comment]
        : mapComment(post.comments, replyTo, (parent) => ({
            ...parent,
            replies: [...parent.replies, comment],
          })),
  }));
}

/** What of the comments held before a thread arrived outlives it. */
export interface ThreadKeep {
  /** comments the caller added here: kept when the thread does not hold them (yet) */
  added?: ReadonlySet<string>;
  /** comments whose like is on its way: their likes stay as shown until the server answers */
  liking?: ReadonlySet<string>;
}

/** Each comment of the list, depth first, with the id of the comment it replies to (null at the top). */
function* walk(
  comments: ChronicleComment[],
  parent: string | null = null,
): Generator<[ChronicleComment, string | null]> {
  for (const comment of comments) {
    yield [comment, parent];
    yield* walk(comment.replies, comment.commentId);
  }
}

/**
 * The pages with post `postId`'s comments replaced by its whole `thread`. Comments in `keep.added` the
 * thread does not hold are put back (at the end, or under the comment they answer when the thread holds
 * it); comments in `keep.liking` keep their likes. `commentCount` becomes what the thread counts, or
 * stays higher when the thread came back capped.
 */
export function withThread(
  pages: ChroniclePage[] | undefined,
  postId: string,
  thread: ChronicleComment[],
  keep: ThreadKeep = {},
): ChroniclePage[] | undefined {
  return mapPost(pages, postId, (post) => {
    let comments = thread;
    for (const [held] of walk(post.comments)) {
      if (!keep.liking?.has(held.commentId)) continue;
      comments = mapComment(comments, held.commentId, (comment) => ({
        ...comment,
        commentLikeCount: held.commentLikeCount,
        likeUsers: held.likeUsers,
      }));
    }
    for (const [held, parent] of walk(post.comments)) {
      if (!keep.added?.has(held.commentId) || findComment(comments, held.commentId)) continue;
      if (parent === null) comments = [...comments, held];
      else
        comments = mapComment(comments, parent, (comment) => ({
          ...comment,
          replies: [...comment.replies, held],
        }));
    }
    const read = countComments(thread);
    const total = countComments(comments);
    return {
      ...post,
      comments,
      commentCount: read >= CHRONICLE_THREAD_CAP ? Math.max(post.commentCount, total) : total,
    };
  });
}

/** The posts of the pages read so far, each once (a post added at the top shifts the later offsets by one). */
export function postsOf(pages: ChroniclePage[] | undefined): ChroniclePost[] | undefined {
  if (!pages) return undefined;
  const seen = new Set<string>();
  const posts: ChroniclePost[] = [];
  for (const post of pages.flatMap((page) => page?.data ?? [])) {
    if (seen.has(post.postId)) continue;
    seen.add(post.postId);
    posts.push(post);
  }
  return posts;
}

// ── The hook ─────────────────────────────────────────────────────────────────

export interface ChronicleViewer {
  uuid: string;
  /** the caller's username (null when the session values hold none: likes then count without a name) */
  userName: string | null;
  /** the caller's picture link, shown among the likers until the server's list comes */
  picture: string;
}

/** The feed's pages and the edits made on them. */
export function useChronicleFeed(viewer: ChronicleViewer) {
  const pages = useSWRInfinite<ChroniclePage, ApiClientError>(
    chroniclePageKey,
    apiFetcher as (key: ApiKey) => Promise<ChroniclePage>,
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const { mutate } = pages;
  const pending = useRef(new Set<string>());
  /** the comments the caller added in this feed (kept when a thread read just before comes back) */
  const added = useRef(new Set<string>());
  const { uuid, userName, picture } = viewer;

  /** Toggles the caller's like; resolves 'saved' once the server has it, else why not (rolled back). */
  const toggleLike = useCallback(
    async (postId: string, commentId: string | null): Promise<LikeOutcome> => {
      const target = `${postId}/${commentId ?? 0}`;
      if (pending.current.has(target)) return 'saved';
      pending.current.add(target);
      let before: Likes | null = null;
      const name = userName ?? '';
      try {
        await mutate(
          (current) =>
            mapLikes(current, postId, commentId, (likes) => {
              before = likes;
              return withLike(likes, name, picture, !likedBy(likes, name));
            }),
          { revalidate: false },
        );
        const answer = await callApi('likeChronicle', {
          uuid,
          chronicleId: postId,
          chronicleCommentId: commentId ?? 0,
        });
        await mutate(
          (current) =>
            mapLikes(current, postId, commentId, (likes) => ({
              ...withLike(likes, name, picture, answer.isLiked),
              likeCount: answer.likeCount,
            })),
          { revalidate: false },
        );
        return 'saved';
      } catch (error) {
        const restore = before as Likes | null;
        if (restore) {
          await mutate((current) => mapLikes(current, postId, commentId, () => restore), {
            revalidate: false,
          });
        }
        if (error instanceof ApiError && error.body?.type === 'ownLike') return 'ownLike';
        if (!isExpectedFailure(error)) report(error, { where: 'api:likeChronicle' });
        return 'failed';
      } finally {
        pending.current.delete(target);
      }
    },
    [mutate, uuid, userName, picture],
  );

  /** Comments on a post, or replies to comment `replyTo`; resolves true once the server has it. */
  const addComment = useCallback(
    async (postId: string, message: string, replyTo: string | null): Promise<boolean> => {
      try {
        const comment = await callApi('commentOnChronicle', {
          uuid,
          chronicleId: postId,
          message,
          replyToChronicleId: replyTo,
        });
        added.current.add(comment.commentId);
        await mutate((current) => withComment(current, postId, comment, replyTo), { revalidate: false });
        return true;
      } catch (error) {
        if (!isExpectedFailure(error)) report(error, { where: 'api:commentOnChronicle' });
        return false;
      }
    },
    [mutate, uuid],
  );

  /** Reads post `postId`'s whole thread into the feed; resolves true once it is there, false when it failed. */
  const loadThread = useCallback(
    async (postId: string): Promise<boolean> => {
      try {
        const answer = await callApi('listChronicleComments', { chronicleId: postId });
        await mutate(
          (current) => {
            const prefix = `${postId}/`;
            const liking = new Set(
              [...pending.current]
                .filter((target) => target.startsWith(prefix))
                .map((target) => target.slice(prefix.length)),
            );
            return withThread(current, postId, answer.data, { added: added.current, liking });
          },
          { revalidate: false },
        );
        return true;
      } catch (error) {
        if (!isExpectedFailure(error)) report(error, { where: 'api:listChronicleComments' });
        return false;
      }
    },
    [mutate],
  );

  /** Puts a post just created at the top of the feed. */
  const addPost = useCallback(
    async (post: ChroniclePost) => {
      await mutate(
        (current) => {
          if (!current || current.length === 0) return [{ data: [post] }];
          const [first, ...rest] = current;
          return [{ ...first!, data: [post, ...first!.data] }, ...rest];
        },
        { revalidate: false },
      );
    },
    [mutate],
  );

  const posts = useMemo(() => postsOf(pages.data), [pages.data]);
  const last = pages.data?.at(-1);
  const hasMore =
    last !== undefined && chroniclePageKey(pages.data!.length, last) !== null && (last.data?.length ?? 0) > 0;
  return {
    posts,
    error: pages.error,
    isLoading: pages.isLoading,
    hasMore,
    /** a next page was asked for and has not arrived */
    loadingMore: pages.data !== undefined && pages.size > pages.data.length && !pages.error,
    loadMore: () => void pages.setSize((size) => size + 1),
    retry: () => void mutate(),
    toggleLike,
    addComment,
    loadThread,
    addPost,
  };
}
