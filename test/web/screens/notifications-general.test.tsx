import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import * as v from 'valibot';
import { routeNamed } from '../../../lib/contract/manifest';
import { ApiError, callApi } from '../../../web/src/lib/api';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { NotificationsPanel } from '../../../web/src/screens/Notifications';
import { ConfigProvider } from '../../../web/src/state/config';
import {
  mergeGeneralNotifications,
  type GeneralNotification,
} from '../../../web/src/state/server/general-notifications';
import { SessionProvider } from '../../../web/src/state/session';
import { USER_UUID } from '../auth-fixtures';
import { TEST_CONFIG } from '../fixtures';
import { englishI18n } from '../helpers';
import {
  aGeneralNotification,
  aMentionNotification,
  aNotificationPage,
  aSpectateNotification,
} from '../notification-fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('../../../web/src/lib/session', () => ({ getIdToken: jest.fn(async () => 'id-token') }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
const OWN = 'DemoGamer';
const NOW = new Date('2024-01-01T12:00:00.000Z');

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  localStorage.setItem(SESSION_VALUE_KEYS.userName, OWN);
});
afterEach(() => {
  jest.useRealTimers();
  jest.resetAllMocks();
  localStorage.clear();
});

// ── Data ─────────────────────────────────────────────────────────────────────

/** NeonFox invited the caller (11:00, unread), PixelMage spectates them (10:00, unread), ... */
const INVITE_RECEIVED = aGeneralNotification();
const SPECTATE_DATED = aSpectateNotification({ Created: '2024-01-01T10:00:00.000Z' });
const INVITE_ACCEPTED = aGeneralNotification({
  name: 'CarolGamer',
  profileImage: 'media/userprofileimages/carol.png',
  status: 'FROM',
  accepted: 1,
  readMessage: 1,
  readMessageTo: 1,
  readMessageFrom: 1,
  gameId: 7,
  gameDescription: 'Starfall Arena',
  gameImage: 'media/games/starfall.png',
  key: 'invite-2',
  InviteId: '5d1f0c2a-8f36-4a0e-9d6e-7b2a1c3d4e5f',
  Created: '2024-01-01T09:00:00.000Z',
});
const SPECTATE_UNDATED = aSpectateNotification({ name: 'BobGamer', key: 'spec-2', readMessage: 1 });

type Answer = unknown | ((input: unknown) => unknown);

function answer(overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    listSpectateNotifications: { data: [SPECTATE_DATED, SPECTATE_UNDATED] },
    listInviteNotifications: { data: [INVITE_RECEIVED, INVITE_ACCEPTED] },
    markSpectateNotificationsRead: { affectedRows: 1 },
    markInvitesRead: { affectedRows: 1 },
    listMentionNotifications: { data: [] },
    markMentionNotificationsRead: { affectedRows: 1 },
    acceptInvite: { affectedRows: 1 },
    getInvitePreferences: { whoMayInvite: 'everyone', mutedGameIds: [] },
    saveInvitePreferences: { affectedRows: 1 },
    countUnreadChatNotifications: { notiCountUnread: 0 },
    listChatNotifications: aNotificationPage([]),
    markChatNotificationsRead: { affectedRows: 0 },
    ...overrides,
  };
  api.mockImplementation(async (name, input) => {
    if (!(name in answers)) throw new Error(`unexpected call ${name}`);
    const next = answers[name];
    return typeof next === 'function' ? (next as (input: unknown) => unknown)(input) : next;
  });
}
const callsTo = (name: string) =>
  api.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
const expectValid = (name: Parameters<typeof routeNamed>[0]) => {
  const route = routeNamed(name);
  const schema = route.method === 'GET' ? route.query : route.body;
  for (const input of callsTo(name)) expect(v.safeParse(schema!, input).success).toBe(true);
};

/** A server call that settles when the test says so. */
function deferred() {
  let settle!: { resolve: (value: unknown) => void; reject: (error: unknown) => void };
  const promise = new Promise((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { call: () => promise, ...settle };
}

// ── Rendering ────────────────────────────────────────────────────────────────

/** Where the app is (the panel's links move it). */
function LocationProbe() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

/** The panel as the side navigation shows it: mounted while open, in the checked session. */
function Frame() {
  const [open, setOpen] = useState(true);
  return (
    <MemoryRouter initialEntries={['/home/user-home']}>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        Notifications
      </button>
      {open ? <NotificationsPanel /> : null}
      <LocationProbe />
    </MemoryRouter>
  );
}

function renderPanel() {
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ConfigProvider value={TEST_CONFIG}>
          <SessionProvider value={{ idToken: 'token', expiresAt: Date.now() + 3_600_000, uuid: USER_UUID }}>
            <Frame />
          </SessionProvider>
        </ConfigProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
}
const togglePanel = () => fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const list = () => screen.getByRole('list', { name: 'Invites, spectators and mentions' });
const items = () => within(list()).getAllByRole('listitem');
const itemWith = (text: string) => items().find((item) => item.textContent?.includes(text))!;
const sentences = () => items().map((item) => item.querySelector('.noti-item__sentence')!.textContent);
const generalTab = () => screen.getByRole('tab', { name: /^General/ });

// ── Tests ────────────────────────────────────────────────────────────────────

describe('merging the two lists (000 §3 "General notification", newest first)', () => {
  const at = (time: string | undefined, key: string): GeneralNotification =>
    aSpectateNotification({ key, ...(time ? { Created: time } : {}) });

  it('orders by Created, newest first, and puts undated items last in their list order', () => {
    const merged = mergeGeneralNotifications(
      [at('2024-01-01T10:00:00Z', 's1'), at(undefined, 's2'), at('2024-01-01T08:00:00Z', 's3')],
      [
        aGeneralNotification({ key: 'i1', Created: '2024-01-01T11:00:00Z' }),
        aGeneralNotification({ key: 'i2', Created: '2024-01-01T09:00:00Z' }),
        aGeneralNotification({ key: 'i3', Created: undefined }),
      ],
    );
    expect(merged.map((item) => item.key)).toEqual(['i1', 's1', 'i2', 's3', 's2', 'i3']);
  });
});

describe('the General tab (000 §2, §3, §4)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask'] });
  });

  it('shows spectates and invites merged newest first, with picture, name, game, wording and time', async () => {
    answer();
    renderPanel();
    await advance(0);

    expect(generalTab()).toHaveAttribute('aria-selected', 'true');
    expect(sentences()).toEqual([
      'UnreadNeonFox invited you to play Valorant',
      'UnreadPixelMage started spectating you',
      'CarolGamer accepted your invite to play Starfall Arena',
      'BobGamer started spectating you',
    ]);
    expect(callsTo('listSpectateNotifications')).toEqual([{ uuid: USER_UUID }]);
    expect(callsTo('listInviteNotifications')).toEqual([{ usernameTo: OWN }]);

    const received = itemWith('NeonFox');
    expect(received.querySelector('.noti-item__face')).toHaveAttribute(
      'src',
      'https://media.test/userprofileimages/neonfox.png',
    );
    expect(received.querySelector('.noti-item__game')).toHaveAttribute(
      'src',
      'https://media.test/games/valorant.png',
    );
    expect(within(received).getByText('Valorant')).toBeInTheDocument();
    expect(within(received).getByText('1 hour ago')).toHaveAttribute('datetime', INVITE_RECEIVED.Created);
    expect(
      within(received).getByRole('button', { name: "Accept NeonFox's invite to play Valorant" }),
    ).toBeInTheDocument();

    const sent = itemWith('CarolGamer');
    expect(within(sent).getByText('Accepted')).toBeInTheDocument();
    expect(within(sent).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    // a spectate notification has no game; the spec gives it no time, so none shows without one
    expect(itemWith('BobGamer').querySelector('.noti-item__meta')).toBeNull();
    expect(within(itemWith('PixelMage')).getByText('2 hours ago')).toBeInTheDocument();
  });

  it('highlights unread items and counts them on the tab', async () => {
    answer();
    renderPanel();
    await advance(0);

    expect(itemWith('NeonFox')).toHaveClass('noti-item--unread');
    expect(itemWith('PixelMage')).toHaveClass('noti-item--unread');
    expect(itemWith('CarolGamer')).not.toHaveClass('noti-item--unread');
    expect(within(itemWith('CarolGamer')).queryByText('Unread')).not.toBeInTheDocument();
    expect(itemWith('BobGamer')).not.toHaveClass('noti-item--unread');
    expect(generalTab()).toHaveAccessibleName('General 2 unread');
  });

  it('reads a FROM invite as unread by its sender’s flag', async () => {
    answer({
      listSpectateNotifications: { data: [] },
      listInviteNotifications: { data: [{ ...INVITE_ACCEPTED, readMessageFrom: 0 }] },
    });
    renderPanel();
    await advance(0);
    expect(itemWith('CarolGamer')).toHaveClass('noti-item--unread');
  });

  it('accepts an invite at once, and puts it back with a message when the call fails', async () => {
    const accept = deferred();
    answer({ acceptInvite: accept.call });
    renderPanel();
    await advance(0);

    fireEvent.click(screen.getByRole('button', { name: "Accept NeonFox's invite to play Valorant" }));
    await advance(0);
    const accepted = screen.getByRole('button', { name: "Accepted: NeonFox's invite to play Valorant" });
    expect(accepted).toHaveAttribute('aria-disabled', 'true');
    expect(accepted).toHaveTextContent('Accepted');
    expect(callsTo('acceptInvite')).toEqual([
      { usernameFrom: 'NeonFox', usernameTo: OWN, gameId: 12, gameDescription: 'Valorant', accepted: 1 },
    ]);
    expectValid('acceptInvite');

    accept.reject(new ApiError('acceptInvite', 500));
    await advance(0);
    expect(
      screen.getByRole('button', { name: "Accept NeonFox's invite to play Valorant" }),
    ).toBeInTheDocument();
    expect(within(itemWith('NeonFox')).getByRole('alert')).toHaveTextContent(
      "NeonFox's invite could not be accepted. Please try again.",
    );
  });

  it('keeps an accepted invite accepted once the server has it', async () => {
    let accepted = false;
    answer({
      acceptInvite: () => {
        accepted = true;
        return { affectedRows: 1 };
      },
      listInviteNotifications: () => ({
        data: [{ ...INVITE_RECEIVED, accepted: accepted ? 1 : 0 }, INVITE_ACCEPTED],
      }),
    });
    renderPanel();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: "Accept NeonFox's invite to play Valorant" }));
    await advance(0);
    await advance(0);
    expect(
      screen.getByRole('button', { name: "Accepted: NeonFox's invite to play Valorant" }),
    ).toBeInTheDocument();
    // a second press sends nothing
    fireEvent.click(screen.getByRole('button', { name: "Accepted: NeonFox's invite to play Valorant" }));
    expect(callsTo('acceptInvite')).toHaveLength(1);
  });

  it('marks them read on the server 5 s after the panel opens, keeping the highlight while it stays open', async () => {
    answer();
    renderPanel();
    await advance(0);

    await advance(4999);
    expect(callsTo('markSpectateNotificationsRead')).toEqual([]);
    expect(callsTo('markInvitesRead')).toEqual([]);
    await advance(1);
    expect(callsTo('markSpectateNotificationsRead')).toEqual([{ uuid: USER_UUID }]);
    expect(callsTo('markInvitesRead')).toEqual([{ username: OWN }]);
    expectValid('markSpectateNotificationsRead');
    expectValid('markInvitesRead');

    // the tab's count goes out; the items on screen keep their highlight
    expect(generalTab()).toHaveAccessibleName('General');
    expect(itemWith('NeonFox')).toHaveClass('noti-item--unread');
  });

  it('marks only the list that has unread items', async () => {
    answer({ listSpectateNotifications: { data: [SPECTATE_UNDATED] } });
    renderPanel();
    await advance(5000);
    expect(callsTo('markSpectateNotificationsRead')).toEqual([]);
    expect(callsTo('markInvitesRead')).toEqual([{ username: OWN }]);
  });

  it('marks nothing when the panel closes within the 5 s, or when nothing is unread', async () => {
    answer();
    renderPanel();
    await advance(3000);
    togglePanel();
    await advance(5000);
    expect(callsTo('markSpectateNotificationsRead')).toEqual([]);
    expect(callsTo('markInvitesRead')).toEqual([]);
  });

  it('marks general items read locally when the General tab is left', async () => {
    answer();
    renderPanel();
    await advance(0);
    expect(generalTab()).toHaveAccessibleName('General 2 unread');

    fireEvent.click(screen.getByRole('tab', { name: /^Chat/ }));
    await advance(0);
    expect(generalTab()).toHaveAccessibleName('General');
    // nothing was sent: the panel has not been open 5 s
    expect(callsTo('markInvitesRead')).toEqual([]);

    fireEvent.click(generalTab());
    await advance(0);
    expect(itemWith('NeonFox')).not.toHaveClass('noti-item--unread');
    expect(itemWith('PixelMage')).not.toHaveClass('noti-item--unread');
  });

  it('keeps local read marks when the panel is closed early and opened again', async () => {
    answer();
    renderPanel();
    await advance(1000);
    togglePanel();
    await advance(0);
    togglePanel();
    await advance(0);
    // the server still holds them unread; on this page they were seen
    expect(itemWith('NeonFox')).not.toHaveClass('noti-item--unread');
    expect(generalTab()).toHaveAccessibleName('General');
  });

  it('says so when there are none', async () => {
    answer({ listSpectateNotifications: { data: [] }, listInviteNotifications: { data: [] } });
    renderPanel();
    await advance(0);
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'When a player invites you to play, starts spectating you or mentions you in the chronicle, it shows here.',
      ),
    ).toBeInTheDocument();
    expect(callsTo('getInvitePreferences')).toEqual([]);
  });

  it('shows a failure with a retry that reads both lists again', async () => {
    let fail = true;
    answer({
      listInviteNotifications: () => {
        if (fail) throw new ApiError('listInviteNotifications', 500);
        return { data: [INVITE_RECEIVED] };
      },
    });
    renderPanel();
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Notifications could not be loaded.');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(sentences()[0]).toBe('UnreadNeonFox invited you to play Valorant');
    expect(callsTo('listSpectateNotifications').length).toBeGreaterThanOrEqual(2);
  });

  it('mutes a received invite’s game in the invite preferences, and says what that means', async () => {
    // the server keeps what is saved
    let saved: unknown = { whoMayInvite: 'spectated', mutedGameIds: [3] };
    answer({
      getInvitePreferences: () => saved,
      saveInvitePreferences: (input: unknown) => {
        const { uuid: _uuid, ...preferences } = input as Record<string, unknown>;
        saved = preferences;
        return { affectedRows: 1 };
      },
    });
    renderPanel();
    await advance(0);

    const mute = within(itemWith('NeonFox')).getByRole('button', { name: 'Mute Valorant invites' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(mute);
    await advance(0);

    expect(callsTo('saveInvitePreferences')).toEqual([
      { uuid: USER_UUID, whoMayInvite: 'spectated', mutedGameIds: [3, 12] },
    ]);
    expectValid('saveInvitePreferences');
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(within(itemWith('NeonFox')).getByRole('status')).toHaveTextContent(
      'Valorant invites are muted: they no longer reach you, and their senders are not told.',
    );
  });

  it('puts the mute back and says so when it cannot be saved', async () => {
    answer({
      saveInvitePreferences: () => {
        throw new ApiError('saveInvitePreferences', 500);
      },
    });
    renderPanel();
    await advance(0);
    const mute = within(itemWith('NeonFox')).getByRole('button', { name: 'Mute Valorant invites' });
    fireEvent.click(mute);
    await advance(0);
    await waitFor(() => expect(mute).toHaveAttribute('aria-pressed', 'false'));
    expect(within(itemWith('NeonFox')).getByRole('alert')).toHaveTextContent(
      'Your choice could not be saved. Please try again.',
    );
  });
});

describe('chronicle mentions in the General tab (ours, issue 11)', () => {
  /** LunaByte mentioned the caller in a post (11:30, unread); OrbitKid in a comment (08:00, read). */
  const MENTION_POST = aMentionNotification({
    name: 'LunaByte',
    profileImage: 'media/userprofileimages/luna.png',
    excerpt: '@DemoGamer join us tonight?',
  });
  const MENTION_COMMENT = aMentionNotification({
    name: 'OrbitKid',
    profileImage: 'media/userprofileimages/orbit.png',
    postId: 'post-2',
    target: '1704096000000-abc',
    excerpt: 'nice clip @DemoGamer',
    readMessage: 1,
    Created: '2024-01-01T08:00:00.000Z',
  });
  const withMentions = (overrides: Record<string, Answer> = {}) =>
    answer({ listMentionNotifications: { data: [MENTION_POST, MENTION_COMMENT] }, ...overrides });

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask'] });
  });

  it('shows mentions merged newest first with picture, wording, excerpt and time, unread highlighted', async () => {
    withMentions();
    renderPanel();
    await advance(0);

    expect(sentences()).toEqual([
      'UnreadLunaByte mentioned you in a post',
      'UnreadNeonFox invited you to play Valorant',
      'UnreadPixelMage started spectating you',
      'CarolGamer accepted your invite to play Starfall Arena',
      'OrbitKid mentioned you in a comment',
      'BobGamer started spectating you',
    ]);
    expect(callsTo('listMentionNotifications')).toEqual([{ uuid: USER_UUID }]);
    expectValid('listMentionNotifications');

    const post = itemWith('LunaByte');
    expect(post).toHaveClass('noti-item--unread');
    expect(post.querySelector('.noti-item__face')).toHaveAttribute(
      'src',
      'https://media.test/userprofileimages/luna.png',
    );
    expect(within(post).getByText('@DemoGamer join us tonight?')).toBeInTheDocument();
    expect(within(post).getByText('30 minutes ago')).toHaveAttribute('datetime', MENTION_POST.Created);
    expect(within(post).getByRole('link', { name: 'LunaByte mentioned you in a post' })).toHaveAttribute(
      'href',
      '/home/user-posts',
    );

    const comment = itemWith('OrbitKid');
    expect(comment).not.toHaveClass('noti-item--unread');
    expect(within(comment).getByText('nice clip @DemoGamer')).toBeInTheDocument();
    expect(within(comment).getByText('4 hours ago')).toBeInTheDocument();
    // the tab counts the unread mention with the others
    expect(generalTab()).toHaveAccessibleName('General 3 unread');
  });

  it('opens the chronicle when a mention is activated', async () => {
    withMentions();
    renderPanel();
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/home/user-home');

    fireEvent.click(within(itemWith('OrbitKid')).getByRole('link'));
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/home/user-posts');
  });

  it('marks mentions read on the server 5 s after the panel opens, with the other lists', async () => {
    withMentions();
    renderPanel();
    await advance(4999);
    expect(callsTo('markMentionNotificationsRead')).toEqual([]);
    await advance(1);
    expect(callsTo('markMentionNotificationsRead')).toEqual([{ uuid: USER_UUID }]);
    expectValid('markMentionNotificationsRead');
    expect(generalTab()).toHaveAccessibleName('General');
    expect(itemWith('LunaByte')).toHaveClass('noti-item--unread');
  });

  it('sends no mention mark when every mention is read', async () => {
    answer({ listMentionNotifications: { data: [MENTION_COMMENT] } });
    renderPanel();
    await advance(5000);
    expect(callsTo('markMentionNotificationsRead')).toEqual([]);
    expect(callsTo('markInvitesRead')).toEqual([{ username: OWN }]);
  });

  it('shows a list of mentions alone, and fails the tab when the mention list fails', async () => {
    let fail = true;
    answer({
      listSpectateNotifications: { data: [] },
      listInviteNotifications: { data: [] },
      listMentionNotifications: () => {
        if (fail) throw new ApiError('listMentionNotifications', 500);
        return { data: [MENTION_POST] };
      },
    });
    renderPanel();
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Notifications could not be loaded.');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(sentences()).toEqual(['UnreadLunaByte mentioned you in a post']);
  });
});
