import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import * as v from 'valibot';
import { routeNamed, type RouteName } from '../../../lib/contract/manifest';
import type { RouteDefinition } from '../../../lib/contract/route';
import { ApiError, callApi } from '../../../web/src/lib/api';
import { report } from '../../../web/src/lib/errors';
import { gameChatCountKey, useGameChatCount } from '../../../web/src/state/server/game-chat-count';
import {
  gameCountKey,
  gamePageKey,
  isGameCountKey,
  isGamePageKey,
  useGameCount,
  useGamePage,
  useResetGameLists,
} from '../../../web/src/state/server/game-lists';
import { addGameFromModal } from '../../../web/src/state/server/user-games';
import { apiFetcher, swrConfig, type ApiKey } from '../../../web/src/state/swr-config';
import { USER_UUID } from '../auth-fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
const GAME = 7;
const OTHER_GAME = 8;

afterEach(() => jest.resetAllMocks());

/** A fresh SWR cache with the app's error handling (reporting, retries off to keep tests short). */
function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      {children}
    </SWRConfig>
  );
}

/** The route's own schema accepts the key's input (what the server validates). */
function expectValidInput([name, input]: ApiKey) {
  const route = routeNamed(name as RouteName) as RouteDefinition;
  expect(v.safeParse(route.query!, input).success).toBe(true);
}

const callsTo = (name: string) =>
  api.mock.calls.filter(([called]) => called === name).map(([, input]) => input);

describe('keys (000 §7 gamecommunity, gamematches, gamematchcount, gamecommunitycount)', () => {
  it('reads pages of 25 at an offset, and the counts, with the exact inputs of the contract', () => {
    const pages = [gamePageKey('community', USER_UUID, GAME, 0), gamePageKey('matches', USER_UUID, GAME, 25)];
    expect(pages).toEqual([
      ['listGameCommunity', { uuid: USER_UUID, gameId: GAME, limit: 25, offset: 0 }],
      ['listGameMatches', { uuid: USER_UUID, gameId: GAME, limit: 25, offset: 25 }],
    ]);
    const counts = [gameCountKey('community', USER_UUID, GAME), gameCountKey('matches', USER_UUID, GAME)];
    expect(counts).toEqual([
      ['countGameCommunity', { uuid: USER_UUID, gameId: GAME }],
      ['countGameMatches', { uuid: USER_UUID, gameId: GAME }],
    ]);
    for (const key of [...pages, ...counts, gameChatCountKey(GAME)]) expectValidInput(key);
  });

  it('tells the keys of one game from those of another game and of other routes', () => {
    expect(isGamePageKey(gamePageKey('matches', USER_UUID, GAME, 50), GAME)).toBe(true);
    expect(isGamePageKey(gamePageKey('matches', USER_UUID, OTHER_GAME, 0), GAME)).toBe(false);
    expect(isGamePageKey(gameCountKey('matches', USER_UUID, GAME), GAME)).toBe(false);
    expect(isGameCountKey(gameCountKey('community', USER_UUID, GAME), GAME)).toBe(true);
    expect(isGameCountKey(gameCountKey('community', USER_UUID, OTHER_GAME), GAME)).toBe(false);
    expect(isGameCountKey(['countMatches', { uuid: USER_UUID }], GAME)).toBe(false);
    expect(isGamePageKey('a string key', GAME)).toBe(false);
  });
});

describe('reads', () => {
  it('reads a count as its matchCount', async () => {
    api.mockResolvedValue({ matchCount: 31 });
    const { result } = renderHook(() => useGameCount('matches', USER_UUID, GAME), { wrapper });
    await waitFor(() => expect(result.current.count).toBe(31));
    expect(api).toHaveBeenCalledWith('countGameMatches', { uuid: USER_UUID, gameId: GAME });
  });

  it('reads the chat message count', async () => {
    api.mockResolvedValueOnce({ gameMessageCounter: 412 });
    const served = renderHook(() => useGameChatCount(GAME), { wrapper });
    await waitFor(() => expect(served.result.current.count).toBe(412));
    expect(api).toHaveBeenCalledWith('countGameChatMessages', { gameId: GAME });
  });

  it('treats any other failure of the chat count as a failure (reported)', async () => {
    api.mockRejectedValue(new ApiError('countGameChatMessages', 500));
    const { result } = renderHook(() => useGameChatCount(GAME), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.count).toBeUndefined();
    expect(report).toHaveBeenCalled();
  });
});

describe('useResetGameLists (000 §4: switching tabs resets the lists and counts and reloads)', () => {
  it("empties the game's pages and counts, reads the counts again at once and leaves the pages to their list", async () => {
    let served = 0;
    api.mockImplementation(async (name) => {
      served += 1;
      if (name === 'countGameCommunity' || name === 'countGameMatches') return { matchCount: served };
      if (name === 'countGameChatMessages') return { gameMessageCounter: served };
      return { matches: [], count: served };
    });
    const otherGamePage = gamePageKey('community', USER_UUID, OTHER_GAME, 0);
    const { result } = renderHook(
      () => ({
        community: useGameCount('community', USER_UUID, GAME),
        chat: useGameChatCount(GAME),
        reset: useResetGameLists(GAME),
        cache: useSWRConfig().cache,
      }),
      { wrapper },
    );
    // a page of this game, still on screen as the tab changes, and one of another game
    const page = gamePageKey('matches', USER_UUID, GAME, 0);
    const earlier = renderHook(() => [useGamePage(page).data, useSWR(otherGamePage, apiFetcher).data], {
      wrapper: ({ children }) => (
        <SWRConfig value={{ provider: () => result.current.cache }}>{children}</SWRConfig>
      ),
    });
    await waitFor(() => expect(earlier.result.current.every(Boolean)).toBe(true));
    await waitFor(() => expect(result.current.community.count).toBeDefined());
    await waitFor(() => expect(result.current.chat.count).toBeDefined());
    api.mockClear();
    const cached = (key: ApiKey) =>
      [...result.current.cache.keys()].some((serialized) => {
        const entry = result.current.cache.get(serialized) as { _k?: unknown; data?: unknown } | undefined;
        return JSON.stringify(entry?._k) === JSON.stringify(key) && entry?.data !== undefined;
      });
    expect(cached(page)).toBe(true);

    await act(async () => {
      await result.current.reset();
    });

    expect(callsTo('countGameCommunity')).toEqual([{ uuid: USER_UUID, gameId: GAME }]);
    expect(callsTo('countGameChatMessages')).toEqual([{ gameId: GAME }]);
    expect(callsTo('listGameMatches')).toEqual([]);
    expect(cached(page)).toBe(false);
    expect(earlier.result.current[0]).toBeUndefined();
    expect(cached(otherGamePage)).toBe(true);
    expect(api).toHaveBeenCalledTimes(2);
  });
});

describe('addGameFromModal (pjusergames/pjuserselectedgames/add)', () => {
  it('adds the game with the caller and the game id', async () => {
    api.mockResolvedValue({ affectedRows: 1 });
    await expect(addGameFromModal(USER_UUID, GAME)).resolves.toBeUndefined();
    expect(api).toHaveBeenCalledWith('addGameFromModal', { uuid: USER_UUID, gameId: GAME });
  });

  it('throws when the server refuses', async () => {
    api.mockRejectedValueOnce(new ApiError('addGameFromModal', 500));
    await expect(addGameFromModal(USER_UUID, GAME)).rejects.toBeInstanceOf(ApiError);
  });
});
