/**
 * The text rules of a game chat message on the client (000 §5 "Game chat message", "Mentions", §9):
 * the order of message ids, the mentioned names, the links a message may carry and the quoted reply
 * preview. The mention rule itself is the contract's (`mentionedNames` in lib/contract/rules.ts, which
 * the server's mention posting uses too), so the picker and the server never disagree on a name.
 */
import { CHAT_LIMITS, DISPLAY, LIMITS } from '../../../lib/contract/constants';
import { linkCount, mentionedNames } from '../../../lib/contract/rules';
import { sameUserName } from '../../../lib/contract/user-names';

/**
 * Orders two message ids as the room's index orders them: as text. Ids are epoch times as digit
 * strings (16 digits of microseconds; 13 of milliseconds for older ones), whose first 13 digits are
 * the millisecond either way, so text order is time order. Negative when `a` comes first.
 */
export function compareMessageIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The unique names a message mentions (duplicates collapsed, without case), the author left out. */
export function mentionsToPost(text: string, ownUserName: string): string[] {
  return mentionedNames(text).filter((name) => !sameUserName(name, ownUserName));
}

/** The characters a mention is made of (as the contract's rule): letters of any script, digits, _ and . */
const MENTION_CHAR = /^[\p{L}\p{M}\p{N}_.]*$/u;

/**
 * The mention being typed at the end of `text`: what follows its last '@' when that '@' starts a word
 * and nothing after it breaks the name (a space closes the picker). Null when no mention is open.
 */
export function openMention(text: string): string | null {
  const at = text.lastIndexOf('@');
  if (at < 0) return null;
  const before = at === 0 ? '' : text[at - 1]!;
  if (before !== '' && !/\s/u.test(before)) return null;
  const query = text.slice(at + 1);
  if (query.length > LIMITS.mentionMax || !MENTION_CHAR.test(query)) return null;
  return query;
}

/** Replaces the open mention at the end of `text` with `@name ` (the picker's choice). */
export function completeMention(text: string, name: string): string {
  const at = text.lastIndexOf('@');
  return `${at < 0 ? text : text.slice(0, at)}@${name} `;
}

/** A piece of a message: plain text, or an http(s) link shown as one. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK = /\bhttps?:\/\/[^\s<>"']+/giu;
/** Punctuation that ends a sentence rather than a link ("see https://x.io." keeps the dot outside). */
const TRAILING = /[.,;:!?)\]}]+$/u;

/** The links of a text, as they will be shown. */
function* linksOf(text: string): Generator<{ start: number; end: number; href: string }> {
  for (const match of text.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING, '');
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    yield { start: match.index, end: match.index + raw.length, href: url.href };
  }
}

/** Splits a message into text and links; nothing in it is ever read as HTML. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const link of linksOf(text)) {
    if (link.start > at) parts.push({ kind: 'text', text: text.slice(at, link.start) });
    parts.push({ kind: 'link', text: text.slice(link.start, link.end), href: link.href });
    at = link.end;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** Whether a text carries more links than the server accepts (the contract counts them). */
export const tooManyLinks = (text: string) => linkCount(text) > CHAT_LIMITS.linksPerMessage;

/** The quoted parent of a reply: its first 40 characters and ' ...' when it is longer (000 §5, §9). */
export function quotePreview(text: string): string {
  const chars = [...text];
  return chars.length > DISPLAY.quotedReplyPreviewLength
    ? `${chars.slice(0, DISPLAY.quotedReplyPreviewLength).join('')} ...`
    : text;
}
