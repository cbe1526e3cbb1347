/**
 * GET pjchronicle/pjchroniclegetcomments?chronicleId — one post's comments as a tree, oldest first
 * (ours, beyond 000 §7: a feed page carries each post's first PAGE_SIZES.chronicleFeedComments; R4b).
 * The post must be visible to the caller (404 when missing, its author blocked either way or closed);
 * comments of such people are left out with their replies. Answers the first PAGE_SIZES.chronicleThread
 * comments. Cost: the post (0.5 RCU), the thread (one query, ≈ 0.6 KB a comment: ≤ 15 RCU for 200),
 * the caller's likes on it (one query) and their block relations.
 */
import { PAGE_SIZES } from '../../../lib/contract/constants';
import { NotFoundError } from '../../core/errors';
import { faceOf, isShown, presentThread, type Visibility } from '../../domain/chronicle';
import type { OperationFor } from '../../http/service';
import { audienceOf } from '../../domain/people';

export const listChronicleComments: OperationFor<
  'listChronicleComments',
  'getChroniclePost' | 'listChronicleThread' | 'listChronicleLikedAmong' | 'getBlockRelations'
> = async ({ caller, query, deps }) => {
  const [post, comments, relations, profile] = await Promise.all([
    deps.data.getChroniclePost(query.chronicleId),
    deps.data.listChronicleThread(query.chronicleId, PAGE_SIZES.chronicleThread),
    deps.data.getBlockRelations(caller.uuid),
    caller.profile(),
  ]);
  if (!profile) throw new NotFoundError('profile not found');
  const visibility: Visibility = { hidden: audienceOf(caller.uuid, relations).hidden };
  if (!post || !isShown(post, visibility)) throw new NotFoundError('post not found');
  const liked = await deps.data.listChronicleLikedAmong(caller.uuid, post.seq, post.seq);
  const reader = { uuid: caller.uuid, face: faceOf(profile), liked };
  return { data: presentThread(post.postId, comments, reader, visibility, deps.media.url) };
};
