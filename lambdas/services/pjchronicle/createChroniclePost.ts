/**
 * POST pjchronicle/pjchroniclecreatepost {uuid, message, mediaURL, mentioned} — a new post of the
 * caller (000 §7; R2). The text is kept plain (tags stripped, trimmed); media or non-blank text is
 * required (400 EmptyText, the errorMsg3 case). A mediaURL must name an upload of the caller's own
 * (400 NotYourUpload); the object must exist (404), be at most 50 MB (413) and its first bytes an
 * allowed type of the type it was uploaded as (400): checked before anything is written, so a refused
 * post leaves nothing. The accepted file is published under media/chronicle/<postId>.<ext>. Then the
 * post takes the next feed position and is stored. Mentioned names that are real, reachable players
 * are kept (as spelled now) and notified once; the others are dropped.
 */
import { randomUUID } from 'node:crypto';
import {
  chronicleText,
  EmptyChronicleTextError,
  NotYourUploadError,
  ownChronicleUploadKey,
  presentPost,
  publishedChronicleKey,
} from '../../domain/chronicle';
import { NotFoundError } from '../../core/errors';
import type { OperationFor } from '../../http/service';
import { checkChronicleUpload, publishChronicleUpload } from '../../media/chronicle-media';
import { notifyMentions, resolveMentions } from './mentions';
import { audienceOf } from '../../domain/people';

export const createChroniclePost: OperationFor<
  'createChroniclePost',
  | 'takeChronicleSeq'
  | 'putChroniclePost'
  | 'getBlockRelations'
  | 'getUuidsByUserNames'
  | 'getProfiles'
  | 'putChronicleMention'
> = async ({ caller, body, deps }) => {
  const message = chronicleText(body.message);
  const reference = body.mediaURL?.trim() ? body.mediaURL.trim() : null;
  if (message === '' && reference === null) throw new EmptyChronicleTextError('a post needs media or text');
  const uploadKey = reference === null ? undefined : ownChronicleUploadKey(reference, caller.uuid);
  if (reference !== null && uploadKey === undefined) {
    throw new NotYourUploadError('the media is not an upload of yours');
  }
  const author = await caller.profile();
  if (!author) throw new NotFoundError('profile not found');
  const relations = await deps.data.getBlockRelations(caller.uuid);
  const hidden = audienceOf(caller.uuid, relations).hidden;
  const mentioned = await resolveMentions(body.mentioned, caller.uuid, hidden, deps.data);

  const postId = randomUUID();
  let mediaKey: string | null = null;
  if (uploadKey) {
    const checked = await checkChronicleUpload(uploadKey);
    mediaKey = publishedChronicleKey(postId, uploadKey);
    await publishChronicleUpload(checked.heldKey, mediaKey, checked.contentType);
  }
  const seq = await deps.data.takeChronicleSeq();
  const post = await deps.data.putChroniclePost({
    postId,
    seq,
    authorUuid: caller.uuid,
    authorName: author.userName,
    authorPic: author.profilePicKey ?? null,
    message,
    mediaKey,
    mentioned: mentioned.map((person) => person.userName),
    createdAt: deps.clock.now().toISOString(),
  });
  await notifyMentions(mentioned, { byUuid: caller.uuid, postId, target: 'POST', text: message }, deps);
  return presentPost(post, [], { hidden: new Set() }, deps.media.url);
};
