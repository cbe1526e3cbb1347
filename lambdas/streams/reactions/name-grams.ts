/**
 * The name search's substring index (domain/search.ts `nameGrams`, data/entities/search.ts): follows
 * each user's player card, which exists exactly while the account is active and carries the name and
 * picture a search result shows.
 * - A card written (sign-up, or a new name or picture): the grams of the new name are written with the
 *   current name and picture, and those of the old name that the new one lacks are removed.
 * - A card removed (deactivation): every gram of the name is removed.
 * - A card change that keeps the name and picture (games, checklist...) writes nothing.
 * Writes are absolute state, so a redelivered record does no harm. The stream keeps one item's records
 * in order, so an older card never overwrites a newer one's grams.
 * Cost: ≤ 37 WCU for a 20-character name (19 pairs + 18 triples), at sign-up, rename, new picture and
 * deactivation only.
 */
import type { DataNeeds } from '../../data/access';
import { PlayerCardEntity, type NameGram } from '../../data/entities';
import { foldCase } from '../../../lib/contract/user-names';
import { nameGrams } from '../../domain/search';
import type { Image, TableChange } from '../change';
import type { Reaction } from './reaction';
import { writeNameGrams } from '../../data/search';

interface Face {
  uuid: string;
  userName: string;
  pic: string | null;
}

const faceOf = (image: Image | undefined): Face | undefined => {
  if (!image || !PlayerCardEntity.is(image)) return undefined;
  const { uuid, userName, pic } = image;
  if (typeof uuid !== 'string' || typeof userName !== 'string' || userName === '') return undefined;
  return { uuid, userName, pic: typeof pic === 'string' ? pic : null };
};

const gramItems = (face: Face): NameGram[] =>
  nameGrams(face.userName).map((gram) => ({
    gram,
    userNameLower: foldCase(face.userName),
    uuid: face.uuid,
    userName: face.userName,
    pic: face.pic,
  }));

/** The gram items a card change writes and removes; undefined when it leaves the index as it is. */
export function nameGramChange(
  change: Pick<TableChange, 'eventName' | 'before' | 'after'>,
): { puts: NameGram[]; deletes: NameGram[] } | undefined {
  const before = faceOf(change.before);
  const after = change.eventName === 'REMOVE' ? undefined : faceOf(change.after);
  if (!before && !after) return undefined;
  if (before && after && before.userName === after.userName && before.pic === after.pic) return undefined;
  const puts = after ? gramItems(after) : [];
  const kept = new Set(puts.map((item) => `${item.gram}\u0000${item.userNameLower}\u0000${item.uuid}`));
  const deletes = (before ? gramItems(before) : []).filter(
    (item) => !kept.has(`${item.gram}\u0000${item.userNameLower}\u0000${item.uuid}`),
  );
  return { puts, deletes };
}

export type NameGramData = DataNeeds<'writeNameGrams'>;

export const nameGramIndex: Reaction<NameGramData> = {
  name: 'name-grams',
  data: { writeNameGrams },
  async react(change, deps) {
    const writes = nameGramChange(change);
    if (!writes) return;
    await deps.data.writeNameGrams(writes.puts, writes.deletes);
  },
};
