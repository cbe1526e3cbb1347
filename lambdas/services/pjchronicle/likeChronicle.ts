/**
 * POST pjchronicle/pjchronicleaddlikes {uuid, chronicleId, chronicleCommentId} — toggles the caller's
 * like on a post (chronicleCommentId 0) or on one of its comments (000 §7; R5): liked when it was not,
 * taken back when it was; each user counts at most once per target however often or concurrently the
 * call comes. The target must exist and be visible (404 when missing or its author is blocked either
 * way, or closed). Answers the count after and whether the caller now likes it. Liking your own post
 * or comment is refused (000 §5 "may not like their own content"): 403 `ownLike`, nothing written.
 */
import { OWN_CHRONICLE_LIKE_REFUSED } from '../../../lib/contract/constants';
import { NotFoundError } from '../../core/errors';
import { OwnLikeError } from '../../domain/chat';
import { faceOf, isShown } from '../../domain/chronicle';
import type { OperationFor } from '../../http/service';
import { POST_TARGET } from '../../data/chronicle';
import { audienceOf } from '../../domain/people';

export const likeChronicle: OperationFor<
  'likeChronicle',
  'getChroniclePost' | 'getChronicleComment' | 'toggleChronicleLike' | 'getBlockRelations'
> = async ({ caller, body, deps }) => {
  const commentId =
    body.chronicleCommentId === 0 || body.chronicleCommentId === '0' ? null : body.chronicleCommentId;
  const [post, comment, relations, liker] = await Promise.all([
    deps.data.getChroniclePost(body.chronicleId),
    commentId ? deps.data.getChronicleComment(body.chronicleId, commentId) : undefined,
    deps.data.getBlockRelations(caller.uuid),
    caller.profile(),
  ]);
  if (!liker) throw new NotFoundError('profile not found');
  const hidden = audienceOf(caller.uuid, relations).hidden;
  if (!post || !isShown(post, { hidden })) throw new NotFoundError('post not found');
  if (commentId && (!comment || !isShown(comment, { hidden }))) {
    throw new NotFoundError('comment not found');
  }
  if ((comment ?? post).authorUuid === caller.uuid) throw new OwnLikeError(OWN_CHRONICLE_LIKE_REFUSED);
  return deps.data.toggleChronicleLike(
    { postId: post.postId, postSeq: post.seq, target: commentId ?? POST_TARGET },
    { uuid: caller.uuid, ...faceOf(liker) },
    deps.clock.now(),
  );
};
