/**
 * The chronicle's rules, free of AWS: media keys (an upload of the caller's own, the published key),
 * the feed's page → range of feed positions, text, comments nested into replies, and the answer
 * shapes (000 §3 Chronicle post / comment). docs/data-model.md "Chronicle".
 */
import { randomBytes } from 'node:crypto';
import { LIMITS } from '../../lib/contract/constants';
import { plainMessageText } from '../../lib/contract/rules';
import { foldCase } from '../../lib/contract/user-names';
import type { ChronicleComment as CommentAnswer } from '../../lib/contract/responses';
import { BadRequestError, defineErrorType } from '../core/errors';
import type { ChronicleComment, ChronicleFace, ChroniclePost, Profile } from '../data';
import { mediaKey } from './media';
import { pictureUrl } from './views';

/** Uploads wait here (outside `media/`, so never served) until a post takes them; a bucket rule expires them after a day. */
export const CHRONICLE_UPLOADS_FOLDER = 'uploads/chronicle';
/** Where a posted file is published (served at /media/chronicle/…). */
export const CHRONICLE_MEDIA_FOLDER = 'media/chronicle';
/** Feed positions read past a page to fill it when some are missing (a failed post) or hidden (blocks, closed accounts). */
export const FEED_FILL = 10;

/** A media file the chronicle does not take (type or name). */
export class UnsupportedMediaError extends BadRequestError {}
defineErrorType(UnsupportedMediaError, 'UnsupportedMedia');
/** A post or comment with nothing to show once tags are stripped (000 §5 errorMsg3). */
export class EmptyChronicleTextError extends BadRequestError {}
defineErrorType(EmptyChronicleTextError, 'EmptyText');
/** A media reference that is not an upload of the caller's own. */
export class NotYourUploadError extends BadRequestError {}
defineErrorType(NotYourUploadError, 'NotYourUpload');

const STORED_EXTENSION: ReadonlyMap<string, string> = new Map([
  ['jpeg', 'jpg'],
  ['jpg', 'jpg'],
  ['png', 'png'],
  ['gif', 'gif'],
  ['mp4', 'mp4'],
  ['mov', 'mov'],
  ['webm', 'webm'],
]);
const TYPE_OF_EXTENSION: ReadonlyMap<string, string> = new Map([
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['gif', 'image/gif'],
  ['mp4', 'video/mp4'],
  ['mov', 'video/quicktime'],
  ['webm', 'video/webm'],
]);
const ALLOWED = new Set<string>([...LIMITS.chronicleImageExtensions, ...LIMITS.chronicleVideoExtensions]);

/**
 * The stored extension of an upload named `fileName` of `fileType`: the name must end in one of the
 * allowed extensions (jpeg, jpg, png, gif, mp4, mov, webm) of that very type.
 */
export function chronicleUploadExtension(fileName: string, fileType: string): string {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  const stored = ALLOWED.has(extension) ? STORED_EXTENSION.get(extension) : undefined;
  if (!stored || !fileName.includes('.')) {
    throw new UnsupportedMediaError(
      'media must be a jpeg, jpg, png or gif image or an mp4, mov or webm video',
    );
  }
  if (TYPE_OF_EXTENSION.get(stored) !== fileType) {
    throw new UnsupportedMediaError(`a .${extension} file is not of type ${fileType}`);
  }
  return stored;
}

/** The Content-Type of a stored chronicle extension. */
export const chronicleContentType = (extension: string): string =>
  TYPE_OF_EXTENSION.get(extension) ?? 'application/octet-stream';

/** The key a new upload of the caller goes to: uploads/chronicle/<uuid>/<random id>.<ext>. */
export function newChronicleUploadKey(
  uuid: string,
  extension: string,
  uploadId = randomBytes(12).toString('base64url'),
): string {
  return `${CHRONICLE_UPLOADS_FOLDER}/${uuid.toLowerCase()}/${uploadId}.${extension}`;
}

/**
 * The upload key a post's `mediaURL` names (the key itself, or the presigned URL with or without its
 * query) when it is an upload of `uuid`'s own; undefined otherwise.
 */
export function ownChronicleUploadKey(reference: string, uuid: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(reference.trim().split(/[?#]/)[0] ?? '');
  } catch {
    // a malformed escape names no upload of anyone's
    return undefined;
  }
  const match = /(?:^|\/)uploads\/chronicle\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{8,64})\.([a-z0-9]+)$/.exec(path);
  if (!match || match[1] !== uuid.toLowerCase() || !TYPE_OF_EXTENSION.has(match[3] ?? '')) return undefined;
  return `${CHRONICLE_UPLOADS_FOLDER}/${match[1]}/${match[2]}.${match[3]}`;
}

/** Where a post's accepted upload is published. */
export function publishedChronicleKey(postId: string, uploadKey: string): string {
  return mediaKey(CHRONICLE_MEDIA_FOLDER, `${postId}.${uploadKey.split('.').pop()}`);
}

/** A post's or comment's text as kept: tags stripped and trimmed (as direct messages, 000 §5). */
export function chronicleText(text: string): string {
  return plainMessageText(text).slice(0, LIMITS.chronicleMessageMax);
}

/**
 * The feed positions a page reads (R1): the page of `limit` at `offset` below the newest post `top`
 * is (top − offset − limit, top − offset]; FEED_FILL more below it let the page fill up when some of
 * its positions are empty or hidden. The query takes at most `limit + FEED_FILL` posts from it.
 */
export function feedRange(top: number, offset: number, limit: number): { low: number; high: number } {
  const high = top - offset;
  return { low: Math.max(1, high - limit - FEED_FILL + 1), high };
}

/** What a reader may not see, and what they like on the page. */
export interface Visibility {
  /** people blocked either way: their posts, comments and likes are left out */
  hidden: ReadonlySet<string>;
  /**
   * the names (folded) of mentioned people hidden from the reader (blocked either way, closed:
   * `hiddenMentions`): left out of a post's `mentioned`
   */
  hiddenNames?: ReadonlySet<string>;
}

/**
 * The names among `mentioned` whose holders the reader may not see, folded: the people layer's rule
 * (`hides`: blocked either way or closed; the reader themself shows) applied to the holders of the
 * names (`getUserNameOwners`: one BatchGet of the page's distinct names, 0.5 RCU each). A name no one
 * holds any more names no one to hide.
 */
export function hiddenMentions(
  owners: ReadonlyMap<string, { uuid: string; active: boolean }>,
  hides: (uuid: string, active?: boolean) => boolean,
): Set<string> {
  return new Set([...owners].filter(([, owner]) => hides(owner.uuid, owner.active)).map(([name]) => name));
}

type PictureUrl = (key: string) => string;
const picture = (pic: string | null, url: PictureUrl) => pictureUrl({ url }, pic);

/** Whether a post or comment shows to the reader: its author's account is open and not blocked either way. */
export const isShown = (
  item: Pick<ChronicleComment, 'authorUuid' | 'authorClosed'>,
  visibility: Visibility,
): boolean => !item.authorClosed && !visibility.hidden.has(item.authorUuid);

/** The reader of a page: who they are, how they show, and what they like on it (`<postId>#<POST | commentId>`). */
export interface Reader {
  uuid: string;
  face: ChronicleFace;
  liked: ReadonlySet<string>;
}

/**
 * A post or comment with the reader among its likers when they like it (the answer has no isLiked):
 * at once, even past the kept ones.
 */
export function withReaderLike<T extends { likers: Readonly<Record<string, ChronicleFace>> }>(
  item: T,
  postId: string,
  target: string,
  reader: Reader,
): T {
  if (!reader.liked.has(`${postId}#${target}`) || reader.uuid in item.likers) return item;
  return { ...item, likers: { [reader.uuid]: reader.face, ...item.likers } };
}

/** A post's comments as the reader sees them: their likes marked, nested (see nestComments). */
export function presentThread(
  postId: string,
  comments: readonly ChronicleComment[],
  reader: Reader,
  visibility: Visibility,
  url: PictureUrl,
): CommentAnswer[] {
  return nestComments(
    comments.map((comment) => withReaderLike(comment, postId, comment.commentId, reader)),
    visibility,
    url,
  );
}

function likeUsers(likers: Readonly<Record<string, ChronicleFace>>, visibility: Visibility, url: PictureUrl) {
  return Object.entries(likers)
    .filter(([uuid]) => !visibility.hidden.has(uuid))
    .map(([, face]) => face)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    .map((face) => ({ name: face.name, profileImage: picture(face.pic, url) }));
}

/** One comment as the feed answers it (replies filled in by nestComments); names and pictures are the item's snapshots. */
export function presentComment(
  comment: ChronicleComment,
  visibility: Visibility,
  url: PictureUrl,
): CommentAnswer {
  return {
    commentId: comment.commentId,
    postId: comment.postId,
    commentAuthor: comment.authorName,
    commentProfilePicLink: picture(comment.authorPic, url),
    commentMessage: comment.message,
    commentCreated: comment.createdAt,
    commentLikeCount: comment.likeCount,
    likeUsers: likeUsers(comment.likers, visibility, url),
    replies: [],
  };
}

/**
 * A post's comments as a tree, oldest first at each level: replies under the comment they answer
 * (`replyToCommentId`). A comment the reader may not see is left out with its whole thread; a reply
 * whose comment is not among them (past the feed's first comments) is left out too.
 */
export function nestComments(
  comments: readonly ChronicleComment[],
  visibility: Visibility,
  url: PictureUrl,
): CommentAnswer[] {
  const sorted = [...comments].sort((a, b) => (a.commentId < b.commentId ? -1 : 1));
  const nodes = new Map<string, CommentAnswer>();
  const roots: CommentAnswer[] = [];
  for (const comment of sorted) {
    if (!isShown(comment, visibility)) continue;
    const node = presentComment(comment, visibility, url);
    if (comment.replyToCommentId === null) {
      roots.push(node);
    } else {
      const parent = nodes.get(comment.replyToCommentId);
      if (!parent) continue;
      parent.replies.push(node);
    }
    nodes.set(comment.commentId, node);
  }
  return roots;
}

/** A post as the feed answers it (000 §3); names and pictures are the item's snapshots. */
export function presentPost(
  post: ChroniclePost,
  comments: CommentAnswer[],
  visibility: Visibility,
  url: PictureUrl,
) {
  return {
    postId: post.postId,
    postAuthor: post.authorName,
    profilePicLink: picture(post.authorPic, url),
    message: post.message,
    mediaURL: post.mediaKey ? url(post.mediaKey) : null,
    mentioned: post.mentioned.filter((name) => !visibility.hiddenNames?.has(foldCase(name))),
    created: post.createdAt,
    comments,
    commentCount: post.commentCount,
    likeCount: post.likeCount,
    likeUsers: likeUsers(post.likers, visibility, url),
  };
}

/** How a profile shows on what they write and like from now on. */
export const faceOf = (profile: Pick<Profile, 'userName' | 'profilePicKey'>): ChronicleFace => ({
  name: profile.userName,
  pic: profile.profilePicKey ?? null,
});

/** How long a mention notice's excerpt may be, in UTF-16 units (the stored item's limit). */
export const EXCERPT_LENGTH = 200;

/**
 * The start of a text (a mention notice's excerpt): the longest run of whole code points that fits in
 * `EXCERPT_LENGTH` UTF-16 units, so an emoji or any other character outside the BMP is never cut in
 * half (a lone surrogate would show as � and is not valid UTF-8 when stored).
 */
export function excerptOf(text: string): string {
  let length = 0;
  for (const codePoint of text) {
    if (length + codePoint.length > EXCERPT_LENGTH) break;
    length += codePoint.length;
  }
  return text.slice(0, length);
}
