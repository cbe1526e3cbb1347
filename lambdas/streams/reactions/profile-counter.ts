/**
 * What the social reactions share: reading a stream image as its entity (a malformed image is a
 * record the reaction can never apply: 4xx, passed over), and one profile counter change applied
 * exactly once per record and effect (data/stream-events.ts `updateOnce`, marker
 * `STREAM#<eventID>#<effect>`), never taking a counter below 0.
 */
import * as v from 'valibot';
import type { DataNeeds } from '../../core/deps';
import { BadRequestError } from '../../core/errors';
import { ProfileEntity } from '../../data/entities';
import { effectMarkerId, type OnceOutcome } from '../../data/stream-events';
import type { Image, TableChange } from '../change';
import type { ReactionDeps } from './reaction';

/** An entity image as its declared attributes; 400 (passed over) when it does not parse. */
export function parseImage<S extends v.GenericSchema>(
  entity: { name: string; schema: S },
  image: Image | undefined,
): v.InferOutput<S> {
  const parsed = v.safeParse(entity.schema, image);
  if (!parsed.success) throw new BadRequestError(`malformed ${entity.name} image in a stream record`);
  return parsed.output;
}

/** The record's id, which every marker is made of. */
export function eventIdOf(change: TableChange): string {
  if (!change.eventID) throw new Error('stream record without eventID');
  return change.eventID;
}

export type ProfileCounter = 'spectatorsCount' | 'spectatingCount' | 'profileViewsCount';

/**
 * Adds +1 or −1 to a profile counter once for the effect `effect` of the record `eventId`. A −1 on a
 * counter already at 0 is refused (nothing written), as is a change to a missing profile.
 */
export async function changeProfileCounterOnce(
  deps: ReactionDeps<DataNeeds<'updateOnce'>>,
  eventId: string,
  effect: string,
  uuid: string,
  counter: ProfileCounter,
  delta: 1 | -1,
): Promise<OnceOutcome> {
  const outcome = await deps.data.updateOnce(
    effectMarkerId(eventId, effect),
    {
      key: ProfileEntity.key({ uuid }),
      expression: 'ADD #counter :delta',
      condition: delta < 0 ? 'attribute_exists(pk) AND #counter > :zero' : 'attribute_exists(pk)',
      names: { '#counter': counter },
      values: delta < 0 ? { ':delta': delta, ':zero': 0 } : { ':delta': delta },
    },
    deps.clock.now(),
  );
  if (outcome !== 'applied')
    deps.log.info('profile counter change skipped', { eventID: eventId, effect, uuid, counter, outcome });
  return outcome;
}
