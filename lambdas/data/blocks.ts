/**
 * Blocks between users. See docs/data-model.md A10.
 */
import { BlockEntity } from './entities';
import { batchGet } from './client';

/** Whether either user blocked the other. */
export async function isBlockedEitherWay(uuidA: string, uuidB: string): Promise<boolean> {
  const items = await batchGet([
    BlockEntity.key({ blockerUuid: uuidA, blockedUuid: uuidB }),
    BlockEntity.key({ blockerUuid: uuidB, blockedUuid: uuidA }),
  ]);
  return items.length > 0;
}
