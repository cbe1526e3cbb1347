/**
 * Relative times (000 §9 "Relative time"): seconds, minutes and hours under 24 hours; then today,
 * yesterday and days up to 7; weeks below 4; then months, last year and years. The words come from
 * `Intl.RelativeTimeFormat` in the interface language (numeric: 'auto' gives "yesterday", "last
 * year"), so no sentence is assembled by hand. A missing or unreadable time gives null: the caller
 * shows the translated 'unknown' (000 §8).
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The unit and the (negative, for the past) amount a time is told in, relative to `now`. */
export interface RelativeAmount {
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
}

/** Local calendar days between two instants (today 0, yesterday 1), so "yesterday" means the calendar day. */
function calendarDaysBetween(earlier: Date, later: Date): number {
  const start = Date.UTC(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = Date.UTC(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end - start) / DAY);
}

/** Whole calendar months between two instants (never negative). */
function calendarMonthsBetween(earlier: Date, later: Date): number {
  let months = (later.getFullYear() - earlier.getFullYear()) * 12 + later.getMonth() - earlier.getMonth();
  if (later.getDate() < earlier.getDate()) months -= 1;
  return Math.max(0, months);
}

/** How `time` is told relative to `now` by the §9 rules; a time in the future counts as now. */
export function relativeAmount(time: Date, now: Date): RelativeAmount {
  const elapsed = Math.max(0, now.getTime() - time.getTime());
  if (elapsed < MINUTE) return { value: -Math.floor(elapsed / SECOND), unit: 'second' };
  if (elapsed < HOUR) return { value: -Math.floor(elapsed / MINUTE), unit: 'minute' };
  if (elapsed < DAY) return { value: -Math.floor(elapsed / HOUR), unit: 'hour' };
  const days = calendarDaysBetween(time, now);
  if (days <= 7) return { value: -days, unit: 'day' };
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return { value: -weeks, unit: 'week' };
  const months = Math.max(1, calendarMonthsBetween(time, now));
  if (months < 12) return { value: -months, unit: 'month' };
  return { value: -Math.floor(months / 12), unit: 'year' };
}

/** "3 minutes ago", "yesterday", "last year"... in `language`; null when the time is missing or unreadable. */
export function formatRelativeTime(
  time: string | Date | null | undefined,
  language: string,
  now: Date = new Date(),
): string | null {
  if (time === null || time === undefined || time === '') return null;
  const date = time instanceof Date ? time : new Date(time);
  if (Number.isNaN(date.getTime())) return null;
  const { value, unit } = relativeAmount(date, now);
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(value, unit);
}
