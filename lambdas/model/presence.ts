/**
 * How long a sighting counts (docs/data-model.md M8): the online window the presence rules
 * (domain/presence.ts, domain/social.ts) judge by, and the TTL the data layer stores on each sighting
 * (data/presence.ts), so the two cannot disagree.
 */

/** A user counts as online when they signed in within this window (as the `ONLINE` list, M8). */
export const ONLINE_WINDOW_MS = 15 * 60 * 1000;

/** When a sighting leaves the online lists (epoch seconds, the item's TTL). */
export function sightingExpiry(seenAt: string): number {
  return Math.ceil((Date.parse(seenAt) + ONLINE_WINDOW_MS) / 1000);
}
