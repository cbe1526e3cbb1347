/**
 * Chronicle snapshots (docs/data-model.md R10): posts, comments and the likers kept on them carry the
 * name and picture of their people, so a page of the feed reads no profile. When a profile's
 * `userName` or `profilePicKey` changes, the new face is written onto everything the person wrote and
 * their entry among the likers of what they like; when the account is deactivated, what they wrote is
 * marked `authorClosed` (the feed leaves it out) and their likers entries are removed (the counts stay,
 * as for any like). The work grows with what this one person wrote and liked, runs here in the stream,
 * and is idempotent (a redelivered record writes the same values).
 */
import type { DataNeeds } from '../../data/access';
import { ProfileEntity, type Profile } from '../../data/entities';
import type { ChronicleFaceChange } from '../../data/chronicle';
import { faceOf } from '../../domain/chronicle';
import type { TableChange } from '../change';
import type { Reaction } from './reaction';
import { refreshChronicleFace } from '../../data/chronicle';

/** What a profile record changes on the person's chronicle items, if anything. */
export function chronicleFaceChangeOf({
  eventName,
  before,
  after,
}: Pick<TableChange, 'eventName' | 'before' | 'after'>):
  { uuid: string; change: ChronicleFaceChange } | undefined {
  if (eventName !== 'MODIFY' || !ProfileEntity.is(before) || !ProfileEntity.is(after)) return undefined;
  const old = before as Partial<Profile>;
  const now = after as Partial<Profile>;
  if (typeof now.uuid !== 'string' || typeof now.userName !== 'string') return undefined;
  if (old.active !== false && now.active === false) return { uuid: now.uuid, change: { closed: true } };
  if (now.active === false) return undefined;
  if (old.userName === now.userName && (old.profilePicKey ?? null) === (now.profilePicKey ?? null)) {
    return undefined;
  }
  return {
    uuid: now.uuid,
    change: { face: faceOf({ userName: now.userName, profilePicKey: now.profilePicKey ?? null }) },
  };
}

export type ChronicleFaceData = DataNeeds<'refreshChronicleFace'>;

export const chronicleFaces: Reaction<ChronicleFaceData> = {
  name: 'chronicle-faces',
  data: { refreshChronicleFace },
  async react(change, deps) {
    const found = chronicleFaceChangeOf(change);
    if (!found) return;
    const counts = await deps.data.refreshChronicleFace(found.uuid, found.change);
    deps.log.info('chronicle faces refreshed', { eventID: change.eventID, ...counts });
  },
};
