/**
 * The Search side panel (000 §2, §3 "Search filters", §5, §8): the Custom tab's checks and alerts
 * (noGamesSelected, errorMsg2), the filters it sends, the results panel (count, de-duplication,
 * placeholder name and default picture, noResultsFound, errorMsg1 with retry, Show more, close), the
 * Name tab's 25-character rule (shown, never cut), and what the person typed surviving a close and reopen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { i18n as I18n } from 'i18next';
import * as v from 'valibot';
import { routeNamed, type RouteName } from '../../../lib/contract/manifest';
import type { RouteDefinition } from '../../../lib/contract/route';
import type { Game } from '../../../lib/contract/responses';
import { ApiError, callApi } from '../../../web/src/lib/api';
import { loadConfig } from '../../../web/src/lib/config';
import { DEFAULT_PROFILE_PICTURE } from '../../../web/src/lib/media';
import { TOKEN_KEYS } from '../../../web/src/lib/session-tokens';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { amplifyWithTokenProvider, someTokens, USER_EMAIL, USER_UUID } from '../auth-fixtures';
import { TEST_CONFIG } from '../fixtures';
import { englishI18n, renderAppAt } from '../helpers';
import { aMatchItem, somePeople } from '../people/people-fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));
jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(loadConfig).mockReturnValue(Promise.resolve(TEST_CONFIG));
  amplifyWithTokenProvider(Amplify.configure, fetchAuthSession);
  const tokens = someTokens();
  localStorage.setItem(TOKEN_KEYS.idToken, tokens.IdToken);
  localStorage.setItem(TOKEN_KEYS.accessToken, tokens.AccessToken);
  localStorage.setItem(TOKEN_KEYS.refreshToken, tokens.RefreshToken);
  localStorage.setItem(SESSION_VALUE_KEYS.uuid, USER_UUID);
  localStorage.setItem(SESSION_VALUE_KEYS.email, USER_EMAIL);
  localStorage.setItem(SESSION_VALUE_KEYS.userName, 'DemoGamer');
  localStorage.setItem(SESSION_VALUE_KEYS.profilePicLink, '');
  localStorage.setItem(SESSION_VALUE_KEYS.userCount, '1');
});
afterEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const game = (Id: number, Description: string): Game => ({
  Id,
  Description,
  GameType: 'Shooter',
  GameRating: 'T',
  GameGenre: 'Shooter',
  GameImageSrc: '',
  GameImageThumbSrc: '',
});

type Answers = Record<string, unknown>;
function answer(overrides: Answers = {}) {
  const answers: Answers = {
    listGames: [game(1, 'Starfall Arena'), game(2, 'Rocket League')],
    searchUsers: [aMatchItem({ userName: 'NeonFox' }), aMatchItem({ userName: 'PixelMage' })],
    countSearchResults: [{ totalCount: 2 }],
    searchUsersByName: [aMatchItem({ userName: 'NeonFox' })],
    ...overrides,
  };
  api.mockImplementation(async (name, input) => {
    if (!(name in answers)) throw new ApiError(name, 404);
    const next = answers[name];
    return typeof next === 'function' ? (next as (input: unknown) => unknown)(input) : next;
  });
}

const callsTo = (name: string) =>
  api.mock.calls.filter(([called]) => called === name).map(([, input]) => input);

function expectValidPayloads(name: RouteName) {
  const route = routeNamed(name) as RouteDefinition;
  const schema = route.method === 'GET' ? route.query : route.body;
  expect(callsTo(name).length).toBeGreaterThan(0);
  for (const input of callsTo(name)) expect(v.safeParse(schema!, input).success).toBe(true);
}

const panel = () => within(screen.getByRole('region', { name: 'Search' }));

async function openSearch() {
  const user = userEvent.setup();
  await renderAppAt(i18n, '/home/user-home');
  await screen.findByRole('heading', { name: 'Your dashboard' });
  const sideNav = within(screen.getByRole('navigation', { name: 'Tools' }));
  const toggle = () => user.click(sideNav.getByRole('button', { name: 'Search' }));
  await toggle();
  await panel().findByRole('tab', { name: 'Custom' });
  return { user, toggle };
}

async function pickGame(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await panel().findByRole('checkbox', { name }));
}

const results = () => within(screen.getByRole('region', { name: 'Results' }));

describe('the Custom tab', () => {
  it('asks for a game first (noGamesSelected) and sends nothing', async () => {
    answer();
    const { user } = await openSearch();
    await user.click(panel().getByRole('button', { name: 'Search' }));
    expect(await panel().findByRole('alert')).toHaveTextContent('Please select at least one game to search.');
    expect(callsTo('searchUsers')).toHaveLength(0);
  });

  it.each([
    ['from above to', '40', '30'],
    ['under 16', '15', '30'],
    ['over 99', '20', '100'],
    ['one of them empty', '', '30'],
    ['not a number', 'abc', '30'],
  ])('refuses an age range %s with errorMsg2', async (_, from, to) => {
    answer();
    const { user } = await openSearch();
    await pickGame(user, 'Starfall Arena');
    const fromField = panel().getByLabelText('Age from');
    const toField = panel().getByLabelText('Age to');
    await user.clear(fromField);
    if (from) await user.type(fromField, from);
    await user.clear(toField);
    await user.type(toField, to);
    await user.click(panel().getByRole('button', { name: 'Search' }));
    expect(await panel().findByRole('alert')).toHaveTextContent(
      'Please enter a valid age range: both ages from 16 to 99, the first no higher than the second.',
    );
    expect(callsTo('searchUsers')).toHaveLength(0);
  });

  it('sends every filter as chosen, both ages empty meaning 16 to 99, and shows the results with their count', async () => {
    answer();
    const { user } = await openSearch();
    await pickGame(user, 'Rocket League');
    await user.selectOptions(panel().getByLabelText('Gender'), 'Female');
    await user.selectOptions(panel().getByLabelText('Microphone'), 'Yes');
    await user.selectOptions(panel().getByLabelText('Streamer'), 'No');
    await user.selectOptions(panel().getByLabelText('Game style'), 'Competitive');
    await user.selectOptions(panel().getByLabelText('Platform'), 'Xbox');
    await user.clear(panel().getByLabelText('Age from'));
    await user.clear(panel().getByLabelText('Age to'));
    await user.click(panel().getByRole('button', { name: 'Search' }));

    await results().findByTitle('NeonFox');
    expect(results().getByTitle('PixelMage')).toBeInTheDocument();
    expect(results().getByText('2 players found')).toBeInTheDocument();
    expect(callsTo('searchUsers')).toEqual([
      {
        uuid: USER_UUID,
        games: [2],
        gender: 1,
        gameStyle: 2,
        microphone: 1,
        streamer: 0,
        familyFriendly: 2,
        moderator: 2,
        platform: 3,
        ageStart: 16,
        ageEnd: 99,
        offset: 0,
        limit: 25,
      },
    ]);
    expectValidPayloads('searchUsers');
    expectValidPayloads('countSearchResults');
  });

  it('shows each userName once, a placeholder name and the default picture where missing, and says an estimate is one', async () => {
    answer({
      searchUsers: [
        aMatchItem({ userName: 'NeonFox' }),
        aMatchItem({ userName: 'NeonFox', combinedScore: 10 }),
        aMatchItem({ userName: '', image: '' }),
      ],
      countSearchResults: [{ totalCount: 1200, estimated: true }],
    });
    const { user } = await openSearch();
    await pickGame(user, 'Starfall Arena');
    await user.click(panel().getByRole('button', { name: 'Search' }));

    const list = await results().findByRole('list', { name: 'Players found' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByTitle('Player')).toBeInTheDocument();
    expect(rows[1]!.querySelector('img')!.getAttribute('src')).toBe(DEFAULT_PROFILE_PICTURE);
    expect(results().getByText('About 1,200 players found')).toBeInTheDocument();
  });

  it('says No Matches Found... when nobody passes', async () => {
    answer({ searchUsers: [], countSearchResults: [{ totalCount: 0 }] });
    const { user } = await openSearch();
    await pickGame(user, 'Starfall Arena');
    await user.click(panel().getByRole('button', { name: 'Search' }));
    expect(await results().findByText('No Matches Found...')).toBeInTheDocument();
  });

  it('says errorMsg1 when the search fails, and tries again on request', async () => {
    let fail = true;
    answer({
      searchUsers: () => {
        if (fail) throw new ApiError('searchUsers', 500);
        return [aMatchItem({ userName: 'NeonFox' })];
      },
    });
    const { user } = await openSearch();
    await pickGame(user, 'Starfall Arena');
    await user.click(panel().getByRole('button', { name: 'Search' }));
    expect(
      await results().findByText('Something went wrong with the search. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(results().getByRole('button', { name: 'Try again' }));
    expect(await results().findByTitle('NeonFox')).toBeInTheDocument();
  });

  it('reads the next page of 25 on Show more while the last page was full', async () => {
    const people = somePeople(40);
    answer({
      searchUsers: ({ offset, limit }: { offset: number; limit: number }) =>
        people.slice(offset, offset + limit),
      countSearchResults: [{ totalCount: 40 }],
    });
    const { user } = await openSearch();
    await pickGame(user, 'Starfall Arena');
    await user.click(panel().getByRole('button', { name: 'Search' }));
    await results().findByTitle('Player25');
    expect(results().queryByTitle('Player26')).toBeNull();
    await user.click(results().getByRole('button', { name: 'Show more' }));
    expect(await results().findByTitle('Player40')).toBeInTheDocument();
    expect(callsTo('searchUsers').map((input) => (input as { offset: number }).offset)).toEqual([0, 25]);
    expect(results().queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('closes the results with their button, and keeps what was typed when the panel closes and reopens', async () => {
    answer();
    const { user, toggle } = await openSearch();
    await pickGame(user, 'Starfall Arena');
    await user.clear(panel().getByLabelText('Age from'));
    await user.type(panel().getByLabelText('Age from'), '21');
    await user.click(panel().getByRole('button', { name: 'Search' }));
    await results().findByTitle('NeonFox');

    await toggle();
    await toggle();
    expect(await panel().findByRole('checkbox', { name: 'Starfall Arena' })).toBeChecked();
    expect(panel().getByLabelText('Age from')).toHaveValue('21');
    expect(await results().findByTitle('NeonFox')).toBeInTheDocument();

    await user.click(results().getByRole('button', { name: 'Close results' }));
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
  });
});

describe('the Name tab', () => {
  it('shows the 25-character rule, keeps a longer text whole and refuses to send it', async () => {
    answer();
    const { user } = await openSearch();
    await user.click(panel().getByRole('tab', { name: 'Name' }));
    const field = panel().getByLabelText('Player name');
    const long = 'abcdefghijklmnopqrstuvwxyz';
    await user.type(field, long);
    expect(field).toHaveValue(long);
    expect(panel().getByText('Any part of a name, up to 25 characters.')).toBeInTheDocument();
    expect(panel().getByText('26 of 25 characters')).toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: 'Search' }));
    expect(panel().getByRole('alert')).toHaveTextContent('A name search can be at most 25 characters.');
    expect(callsTo('searchUsersByName')).toHaveLength(0);
  });

  it('searches by part of a name and lists who it found; the arrow keys move between tabs', async () => {
    answer();
    const { user } = await openSearch();
    panel().getByRole('tab', { name: 'Custom' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(panel().getByRole('tab', { name: 'Name' })).toHaveAttribute('aria-selected', 'true');
    await user.type(panel().getByLabelText('Player name'), '  eonF ');
    await user.click(panel().getByRole('button', { name: 'Search' }));
    expect(await results().findByTitle('NeonFox')).toBeInTheDocument();
    expect(callsTo('searchUsersByName')).toEqual([{ uuid: USER_UUID, searchname: 'eonF' }]);
    expectValidPayloads('searchUsersByName');
  });

  it('says No Matches Found... for a name nobody has', async () => {
    answer({ searchUsersByName: [] });
    const { user } = await openSearch();
    await user.click(panel().getByRole('tab', { name: 'Name' }));
    await user.type(panel().getByLabelText('Player name'), 'zzz');
    await user.click(panel().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(results().getByText('No Matches Found...')).toBeInTheDocument());
  });
});
