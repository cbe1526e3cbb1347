import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { callApi } from '../../../web/src/lib/api';
import {
  fromCatalogueGame,
  fromPopularGame,
  fromSelectedGame,
  recommendedGamesKey,
  useTrendingFlags,
} from '../../../web/src/state/server/dashboard-games';
import { USER_UUID } from '../auth-fixtures';
import { aCatalogueGame, aPopularGame, aSelectedGame } from '../discovery/harness';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
afterEach(() => jest.resetAllMocks());

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
);

describe('the games of the dashboard and the community page (000 §3)', () => {
  it('shows every kind of game as one tile shape, with the counts it has', () => {
    expect(fromSelectedGame(aSelectedGame({ matchGameCount: 4, commGameCount: 30 }))).toEqual({
      gameId: 7,
      gameDescription: 'Valorant',
      image: 'media/games/valorant.jpg',
      imageThumbnail: 'media/games/valorant-thumb.jpg',
      matchCount: 4,
      playerCount: 30,
    });
    expect(fromPopularGame(aPopularGame())).toEqual({
      gameId: 11,
      gameDescription: 'Rocket League',
      image: 'media/games/rl.jpg',
      imageThumbnail: 'media/games/rl-thumb.jpg',
      matchCount: 3,
      playerCount: 120,
    });
    expect(fromCatalogueGame(aCatalogueGame())).toEqual({
      gameId: 21,
      gameDescription: 'Apex Legends',
      image: 'media/games/apex.jpg',
      imageThumbnail: 'media/games/apex-thumb.jpg',
    });
  });

  it('asks for recommendations with the caller as userId (000 §7 pjgamerecommend?userId)', () => {
    expect(recommendedGamesKey(USER_UUID)).toEqual(['listRecommendedGames', { userId: USER_UUID }]);
  });

  it('gives the ids of the caller’s games that trend', async () => {
    api.mockResolvedValue([
      { GameId: 7, Trending: 1 },
      { GameId: 9, Trending: 0 },
    ]);

    const { result } = renderHook(() => useTrendingFlags(USER_UUID), { wrapper });

    await waitFor(() => expect([...result.current.trending]).toEqual([7]));
    expect(api).toHaveBeenCalledWith('listTrendingFlags', { uuid: USER_UUID });
  });
});
