/**
 * The seed's timeline, shared by the seeder (lib/seed/seed.ts) and the dataset generators: the seed
 * runs at its own clock (the time it starts); member i of users.json joined i hours before it (the
 * demo user, first, joins at it), and the demo chat happens after the people in it joined.
 */
export const MEMBER_JOIN_INTERVAL_MS = 60 * 60 * 1000;

/** How long before the seed's clock the member at `index` of users.json joined. */
export function joinedMsAgo(index: number): number {
  return index * MEMBER_JOIN_INTERVAL_MS;
}
