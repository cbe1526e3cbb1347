import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { callApi } from '../../../web/src/lib/api';
import {
  fetchMatchCountsByGame,
  isMatch,
  MATCH_COUNTS_BY_GAME_KEY,
  matchCountsByGameKey,
  matchPageKey,
  sortOnline,
  useMatchCountsByGame,
  useMatchListTotal,
} from '../../../web/src/state/server/matches';
import { USER_UUID } from '../auth-fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.resetAllMocks());

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
);

describe('the match lists’ page keys (000 §7 "Matches", §9 page size 25)', () => {
  it('reads each list in pages of 25 at the offset asked, with newuser only where asked', () => {
    expect(matchPageKey('new', USER_UUID, 0, true)).toEqual([
      'listNewMatches',
      { uuid: USER_UUID, limit: 25, offset: 0, newuser: true },
    ]);
    expect(matchPageKey('new', USER_UUID, 25)).toEqual([
      'listNewMatches',
      { uuid: USER_UUID, limit: 25, offset: 25 },
    ]);
    expect(matchPageKey('top', USER_UUID, 50)).toEqual([
      'listTopMatches',
      { uuid: USER_UUID, limit: 25, offset: 50 },
    ]);
    expect(matchPageKey('online', USER_UUID, 0)).toEqual([
      'listOnlineMatches',
      { uuid: USER_UUID, limit: 25, offset: 0 },
    ]);
  });

  it('takes the total of new and top from matchcount and of online from onlinematchcount', async () => {
    api.mockImplementation(async (name) =>
      name === 'countMatches' ? { matchCount: 41 } : { onlineMatchesCount: 6 },
    );

    const top = renderHook(() => useMatchListTotal('top', USER_UUID), { wrapper });
    const online = renderHook(() => useMatchListTotal('online', USER_UUID), { wrapper });

    await waitFor(() => expect(top.result.current).toBe(41));
    await waitFor(() => expect(online.result.current).toBe(6));
    expect(api.mock.calls.map(([name]) => name).sort()).toEqual(['countMatches', 'countOnlineMatches']);
  });
});

describe('the online list’s two orders (000 §9 "sorts by newest or by match score descending")', () => {
  const online = [
    { userName: 'Early', Created: '2026-11-20T08:00:00.000Z', combinedScore: 90 },
    { userName: 'Late', Created: '2026-11-20T10:00:00.000Z', combinedScore: 40 },
    { userName: 'Middle', Created: '2026-11-20T09:00:00.000Z', combinedScore: 90 },
  ];

  it('puts the newest first', () => {
    expect(sortOnline(online, 'newest').map((person) => person.userName)).toEqual([
      'Late',
      'Middle',
      'Early',
    ]);
  });

  it('puts the highest score first and keeps the order read for equal scores', () => {
    expect(sortOnline(online, 'top').map((person) => person.userName)).toEqual(['Early', 'Middle', 'Late']);
  });
});

it('counts a person as a match only when the pair has a score of its own (above the default 25)', () => {
  expect(isMatch({ combinedScore: 26 })).toBe(true);
  expect(isMatch({ combinedScore: 25 })).toBe(false);
});

describe('the match counts per game, cached in the session (000 §7 pjmatchescountbygame)', () => {
  const counts = [
    { GameId: 7, MatchCount: 3 },
    { GameId: 9, MatchCount: 0 },
  ];

  it('calls once, keeps the answer in sessionStorage and reads it from there afterwards', async () => {
    api.mockResolvedValue(counts);

    expect(await fetchMatchCountsByGame(matchCountsByGameKey(USER_UUID))).toEqual(counts);
    expect(await fetchMatchCountsByGame(matchCountsByGameKey(USER_UUID))).toEqual(counts);

    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith('countMatchesByGame', { uuid: USER_UUID });
    expect(JSON.parse(sessionStorage.getItem(MATCH_COUNTS_BY_GAME_KEY)!)).toEqual({
      uuid: USER_UUID,
      counts,
    });
  });

  it('never serves another user’s counts, nor a damaged copy', async () => {
    sessionStorage.setItem(MATCH_COUNTS_BY_GAME_KEY, JSON.stringify({ uuid: 'someone-else', counts }));
    api.mockResolvedValue([{ GameId: 1, MatchCount: 1 }]);
    expect(await fetchMatchCountsByGame(matchCountsByGameKey(USER_UUID))).toEqual([
      { GameId: 1, MatchCount: 1 },
    ]);

    sessionStorage.setItem(MATCH_COUNTS_BY_GAME_KEY, '{not json');
    expect(await fetchMatchCountsByGame(matchCountsByGameKey(USER_UUID))).toEqual([
      { GameId: 1, MatchCount: 1 },
    ]);
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('gives the counts by game id', async () => {
    api.mockResolvedValue(counts);

    const { result } = renderHook(() => useMatchCountsByGame(USER_UUID), { wrapper });

    await waitFor(() => expect(result.current.byGame.get(7)).toBe(3));
    expect(result.current.byGame.get(9)).toBe(0);
    expect(result.current.byGame.has(1)).toBe(false);
    await act(async () => {});
  });
});
