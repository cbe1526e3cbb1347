/**
 * Presence (docs/data-model.md M8): "`uuid` was seen at `seenAt`", written into the partition of each
 * player in their audience (the people whose match list holds them and the people who spectate them), so
 * a viewer's online people are one Query of their own partition, newest first, bounded by the online
 * window in the key condition. The entry carries the seen player's card, so the list is scored on the
 * spot with no read per person; it expires with the online window. Declared once; item types derive
 * from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { defineEntity } from '../entity';
import { playerCardSchema } from './cards';
import { isoTimestamp } from './fields';

export const PresenceEntity = /* @__PURE__ */ defineEntity({
  name: 'presence',
  schema: () =>
    v.object({
      /** whose partition: the viewer who may see the player online */
      viewerUuid: v.pipe(v.string(), v.uuid()),
      /** when the player was seen (a sign-in, a socket connect): the sort key, so the window is a range */
      seenAt: isoTimestamp(),
      uuid: v.pipe(v.string(), v.uuid()),
      card: playerCardSchema(),
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'USER', parts: ['viewerUuid'] },
  sk: { prefix: 'SEEN', parts: ['seenAt', 'uuid'] },
  ttl: (entry) => entry.expiresAt,
  // a viewer's online list reads up to 600 sightings: the keys already say whose, who and when (-116 B)
  keyOnly: ['viewerUuid', 'seenAt', 'uuid'],
});
export type Presence = v.InferOutput<typeof PresenceEntity.schema>;
