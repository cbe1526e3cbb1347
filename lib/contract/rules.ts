/**
 * The field rules: each spec limit written once, as a function that builds its schema on first use
 * and returns the same schema afterwards (lazy.ts). The route manifest and the socket contract call
 * these inside their own lazy getters, so a Lambda builds only the fields of the routes it serves.
 * schemas.ts offers the same rules as ready-built schemas (for the web forms and tests).
 */
import './zod-locale';
import * as z from 'zod/mini';
import { LIMITS, PAGE_SIZES } from './constants';
import { Frequency, GameRating, GameStyle, Gender, Platform, SkillLevel, TriState } from './codes';
import { once } from './lazy';

const values = <T extends Record<string, number>>(table: T) => Object.values(table) as T[keyof T][];
/** An integer, also from a numeric string (query strings carry text). A new schema per call. */
export const integer = () => z.coerce.number().check(z.int());
/** A number restricted to one code table; accepts numeric strings from query strings. A new schema per call. */
export const code = <T extends Record<string, number>>(table: T) =>
  integer().check(z.refine((n) => (values(table) as number[]).includes(n), { message: 'unknown code' }));

/** 4 to 20 letters (any script, accents, CJK), digits, underscore or period (000 §5, 001 §5). */
export const usernamePattern = once(
  () => new RegExp(`^[\\p{L}\\p{M}\\p{N}_.]{${LIMITS.usernameMin},${LIMITS.usernameMax}}$`, 'u'),
);
/** 7 to 15 of letters, digits and ! @ # $ % ^ & *, with at least one digit and one symbol (001 §5). */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{7,15}$/;

/** The caller's or another user's id: the Cognito `sub`, a UUID. */
export const uuid = once(() => z.uuid());
export const username = once(() =>
  z.string().check(z.trim(), z.regex(usernamePattern(), 'invalid username')),
);
export const password = once(() => z.string().check(z.regex(PASSWORD_PATTERN, 'invalid password')));
export const email = once(() => z.email().check(z.maxLength(254)));
export const verificationCode = once(() => z.string().check(z.regex(/^\d{6}$/, 'code must be 6 digits')));

export const gameId = once(() => integer().check(z.positive()));
export const platformId = once(() => code(Platform));
export const skillLevel = once(() => code(SkillLevel));
export const frequency = once(() => code(Frequency));
export const gameRating = once(() => code(GameRating));
export const gender = once(() => code(Gender));
export const gameStyle = once(() => code(GameStyle));
export const triState = once(() => code(TriState));
/** A 0/1 flag as the spec's checklist sends it; also accepts booleans. */
export const flag = once(() =>
  z.union([
    z.pipe(
      z.boolean(),
      z.transform((b) => (b ? 1 : 0)),
    ),
    integer().check(z.gte(0), z.lte(1)),
  ]),
);
export const bool = once(() =>
  z.union([
    z.boolean(),
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((s) => s === 'true'),
    ),
  ]),
);

/** Paging of list calls: 25 by default (000 §9). */
export const limit = once(() =>
  z._default(integer().check(z.gte(1), z.lte(PAGE_SIZES.max)), PAGE_SIZES.list),
);
export const offset = once(() => z._default(integer().check(z.gte(0)), 0));
export const paging = () => ({ limit: limit(), offset: offset() });

/** A calendar date as yyyy-MM-dd (001 §9: settings send dates in this form). */
export const isoDate = once(() => z.iso.date());
export const messageText = once(() => z.string().check(z.maxLength(LIMITS.messageMax)));
export const gameIdList = once(() => z.array(gameId()).check(z.minLength(1), z.maxLength(500)));
