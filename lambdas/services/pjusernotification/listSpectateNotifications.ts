/**
 * GET pjusernotification/pjusernotification/spectating?uuid — the caller's spectate notifications
 * (000 §3 "General notification" type spec; docs/data-model.md S7): their newest
 * SPECTATE_NOTIFICATIONS_MAX = 50 spectators, newest first, each unread when the spectating began
 * after the caller's `specNotiReadAt`. A spectator now blocked either way or closed is left out (the
 * people pipeline); an unspectate removes the notification with the edge.
 * Cost: one index query (≤ 3 RCU for 50), the caller's block relations (≈ 1 RCU), one BatchGet of
 * the spectators (0.5 RCU each, ≤ 50).
 */
import { SPECTATE_NOTIFICATIONS_MAX, newestFirst, presentSpectate } from '../../domain/general-notifications';
import { listPeople } from '../../domain/people';
import type { OperationFor } from '../../http/service';

export const listSpectateNotifications: OperationFor<
  'listSpectateNotifications',
  'listNewestSpectators' | 'getProfiles' | 'getBlockRelations'
> = async ({ caller, deps }) => {
  const [viewer, edges] = await Promise.all([
    caller.profile(),
    deps.data.listNewestSpectators(caller.uuid, SPECTATE_NOTIFICATIONS_MAX),
  ]);
  const people = await listPeople(
    edges.map((edge) => edge.spectatorUuid),
    { viewer: caller.uuid },
    deps.data,
  );
  const personOf = new Map(people.map(({ profile }) => [profile.uuid, profile]));
  const data = edges.flatMap((edge) => {
    const spectator = personOf.get(edge.spectatorUuid);
    return spectator ? [presentSpectate(edge, spectator, viewer, deps.media)] : [];
  });
  return { data: newestFirst(data) };
};
