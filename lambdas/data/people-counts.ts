/**
 * How many of a few given people are counted by a list's stored counter, so that a count can leave out
 * the people its viewer never sees (the viewer and everyone blocked either way: domain/people.ts). Each
 * is one BatchGet of keys, projected to the key (0.5 RCU a key), bounded by the viewer's own blocks,
 * never by the list.
 */
import type { CommunityList } from './entities';
import { ListEntryEntity, SpectateEntity, UserGameEntity } from './entities';
import { batchGet } from './client';

/** How many of `uuids` have an entry on a community list (what its counter counts, C2). */
export async function countListedAmong(list: CommunityList, uuids: readonly string[]): Promise<number> {
  const unique = [...new Set(uuids)];
  if (unique.length === 0) return 0;
  const items = await batchGet(
    unique.map((uuid) => ListEntryEntity.key({ uuid, list })),
    { projection: 'pk' },
  );
  return items.length;
}

/**
 * How many of `uuids` are in a game's community index (what `gameCount` counts, G7): their user game
 * carries the index key while they are active.
 */
export async function countPlayersAmong(gameId: number, uuids: readonly string[]): Promise<number> {
  const unique = [...new Set(uuids)];
  if (unique.length === 0) return 0;
  const items = await batchGet(
    unique.map((uuid) => UserGameEntity.key({ uuid, gameId })),
    { projection: '#players', names: { '#players': UserGameEntity.gsi3.pkAttribute } },
  );
  return items.filter((item) => item[UserGameEntity.gsi3.pkAttribute] !== undefined).length;
}

/** How many of `spectatorUuids` spectate `targetUuid` (what `spectatorsCount` counts, S5). */
export async function countSpectatorsAmong(
  targetUuid: string,
  spectatorUuids: readonly string[],
): Promise<number> {
  const unique = [...new Set(spectatorUuids)].filter((uuid) => uuid !== targetUuid);
  if (unique.length === 0) return 0;
  const items = await batchGet(
    unique.map((spectatorUuid) => SpectateEntity.key({ spectatorUuid, targetUuid })),
    { projection: 'pk' },
  );
  return items.length;
}
