/**
 * GET pjgameattributes/pjgetgameattributes?username&gameId — the named user's details for one game
 * (000 §7), as queryResult [{ Id, Frequency, Platform, SkillLevel, Rating }]; an empty queryResult
 * when they do not play it. The same visibility as the profile (services/visible-profile.ts).
 * Cost: one GetItem (0.5 RCU) after the profile lookup.
 */
import type { OperationFor } from '../../http/service';
import { visibleProfile, type VisibleProfileData } from '../visible-profile';

export const getGameAttributes: OperationFor<
  'getGameAttributes',
  VisibleProfileData | 'getUserGame'
> = async ({ caller, query, deps }) => {
  const profile = await visibleProfile(caller, query.username, deps);
  const entry = await deps.data.getUserGame(profile.uuid, query.gameId);
  return {
    queryResult: entry
      ? [
          {
            Id: entry.gameId,
            Frequency: entry.frequency,
            Platform: entry.platform,
            SkillLevel: entry.skillLevel,
            Rating: entry.rating,
          },
        ]
      : [],
  };
};
