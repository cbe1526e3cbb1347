/**
 * Presence on the stream (domain/presence.ts; docs/data-model.md M8):
 * - a player is seen (their profile's `lastLoginAt` is set or moves while the account is active): a
 *   sighting goes to each member of their audience (fans and spectators, AUDIENCE_CAP of each), and the
 *   previous sighting, if still in the window, is removed;
 * - a player's account closes: their sighting leaves every partition it was written to;
 * - someone joins a player's audience while the player is online (the player enters their match list,
 *   or they start spectating the player): the sighting is written for them;
 * - someone leaves it (the player leaves their lists and they do not spectate the player, or the other
 *   way round): the sighting is removed for them.
 * Every write is a put or delete of a fixed key, so a redelivered record does no harm.
 */
import type { DataNeeds } from '../../data/access';
import { MatchFanEntity, ProfileEntity, SpectateEntity } from '../../data/entities';
import { AUDIENCE_CAP, audienceOf, stillOnline } from '../../domain/presence';
import type { Image } from '../change';
import type { Reaction } from './reaction';
import { deleteSightings, writeSightings } from '../../data/presence';
import { getCard } from '../../data/cards';
import { getProfile } from '../../data/profiles';
import { isMatchFan, listMatchFans } from '../../data/match-lists';
import { isSpectating, listSpectatorUuids } from '../../data/spectate';

export type PresenceData = DataNeeds<
  | 'getCard'
  | 'getProfile'
  | 'listMatchFans'
  | 'listSpectatorUuids'
  | 'isMatchFan'
  | 'isSpectating'
  | 'writeSightings'
  | 'deleteSightings'
>;

interface Seen {
  uuid: string;
  active: boolean;
  lastLoginAt: string | null;
}

const seenOf = (image: Image | undefined): Seen | undefined =>
  image && ProfileEntity.is(image)
    ? {
        uuid: String(image.uuid),
        active: image.active === true,
        lastLoginAt: typeof image.lastLoginAt === 'string' ? image.lastLoginAt : null,
      }
    : undefined;

/** The relation a record adds or removes between a player (`uuid`) and a viewer of their presence. */
function relationOf(image: Image | undefined): { uuid: string; viewerUuid: string } | undefined {
  if (!image) return undefined;
  if (MatchFanEntity.is(image)) return MatchFanEntity.parse(image);
  if (SpectateEntity.is(image)) {
    const edge = SpectateEntity.parse(image);
    return { uuid: edge.targetUuid, viewerUuid: edge.spectatorUuid };
  }
  return undefined;
}

export const presence: Reaction<PresenceData> = {
  name: 'presence',
  data: {
    getCard,
    getProfile,
    listMatchFans,
    listSpectatorUuids,
    isMatchFan,
    isSpectating,
    writeSightings,
    deleteSightings,
  },
  async react(change, deps) {
    const now = deps.clock.now();
    const before = seenOf(change.before);
    const after = seenOf(change.after);
    if (after?.active && after.lastLoginAt !== before?.lastLoginAt && stillOnline(after.lastLoginAt, now)) {
      const [card, audience] = await Promise.all([
        deps.data.getCard(after.uuid),
        audienceFor(after.uuid, deps.data),
      ]);
      if (!card) return;
      const previous =
        before?.active && stillOnline(before.lastLoginAt, now) ? before.lastLoginAt : undefined;
      await deps.data.writeSightings(
        card,
        after.lastLoginAt,
        audience,
        previous ? audience.map((viewerUuid) => ({ viewerUuid, uuid: after.uuid, seenAt: previous })) : [],
      );
      return;
    }
    if (before?.active && !after?.active && stillOnline(before.lastLoginAt, now)) {
      const seenAt = before.lastLoginAt;
      const audience = await audienceFor(before.uuid, deps.data);
      await deps.data.deleteSightings(
        audience.map((viewerUuid) => ({ viewerUuid, uuid: before.uuid, seenAt })),
      );
      return;
    }

    const relation =
      change.eventName === 'INSERT'
        ? relationOf(change.after)
        : change.eventName === 'REMOVE'
          ? relationOf(change.before)
          : undefined;
    if (!relation) return;
    const player = await deps.data.getProfile(relation.uuid);
    if (!player?.active || !stillOnline(player.lastLoginAt, now)) return;
    const place = { viewerUuid: relation.viewerUuid, uuid: relation.uuid, seenAt: player.lastLoginAt };
    if (change.eventName === 'INSERT') {
      const card = await deps.data.getCard(relation.uuid);
      if (card) await deps.data.writeSightings(card, player.lastLoginAt, [relation.viewerUuid]);
    } else if (!(await stillInAudience(relation, deps.data))) {
      await deps.data.deleteSightings([place]);
    }
  },
};

/** Who sees `uuid` online: the fans and the newest spectators, AUDIENCE_CAP of each (keys only). */
async function audienceFor(uuid: string, data: PresenceData): Promise<string[]> {
  const [fans, spectators] = await Promise.all([
    data.listMatchFans(uuid, AUDIENCE_CAP),
    data.listSpectatorUuids(uuid, { offset: 0, limit: AUDIENCE_CAP }),
  ]);
  return audienceOf(fans, spectators, uuid);
}

/** Whether the viewer still follows the player one way or the other (two key reads, 1 RCU). */
async function stillInAudience(
  relation: { uuid: string; viewerUuid: string },
  data: PresenceData,
): Promise<boolean> {
  const [fan, spectating] = await Promise.all([
    data.isMatchFan(relation.uuid, relation.viewerUuid),
    data.isSpectating(relation.viewerUuid, relation.uuid),
  ]);
  return fan || spectating;
}
