import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { callApi } from '../../../web/src/lib/api';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { useNotificationsDot } from '../../../web/src/state/notifications-dot';
import { POLL } from '../../../web/src/state/cache';
import { SessionProvider } from '../../../web/src/state/session';
import { USER_UUID } from '../auth-fixtures';
import { aGeneralNotification, aMentionNotification, aSpectateNotification } from '../notification-fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
const OWN = 'DemoGamer';

beforeEach(() => localStorage.setItem(SESSION_VALUE_KEYS.userName, OWN));
afterEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

function answer({ chat = 0, notifications = 0 }: { chat?: number; notifications?: number }) {
  api.mockImplementation(async (name) => {
    if (name === 'countUnreadGameChat') return { gameCountUnread: { body: [{ gameId: 7, count: chat }] } };
    if (name === 'countUnreadChatNotifications') return { notiCountUnread: notifications };
    throw new Error(`unexpected call ${name}`);
  });
}

function Probe() {
  return <span>{useNotificationsDot() ? 'dot' : 'no dot'}</span>;
}

const renderProbe = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <Probe />
    </SWRConfig>,
  );

describe('the Notifications dot (000 §2: unread game chat or unread notifications)', () => {
  it('shows for unread chat notifications, asking for the caller’s count', async () => {
    answer({ notifications: 3 });
    renderProbe();
    expect(await screen.findByText('dot')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('countUnreadChatNotifications', { userId: OWN });
  });

  it('shows for unread game chat', async () => {
    answer({ chat: 2 });
    renderProbe();
    expect(await screen.findByText('dot')).toBeInTheDocument();
  });

  it('stays off when nothing is unread', async () => {
    answer({});
    renderProbe();
    await waitFor(() => expect(api).toHaveBeenCalledWith('countUnreadChatNotifications', { userId: OWN }));
    await act(async () => {});
    expect(screen.getByText('no dot')).toBeInTheDocument();
  });

  it('reads the count again every minute', async () => {
    jest.useFakeTimers();
    try {
      answer({});
      renderProbe();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      const before = api.mock.calls.filter(([name]) => name === 'countUnreadChatNotifications').length;
      answer({ notifications: 1 });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(POLL.unreadNotifications);
      });
      expect(api.mock.calls.filter(([name]) => name === 'countUnreadChatNotifications').length).toBe(
        before + 1,
      );
      expect(screen.getByText('dot')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the Notifications dot and the general notifications (000 §2: "or unread general notifications")', () => {
  const read = { readMessage: 1 as const, readMessageTo: 1 as const, readMessageFrom: 1 as const };

  function answerGeneral({
    spectates = [] as unknown[],
    invites = [] as unknown[],
    mentions = [] as unknown[],
  }) {
    api.mockImplementation(async (name) => {
      if (name === 'countUnreadGameChat') return { gameCountUnread: { body: [] } };
      if (name === 'countUnreadChatNotifications') return { notiCountUnread: 0 };
      if (name === 'listSpectateNotifications') return { data: spectates };
      if (name === 'listInviteNotifications') return { data: invites };
      if (name === 'listMentionNotifications') return { data: mentions };
      throw new Error(`unexpected call ${name}`);
    });
  }

  const renderSignedIn = () =>
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <SessionProvider value={{ idToken: 'token', expiresAt: Date.now() + 3_600_000, uuid: USER_UUID }}>
          <Probe />
        </SessionProvider>
      </SWRConfig>,
    );

  it('shows for an unread invite, reading both general lists of the caller', async () => {
    answerGeneral({ spectates: [aSpectateNotification(read)], invites: [aGeneralNotification()] });
    renderSignedIn();
    expect(await screen.findByText('dot')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('listSpectateNotifications', { uuid: USER_UUID });
    expect(api).toHaveBeenCalledWith('listInviteNotifications', { usernameTo: OWN });
  });

  it('shows for an unread chronicle mention (ours), reading the caller’s mention list', async () => {
    answerGeneral({ mentions: [aMentionNotification()] });
    renderSignedIn();
    expect(await screen.findByText('dot')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('listMentionNotifications', { uuid: USER_UUID });
  });

  it('shows for an unread spectate notification', async () => {
    answerGeneral({ spectates: [aSpectateNotification()] });
    renderSignedIn();
    expect(await screen.findByText('dot')).toBeInTheDocument();
  });

  it('stays off when every general item is read', async () => {
    answerGeneral({
      spectates: [aSpectateNotification(read)],
      invites: [
        aGeneralNotification(read),
        aGeneralNotification({ ...read, status: 'FROM', accepted: 1, key: 'i2' }),
      ],
      mentions: [aMentionNotification({ readMessage: 1 })],
    });
    renderSignedIn();
    await waitFor(() => expect(api).toHaveBeenCalledWith('listInviteNotifications', { usernameTo: OWN }));
    await act(async () => {});
    expect(screen.getByText('no dot')).toBeInTheDocument();
  });
});
