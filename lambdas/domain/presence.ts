/**
 * Who is online (000 §7 `online`, `onlinematchcount`; docs/data-model.md M8). A player is online while
 * they were seen (signed in; socket connects join with the chat issue) within ONLINE_WINDOW_MS. When a
 * player is seen, the stream writes a sighting into the partition of each member of their audience:
 * the players whose match lists hold them and the players who spectate them, at most AUDIENCE_CAP of
 * each. A viewer's online people are then one Query of their own partition, newest first, over the
 * window only. Nothing here reads or writes: these are the rules the stream and the handlers share.
 */
import { PAGE_SIZES } from '../../lib/contract/constants';
import { ONLINE_WINDOW_MS } from '../model/presence';

/**
 * How many fans and how many spectators (newest first) a sighting reaches, each: a sign-in costs at
 * most 2 × AUDIENCE_CAP × 2 WCU (the new sighting and the removal of the previous one) however many
 * people follow the player. Beyond it, the oldest spectators do not see the player online; docs say so.
 */
export const AUDIENCE_CAP = 1000;

/** The most sightings a viewer's list reads: enough for the deepest page the lists allow. */
export const ONLINE_READ_CAP = PAGE_SIZES.maxOffset + PAGE_SIZES.max;

/** The earliest sighting that still counts as online at `now` (ISO, the key range's lower bound). */
export function onlineFrom(now: Date): string {
  return new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString();
}

/** Whether a sighting at `seenAt` still counts as online at `now`. */
export function stillOnline(seenAt: string | null | undefined, now: Date): seenAt is string {
  if (!seenAt) return false;
  const at = Date.parse(seenAt);
  return Number.isFinite(at) && at >= now.getTime() - ONLINE_WINDOW_MS;
}

/**
 * The latest sighting of each player, newest first: a player seen twice within the window (a sighting
 * whose predecessor's removal has not landed yet) is listed once, at their latest.
 */
export function latestSightings<S extends { uuid: string; seenAt: string }>(sightings: readonly S[]): S[] {
  const newest = [...sightings].sort((a, b) => (a.seenAt < b.seenAt ? 1 : a.seenAt > b.seenAt ? -1 : 0));
  const seen = new Set<string>();
  return newest.filter((sighting) => !seen.has(sighting.uuid) && seen.add(sighting.uuid));
}

/** The audience of a sighting: fans and spectators, each once. */
export function audienceOf(fans: readonly string[], spectators: readonly string[], uuid: string): string[] {
  return [...new Set([...fans, ...spectators])].filter((viewer) => viewer !== uuid);
}
