/**
 * The daily online streak (001 §4 login, 000 dashboard): counted in UTC days. Posting on the day of
 * the last post changes nothing, on the next day adds one, after a gap starts again at 1.
 */
import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { Profile } from '../data';

/** The UTC calendar day of a moment, yyyy-MM-dd. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** Whole days from day `from` to day `to` (both yyyy-MM-dd). */
function daysBetween(from: string, to: string): number {
  // both parse to local midnights, whose calendar difference is the days' difference in any zone
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

type StreakState = Pick<Profile, 'currentStreakCount' | 'lastStreakDay'>;

/** The streak after a post at `now`, or undefined when it does not change (already posted today). */
export function nextStreak(profile: StreakState, now: Date): { count: number; day: string } | undefined {
  const today = utcDay(now);
  if (profile.lastStreakDay === null) return { count: 1, day: today };
  const gap = daysBetween(profile.lastStreakDay, today);
  if (gap <= 0) return undefined;
  return { count: gap === 1 ? profile.currentStreakCount + 1 : 1, day: today };
}

/** The streak as shown at `now`: a streak whose last day is before yesterday has ended (0). */
export function currentStreak(profile: StreakState, now: Date): number {
  if (profile.lastStreakDay === null) return 0;
  return daysBetween(profile.lastStreakDay, utcDay(now)) <= 1 ? profile.currentStreakCount : 0;
}
