/**
 * The date-of-birth rule (001 §5, §9): required, a real date, between 1900-01-01 and 31 December of
 * the year eight years before the current one. Entered as day, month and year; sent as yyyy-MM-dd.
 */
import { endOfYear, format, isAfter, isBefore, isExists, parseISO, subYears } from 'date-fns';
import { LIMITS } from '../../../../lib/contract/constants';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_DATE: DateParts = { day: '', month: '', year: '' };

export type BirthDateCheck =
  { ok: true; iso: string } | { ok: false; error: 'missing' | 'invalid' | 'range' };

/** The earliest and latest allowed birth dates, as of `now`. */
export function birthDateBounds(now: Date = new Date()): { earliest: Date; latest: Date } {
  return {
    earliest: parseISO(LIMITS.earliestBirthDate),
    latest: endOfYear(subYears(now, LIMITS.signupMinimumAgeYears)),
  };
}

export function checkBirthDate(parts: DateParts, now: Date = new Date()): BirthDateCheck {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!day && !month && !year) return { ok: false, error: 'missing' };
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) {
    return { ok: false, error: 'invalid' };
  }
  const [y, m, d] = [Number(year), Number(month) - 1, Number(day)];
  if (!isExists(y, m, d)) return { ok: false, error: 'invalid' };
  const date = new Date(y, m, d);
  date.setFullYear(y); // years below 100 would otherwise mean 19xx
  const { earliest, latest } = birthDateBounds(now);
  if (isBefore(date, earliest) || isAfter(date, latest)) return { ok: false, error: 'range' };
  return { ok: true, iso: format(date, 'yyyy-MM-dd') };
}

/** The parts of a stored yyyy-MM-dd date (a draft), or empty parts. */
export function partsOf(iso: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return EMPTY_DATE;
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
}
