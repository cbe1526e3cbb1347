import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { callApi } from '../../../web/src/lib/api';
import {
  COMMUNITY_LISTS,
  communityCountKey,
  communityPageKey,
  readCommunityCount,
  useCommunityCount,
} from '../../../web/src/state/server/community';
import { USER_UUID } from '../auth-fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
afterEach(() => jest.resetAllMocks());

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
);

describe('the community lists (000 §2, §7)', () => {
  it('reads each list and its count from its own route, in pages of 25', () => {
    expect(COMMUNITY_LISTS.map((list) => communityPageKey(list, USER_UUID, 25))).toEqual([
      ['listPopularUsers', { uuid: USER_UUID, limit: 25, offset: 25 }],
      ['listTrending', { uuid: USER_UUID, limit: 25, offset: 25 }],
      ['listCommunityNew', { uuid: USER_UUID, limit: 25, offset: 25 }],
      ['listCommunityNewTrending', { uuid: USER_UUID, limit: 25, offset: 25 }],
    ]);
    expect(COMMUNITY_LISTS.map((list) => communityCountKey(list, USER_UUID)[0])).toEqual([
      'countCommunityPopular',
      'countCommunityTrending',
      'countCommunityNew',
      'countCommunityNewTrending',
    ]);
  });

  it('reads the number of each of the four count answers', () => {
    expect(readCommunityCount({ communityPopularCount: 1 })).toBe(1);
    expect(readCommunityCount({ communityTrendingCount: 2 })).toBe(2);
    expect(readCommunityCount({ communityNewCount: 3 })).toBe(3);
    expect(readCommunityCount({ communityNewTrendingCount: 4 })).toBe(4);
    expect(readCommunityCount(undefined)).toBeUndefined();
  });

  it('gives a list’s count once its count call answers', async () => {
    api.mockResolvedValue({ communityTrendingCount: 57 });

    const { result } = renderHook(() => useCommunityCount('trending', USER_UUID), { wrapper });

    await waitFor(() => expect(result.current.count).toBe(57));
    expect(api).toHaveBeenCalledWith('countCommunityTrending', { uuid: USER_UUID });
  });
});
