import '../env';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { routeKey, routes, serviceOf, type RouteDefinition } from '../../../lib/contract';
import { NotImplementedError } from '../../../lambdas/core/errors';
import { PLANNED_ISSUES } from '../../../lambdas/services/planned';

type Operations = Record<string, (context: unknown) => Promise<unknown>>;

const services = [...new Set(routes.map((route) => serviceOf(route.path)))];
const IMPLEMENTED = [
  'getGameChatPage',
  'listActiveChatUsers',
  'countGameChatMessages',
  'countUnreadGameChat',
  'listChatMessageLikes',
  'listGameChatUsers',
  'postChatMentions',
  'reportChatMessage',
  'getMessageHistory',
  'getMessageSummary',
  'countUnreadMessages',
  'markMessageRead',
  'sendMessage',
  'listChatNotifications',
  'getChatNotificationThread',
  'markChatNotificationsRead',
  'countUnreadChatNotifications',
  'listGames',
  'getPublicProfile',
  'getPublicProfileGames',
  // issue 3: accounts and the public shell (001 §7), with the 000 calls it needs
  'logIn',
  'verifyUser',
  'recordLogin',
  'postStreak',
  'getStreakCount',
  'getProfileViews',
  'register',
  'confirmSignUpCode',
  'resendSignUpCode',
  'createUser',
  'checkUsername',
  'getProfileImageUploadUrl',
  'setProfileImage',
  'requestPasswordReset',
  'confirmPasswordReset',
  'changePassword',
  'getUserSettings',
  'updateLanguage',
  'updateDateOfBirth',
  'updateGender',
  'listBlockedUsers',
  'unblockUser',
  'reportOrBlockUser',
  'sendHelpRequest',
  'sendContactMessage',
  'deactivateAccount',
  'signOut',
  // issue 8: the profile match, computed on the spot
  'getProfileMatch',
  // issue 8: profile reads and profile editing (srv-profile)
  'getUserProfile',
  'getUserProfileGames',
  'getGameAttributes',
  'saveGameAttributes',
  'getPlatforms',
  'updateBio',
  'addGames',
  'removeGames',
  'removeGameDetails',
  'updateChecklist',
  'setPlatform',
  'changeUsername',
  // issue 8: the social graph on the server (srv-social)
  'spectateUser',
  'recordProfileView',
  'getSpectateStatus',
  'listSpectators',
  'listSpectating',
  'countSpectating',
  'countSpectators',
  'listAllSpectating',
  // issue 9: the matching engine's lists
  'listTopMatches',
  'listOnlineMatches',
  'countOnlineMatches',
  'listNewMatches',
  'countMatches',
  'listGameMatches',
  'countGameMatches',
  'countMatchesByGame',
  // issue 9: custom search
  'searchUsers',
  'searchUsersByName',
  'countSearchResults',
  // issue 9 (srv-lists): community lists and counts, game community, trending flags, dashboard games
  'listPopularUsers',
  'listTrending',
  'listCommunityNew',
  'listCommunityNewTrending',
  'countCommunityPopular',
  'countCommunityTrending',
  'countCommunityNew',
  'countCommunityNewTrending',
  'listGameCommunity',
  'countGameCommunity',
  'listTrendingFlags',
  'listSelectedGames',
  'addGameFromModal',
  'setGamePlatformFromModal',
  'listPopularGames',
  'listRecommendedGames',
  // issue 11: invites to play, general notifications, invite preferences (ours)
  'createInvite',
  'acceptInvite',
  'listInviteNotifications',
  'markInvitesRead',
  'getInvitePreferences',
  'saveInvitePreferences',
  'listSpectateNotifications',
  'markSpectateNotificationsRead',
];
const entryOf = (service: string) => join(__dirname, '../../../lambdas/services', service, 'index.ts');

/** Loads a service entry with createService replaced, and answers what it was called with. */
async function captureService(
  service: string,
): Promise<{ name: string; served: readonly RouteDefinition[]; operations: Operations }> {
  let captured: { name: string; served: readonly RouteDefinition[]; operations: Operations } | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('../../../lambdas/http/service', () => ({
      ...jest.requireActual('../../../lambdas/http/service'),
      createService: (served: readonly RouteDefinition[], operations: Operations) => {
        captured = { name: serviceOf(served[0]!.path), served, operations };
        return async () => ({ statusCode: 200, body: '' });
      },
    }));
    await import(entryOf(service));
  });
  jest.dontMock('../../../lambdas/http/service');
  if (!captured) throw new Error(`${service} did not call createService`);
  return captured;
}

describe('service entries', () => {
  it('has one entry file per manifest service', () => {
    expect(services).toHaveLength(32);
    expect(services.filter((service) => !existsSync(entryOf(service)))).toEqual([]);
  });

  it.each(services)('%s exports a handler built from exactly its routes', async (service) => {
    const captured = await captureService(service);
    let real: { handler?: unknown } = {};
    await jest.isolateModulesAsync(async () => {
      real = await import(entryOf(service));
    });

    const own = routes.filter((route) => serviceOf(route.path) === service);
    const expected = own.map((route) => route.name);
    expect(captured.name).toBe(service);
    expect(captured.served.map(routeKey)).toEqual(own.map(routeKey));
    expect(Object.keys(captured.operations).sort()).toEqual([...expected].sort());
    expect(typeof real.handler).toBe('function');
  });

  it('answers 501 naming a planned issue for every operation not built yet', async () => {
    const planned: string[] = [];
    const issue = new RegExp(
      `^Not implemented yet: planned in issue "(${Object.keys(PLANNED_ISSUES).join('|')})"`,
    );

    for (const service of services) {
      const { operations } = await captureService(service);
      for (const [name, operation] of Object.entries(operations)) {
        if (IMPLEMENTED.includes(name)) continue;
        planned.push(name);
        const failure = (await operation({}).catch((error: unknown) => error)) as Error;
        expect(failure.name).toBe(NotImplementedError.name);
        expect(failure.message).toMatch(issue);
      }
    }

    expect(planned).toHaveLength(routes.length - IMPLEMENTED.length);
  });
});
