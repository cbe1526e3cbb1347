/**
 * The chronicle's text and media rules on the client (000 §3 "Chronicle post", §5 "Chronicle post"):
 * a post's text split into plain text and '@name' mentions (the contract's mention rule, so what is
 * shown as a mention is what the server tags), the media rules (images jpeg, jpg, png, gif; videos
 * mp4, mov, webm; at most 50 MB; one file) and the kind of a stored media link. Nothing here reads
 * text as HTML: a part is always shown as text.
 */
import { LIMITS } from '../../../lib/contract/constants';

/** A piece of a post or comment: plain text, or a mention of `name` (written '@name'). */
export type ChronicleTextPart =
  { kind: 'text'; text: string } | { kind: 'mention'; text: string; name: string };

/** The contract's mention pattern (lib/contract/rules.ts `mentionedNames`): '@' starting a word, then a name. */
const MENTION = /(?<![\p{L}\p{M}\p{N}_.])@([\p{L}\p{M}\p{N}_.]+)/gu;

/** Splits a text into plain text and mentions, in order; nothing in it is ever read as HTML. */
export function chronicleTextParts(text: string): ChronicleTextPart[] {
  const parts: ChronicleTextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(MENTION)) {
    const name = match[1]!;
    if (name.length < LIMITS.mentionMin || name.length > LIMITS.mentionMax) continue;
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    parts.push({ kind: 'mention', text: match[0], name });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** The content types the upload address is signed for, by the file's lower-case extension. */
export const CHRONICLE_MEDIA_TYPES = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
} as const;

export type ChronicleMediaType = (typeof CHRONICLE_MEDIA_TYPES)[keyof typeof CHRONICLE_MEDIA_TYPES];

/** The file picker's filter: every accepted extension (each file is checked again). */
export const CHRONICLE_MEDIA_ACCEPT = [...LIMITS.chronicleImageExtensions, ...LIMITS.chronicleVideoExtensions]
  .map((extension) => `.${extension}`)
  .join(',');

/** The lower-case extension of a file name or address path, or '' when it has none. */
export function mediaExtension(name: string): string {
  const path = name.split(/[?#]/, 1)[0]!;
  const dot = path.lastIndexOf('.');
  const slash = path.lastIndexOf('/');
  return dot <= slash + 1 || dot === path.length - 1 ? '' : path.slice(dot + 1).toLowerCase();
}

/** A media file that passed the rules, with the type its upload is signed for. */
export interface ChronicleMedia {
  file: File;
  contentType: ChronicleMediaType;
  kind: 'image' | 'video';
}

export type ChronicleMediaCheck =
  { ok: true; media: ChronicleMedia } | { ok: false; reason: 'extension' | 'size' | 'tooMany' };

/** Checks the chosen files: exactly one, of an accepted extension, not empty and at most 50 MB. */
export function checkChronicleMedia(files: readonly File[]): ChronicleMediaCheck {
  if (files.length > 1) return { ok: false, reason: 'tooMany' };
  const file = files[0];
  if (!file) return { ok: false, reason: 'extension' };
  const extension = mediaExtension(file.name);
  const contentType = (CHRONICLE_MEDIA_TYPES as Record<string, ChronicleMediaType | undefined>)[extension];
  if (!contentType) return { ok: false, reason: 'extension' };
  if (file.size === 0 || file.size > LIMITS.chronicleMediaMaxBytes) return { ok: false, reason: 'size' };
  return {
    ok: true,
    media: { file, contentType, kind: contentType.startsWith('video/') ? 'video' : 'image' },
  };
}

/** Whether a stored media link is a video (by its extension); anything else is shown as an image. */
export function isVideoLink(link: string): boolean {
  return (LIMITS.chronicleVideoExtensions as readonly string[]).includes(mediaExtension(link));
}

/**
 * What a post's mediaURL names for a presigned upload address: the object's key (`uploads/…` or
 * `media/…`, path- or host-style address) when the address shows one, else the address without its
 * query (the signature is never sent back). Null when the address cannot be read.
 */
export function mediaReferenceOfUploadUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const path = decodeURIComponent(parsed.pathname);
  return /(?:^|\/)((?:uploads|media)\/.+)$/.exec(path)?.[1] ?? `${parsed.origin}${parsed.pathname}`;
}

/** Whether a post may be sent: non-blank text or media (000 §5 errorMsg3). */
export function postHasContent(message: string, hasMedia: boolean): boolean {
  return hasMedia || message.trim().length > 0;
}
