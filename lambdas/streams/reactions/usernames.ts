/**
 * Username snapshots: when a profile's `userName` changes (A6, pjuseradmin changeusername), every item
 * that keeps a copy of the name and can be found within a bounded read gets the new one:
 * - the user's `userGame` items (the mention picker's and game lists' names): one Query of the
 *   user's own partition, at most MAX_GAMES_PER_USER items;
 * - the user's open WebSocket `connection` items (the name their chat frames are sent under): one
 *   Query of gsi2 `USERCONNS#<uuid>`, a handful at most.
 * Each item is updated only while it still shows the old name (a conditional update), so the reaction
 * is idempotent: a redelivered record, or one retried after another reaction failed, changes nothing
 * twice, and an item already written under the new name is left alone.
 *
 * Left as they are, with the reason (docs: the data model's "username snapshot" note):
 * - `chatMessage.userName` and `chatLike.userName`: they are keyed by message, with no index by
 *   author; finding a user's messages would mean reading whole game rooms (unbounded). Chat readers
 *   should resolve names from `senderUuid`/`uuid` by batch-loading profiles (the people pipeline), or
 *   the chat issue adds an author index and extends this reaction.
 * - `connection.toUserName` on the partners' direct-message connections: no index by partner name;
 *   they expire within 2 hours and a reconnect uses the new name.
 */
import type { DataNeeds } from '../../data/access';
import { ProfileEntity } from '../../data/entities';
import type { TableChange } from '../change';
import type { Reaction } from './reaction';
import { renameInConnections } from '../../data/usernames';
import { renameInUserGames } from '../../data/user-games';

/** The rename a record shows, if any: a profile MODIFY whose `userName` changed. */
export function renameOf({
  eventName,
  before,
  after,
}: Pick<TableChange, 'eventName' | 'before' | 'after'>):
  { uuid: string; oldName: string; newName: string } | undefined {
  if (eventName !== 'MODIFY' || !ProfileEntity.is(before) || !ProfileEntity.is(after)) return undefined;
  const oldName = before?.userName;
  const newName = after?.userName;
  const uuid = after?.uuid;
  if (typeof oldName !== 'string' || typeof newName !== 'string' || typeof uuid !== 'string')
    return undefined;
  return oldName === newName ? undefined : { uuid, oldName, newName };
}

export type UserNameSnapshotData = DataNeeds<'renameInUserGames' | 'renameInConnections'>;

export const userNameSnapshots: Reaction<UserNameSnapshotData> = {
  name: 'usernames',
  data: { renameInUserGames, renameInConnections },
  async react(change, deps) {
    const rename = renameOf(change);
    if (!rename) return;
    const { uuid, oldName, newName } = rename;
    const [games, connections] = await Promise.all([
      deps.data.renameInUserGames(uuid, oldName, newName),
      deps.data.renameInConnections(uuid, oldName, newName),
    ]);
    deps.log.info('username snapshots refreshed', { eventID: change.eventID, games, connections });
  },
};
