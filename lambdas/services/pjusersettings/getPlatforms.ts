/**
 * GET pjusersettings/pjusersettings/platform/get?username — the named user's platform flags (000 §7),
 * queryResult [{ PlatformId, Active }] for every real platform (2 PC … 7 Other) in id order, Active 1
 * when on (a platform never set reads 0). The same visibility as the profile
 * (services/visible-profile.ts); the flags come with the profile it loads (A8), so no further read.
 */
import { REAL_PLATFORMS } from '../../../lib/contract/codes';
import type { OperationFor } from '../../http/service';
import { visibleProfile, type VisibleProfileData } from '../visible-profile';

export const getPlatforms: OperationFor<'getPlatforms', VisibleProfileData> = async ({
  caller,
  query,
  deps,
}) => {
  const profile = await visibleProfile(caller, query.username, deps);
  return {
    queryResult: [...REAL_PLATFORMS]
      .sort((a, b) => a - b)
      .map((id) => ({
        PlatformId: id,
        Active: profile.platforms[String(id)] === 1 ? (1 as const) : (0 as const),
      })),
  };
};
