/**
 * POST pjchronicle/pjchronicleaddcomment {uuid, chronicleId, message, replyToChronicleId} — a comment
 * on a post, or a reply to one of its comments (000 §7; R3). Plain text (tags stripped, trimmed), not
 * blank (400 EmptyText), at most 2,500 characters (schema). The post (and the comment replied to, of
 * that post) must exist and be visible to the caller: 404 when missing, when its author is blocked
 * either way or closed (the items' `authorClosed`, set by the stream). Names the text mentions (@name) that are real, reachable players are notified
 * once.
 */
import { mentionedNames } from '../../../lib/contract/rules';
import { chronicleText, EmptyChronicleTextError, presentComment } from '../../domain/chronicle';
import { NotFoundError } from '../../core/errors';
import type { OperationFor } from '../../http/service';
import { notifyMentions, resolveMentions } from './mentions';
import { audienceOf } from '../../domain/people';

export const commentOnChronicle: OperationFor<
  'commentOnChronicle',
  | 'getChroniclePost'
  | 'getChronicleComment'
  | 'putChronicleComment'
  | 'getBlockRelations'
  | 'getUuidsByUserNames'
  | 'getProfiles'
  | 'putChronicleMention'
> = async ({ caller, body, deps }) => {
  const message = chronicleText(body.message);
  if (message === '') throw new EmptyChronicleTextError('a comment needs text');
  const replyTo = body.replyToChronicleId?.trim() ? body.replyToChronicleId.trim() : null;
  const [post, parent, relations, author] = await Promise.all([
    deps.data.getChroniclePost(body.chronicleId),
    replyTo ? deps.data.getChronicleComment(body.chronicleId, replyTo) : undefined,
    deps.data.getBlockRelations(caller.uuid),
    caller.profile(),
  ]);
  if (!author) throw new NotFoundError('profile not found');
  const hidden = audienceOf(caller.uuid, relations).hidden;
  const notFound = () => new NotFoundError('post not found');
  if (!post || hidden.has(post.authorUuid)) throw notFound();
  if (replyTo && (!parent || hidden.has(parent.authorUuid))) {
    throw new NotFoundError('comment not found');
  }
  if (post.authorClosed) throw notFound();
  if (parent?.authorClosed) throw new NotFoundError('comment not found');

  const comment = await deps.data.putChronicleComment(
    {
      postId: post.postId,
      postSeq: post.seq,
      authorUuid: caller.uuid,
      authorName: author.userName,
      authorPic: author.profilePicKey ?? null,
      message,
      replyToCommentId: replyTo,
    },
    post.commentCount,
    deps.clock.now(),
  );
  const mentioned = await resolveMentions(mentionedNames(message), caller.uuid, hidden, deps.data);
  await notifyMentions(
    mentioned,
    { byUuid: caller.uuid, postId: post.postId, target: comment.commentId, text: message },
    deps,
  );
  return presentComment(comment, { hidden: new Set() }, deps.media.url);
};
