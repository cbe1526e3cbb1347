/**
 * The text rules of a direct message on the client (000 §5 "Message to a user", "Direct message
 * composer", §9 "Direct-message preview"). The tag-stripping and trimming is the contract's
 * (`plainMessageText` in lib/contract/rules.ts, which the server applies too), so the screen refuses
 * exactly what the server would.
 */
import { DISPLAY, LIMITS } from '../../../lib/contract/constants';
import { plainMessageText } from '../../../lib/contract/rules';

/** The conversation list's preview: the first 50 characters and '...' when there are more (000 §9). */
export function messagePreview(text: string): string {
  const chars = [...text];
  return chars.length > DISPLAY.messagePreviewLength
    ? `${chars.slice(0, DISPLAY.messagePreviewLength).join('')}...`
    : text;
}

/**
 * Why the composer refuses a text (000 §5): 'empty' (messageDetailModal errorMsg1), 'blank' when
 * nothing is left after trimming and tag-stripping (errorMsg2), 'tooLong' past 2000 characters; null
 * when it may be sent.
 */
export function composerProblem(text: string): 'empty' | 'blank' | 'tooLong' | null {
  if (text.length === 0) return 'empty';
  if (text.length > LIMITS.messageMax) return 'tooLong';
  if (plainMessageText(text).length === 0) return 'blank';
  return null;
}

/** What the message popup sends (000 §5): tags stripped, trimmed, then URL-encoded. */
export function encodeProfileMessage(text: string): string {
  return encodeURIComponent(plainMessageText(text));
}

/** Whether a socket frame's stored text is what the caller typed (the server strips and trims it). */
export function sameMessageText(stored: string, typed: string): boolean {
  return stored === plainMessageText(typed);
}
