/**
 * Player cards (domain/matching/card.ts; docs/data-model.md "Player cards"), in two steps:
 * 1. A change to what a card is made of — a profile's card fields, a user game added, removed or with
 *    new details — rebuilds the user's card from the current profile and games (consistent reads) and
 *    stores it at `USER#<uuid>/CARD` when it differs. A deactivated or removed profile loses its card.
 * 2. A stored card (its own record) is copied onto the user's own list entries: their user games and
 *    community list entries. Those copies change nothing step 1 reads, so the two steps never loop.
 * Both steps write absolute state, so a redelivered record does no harm (no marker needed).
 * Cost of a change: 2.5 RCU and 1 WCU; of a copy: ≈ 1 RCU and 2 WCU an entry (entry and its index).
 */
import type { DataNeeds } from '../../data/access';
import { PlayerCardEntity, ProfileEntity, UserGameEntity } from '../../data/entities';
import { CARD_GAME_FIELDS, CARD_PROFILE_FIELDS, cardOf, sameCard } from '../../domain/matching/card';
import type { Image, TableChange } from '../change';
import type { Reaction } from './reaction';
import type { PlayerCard } from '../../model/matching';
import { copyCardToEntries, deleteCard, getCard, putCard } from '../../data/cards';
import { getProfile } from '../../data/profiles';
import { listUserGames } from '../../data/user-games';

const differs = (fields: readonly string[], before: Image | undefined, after: Image | undefined): boolean =>
  fields.some((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]));

/** The user whose card a record may change, if any. */
export function cardSourceOf({ eventName, before, after }: TableChange): string | undefined {
  const current = after ?? before;
  const uuid = current?.uuid;
  if (typeof uuid !== 'string') return undefined;
  if (ProfileEntity.is(current)) {
    return eventName !== 'MODIFY' || differs(CARD_PROFILE_FIELDS, before, after) ? uuid : undefined;
  }
  if (UserGameEntity.is(current)) {
    return eventName !== 'MODIFY' || differs(CARD_GAME_FIELDS, before, after) ? uuid : undefined;
  }
  return undefined;
}

export type PlayerCardData = DataNeeds<
  'getProfile' | 'listUserGames' | 'getCard' | 'putCard' | 'deleteCard' | 'copyCardToEntries'
>;

export const playerCards: Reaction<PlayerCardData> = {
  name: 'player-cards',
  data: { getProfile, listUserGames, getCard, putCard, deleteCard, copyCardToEntries },
  async react(change, deps) {
    const source = cardSourceOf(change);
    if (source !== undefined) {
      await refreshCard(source, deps.data);
      return;
    }
    const { after } = change;
    if (change.eventName !== 'REMOVE' && after && PlayerCardEntity.is(after)) {
      // only the stored version is copied: a newer one's own record follows (bursts at signup, edits)
      const card = PlayerCardEntity.parse(after);
      if (sameCard(await deps.data.getCard(card.uuid), card)) await deps.data.copyCardToEntries(card);
    }
  },
};

/** Rebuilds a user's card from their current profile and games; writes only what changed. */
export async function refreshCard(uuid: string, data: PlayerCardData): Promise<PlayerCard | undefined> {
  const [profile, games, stored] = await Promise.all([
    data.getProfile(uuid, { consistent: true }),
    data.listUserGames(uuid, { consistent: true }),
    data.getCard(uuid),
  ]);
  if (!profile?.active) {
    if (stored) await data.deleteCard(uuid);
    return undefined;
  }
  const card = cardOf(profile, games);
  if (!sameCard(card, stored)) await data.putCard(card);
  return card;
}
