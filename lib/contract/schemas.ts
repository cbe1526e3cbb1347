/**
 * Field schemas shared by the route manifest, the handlers and the web forms.
 * Each carries the spec's limit, so a rule is written once (000 §5, 001 §5).
 */
import { z } from 'zod';
import { LIMITS, PAGE_SIZES } from './constants';
import { Frequency, GameRating, GameStyle, Gender, Platform, SkillLevel, TriState } from './codes';

const values = <T extends Record<string, number>>(table: T) => Object.values(table) as T[keyof T][];
/** A number field restricted to one code table; accepts numeric strings from query strings. */
export const code = <T extends Record<string, number>>(table: T) =>
  z.coerce
    .number()
    .int()
    .refine((n): n is T[keyof T] => (values(table) as number[]).includes(n), { message: 'unknown code' });

/** The caller's or another user's id: the Cognito `sub`, a UUID. */
export const uuid = z.uuid();

/** 4 to 20 letters (any script, accents, CJK), digits, underscore or period (000 §5, 001 §5). */
export const USERNAME_PATTERN = new RegExp(
  `^[\\p{L}\\p{M}\\p{N}_.]{${LIMITS.usernameMin},${LIMITS.usernameMax}}$`,
  'u',
);
export const username = z.string().trim().regex(USERNAME_PATTERN, 'invalid username');

/** A mention inside a message: '@' followed by a username-shaped name (000 §5). */
export const MENTION_PATTERN = new RegExp(
  `@([\\p{L}\\p{M}\\p{N}_.]{${LIMITS.mentionMin},${LIMITS.mentionMax}})`,
  'gu',
);

/** 7 to 15 of letters, digits and ! @ # $ % ^ & *, with at least one digit and one symbol (001 §5). */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{7,15}$/;
export const password = z.string().regex(PASSWORD_PATTERN, 'invalid password');

export const email = z.email().max(254);
export const verificationCode = z.string().regex(/^\d{6}$/, 'code must be 6 digits');

export const gameId = z.coerce.number().int().positive();
export const platformId = code(Platform);
export const skillLevel = code(SkillLevel);
export const frequency = code(Frequency);
export const gameRating = code(GameRating);
export const gender = code(Gender);
export const gameStyle = code(GameStyle);
export const triState = code(TriState);
/** A 0/1 flag as the spec's checklist sends it; also accepts booleans. */
export const flag = z.union([
  z.boolean().transform((b) => (b ? 1 : 0)),
  z.coerce.number().int().min(0).max(1),
]);
export const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((s) => s === 'true')]);

/** Paging of list calls: 25 by default (000 §9). */
export const limit = z.coerce.number().int().min(1).max(PAGE_SIZES.max).default(PAGE_SIZES.list);
export const offset = z.coerce.number().int().min(0).default(0);
export const paging = { limit, offset };

/** A calendar date as yyyy-MM-dd (001 §9: settings send dates in this form). */
export const isoDate = z.iso.date();
export const messageText = z.string().max(LIMITS.messageMax);
export const gameIdList = z.array(gameId).min(1).max(500);
