/**
 * Spectate counts follow a closing account (S5): every count leaves out the links of closed accounts,
 * as the lists do. When a profile's `active` turns false, each person the account spectates gets −1 on
 * `spectatorsCount` and each person spectating it −1 on `spectatingCount`; when it turns true again
 * (reopening) the same +1. The account's own counts are not touched (they count open people only:
 * another's closing moves them). The links are read from the account's own partition and gsi1
 * (`listSpectateLinks`, growing with this one person's links, here in the stream), and the updates
 * go in chunks of CHUNK, each in one transaction with its marker `STREAM#<eventID>#closed-spectate#<n>`,
 * so a redelivered record applies each chunk once (a −1 on a count at 0 is refused, the rest applied).
 * A chunk holds one direction only: someone who both spectates the account and is spectated by it
 * has two counters on the one profile item, and a transaction may not touch an item twice (DynamoDB
 * refuses the whole transaction with a ValidationException, so the record would fail on every retry
 * and the counts would never follow). Within a direction each person is there once (a key of theirs).
 * The chunks follow the links in uuid order, the same on a redelivery unless a link of the closed
 * account changed meanwhile (no one can reach a closed account to spectate or unspectate it).
 */
import type { DataNeeds } from '../../data/access';
import { ProfileEntity, type Profile } from '../../data/entities';
import { applyOnce, effectMarkerId } from '../../data/stream-events';
import { listSpectateLinks } from '../../data/spectate';
import type { TableChange } from '../change';
import { profileCounterChange } from './profile-counter';
import type { Reaction } from './reaction';

/** Counter updates per transaction (with its marker, far inside the 100-item limit). */
export const CHUNK = 50;

/** Whether a profile record closes (−1) or reopens (+1) its account, and whose. */
export function accountTurnOf({
  eventName,
  before,
  after,
}: Pick<TableChange, 'eventName' | 'before' | 'after'>): { uuid: string; delta: 1 | -1 } | undefined {
  if (eventName !== 'MODIFY' || !ProfileEntity.is(before) || !ProfileEntity.is(after)) return undefined;
  const old = before as Partial<Profile>;
  const now = after as Partial<Profile>;
  if (typeof now.uuid !== 'string') return undefined;
  if (old.active !== false && now.active === false) return { uuid: now.uuid, delta: -1 };
  if (old.active === false && now.active === true) return { uuid: now.uuid, delta: 1 };
  return undefined;
}

export const closedSpectateCounters: Reaction<DataNeeds<'applyOnce' | 'listSpectateLinks'>> = {
  name: 'closed-spectate',
  data: { applyOnce, listSpectateLinks },
  async react(change, deps) {
    const turn = accountTurnOf(change);
    if (!turn) return;
    if (!change.eventID) throw new Error('stream record without eventID');
    const links = await deps.data.listSpectateLinks(turn.uuid);
    const directions = [
      links.spectating.map((target) => profileCounterChange(target, 'spectatorsCount', turn.delta)),
      links.spectators.map((spectator) => profileCounterChange(spectator, 'spectatingCount', turn.delta)),
    ];
    const chunks = directions.flatMap((updates) =>
      Array.from({ length: Math.ceil(updates.length / CHUNK) }, (_, index) =>
        updates.slice(index * CHUNK, (index + 1) * CHUNK),
      ),
    );
    for (const [index, chunk] of chunks.entries()) {
      const marker = effectMarkerId(change.eventID, `closed-spectate#${index}`);
      await deps.data.applyOnce(marker, chunk, deps.clock.now());
    }
    deps.log.info('spectate counts follow an account', {
      eventID: change.eventID,
      ...turn,
      links: links.spectating.length + links.spectators.length,
    });
  },
};
