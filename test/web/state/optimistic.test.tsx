import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { ApiError } from '../../../web/src/lib/api';
import { report } from '../../../web/src/lib/errors';
import { useOptimisticMutation } from '../../../web/src/state/optimistic';
import { apiKey } from '../../../web/src/state/swr-config';

jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const KEY = apiKey('listBlockedUsers', { uuid: 'viewer-1' });
const BEFORE = ['NeonFox', 'PixelMage'];
const AFTER = ['PixelMage'];

/** A deferred server call, so the test can look at the cache while the call is under way. */
function pendingCall() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { send: jest.fn(() => promise), ...settle };
}

/**
 * The cached list as a screen reads it, loaded, and `unblock(send)`: the helper removing NeonFox with
 * `send` as the server call. Both share one fresh SWR cache.
 */
async function renderList(fetcher: jest.Mock) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  const { result } = renderHook(
    () => ({ list: useSWR(KEY, fetcher).data, mutateOptimistically: useOptimisticMutation() }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.list).toEqual(BEFORE));
  const unblock = (send: () => Promise<unknown>) => {
    let saved!: Promise<boolean>;
    act(() => {
      saved = result.current.mutateOptimistically<string[]>(KEY, {
        apply: (current) => (current ?? []).filter((name) => name !== 'NeonFox'),
        send,
        where: 'api:unblockUser',
      });
    });
    return saved;
  };
  return { list: () => result.current.list, unblock };
}

afterEach(() => jest.resetAllMocks());

describe('useOptimisticMutation (state/optimistic.ts)', () => {
  it('shows the change at once, keeps it when the call succeeds and reads the key again', async () => {
    const fetcher = jest.fn().mockResolvedValueOnce(BEFORE).mockResolvedValueOnce(AFTER);
    const { list, unblock } = await renderList(fetcher);
    const call = pendingCall();

    const saved = unblock(call.send);
    await waitFor(() => expect(list()).toEqual(AFTER));
    expect(call.send).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve());

    await expect(saved).resolves.toBe(true);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    expect(list()).toEqual(AFTER);
    expect(report).not.toHaveBeenCalled();
  });

  it('puts the value back when the call fails, reports the fault and resolves false', async () => {
    const { list, unblock } = await renderList(jest.fn().mockResolvedValue(BEFORE));
    const call = pendingCall();
    const fault = new ApiError('unblockUser', 500);

    const saved = unblock(call.send);
    await waitFor(() => expect(list()).toEqual(AFTER));
    await act(async () => call.reject(fault));

    await expect(saved).resolves.toBe(false);
    await waitFor(() => expect(list()).toEqual(BEFORE));
    expect(report).toHaveBeenCalledWith(fault, { where: 'api:unblockUser' });
  });

  it('rolls back an answer (a 4xx) without reporting it', async () => {
    const { list, unblock } = await renderList(jest.fn().mockResolvedValue(BEFORE));

    const saved = unblock(() => Promise.reject(new ApiError('unblockUser', 404)));

    await expect(saved).resolves.toBe(false);
    await waitFor(() => expect(list()).toEqual(BEFORE));
    expect(report).not.toHaveBeenCalled();
  });
});
