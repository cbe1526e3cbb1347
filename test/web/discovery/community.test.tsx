import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '../../../web/src/lib/api';
import { CommunityScreen } from '../../../web/src/screens/Community';
import { USER_UUID } from '../auth-fixtures';
import { englishI18n } from '../helpers';
import { aMatchItem } from '../people/people-fixtures';
import {
  answer,
  aPopularGame,
  callsTo,
  openedGameModal,
  openedUserCard,
  pageOf,
  people,
  renderScreen,
  type Answer,
  viewAllName,
  viewAllNames,
} from './harness';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  jest.useRealTimers();
  jest.resetAllMocks();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function community(overrides: Record<string, Answer> = {}) {
  answer({
    countMatchesByGame: [{ GameId: 12, MatchCount: 4 }],
    listPopularGames: {
      games: [
        aPopularGame({ GameId: 11, Description: 'Rocket League', matchGameCount: 0 }),
        aPopularGame({
          GameId: 12,
          Description: 'The Legend of Zelda: Tears of the Kingdom',
          matchGameCount: 4,
        }),
      ],
    },
    listPopularUsers: {
      matches: [
        aMatchItem({ userName: 'AVeryLongGamerName', combinedScore: 80 }),
        aMatchItem({ userName: 'Plain', combinedScore: 25 }),
      ],
    },
    countCommunityPopular: { communityPopularCount: 2 },
    listTrending: { matches: [aMatchItem({ userName: 'Trendy' })] },
    countCommunityTrending: { communityTrendingCount: 1 },
    listCommunityNew: { matches: [aMatchItem({ userName: 'Newbie' })] },
    countCommunityNew: { communityNewCount: 1 },
    listCommunityNewTrending: { matches: [aMatchItem({ userName: 'Rising' })] },
    countCommunityNewTrending: { communityNewTrendingCount: 1 },
    ...overrides,
  });
}

const carousel = (name: string) => within(screen.getByRole('region', { name }));

describe('the community page (000 §2 /home/user-community)', () => {
  it('shows popular games, popular, trending and new users, and the new-trending list, each with View all and its count', async () => {
    community();
    renderScreen(i18n, <CommunityScreen />);

    await screen.findByTitle('Rising');
    expect(screen.getByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Popular games',
      'Popular users',
      'Trending users',
      'New users',
      'New and trending',
    ]);
    await waitFor(() =>
      expect(viewAllNames()).toEqual([
        'View all: Popular games (2)',
        'View all: Popular users (2)',
        'View all: Trending users (1)',
        'View all: New users (1)',
        'View all: New and trending (1)',
      ]),
    );
    for (const name of ['listPopularUsers', 'listTrending', 'listCommunityNew', 'listCommunityNewTrending']) {
      expect(callsTo(name)).toEqual([{ uuid: USER_UUID, limit: 25, offset: 0 }]);
    }
  });

  it('shortens names to 12 characters on community tiles, games and people alike', async () => {
    community();
    renderScreen(i18n, <CommunityScreen />);

    const long = await screen.findByTitle('AVeryLongGamerName');
    expect(long).toHaveTextContent('AVeryLongGam…');
    const zelda = carousel('Popular games').getByRole('article', {
      name: 'The Legend of Zelda: Tears of the Kingdom',
    });
    expect(within(zelda).getByRole('heading')).toHaveTextContent('The Legend o…');
    expect(within(zelda).getByText('120 players')).toBeInTheDocument();

    await userEvent.click(long);
    expect(openedUserCard()).toBe('AVeryLongGamerName');
    await userEvent.click(within(zelda).getByRole('button', { name: /Your matches in The Legend/ }));
    expect(openedGameModal()).toBe('12:matches');
  });

  it('shows a failed list with its retry and an empty list with the spec’s words, each on its own', async () => {
    let fail = true;
    community({
      listTrending: () => {
        if (fail) throw new ApiError('listTrending', 503);
        return { matches: [aMatchItem({ userName: 'Trendy' })] };
      },
      listCommunityNew: { matches: [] },
      countCommunityNew: { communityNewCount: 0 },
    });
    renderScreen(i18n, <CommunityScreen />);

    expect(await screen.findByText('Trending users could not be loaded.')).toBeInTheDocument();
    await screen.findByText('No community mentioned');
    expect(carousel('New users').getByText('No community mentioned')).toBeInTheDocument();
    expect(carousel('Popular users').getByTitle('Plain')).toBeInTheDocument();

    fail = false;
    await userEvent.click(carousel('Trending users').getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Trendy')).toBeInTheDocument();
  });

  it('opens a people list’s View all with All and Matches: Matches keeps those who match the viewer', async () => {
    community();
    const user = userEvent.setup();
    renderScreen(i18n, <CommunityScreen />);

    await user.click(await screen.findByRole('button', { name: viewAllName('Popular users', 2) }));
    const dialog = within(screen.getByRole('dialog', { name: 'Popular users' }));
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Matches']);
    expect(await dialog.findByTitle('Plain')).toBeInTheDocument();
    expect(dialog.getByTitle('AVeryLongGamerName')).toBeInTheDocument();

    await user.click(dialog.getByRole('tab', { name: 'Matches' }));

    expect(await dialog.findByTitle('AVeryLongGamerName')).toBeInTheDocument();
    expect(dialog.queryByTitle('Plain')).toBeNull();
  });

  it('opens the popular games’ View all with All and Matches: Matches keeps the games with matches', async () => {
    community();
    const user = userEvent.setup();
    renderScreen(i18n, <CommunityScreen />);

    await user.click(await screen.findByRole('button', { name: viewAllName('Popular games', 2) }));
    const dialog = within(screen.getByRole('dialog', { name: 'Popular games' }));
    expect(dialog.getAllByRole('article').map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Rocket League',
      'The Legend of Zelda: Tears of the Kingdom',
    ]);

    await user.click(dialog.getByRole('tab', { name: 'Matches' }));

    expect(dialog.getAllByRole('article').map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'The Legend of Zelda: Tears of the Kingdom',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: viewAllName('Popular games', 2) })).toHaveFocus();
  });
});

describe('carousel paging (000 §9 "Carousels debounce 300 ms and delay 1.5 s")', () => {
  /** A stand-in IntersectionObserver whose targets the test shows and hides. */
  class FakeObserver {
    static all: FakeObserver[] = [];
    targets: Element[] = [];
    constructor(private readonly callback: IntersectionObserverCallback) {
      FakeObserver.all.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
    show(visible: boolean) {
      this.callback(
        this.targets.map((target) => ({ target, isIntersecting: visible }) as IntersectionObserverEntry),
        this as unknown as IntersectionObserver,
      );
    }
  }

  const moreSlide = () => FakeObserver.all.find((observer) => observer.targets.length > 0)!;
  const offsets = () => callsTo('listTrending').map((input) => input.offset);

  async function renderTrending(total: number) {
    FakeObserver.all = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    community({
      listTrending: pageOf(people(total, 'Trend')),
      countCommunityTrending: { communityTrendingCount: total },
    });
    renderScreen(i18n, <CommunityScreen />);
    await screen.findByTitle('Trend25');
  }

  it('reads the next page when the last slide has stayed in view 300 ms, then 1.5 s later', async () => {
    await renderTrending(40);
    await waitFor(() =>
      expect(
        carousel('Trending users').getByRole('button', { name: 'Show more players' }),
      ).toBeInTheDocument(),
    );
    jest.useFakeTimers();

    act(() => moreSlide().show(true));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(250);
    });
    act(() => moreSlide().show(false));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(offsets()).toEqual([0]);

    act(() => moreSlide().show(true));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300 + 1499);
    });
    expect(offsets()).toEqual([0]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(offsets()).toEqual([0, 25]);
    jest.useRealTimers();
    expect(await screen.findByTitle('Trend40')).toBeInTheDocument();
    // 40 people in all: nothing more to read
    expect(carousel('Trending users').queryByRole('button', { name: 'Show more players' })).toBeNull();
  });

  it('has no more slide when the total is 25', async () => {
    await renderTrending(25);
    await waitFor(() => expect(offsets()).toEqual([0]));

    expect(carousel('Trending users').queryByRole('button', { name: 'Show more players' })).toBeNull();
  });

  it('reads the next page at once when the more slide is pressed', async () => {
    await renderTrending(26);
    const more = await waitFor(() =>
      carousel('Trending users').getByRole('button', { name: 'Show more players' }),
    );

    fireEvent.click(more);

    expect(await screen.findByTitle('Trend26')).toBeInTheDocument();
    expect(offsets()).toEqual([0, 25]);
  });
});
