/**
 * GET pjuserprofile/pjuserprofile/streakcount/get?username — a user's online streak (000 §7, 001 §7
 * dashboard): queryResult [{ CurrentStreakCount }], 0 once a day was missed; [] for an unknown or
 * deactivated user.
 */
import { currentStreak } from '../../domain/streak';
import type { OperationFor } from '../../http/service';

export const getStreakCount: OperationFor<'getStreakCount', 'getProfileByUserName'> = async ({
  query,
  deps,
}) => {
  const profile = await deps.data.getProfileByUserName(query.username);
  if (!profile?.active) return { queryResult: [] };
  return { queryResult: [{ CurrentStreakCount: currentStreak(profile, deps.clock.now()) }] };
};
