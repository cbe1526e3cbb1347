/**
 * The rules of the fields the forms share (001 §5: email, password, code), from the contract's own
 * schemas and patterns, so the forms and the API can never disagree: the schemas are checked with valibot's `v.is`, the patterns tested as they are.
 */
import * as v from 'valibot';
import { LIMITS } from '../../../lib/contract/constants';
import {
  email as emailSchema,
  PASSWORD_PATTERN,
  USERNAME_PATTERN,
  verificationCode as codeSchema,
} from '../../../lib/contract/schemas';

/** Looks like an email address and passes the contract's email validator. */
export const isValidEmail = (value: string): boolean => v.is(emailSchema, value.trim());

/** 7 to 15 of letters, digits and ! @ # $ % ^ & *, with at least one digit and one of those symbols. */
export const isValidPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);

/** Exactly six digits. */
export const isValidCode = (value: string): boolean => v.is(codeSchema, value.trim());

/** What is wrong with a username against the rule of 000 §5 / 001 §5, or null when it passes. */
export type UsernameIssue = 'empty' | 'tooShort' | 'tooLong' | 'characters';

/**
 * The username rule (4 to 20 letters of any script, digits, underscore or period), from the contract's
 * LIMITS and USERNAME_PATTERN, told apart so a form can say which part failed (a pasted name that is
 * too long is reported with its length, never cut short).
 */
export function usernameIssue(value: string): UsernameIssue | null {
  const name = value.trim();
  if (!name) return 'empty';
  const length = [...name].length;
  if (length < LIMITS.usernameMin) return 'tooShort';
  if (length > LIMITS.usernameMax) return 'tooLong';
  return USERNAME_PATTERN.test(name) ? null : 'characters';
}
