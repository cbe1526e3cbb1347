import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { OPEN_SIDE_PANEL_EVENT } from '../../../web/src/components/SideNav';
import { ApiError } from '../../../web/src/lib/api';
import { DashboardScreen } from '../../../web/src/screens/Dashboard';
import { OPENED_GAMES_KEY } from '../../../web/src/state/game-modal';
import { USER_UUID } from '../auth-fixtures';
import { englishI18n } from '../helpers';
import { aMatchItem } from '../people/people-fixtures';
import {
  aCatalogueGame,
  answer,
  aSelectedGame,
  callsTo,
  openedGameModal,
  openedUserCard,
  pageOf,
  people,
  renderScreen,
  type Answer,
  viewAllName,
} from './harness';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.resetAllMocks();
});

/** A viewer with two games, matches and online people. */
function filled(overrides: Record<string, Answer> = {}) {
  answer({
    getProfileViews: { queryResult: [{ ProfileViewsCount: 1234 }] },
    countSpectators: { spectatorsCount: 8 },
    getStreakCount: { queryResult: [{ CurrentStreakCount: 5 }] },
    countMatches: { matchCount: 3 },
    countOnlineMatches: { onlineMatchesCount: 1 },
    listTrendingFlags: [
      { GameId: 7, Trending: 1 },
      { GameId: 8, Trending: 0 },
    ],
    countMatchesByGame: [
      { GameId: 7, MatchCount: 0 },
      { GameId: 8, MatchCount: 2 },
    ],
    listSelectedGames: {
      games: [
        aSelectedGame({ gameId: 7, gameDescription: 'Valorant' }),
        aSelectedGame({ gameId: 8, gameDescription: 'Counter-Strike 2', matchGameCount: 2 }),
      ],
    },
    listRecommendedGames: [aCatalogueGame()],
    listNewMatches: {
      matches: [
        aMatchItem({ userName: 'NeonFox', combinedScore: 72, newMatchFlag: 1 }),
        aMatchItem({ userName: 'AVeryLongGamerName', combinedScore: 61, SpecUser: 1 }),
        aMatchItem({ userName: 'Kiri', image: '', combinedScore: 25 }),
      ],
    },
    listOnlineMatches: {
      matches: [{ ...aMatchItem({ userName: 'NightOwl' }), Created: '2026-11-20T10:00:00.000Z' }],
    },
    ...overrides,
  });
}

const carousel = (name: string) => within(screen.getByRole('region', { name }));

describe('the dashboard (000 §2 /home/user-home)', () => {
  it('shows the cards and the four carousels in the spec’s order', async () => {
    filled();
    renderScreen(i18n, <DashboardScreen />);

    expect(await screen.findByRole('button', { name: /NeonFox/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Selected games',
      'New suggested matches',
      'Online spectating users',
      'Recommended games',
    ]);

    const cards = within(screen.getByRole('region', { name: 'Your stats' }));
    await waitFor(() =>
      expect(cards.getAllByRole('listitem').map((card) => card.textContent)).toEqual([
        'Profile views1,234',
        'Spectators8',
        'Online streak5',
        'Matches3',
        'TrendingYesValorant',
      ]),
    );
    expect(callsTo('getProfileViews')).toEqual([{ username: 'ViewerOne' }]);
    expect(callsTo('countSpectators')).toEqual([{ username: 'ViewerOne', uuid: USER_UUID }]);
    expect(callsTo('listNewMatches')).toEqual([{ uuid: USER_UUID, limit: 25, offset: 0, newuser: true }]);
    expect(callsTo('listRecommendedGames')).toEqual([{ userId: USER_UUID }]);
  });

  it('shows each person with picture, name short form, score and spectate flag; a tile opens the user card', async () => {
    filled();
    renderScreen(i18n, <DashboardScreen />);
    await screen.findByRole('button', { name: /AVeryLongGamerName/ });
    const matches = carousel('New suggested matches');
    const long = matches.getByRole('button', { name: /AVeryLongGamerName/ });
    expect(long).toHaveTextContent('AVeryLon…');
    expect(long).toHaveTextContent('61% match');
    expect(long).toHaveTextContent('Spectating');
    expect(long).toHaveAttribute('title', 'AVeryLongGamerName');
    const kiri = matches.getByRole('button', { name: /Kiri/ });
    expect(kiri.querySelector('img')).toHaveAttribute('src', '/images/default-profile.svg');
    expect(kiri).toHaveTextContent('25% match');
    expect(matches.getByRole('button', { name: /NeonFox/ })).toHaveTextContent('New');

    await userEvent.click(long);

    expect(openedUserCard()).toBe('AVeryLongGamerName');
  });

  it('opens the game modal on the tab of the icon pressed, and clears the new-game badge once opened', async () => {
    filled();
    const user = userEvent.setup();
    renderScreen(i18n, <DashboardScreen />);
    await screen.findByRole('article', { name: 'Counter-Strike 2' });
    const games = carousel('Selected games');
    const cs = games.getByRole('article', { name: 'Counter-Strike 2' });
    expect(within(cs).getByRole('heading', { name: 'Counter-Strike 2' })).toHaveTextContent('Counter-…');
    expect(within(cs).getByText('2 matches')).toBeInTheDocument();
    // the tile's banner shows the game's cover (a square thumbnail cropped to it would lose its title)
    expect(cs.querySelector('img')?.getAttribute('src')).toBe('https://media.test/games/valorant.jpg');
    // Counter-Strike 2 has new matches (count by game 2), Valorant none
    expect(
      within(cs).getByRole('button', { name: 'Your matches in Counter-Strike 2: new matches' }),
    ).toBeInTheDocument();
    const valorant = games.getByRole('article', { name: 'Valorant' });
    expect(within(valorant).getByRole('button', { name: 'Your matches in Valorant' })).toBeInTheDocument();
    expect(within(valorant).getByText('Trending')).toBeInTheDocument();

    await user.click(within(valorant).getByRole('button', { name: 'Chat about Valorant' }));
    expect(openedGameModal()).toBe('7:chat');
    await user.click(within(valorant).getByRole('button', { name: 'Players of Valorant' }));
    expect(openedGameModal()).toBe('7:all');
    await user.click(within(cs).getByRole('button', { name: /Your matches in Counter-Strike 2/ }));
    expect(openedGameModal()).toBe('8:matches');

    expect(within(cs).getByRole('button', { name: 'Your matches in Counter-Strike 2' })).toBeInTheDocument();
    expect(cs.querySelector('.game-tile__badge')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(OPENED_GAMES_KEY)!)).toEqual([7, 8]);
  });

  it('keeps the badge cleared for a game opened earlier in the session', async () => {
    sessionStorage.setItem(OPENED_GAMES_KEY, JSON.stringify([8]));
    filled();
    renderScreen(i18n, <DashboardScreen />);

    await screen.findByRole('article', { name: 'Counter-Strike 2' });
    const cs = carousel('Selected games').getByRole('article', { name: 'Counter-Strike 2' });
    expect(within(cs).getByRole('button', { name: 'Your matches in Counter-Strike 2' })).toBeInTheDocument();
  });

  it('holds each carousel’s place with a skeleton while it loads', async () => {
    answer({});
    renderScreen(i18n, <DashboardScreen />);
    await act(async () => {});

    for (const title of [
      'Selected games',
      'New suggested matches',
      'Online spectating users',
      'Recommended games',
    ]) {
      const region = carousel(title);
      expect(region.getByRole('status')).toHaveTextContent(`Loading ${title}…`);
      expect(region.queryAllByRole('button')).toEqual([]);
    }
    // the cards hold their place too
    expect(screen.getAllByText('Loading…').length).toBeGreaterThanOrEqual(3);
  });

  it('says which carousel failed and retries it alone; failed counts show 0', async () => {
    let failNew = true;
    filled({
      countMatches: () => {
        throw new ApiError('countMatches', 500);
      },
      listNewMatches: () => {
        if (failNew) throw new ApiError('listNewMatches', 500);
        return { matches: [aMatchItem({ userName: 'Back' })] };
      },
    });
    renderScreen(i18n, <DashboardScreen />);
    expect(await screen.findByText('New suggested matches could not be loaded.')).toBeInTheDocument();
    const matches = carousel('New suggested matches');
    expect(matches.getByRole('alert')).toHaveTextContent('New suggested matches could not be loaded.');
    expect(await screen.findByRole('button', { name: /NightOwl/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Your stats' })).getByText('Matches').parentElement,
      ).toHaveTextContent('Matches0'),
    );

    failNew = false;
    await userEvent.click(matches.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: /Back/ })).toBeInTheDocument();
    expect(carousel('New suggested matches').getByRole('button', { name: /Back/ })).toBeInTheDocument();
    expect(callsTo('listNewMatches')).toHaveLength(2);
  });

  it('gives a viewer without games the empty states and a nudge that opens the Profile panel', async () => {
    filled({
      listSelectedGames: { games: [] },
      listNewMatches: { matches: [] },
      listOnlineMatches: { matches: [] },
      listRecommendedGames: [],
      countMatches: { matchCount: 0 },
      listTrendingFlags: [],
    });
    const opened: unknown[] = [];
    const listener = (event: Event) => opened.push((event as CustomEvent).detail);
    window.addEventListener(OPEN_SIDE_PANEL_EVENT, listener);
    renderScreen(i18n, <DashboardScreen />);

    expect(await screen.findByText('You have not added any games yet.')).toBeInTheDocument();
    await screen.findByText('No gamer matches');
    const games = carousel('Selected games');
    expect(carousel('New suggested matches').getByText('No gamer matches')).toBeInTheDocument();
    expect(
      carousel('Online spectating users').getByText('Nobody you spectate or match with is online right now.'),
    ).toBeInTheDocument();
    expect(
      carousel('Recommended games').getByText('Add the games you play and we will recommend more.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add games' })).toHaveLength(3);
    expect(
      within(screen.getByRole('region', { name: 'Your stats' })).getByText('Not yet'),
    ).toBeInTheDocument();

    await userEvent.click(games.getByRole('button', { name: 'Add games' }));

    expect(opened).toEqual(['profile']);
    window.removeEventListener(OPEN_SIDE_PANEL_EVENT, listener);
  });

  it('shows the newest matches, saying nothing is new, when none came since the last visit', async () => {
    filled({
      listNewMatches: (input: Record<string, unknown>) =>
        input.newuser
          ? { matches: [] }
          : { matches: [aMatchItem({ userName: 'OldFriend', combinedScore: 64 })] },
    });
    renderScreen(i18n, <DashboardScreen />);

    await screen.findByRole('button', { name: /OldFriend/ });
    expect(carousel('New suggested matches').getByRole('button', { name: /OldFriend/ })).toBeInTheDocument();
    expect(
      screen.getByText('Nothing new since your last visit. These are your latest matches.'),
    ).toBeInTheDocument();
    expect(callsTo('listNewMatches')).toEqual([
      { uuid: USER_UUID, limit: 25, offset: 0, newuser: true },
      { uuid: USER_UUID, limit: 25, offset: 0 },
    ]);
  });

  it('says there are no matches, without the nudge, to a viewer who has games', async () => {
    filled({ listNewMatches: { matches: [] }, countMatches: { matchCount: 0 } });
    renderScreen(i18n, <DashboardScreen />);

    await screen.findByText('No gamer matches');
    await screen.findByRole('article', { name: 'Valorant' });
    expect(carousel('New suggested matches').getByText('No gamer matches')).toBeInTheDocument();
    expect(carousel('New suggested matches').queryByRole('button', { name: 'Add games' })).toBeNull();
  });
});

describe('View all (000 §2 view-all modal, §4 "Lists", §9 paging)', () => {
  it('opens the match list with Newest and Top; switching tabs reads the other list from its first page', async () => {
    const newest = people(3, 'New');
    const top = people(2, 'Top');
    filled({ listNewMatches: pageOf(newest), listTopMatches: pageOf(top) });
    const user = userEvent.setup();
    renderScreen(i18n, <DashboardScreen />);
    const viewAll = await screen.findByRole('button', { name: viewAllName('New suggested matches', 3) });

    await user.click(viewAll);

    const dialog = within(screen.getByRole('dialog', { name: 'New suggested matches' }));
    const tabs = dialog.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Newest', 'true'],
      ['Top', 'false'],
    ]);
    expect(await dialog.findByRole('button', { name: /New03/ })).toBeInTheDocument();

    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');

    expect(dialog.getByRole('tab', { name: 'Top' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByRole('tab', { name: 'Top' })).toHaveFocus();
    expect(await dialog.findByRole('button', { name: /Top02/ })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /New01/ })).toBeNull();
    expect(callsTo('listTopMatches')).toEqual([{ uuid: USER_UUID, limit: 25, offset: 0 }]);

    await user.click(dialog.getByRole('button', { name: /Top01/ }));
    expect(openedUserCard()).toBe('Top01');
  });

  it('closes on Escape and gives focus back to View all', async () => {
    filled();
    const user = userEvent.setup();
    renderScreen(i18n, <DashboardScreen />);
    const viewAll = await screen.findByRole('button', { name: /^View all\s*:\s*Online spectating users/ });

    await user.click(viewAll);
    expect(screen.getByRole('dialog', { name: 'Online spectating users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Online spectating users' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(viewAll).toHaveFocus();
  });

  it('orders the online list by newest or by score', async () => {
    filled({
      listOnlineMatches: {
        matches: [
          { ...aMatchItem({ userName: 'Early', combinedScore: 90 }), Created: '2026-11-20T08:00:00.000Z' },
          { ...aMatchItem({ userName: 'Late', combinedScore: 40 }), Created: '2026-11-20T10:00:00.000Z' },
        ],
      },
    });
    const user = userEvent.setup();
    renderScreen(i18n, <DashboardScreen />);
    await user.click(await screen.findByRole('button', { name: /^View all\s*:\s*Online spectating users/ }));
    const dialog = within(screen.getByRole('dialog'));
    const names = () =>
      dialog.getAllByRole('listitem').map((item) => item.getAttribute('class') && item.textContent);

    await waitFor(() => expect(names()[0]).toMatch(/^Late/));
    await user.click(dialog.getByRole('tab', { name: 'Top' }));
    await waitFor(() => expect(names()[0]).toMatch(/^Early/));
  });

  /** Puts the view-all list `distance` px from its end and fires a scroll. */
  function scrollTo(distance: number) {
    const container = screen.getByTestId('view-all-scroll');
    Object.defineProperty(container, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(container, 'clientHeight', { configurable: true, value: 500 });
    container.scrollTop = 2500 - distance;
    fireEvent.scroll(container);
  }

  async function openNewest(total: number) {
    filled({ countMatches: { matchCount: total }, listNewMatches: pageOf(people(total, 'New')) });
    renderScreen(i18n, <DashboardScreen />);
    fireEvent.click(await screen.findByRole('button', { name: viewAllName('New suggested matches', total) }));
    await within(screen.getByRole('dialog')).findByRole('button', { name: /New01/ });
  }

  const offsets = () => callsTo('listNewMatches').map((input) => input.offset);

  it('reads the next page 1 s after the list is scrolled within 300 px of its end, when the total exceeds 25', async () => {
    await openNewest(60);
    jest.useFakeTimers();

    scrollTo(301);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(offsets()).toEqual([0, 0]);

    scrollTo(300);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(999);
    });
    expect(offsets()).toEqual([0, 0]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(offsets().sort()).toEqual([0, 0, 25]);
    jest.useRealTimers();
    expect(await within(screen.getByRole('dialog')).findByTitle('New50')).toBeInTheDocument();
  });

  it('never reads a next page when the total is 25', async () => {
    await openNewest(25);
    jest.useFakeTimers();

    scrollTo(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });

    expect(offsets()).toEqual([0, 0]);
    expect(
      within(screen.getByRole('dialog')).queryByRole('button', { name: 'Show more players' }),
    ).toBeNull();
  });

  it('reads the next page at once with Show more, and stops after the last page', async () => {
    await openNewest(30);
    const dialog = within(screen.getByRole('dialog'));

    fireEvent.click(dialog.getByRole('button', { name: 'Show more players' }));

    // (text queries: role queries over 30 rows are slow in jsdom)
    expect(await dialog.findByTitle('New30')).toBeInTheDocument();
    expect(dialog.getAllByRole('listitem')).toHaveLength(30);
    expect(offsets().sort()).toEqual([0, 0, 25]);
    expect(dialog.queryByRole('button', { name: 'Show more players' })).toBeNull();
  });
});
