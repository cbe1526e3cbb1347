/**
 * The matching engine on the stream (domain/matching/lists.ts; docs/matching.md "The engine"):
 * - a player's card stored or changed in what the score reads (games, details, checklist, style):
 *   their lists are rebuilt (only updated when just the details of some games changed), and they are
 *   offered to their best matches;
 * - a card whose face (name, picture) changed: every list the player is on shows the new face;
 * - a card removed (the account closed): the player leaves every list they were on;
 * - a sign-in (`lastLoginAt` moves) with lists older than LIST_REFRESH_SECONDS: they are rebuilt, so
 *   lists follow the community as it changes (scores of others are refreshed this way);
 * - a block: each leaves the other's lists (reads also filter blocks, from the moment of the block);
 * - a spectate edge added or removed: the spectator's lists show the new SpecUser flag.
 * Every step writes absolute state or offers conditionally, so a redelivered record does no harm.
 */
import type { DataNeeds } from '../../data/access';
import { BlockEntity, PlayerCardEntity, ProfileEntity, SpectateEntity } from '../../data/entities';
import { sameCard, sameFace } from '../../domain/matching/card';
import { withSpectated, withoutEntry } from '../../domain/matching/engine';
import {
  editMatchLists as editLists,
  rebuildMatchLists,
  refreshFace,
  updateMatchLists,
  type MatchListsData,
} from '../../domain/matching/lists';
import type { Image } from '../change';
import type { Reaction } from './reaction';
import { ALL_MATCHES_SCOPE, type PlayerCard } from '../../model/matching';
import { getBlockRelations } from '../../data/blocks';
import { getCard, getCards } from '../../data/cards';
import {
  getMatchLists,
  listMatchFans,
  listMatchMemberCards,
  putMatchListIfUnchanged,
  putMatchLists,
  readProbe,
  updateMatchFans,
  updateMatchMembers,
} from '../../data/match-lists';
import { isSpectating, listSpectatingUuids } from '../../data/spectate';
import { listGames } from '../../data/games';

/** Lists older than this are rebuilt when their player signs in. */
export const LIST_REFRESH_SECONDS = 3600;

export type MatchListData = MatchListsData & DataNeeds<'getCard'>;

const cardOfImage = (image: Image | undefined): PlayerCard | undefined =>
  image && PlayerCardEntity.is(image) ? PlayerCardEntity.parse(image) : undefined;

/** Whether two cards differ in what the score reads. */
function scoreChanged(before: PlayerCard, after: PlayerCard): boolean {
  return (
    before.style !== after.style ||
    before.checklist !== after.checklist ||
    before.games.join() !== after.games.join() ||
    before.details.join() !== after.details.join()
  );
}

export const matchLists: Reaction<MatchListData> = {
  name: 'match-lists',
  data: {
    listGames,
    getBlockRelations,
    listSpectatingUuids,
    isSpectating,
    readProbe,
    getMatchLists,
    putMatchLists,
    putMatchListIfUnchanged,
    updateMatchFans,
    updateMatchMembers,
    listMatchMemberCards,
    listMatchFans,
    getCards,
    getCard,
  },
  async react(change, deps) {
    const now = Math.floor(deps.clock.now().getTime() / 1000);
    const before = cardOfImage(change.before);
    const after = cardOfImage(change.after);
    if (after && (!before || scoreChanged(before, after)) && (await isLatest(after, deps.data))) {
      const report = await updateMatchLists(after, deps.data, now);
      deps.log.info('match lists kept', { uuid: after.uuid, ...report });
    }
    if (before && after && !sameFace(before, after)) await refreshFace(after.uuid, after, deps.data);
    if (before && !after && change.eventName === 'REMOVE')
      await refreshFace(before.uuid, undefined, deps.data);

    if (change.eventName === 'MODIFY' && ProfileEntity.is(change.after)) {
      const signedIn =
        change.after?.lastLoginAt !== change.before?.lastLoginAt && change.after?.active === true;
      if (signedIn) await refreshOnSignIn(String(change.after?.uuid), now, deps.data);
    }
    if (change.eventName === 'INSERT' && BlockEntity.is(change.after)) {
      const block = BlockEntity.parse(change.after!);
      await Promise.all([
        editLists(
          block.blockerUuid,
          (entries) => withoutEntry(entries, block.blockedUuid),
          deps.data,
          block.blockedUuid,
        ),
        editLists(
          block.blockedUuid,
          (entries) => withoutEntry(entries, block.blockerUuid),
          deps.data,
          block.blockerUuid,
        ),
      ]);
    }
    const edge = change.after ?? change.before;
    if ((change.eventName === 'INSERT' || change.eventName === 'REMOVE') && edge && SpectateEntity.is(edge)) {
      const { spectatorUuid, targetUuid } = SpectateEntity.parse(edge);
      const spectated = change.eventName === 'INSERT';
      await editLists(spectatorUuid, (entries) => withSpectated(entries, targetUuid, spectated), deps.data);
    }
  },
};

/**
 * Whether a card record is still the stored card. A signup or an edit changes a card several times in
 * a row (the profile, then each game); only the last version is worth a rebuild, and its own record
 * comes after this one, so older versions are passed over (0.5 RCU instead of a rebuild each).
 */
async function isLatest(card: PlayerCard, data: MatchListData): Promise<boolean> {
  const stored = await data.getCard(card.uuid);
  return stored !== undefined && sameCard(stored, card);
}

async function refreshOnSignIn(uuid: string, now: number, data: MatchListData): Promise<void> {
  const lists = await data.getMatchLists(uuid);
  const all = lists.find((list) => list.scope === ALL_MATCHES_SCOPE);
  if (all && now - all.builtAt < LIST_REFRESH_SECONDS) return;
  const card = await data.getCard(uuid);
  if (card) await rebuildMatchLists(card, data, now);
}
