/**
 * The `POPULAR` community list (docs/data-model.md "Community lists"): a user is on it while they are
 * active and have at least one spectator, ranked by `spectatorsCount`. The entry follows the
 * profile's own images (the spectate counters change the profile, whose record comes here), so it
 * needs no marker: each record writes the absolute rank its new image shows, and records of one item
 * arrive in order. Deactivation takes the user off (so does A9's own clean-up); reactivation puts
 * them back.
 */
import type { DataNeeds } from '../../data/access';
import { ProfileEntity } from '../../data/entities';
import { countRank, deleteListEntry, putListEntry } from '../../data/community-lists';
import type { Image } from '../change';
import type { Reaction } from './reaction';

/** The POPULAR rank an image of a profile gives its user, or undefined when off the list. */
export function popularRank(image: Image | undefined): number | undefined {
  if (!ProfileEntity.is(image) || image?.active !== true) return undefined;
  const count = image.spectatorsCount;
  return typeof count === 'number' && count > 0 ? count : undefined;
}

export const popularList: Reaction<DataNeeds<'putListEntry' | 'deleteListEntry'>> = {
  name: 'popular-list',
  data: { putListEntry, deleteListEntry },
  async react(change, deps) {
    const current = change.after ?? change.before;
    if (!ProfileEntity.is(current) || typeof current?.uuid !== 'string') return;
    const before = popularRank(change.before);
    const after = popularRank(change.after);
    if (before === after) return;
    if (after === undefined) {
      await deps.data.deleteListEntry(current.uuid, 'POPULAR');
      return;
    }
    await deps.data.putListEntry({ uuid: current.uuid, list: 'POPULAR', rank: countRank(after) });
  },
};
