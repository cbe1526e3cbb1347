/**
 * POST pjuserprofile/pjuserprofile/streakcount/post — advances the caller's daily online streak
 * (domain/streak.ts: UTC days; same day unchanged, next day +1, after a gap 1) and answers it as
 * queryResult [{ CurrentStreakCount }]. 404 when the caller has no profile yet.
 */
import { currentStreak, nextStreak } from '../../domain/streak';
import { NotFoundError } from '../../core/errors';
import type { OperationFor } from '../../http/service';

export const postStreak: OperationFor<'postStreak', 'getProfile' | 'saveStreak'> = async ({
  caller,
  deps,
}) => {
  const profile = await caller.profile();
  if (!profile) throw new NotFoundError('the caller has no profile yet');
  const now = deps.clock.now();
  const next = nextStreak(profile, now);
  if (!next) return { queryResult: [{ CurrentStreakCount: currentStreak(profile, now) }] };
  if (await deps.data.saveStreak(profile.uuid, profile.lastStreakDay, next)) {
    return { queryResult: [{ CurrentStreakCount: next.count }] };
  }
  // another post of the same day won the race: answer what it stored
  const fresh = await deps.data.getProfile(profile.uuid, { consistent: true });
  return { queryResult: [{ CurrentStreakCount: fresh ? currentStreak(fresh, now) : 0 }] };
};
