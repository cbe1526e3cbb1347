/**
 * The date-of-birth rule (001 §5, §9): a real yyyy-MM-dd date between 1900-01-01 and 31 December of
 * the year eight years before the current (UTC) year.
 */
import { LIMITS } from '../../lib/contract/constants';

/** The earliest and latest allowed birth dates, as yyyy-MM-dd, for the given moment. */
export function birthDateRange(now: Date): { earliest: string; latest: string } {
  const latestYear = now.getUTCFullYear() - LIMITS.signupMinimumAgeYears;
  return { earliest: LIMITS.earliestBirthDate, latest: `${String(latestYear).padStart(4, '0')}-12-31` };
}

/** Whether a yyyy-MM-dd date (already checked to be a real date) is an allowed birth date. */
export function isAllowedBirthDate(date: string, now: Date): boolean {
  const { earliest, latest } = birthDateRange(now);
  // yyyy-MM-dd strings order as the dates they name
  return date >= earliest && date <= latest;
}
