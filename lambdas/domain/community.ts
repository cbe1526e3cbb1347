/**
 * Community lists and game communities (000 §2 "user-community"; docs/data-model.md C1, G7, G11): when
 * a user is new, the trend window, and when a game trends. Who of a list a viewer sees, their score
 * and their Match item are the people layer's (people.ts, views.ts), as for every list. Pure: no AWS here.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A user is on the NEW list (and may be on NEWTRENDING) this many days after their account was made. */
export const NEW_USER_DAYS = 30;
/** The trending lists and flags sum the trend buckets of this many days, today included. */
export const TREND_WINDOW_DAYS = 7;
/** A game trends when its new players of the week reach this share of its players (G11). */
export const GAME_TRENDING_SHARE = 0.05;

/** The first and last UTC day (yyyy-MM-dd) of the trend window ending on `now`'s day. */
export function trendWindow(now: Date): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00.000Z`) - (TREND_WINDOW_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { from, to };
}

/** When a user made at `createdAt` leaves the NEW list, in epoch seconds. */
export function newUntil(createdAt: string): number {
  return Math.floor((Date.parse(createdAt) + NEW_USER_DAYS * DAY_MS) / 1000);
}

/** Whether a user made at `createdAt` is still new at `now`. */
export function isNewUser(createdAt: string, now: Date): boolean {
  return newUntil(createdAt) > Math.floor(now.getTime() / 1000);
}

/** The NEW list's lower bound at `now`: accounts made after it are new (its rank is `createdAt`). */
export function newListFloor(now: Date): string {
  return new Date(now.getTime() - NEW_USER_DAYS * DAY_MS).toISOString();
}

/** Whether a game trends: its new players of the week reach GAME_TRENDING_SHARE of its players. */
/**
 * The players a game gained within `window`, from the per-day joins its catalogue item carries (a copy
 * made on an earlier day still counts the days it shares with the window; older days drop out).
 */
export function joinsWithin(
  recentJoins: Readonly<Record<string, number>> | undefined,
  window: { from: string; to: string },
): number {
  return Object.entries(recentJoins ?? {})
    .filter(([day]) => day >= window.from && day <= window.to)
    .reduce((sum, [, players]) => sum + Math.max(0, players), 0);
}

export function isTrendingGame(weekPlayers: number, gameCount: number): boolean {
  return weekPlayers > 0 && gameCount > 0 && weekPlayers >= GAME_TRENDING_SHARE * gameCount;
}
