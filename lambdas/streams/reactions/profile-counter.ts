/**
 * What the social reactions share: reading a stream image as its entity (a malformed image is a
 * record the reaction can never apply: 4xx, passed over), the update of a profile counter that never
 * takes it below 0, and applying a record's updates exactly once, all in one transaction with the
 * reaction's marker (data/stream-events.ts `applyOnce`, marker `STREAM#<eventID>#<reaction>`).
 */
import * as v from 'valibot';
import type { DataNeeds } from '../../data/access';
import { BadRequestError } from '../../core/errors';
import { ProfileEntity } from '../../data/entities';
import { effectMarkerId, type OnceUpdate } from '../../data/stream-events';
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

export type ProfileCounter = 'spectatorsCount' | 'spectatingCount' | 'profileViewsCount';

/**
 * +1 or −1 on a profile counter of an existing profile; a −1 on a counter already at 0 is refused
 * (nothing written), as is any change to a missing profile.
 */
export function profileCounterChange(uuid: string, counter: ProfileCounter, delta: 1 | -1): OnceUpdate {
  return {
    key: ProfileEntity.key({ uuid }),
    expression: 'ADD #counter :delta',
    condition: delta < 0 ? 'attribute_exists(pk) AND #counter > :zero' : 'attribute_exists(pk)',
    names: { '#counter': counter },
    values: delta < 0 ? { ':delta': delta, ':zero': 0 } : { ':delta': delta },
  };
}

/** Applies a record's updates once for `reaction`, logging what was skipped or refused. */
export async function applyRecordOnce(
  change: TableChange,
  reaction: string,
  updates: readonly OnceUpdate[],
  deps: ReactionDeps<DataNeeds<'applyOnce'>>,
): Promise<void> {
  if (!change.eventID) throw new Error('stream record without eventID');
  const result = await deps.data.applyOnce(
    effectMarkerId(change.eventID, reaction),
    updates,
    deps.clock.now(),
  );
  if (result.outcome === 'duplicate' || result.refused.length > 0)
    deps.log.info('stream effects skipped', {
      eventID: change.eventID,
      reaction,
      outcome: result.outcome,
      refused: result.refused.map((index) => updates[index]?.key),
    });
}
