import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { i18n as I18n } from 'i18next';
import * as v from 'valibot';
import { routeNamed, type RouteName } from '../../../lib/contract/manifest';
import type { RouteDefinition } from '../../../lib/contract/route';
import { ApiError, callApi } from '../../../web/src/lib/api';
import { loadConfig } from '../../../web/src/lib/config';
import { TOKEN_KEYS } from '../../../web/src/lib/session-tokens';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { amplifyWithTokenProvider, someTokens, USER_EMAIL, USER_UUID } from '../auth-fixtures';
import { aGame, TEST_CONFIG } from '../fixtures';
import { englishI18n, renderAppAt } from '../helpers';
import { aMatchItem, aProfileMatch, aUserProfile, somePeople } from './people-fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));
jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);

const OWN_NAME = 'DemoGamer';
const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  jest.mocked(loadConfig).mockReturnValue(Promise.resolve(TEST_CONFIG));
  amplifyWithTokenProvider(Amplify.configure, fetchAuthSession);
  const tokens = someTokens();
  localStorage.setItem(TOKEN_KEYS.idToken, tokens.IdToken);
  localStorage.setItem(TOKEN_KEYS.accessToken, tokens.AccessToken);
  localStorage.setItem(TOKEN_KEYS.refreshToken, tokens.RefreshToken);
  localStorage.setItem(SESSION_VALUE_KEYS.uuid, USER_UUID);
  localStorage.setItem(SESSION_VALUE_KEYS.email, USER_EMAIL);
  localStorage.setItem(SESSION_VALUE_KEYS.userName, OWN_NAME);
  localStorage.setItem(SESSION_VALUE_KEYS.profilePicLink, '');
  localStorage.setItem(SESSION_VALUE_KEYS.userCount, '1');
});
afterEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

type Answers = Record<string, unknown>;

/** Who the caller spectates, online first as the server orders them. */
const spectatingAll = (names = ['NeonFox', 'PixelMage']) => ({
  matches: names.map((userName, index) => ({
    ...aMatchItem({ userName, SpecUser: 1 }),
    Online: index === 0 ? 1 : 0,
  })),
});

/** The answers a card of NeonFox reads, plus the Spectating panel's list; `overrides` replace any. */
function answer(overrides: Answers = {}) {
  const answers: Answers = {
    listAllSpectating: spectatingAll(),
    getUserProfile: ({ username }: { username: string }) => [aUserProfile({ UserName: username })],
    getUserProfileGames: [aGame({ Description: 'Valorant' })],
    getPlatforms: { queryResult: [{ PlatformId: 2, Active: 1 }] },
    getProfileMatch: { matches: [aProfileMatch()] },
    getSpectateStatus: { specStatus: 0 },
    countSpectators: { spectatorsCount: 12 },
    countSpectating: { spectatingCount: 3 },
    recordProfileView: { affectedRows: 1 },
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

/** Every call of `name` satisfied the route's own schema (what the server validates). */
function expectValidPayloads(name: RouteName) {
  const route = routeNamed(name) as RouteDefinition;
  const schema = route.method === 'GET' ? route.query : route.body;
  for (const input of callsTo(name)) expect(v.safeParse(schema!, input).success).toBe(true);
}

/** A server call that settles when the test says so. */
function deferred() {
  let settle!: { resolve: (value: unknown) => void; reject: (error: unknown) => void };
  const promise = new Promise((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { call: () => promise, ...settle };
}

/** Signs in, opens the Spectating panel and returns it. */
async function openSpectatingPanel() {
  const user = userEvent.setup();
  await renderAppAt(i18n, '/home/user-home');
  await screen.findByRole('heading', { name: 'Your dashboard' });
  const sideNav = within(screen.getByRole('navigation', { name: 'Tools' }));
  await user.click(sideNav.getByRole('button', { name: 'Spectating' }));
  const panel = screen.getByRole('region', { name: 'Spectating' });
  await within(panel).findByRole('list', { name: 'Players you spectate' });
  return { user, panel: () => within(screen.getByRole('region', { name: 'Spectating' })) };
}

/** Opens NeonFox's card from the Spectating panel and waits for the profile. */
async function openNeonFoxCard() {
  const opened = await openSpectatingPanel();
  await opened.user.click(opened.panel().getByTitle('NeonFox'));
  const card = await screen.findByRole('dialog', { name: 'NeonFox’s profile' });
  await within(card).findByRole('heading', { name: 'NeonFox' });
  return { ...opened, card: () => within(screen.getByRole('dialog', { name: 'NeonFox’s profile' })) };
}

describe('the Spectating panel (000 §2, §7 specall)', () => {
  it('lists who you spectate, online ones first and marked, each with score and spectate flag', async () => {
    answer();
    const { panel } = await openSpectatingPanel();

    expect(panel().getByText('You spectate 2 players')).toBeInTheDocument();
    const rows = panel().getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('button')?.title)).toEqual(['NeonFox', 'PixelMage']);
    expect(within(rows[0]!).getByText('Online')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Online')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByText('Spectating')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('72% match')).toBeInTheDocument();
    expect(callsTo('listAllSpectating')).toEqual([{ uuid: USER_UUID }]);
  });

  it('says how to start when you spectate nobody, and offers a retry when the list fails', async () => {
    let failing = true;
    answer({
      listAllSpectating: () => {
        if (failing) throw new ApiError('listAllSpectating', 500);
        return { matches: [] };
      },
    });
    const user = userEvent.setup();
    await renderAppAt(i18n, '/home/user-home');
    await user.click(await screen.findByRole('button', { name: 'Spectating' }));
    const panel = within(screen.getByRole('region', { name: 'Spectating' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Who you spectate could not be loaded.');

    failing = false;
    await user.click(panel.getByRole('button', { name: 'Try again' }));
    expect(await panel.findByText(/You don’t spectate anyone yet/)).toBeInTheDocument();
  });
});

describe('the user card (000 §2 "User card modal")', () => {
  it('shows the profile read-only with the ring and counts, and records one profile view', async () => {
    answer();
    const { card } = await openNeonFoxCard();

    expect(card().getByRole('button', { name: '72% match' })).toBeInTheDocument();
    expect(await card().findByRole('button', { name: '12 spectators' })).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Spectating 3' })).toBeInTheDocument();
    expect(await card().findByText('Japan')).toBeInTheDocument();
    expect(card().getByText(/^Last online /)).toBeInTheDocument();
    expect(card().getByRole('button', { name: /Valorant/ })).toBeInTheDocument();
    expect(card().getByRole('checkbox', { name: 'Competitive' })).toBeChecked();
    expect(card().getByRole('checkbox', { name: 'PC' })).toBeChecked();
    expect(card().getByRole('checkbox', { name: 'Xbox' })).not.toBeChecked();
    expect(card().getByRole('button', { name: 'Spectate' })).toBeInTheDocument();

    expect(callsTo('recordProfileView')).toEqual([{ uuid: USER_UUID, username: 'NeonFox' }]);
    expect(callsTo('getProfileMatch')).toEqual([{ uuid: USER_UUID, selectedUserName: 'NeonFox' }]);
    const reads: RouteName[] = [
      'recordProfileView',
      'getProfileMatch',
      'getSpectateStatus',
      'countSpectators',
      'countSpectating',
    ];
    for (const name of reads) {
      expectValidPayloads(name);
    }
  });

  it('is a modal dialog: Escape closes it, focus returns to the row, the panel stays open', async () => {
    answer();
    const { user, panel } = await openNeonFoxCard();
    expect(screen.getByRole('button', { name: 'Close NeonFox’s profile' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(panel().getByTitle('NeonFox')).toHaveFocus();
  });

  it('closes on a press outside it and on its close button', async () => {
    answer();
    const { user } = await openNeonFoxCard();
    await user.pointer({ keys: '[MouseLeft]', target: document.querySelector('.person-dialog__backdrop')! });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // a press outside the card is not a press outside the panel beneath it
    expect(screen.getByRole('region', { name: 'Spectating' })).toBeVisible();

    await user.click(screen.getByTitle('NeonFox'));
    await user.click(await screen.findByRole('button', { name: 'Close NeonFox’s profile' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the profile is not available when the user is blocked or gone (an empty read)', async () => {
    answer({ getUserProfile: [], getProfileMatch: { matches: [] } });
    const { user, panel } = await openSpectatingPanel();
    await user.click(panel().getByTitle('PixelMage'));
    const card = within(await screen.findByRole('dialog', { name: 'PixelMage’s profile' }));
    expect(await card.findByText('This profile is not available.')).toBeInTheDocument();
  });

  it('says the profile is not available when the server answers 404 no such user (blocked either way), with no retry', async () => {
    let reads = 0;
    answer({
      getUserProfile: () => {
        reads += 1;
        throw new ApiError('getUserProfile', 404, { type: 'NotFound', message: 'no such user' });
      },
      // the games and platforms of a blocked user are refused the same way
      getUserProfileGames: () => {
        throw new ApiError('getUserProfileGames', 404, { type: 'NotFound', message: 'no such user' });
      },
      getPlatforms: () => {
        throw new ApiError('getPlatforms', 404, { type: 'NotFound', message: 'no such user' });
      },
      getProfileMatch: { matches: [] },
    });
    const { user, panel } = await openSpectatingPanel();
    await user.click(panel().getByTitle('PixelMage'));
    const card = within(await screen.findByRole('dialog', { name: 'PixelMage’s profile' }));
    expect(await card.findByText('This profile is not available.')).toBeInTheDocument();
    expect(card.queryByText('This profile could not be loaded.')).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(reads).toBe(1);
  });

  it('opens the spectators list inside the card with a back button, and your own card from it', async () => {
    answer({
      listSpectators: ({ offset }: { offset: number }) => ({
        matches: offset === 0 ? [aMatchItem({ userName: OWN_NAME }), ...somePeople(24)] : somePeople(6, 24),
      }),
      countSpectators: { spectatorsCount: 30 },
    });
    const { user, card } = await openNeonFoxCard();

    await user.click(await card().findByRole('button', { name: '30 spectators' }));
    expect(card().getByRole('heading', { name: 'NeonFox’s spectators' })).toBeInTheDocument();
    expect(await card().findByTitle('Player24')).toBeInTheDocument();
    expect(callsTo('listSpectators')).toEqual([
      { uuid: USER_UUID, username: 'NeonFox', limit: 25, offset: 0 },
    ]);
    expectValidPayloads('listSpectators');

    await user.click(card().getByRole('button', { name: 'Back' }));
    expect(card().getByRole('button', { name: '30 spectators' })).toHaveFocus();

    // your own card: 100%, no view recorded, and Spectate refuses with spectateModal errorMsg1
    await user.click(card().getByRole('button', { name: '30 spectators' }));
    await user.click(await card().findByTitle(OWN_NAME));
    const own = within(await screen.findByRole('dialog', { name: 'DemoGamer’s profile' }));
    await own.findByRole('heading', { name: OWN_NAME });
    expect(own.getByRole('button', { name: '100% match' })).toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Report or block' })).not.toBeInTheDocument();
    await user.click(own.getByRole('button', { name: 'Spectate' }));
    expect(own.getByRole('alert')).toHaveTextContent('You can’t spectate yourself.');
    expect(callsTo('spectateUser')).toEqual([]);
    expect(callsTo('recordProfileView')).toEqual([{ uuid: USER_UUID, username: 'NeonFox' }]);
    expect(callsTo('getProfileMatch')).toEqual([{ uuid: USER_UUID, selectedUserName: 'NeonFox' }]);
  });
});

describe('invite to play from the card (000 §4 "Invite to play", §7 pjinvitetoplaycreate)', () => {
  it('opens the invite popup over the card, sends the chosen game, and Escape closes only the popup', async () => {
    answer({
      getUserProfileGames: [
        aGame({ Id: 12, Description: 'Valorant' }),
        aGame({ Id: 7, Description: 'Starfall Arena' }),
      ],
      createInvite: { type: 'created' },
    });
    const { user, card } = await openNeonFoxCard();

    const invite = card().getByRole('button', { name: 'Invite to play: NeonFox' });
    await user.click(invite);
    const popup = within(screen.getByRole('dialog', { name: 'Invite NeonFox to play' }));
    const select = await popup.findByRole('combobox', { name: 'Game' });
    await user.selectOptions(select, 'Starfall Arena');
    await user.click(popup.getByRole('button', { name: 'Send invite' }));

    expect(
      await popup.findByText('Invite sent: NeonFox is invited to play Starfall Arena.'),
    ).toBeInTheDocument();
    expect(callsTo('createInvite')).toEqual([
      { usernameFrom: OWN_NAME, usernameTo: 'NeonFox', gameId: 7, gameDescription: 'Starfall Arena' },
    ]);
    expectValidPayloads('createInvite');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Invite NeonFox to play' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'NeonFox’s profile' })).toBeInTheDocument();
    expect(invite).toHaveFocus();
  });
});

describe('spectate and unspectate (000 §4 "Spectate")', () => {
  it('shows the change at once and keeps it when the server agrees', async () => {
    const call = deferred();
    answer({ spectateUser: call.call });
    const { user, card } = await openNeonFoxCard();
    await card().findByRole('button', { name: '12 spectators' });

    await user.click(card().getByRole('button', { name: 'Spectate' }));

    expect(card().getByRole('button', { name: 'Stop spectating' })).toBeInTheDocument();
    expect(card().getByRole('button', { name: '13 spectators' })).toBeInTheDocument();
    expect(callsTo('spectateUser')).toEqual([{ uuid: USER_UUID, username: 'NeonFox', active: 1 }]);
    expectValidPayloads('spectateUser');

    answer({ spectateUser: { specStatus: 1 }, getSpectateStatus: { specStatus: 1 } });
    await act(async () => call.resolve({ specStatus: 1 }));
    await waitFor(() => expect(callsTo('getSpectateStatus').length).toBeGreaterThan(0));
    expect(card().getByRole('button', { name: 'Stop spectating' })).toBeInTheDocument();
    expect(card().getByRole('button', { name: '13 spectators' })).toBeInTheDocument();
    // the lists that hold the edge are read again
    await waitFor(() => expect(callsTo('listAllSpectating')).toHaveLength(2));
  });

  it('rolls everything back and says so when the server refuses', async () => {
    const call = deferred();
    answer({ spectateUser: call.call });
    const { user, card } = await openNeonFoxCard();
    await card().findByRole('button', { name: '12 spectators' });

    await user.click(card().getByRole('button', { name: 'Spectate' }));
    expect(card().getByRole('button', { name: 'Stop spectating' })).toBeInTheDocument();
    expect(card().getByRole('button', { name: '13 spectators' })).toBeInTheDocument();

    await act(async () => call.reject(new ApiError('spectateUser', 500)));

    expect(await card().findByRole('button', { name: 'Spectate' })).toBeInTheDocument();
    expect(card().getByRole('button', { name: '12 spectators' })).toBeInTheDocument();
    expect(card().getByRole('alert')).toHaveTextContent('Spectating could not be changed. Please try again.');
  });

  it('unspectates a user you spectate and flips their flag in the lists at once', async () => {
    const call = deferred();
    answer({ getSpectateStatus: { specStatus: 1 }, spectateUser: call.call });
    const { user, card, panel } = await openNeonFoxCard();

    await user.click(await card().findByRole('button', { name: 'Stop spectating' }));

    expect(callsTo('spectateUser')).toEqual([{ uuid: USER_UUID, username: 'NeonFox', active: 0 }]);
    expect(card().getByRole('button', { name: 'Spectate' })).toBeInTheDocument();
    const row = panel().getByTitle('NeonFox');
    expect(within(row).queryByText('Spectating')).not.toBeInTheDocument();
    expect(within(panel().getByTitle('PixelMage')).getByText('Spectating')).toBeInTheDocument();
  });
});

describe('report and block (000 §5 "Report", §7 "Reporting", §8 reportBlockModal)', () => {
  async function openReport() {
    const opened = await openNeonFoxCard();
    await opened.user.click(opened.card().getByRole('button', { name: 'Report or block' }));
    const popup = () => within(screen.getByRole('dialog', { name: 'Report or block NeonFox' }));
    return { ...opened, popup };
  }

  it('needs a reason (errorMsg1), then sends the report and says so (errorMsg2)', async () => {
    answer({ reportOrBlockUser: { affectedRows: 1 } });
    const { user, popup } = await openReport();
    expect(popup().getByRole('checkbox', { name: 'Inappropriate profile' })).toHaveFocus();

    await user.click(popup().getByRole('button', { name: 'Send report' }));
    expect(popup().getByRole('alert')).toHaveTextContent(
      'Please choose at least one reason for your report.',
    );
    expect(callsTo('reportOrBlockUser')).toEqual([]);

    await user.click(popup().getByRole('checkbox', { name: 'Spam' }));
    await user.type(
      popup().getByRole('textbox', { name: 'Tell us more (optional)' }),
      '  Sends links to cheats  ',
    );
    await user.click(popup().getByRole('button', { name: 'Send report' }));

    expect(await popup().findByRole('status')).toHaveTextContent('Thank you. Your report has been sent.');
    expect(callsTo('reportOrBlockUser')).toEqual([
      {
        uuid: USER_UUID,
        username: 'NeonFox',
        inappropriateProfile: false,
        inappropriateMessage: false,
        abuseBullying: false,
        spam: true,
        other: false,
        block: false,
        reportDetails: 'Sends links to cheats',
      },
    ]);
    expectValidPayloads('reportOrBlockUser');
    await user.click(popup().getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Report or block NeonFox' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'NeonFox’s profile' })).toBeInTheDocument();
  });

  it('says a failed report failed (errorMsg3) and keeps what was typed', async () => {
    answer({
      reportOrBlockUser: () => {
        throw new ApiError('reportOrBlockUser', 500);
      },
    });
    const { user, popup } = await openReport();
    await user.click(popup().getByRole('checkbox', { name: 'Abuse or bullying' }));
    await user.type(popup().getByRole('textbox', { name: 'Tell us more (optional)' }), 'Insults in chat');
    await user.click(popup().getByRole('button', { name: 'Send report' }));

    expect(await popup().findByRole('alert')).toHaveTextContent(
      'Sorry, your report could not be sent. Please try again.',
    );
    expect(popup().getByRole('textbox', { name: 'Tell us more (optional)' })).toHaveValue('Insults in chat');
    expect(popup().getByRole('checkbox', { name: 'Abuse or bullying' })).toBeChecked();
  });

  it('Escape closes only the popup, focus back on the button that opened it', async () => {
    answer();
    const { user, card } = await openReport();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Report or block NeonFox' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'NeonFox’s profile' })).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Report or block' })).toHaveFocus();
  });

  it('blocks with the flags 000 §7 names, closes the card and the user vanishes from the lists', async () => {
    answer({ reportOrBlockUser: { affectedRows: 1 } });
    const { user, popup, panel } = await openReport();
    expect(callsTo('listAllSpectating')).toHaveLength(1);

    await user.click(popup().getByRole('button', { name: 'Block' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Block NeonFox?' }));
    // the server's list without them, as it answers once the block is written
    answer({ reportOrBlockUser: { affectedRows: 1 }, listAllSpectating: spectatingAll(['PixelMage']) });
    await user.click(confirm.getByRole('button', { name: 'Block NeonFox' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('reportOrBlockUser')).toEqual([
      {
        uuid: USER_UUID,
        username: 'NeonFox',
        inappropriateProfile: true,
        inappropriateMessage: true,
        abuseBullying: true,
        spam: false,
        other: false,
        block: true,
        reportDetails: '',
      },
    ]);
    expectValidPayloads('reportOrBlockUser');
    expect(panel().queryByTitle('NeonFox')).not.toBeInTheDocument();
    expect(panel().getByTitle('PixelMage')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('listAllSpectating')).toHaveLength(2));
    expect(panel().queryByTitle('NeonFox')).not.toBeInTheDocument();
    expect(screen.getByText('NeonFox is blocked. You can unblock them in Settings.')).toBeInTheDocument();
  });

  it('keeps the card open and says so when the block fails', async () => {
    answer({
      reportOrBlockUser: () => {
        throw new ApiError('reportOrBlockUser', 500);
      },
    });
    const { user, popup } = await openReport();
    await user.click(popup().getByRole('button', { name: 'Block' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Block NeonFox?' }));
    await user.click(confirm.getByRole('button', { name: 'Block NeonFox' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent(
      'NeonFox could not be blocked. Please try again.',
    );
    expect(screen.getByRole('dialog', { name: 'NeonFox’s profile' })).toBeInTheDocument();
  });
});
