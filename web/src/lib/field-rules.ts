/**
 * The rules of the fields the forms share (001 §5: email, password, code), from the contract's own
 * schemas and patterns, so the forms and the API can never disagree: the schemas are checked with valibot's `v.is`, the patterns tested as they are.
 */
import * as v from 'valibot';
import {
  email as emailSchema,
  PASSWORD_PATTERN,
  verificationCode as codeSchema,
} from '../../../lib/contract/schemas';

/** Looks like an email address and passes the contract's email validator. */
export const isValidEmail = (value: string): boolean => v.is(emailSchema, value.trim());

/** 7 to 15 of letters, digits and ! @ # $ % ^ & *, with at least one digit and one of those symbols. */
export const isValidPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);

/** Exactly six digits. */
export const isValidCode = (value: string): boolean => v.is(codeSchema, value.trim());
