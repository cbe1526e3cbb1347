/**
 * The field rules: each spec limit written once, as a function that builds its schema on first use
 * and returns the same schema afterwards (lazy.ts). The route manifest and the socket contract call
 * these inside their own lazy getters, so a Lambda builds only the fields of the routes it serves.
 * schemas.ts offers the same rules as ready-built schemas (for the web forms and tests).
 *
 * Schemas are valibot's (see validation.ts for why valibot): import it as a namespace,
 * `import * as v from 'valibot'`, so a bundle keeps only the functions it calls.
 */
import * as v from 'valibot';
import { LIMITS, MAX_GAMES_PER_USER, PAGE_SIZES } from './constants';
import { Frequency, GameRating, GameStyle, Gender, Platform, SkillLevel, TriState } from './codes';
import { once } from './lazy';

const values = <T extends Record<string, number>>(table: T) => Object.values(table) as T[keyof T][];
/** A decimal number written as text, as query strings carry numbers. */
const NUMERIC_TEXT = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)\s*$/;
/**
 * An integer, also from a numeric string (query strings carry text). A new schema per call.
 * Blank text, booleans and null are refused rather than read as 0.
 */
export const integer = () =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(NUMERIC_TEXT, 'Invalid number'), v.transform(Number))],
      'Invalid type: Expected a number',
    ),
    v.integer(),
  );
/** A number restricted to one code table; accepts numeric strings from query strings. A new schema per call. */
export const code = <T extends Record<string, number>>(table: T) =>
  v.pipe(
    integer(),
    v.check((n) => (values(table) as number[]).includes(n), 'unknown code'),
  );

/** 4 to 20 letters (any script, accents, CJK), digits, underscore or period (000 §5, 001 §5). */
export const usernamePattern = once(
  () => new RegExp(`^[\\p{L}\\p{M}\\p{N}_.]{${LIMITS.usernameMin},${LIMITS.usernameMax}}$`, 'u'),
);
/** 7 to 15 of letters, digits and ! @ # $ % ^ & *, with at least one digit and one symbol (001 §5). */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{7,15}$/;

/** The caller's or another user's id: the Cognito `sub`, a UUID. */
export const uuid = once(() => v.pipe(v.string(), v.uuid()));
export const username = once(() =>
  v.pipe(v.string(), v.trim(), v.regex(usernamePattern(), 'invalid username')),
);
export const password = once(() => v.pipe(v.string(), v.regex(PASSWORD_PATTERN, 'invalid password')));
export const email = once(() => v.pipe(v.string(), v.email(), v.maxLength(254)));
/** An emailed code: LIMITS.verificationCodeLength digits. */
export const verificationCode = once(() =>
  v.pipe(
    v.string(),
    v.regex(
      new RegExp(`^\\d{${LIMITS.verificationCodeLength}}$`),
      `code must be ${LIMITS.verificationCodeLength} digits`,
    ),
  ),
);

export const gameId = once(() => v.pipe(integer(), v.minValue(1)));
export const platformId = once(() => code(Platform));
export const skillLevel = once(() => code(SkillLevel));
export const frequency = once(() => code(Frequency));
export const gameRating = once(() => code(GameRating));
export const gender = once(() => code(Gender));
export const gameStyle = once(() => code(GameStyle));
export const triState = once(() => code(TriState));
/** A 0/1 flag as the spec's checklist sends it; also accepts booleans. */
export const flag = once(() =>
  v.union([
    v.pipe(
      v.boolean(),
      v.transform((b): 0 | 1 => (b ? 1 : 0)),
    ),
    v.pipe(integer(), v.minValue(0), v.maxValue(1)),
  ]),
);
export const bool = once(() =>
  v.union([
    v.boolean(),
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((s) => s === 'true'),
    ),
  ]),
);

/** Paging of list calls: 25 by default (000 §9). */
export const limit = once(() =>
  v.optional(v.pipe(integer(), v.minValue(1), v.maxValue(PAGE_SIZES.max)), PAGE_SIZES.list),
);
export const offset = once(() =>
  v.optional(v.pipe(integer(), v.minValue(0), v.maxValue(PAGE_SIZES.maxOffset)), 0),
);
export const paging = () => ({ limit: limit(), offset: offset() });

/** Whether yyyy-MM-dd names a day that exists (2001-02-30 does not). */
export function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
/** A calendar date as yyyy-MM-dd that exists (001 §9: settings send dates in this form). */
export const isoDate = once(() =>
  v.pipe(v.string(), v.isoDate(), v.check(isCalendarDate, 'Invalid date: no such day')),
);
/** The free text of a report or help request: trimmed, optional, at most LIMITS.reportDetailsMax characters. */
export const reportDetails = once(() =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.reportDetailsMax)), ''),
);
export const messageText = once(() => v.pipe(v.string(), v.maxLength(LIMITS.messageMax)));
/**
 * Why a player reports a chat message (ours, beyond the spec): tags stripped and trimmed as a direct
 * message is (`plainMessageText`), then required and at most LIMITS.messageReportReasonMax characters.
 */
export const messageReportReason = once(() =>
  v.pipe(
    v.string(),
    v.maxLength(LIMITS.reportDetailsMax),
    v.transform((text: string) => plainMessageText(text)),
    v.minLength(1, 'a reason is required'),
    v.maxLength(LIMITS.messageReportReasonMax),
  ),
);
/** A list of game ids, at most a profile's maximum (MAX_GAMES_PER_USER). */
export const gameIdList = once(() =>
  v.pipe(v.array(gameId()), v.minLength(1), v.maxLength(MAX_GAMES_PER_USER)),
);

/**
 * Mentions in a chat message or a post (000 §5 "Mentions"): '@' and 4 to 20 characters of what a
 * username is made of (letters, accented, Japanese, Chinese and Korean included, digits, underscore and
 * dot). The names a text mentions, in order, duplicates collapsed case-insensitively (the first
 * spelling kept). The web's mention picker and the server's mention posting both use it.
 */
export function mentionedNames(text: string): string[] {
  const names = new Map<string, string>();
  for (const match of text.matchAll(/(?<![\p{L}\p{M}\p{N}_.])@([\p{L}\p{M}\p{N}_.]+)/gu)) {
    const name = match[1]!;
    if (name.length < LIMITS.mentionMin || name.length > LIMITS.mentionMax) continue;
    const key = name.normalize('NFC').toLowerCase();
    if (!names.has(key)) names.set(key, name);
  }
  return [...names.values()];
}

/**
 * How many links a chat message carries: http(s):// addresses and bare www. ones (CHAT_LIMITS
 * .linksPerMessage is the most a message may carry). The server refuses past it; the web checks first.
 */
export function linkCount(text: string): number {
  return text.match(/(?:\bhttps?:\/\/|(?<![\p{L}\p{N}_./])www\.)[^\s<>"']+/giu)?.length ?? 0;
}

/**
 * A direct message's text as it is kept (000 §5: "HTML tags are stripped", the composer's errorMsg2 is
 * "empty after trim and tag-stripping"): tags removed, then trimmed. Empty means nothing to send.
 */
export function plainMessageText(text: string): string {
  return text.replace(/<[^>]*>/g, '').trim();
}

/**
 * How long a direct message is, as the server counts it against LIMITS.messageMax: the text it keeps
 * (`plainMessageText`) in code points, so a kanji, a hangul syllable or an emoji is one character.
 * The message popup checks with it before it URL-encodes the text (000 §5).
 */
export function messageLength(text: string): number {
  return [...plainMessageText(text)].length;
}
