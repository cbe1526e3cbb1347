/**
 * The dashboard's first answers, asked for as soon as its code is in (app/lazy.ts), not after the
 * signed-in frame and the page have rendered: on a slow phone that render comes a second or more
 * later, and the first carousel's images (the page's largest content) wait for these answers. The
 * screen's hooks then read the same cache entries (same keys, same fetchers) and find them under way.
 * Nothing happens without a valid session: the signed-in area's guard sends that visitor away.
 */
import { preload } from 'swr';
import { isSessionValid } from '../../lib/session-state';
import { readSessionValue } from '../../lib/session-values';
import { recommendedGamesKey, selectedGamesKey, trendingFlagsKey } from '../../state/server/dashboard-games';
import { fetchMatchCountsByGame, matchCountsByGameKey, matchPageKey } from '../../state/server/matches';
import { profileViewsKey, streakCountKey } from '../../state/server/profile-stats';
import { spectateCountKey } from '../../state/server/spectate-lists';
import { apiFetcher, apiKey, type ApiKey } from '../../state/swr-config';

/** Every call the dashboard's first screen makes, in the order it shows them. */
export function dashboardKeys(uuid: string, userName: string | null): ApiKey[] {
  return [
    ...(userName === null
      ? []
      : [
          profileViewsKey(userName),
          spectateCountKey('spectators', uuid, userName),
          streakCountKey(userName),
        ]),
    apiKey('countMatches', { uuid }),
    trendingFlagsKey(uuid),
    selectedGamesKey(uuid),
    matchPageKey('new', uuid, 0, true),
    apiKey('countOnlineMatches', { uuid }),
    matchPageKey('online', uuid, 0),
    recommendedGamesKey(uuid),
  ];
}

/** Starts the dashboard's first calls (returns at once; failures are the screen's to show). */
export function preloadDashboard(): void {
  // lib/session is in the signed-in area's chunk, loaded by now; imported here as api.ts does
  void import('../../lib/session').then(async ({ getSession }) => {
    const session = await getSession();
    if (!isSessionValid(session)) return;
    const userName = readSessionValue('userName');
    for (const key of dashboardKeys(session.uuid, userName)) preload(key, apiFetcher).catch(() => {});
    preload(matchCountsByGameKey(session.uuid), fetchMatchCountsByGame).catch(() => {});
  });
}
