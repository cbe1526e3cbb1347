/**
 * The settings' date of birth (001 §5, §9): shown and typed as MM/dd/yyyy, sent as yyyy-MM-dd; a
 * real date between 1900-01-01 and 31 December of the year eight years before the current one.
 */
import { endOfYear, format, isAfter, isBefore, isValid, parse, parseISO, subYears } from 'date-fns';
import { LIMITS } from '../../../../lib/contract/constants';

/** How the settings show a date of birth (001 §9). */
export const DISPLAY_FORMAT = 'MM/dd/yyyy';
/** How the API takes it (001 §7, §9). */
export const API_FORMAT = 'yyyy-MM-dd';

const DISPLAY_SHAPE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;

export type DateOfBirthCheck =
  { ok: true; iso: string } | { ok: false; error: 'missing' | 'invalid' | 'range' };

/** The latest allowed date of birth as of `now` (31 December, eight years back). */
export function latestDateOfBirth(now: Date = new Date()): Date {
  return endOfYear(subYears(now, LIMITS.signupMinimumAgeYears));
}

/** Checks a typed MM/dd/yyyy date; a valid one comes back as yyyy-MM-dd. */
export function checkDateOfBirth(text: string, now: Date = new Date()): DateOfBirthCheck {
  const value = text.trim();
  if (!value) return { ok: false, error: 'missing' };
  if (!DISPLAY_SHAPE.test(value)) return { ok: false, error: 'invalid' };
  const date = parse(value, DISPLAY_FORMAT, now);
  if (!isValid(date)) return { ok: false, error: 'invalid' };
  if (isBefore(date, parseISO(LIMITS.earliestBirthDate)) || isAfter(date, latestDateOfBirth(now))) {
    return { ok: false, error: 'range' };
  }
  return { ok: true, iso: format(date, API_FORMAT) };
}

/** A stored date (yyyy-MM-dd, or an ISO timestamp starting with it) as MM/dd/yyyy; '' when there is none. */
export function toDisplayDate(stored: string | null | undefined): string {
  const day = stored?.slice(0, 10) ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = parse(day, API_FORMAT, new Date());
  return isValid(date) ? format(date, DISPLAY_FORMAT) : '';
}
