import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import * as v from 'valibot';
import { routeNamed, type RouteName } from '../../../lib/contract/manifest';
import type { RouteDefinition } from '../../../lib/contract/route';
import { PersonDialog } from '../../../web/src/components/people/PersonDialog';
import { ApiError, callApi } from '../../../web/src/lib/api';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { GameModal } from '../../../web/src/screens/GameModal';
import { HomeFrame } from '../../../web/src/screens/Home';
import { ConfigProvider } from '../../../web/src/state/config';
import {
  GameModalProvider,
  useGameModal,
  type GameModalComponent,
  type GameModalGame,
  type GameModalTab,
} from '../../../web/src/state/game-modal';
import type { GamePerson } from '../../../web/src/state/server/game-lists';
import { SessionProvider } from '../../../web/src/state/session';
import { UserCardProvider, type UserCardProps } from '../../../web/src/state/user-card';
import { USER_UUID } from '../auth-fixtures';
import { FakeSocket } from '../fake-socket';
import { aGame, TEST_CONFIG } from '../fixtures';
import { englishI18n, sidePanelScreens } from '../helpers';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('../../../web/src/lib/session', () => ({ getIdToken: jest.fn(async () => 'id-token') }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
const OWN_NAME = 'DemoGamer';
const STARFALL: GameModalGame = {
  gameId: 7,
  gameDescription: 'Starfall Arena',
  image: 'media/games/starfall.png',
  imageThumbnail: 'media/games/starfall-thumb.png',
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
const realWebSocket = globalThis.WebSocket;
beforeEach(() => {
  localStorage.setItem(SESSION_VALUE_KEYS.userName, OWN_NAME);
  FakeSocket.instances = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
});
afterEach(() => {
  (globalThis as { WebSocket: unknown }).WebSocket = realWebSocket;
  jest.useRealTimers();
  jest.resetAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

// ── Data ─────────────────────────────────────────────────────────────────────

/** `count` players of Starfall Arena named Gamer001, Gamer002... */
function somePlayers(count: number, prefix = 'Gamer'): GamePerson[] {
  return Array.from({ length: count }, (_, index) => ({
    userName: `${prefix}${String(index + 1).padStart(3, '0')}`,
    image: index === 0 ? '' : `media/userprofileimages/${prefix}${index + 1}.png`,
    SpecUser: 0,
    newMatchFlag: 0,
    combinedScore: 60,
    GameId: STARFALL.gameId,
    GameImageSrc: 'media/games/starfall.png',
    GameImageThumbSrc: 'media/games/starfall-thumb.png',
  }));
}

type PageInput = { offset: number; limit: number };
type Answers = Record<string, unknown>;

/**
 * Answers the modal's calls: `community` and `matches` are the lists' people (pages are cut from them
 * with the count of all), the counts follow them, the chat holds 412 messages, and the
 * caller plays Starfall Arena unless `games` says otherwise. `overrides` replace any answer; an answer
 * that is a function is called with the payload (it may throw).
 */
function answer({
  community = somePlayers(40, 'Comm'),
  matches = somePlayers(30),
  games = [aGame({ Id: STARFALL.gameId })],
  overrides = {},
}: { community?: GamePerson[]; matches?: GamePerson[]; games?: unknown[]; overrides?: Answers } = {}) {
  const page = (people: GamePerson[]) => (input: unknown) => {
    const { offset, limit } = input as PageInput;
    return { matches: people.slice(offset, offset + limit), count: people.length };
  };
  const answers: Answers = {
    listGameCommunity: page(community),
    listGameMatches: page(matches),
    countGameCommunity: { matchCount: community.length },
    countGameMatches: { matchCount: matches.length },
    countGameChatMessages: { gameMessageCounter: 412 },
    getUserProfileGames: games,
    // the Chat tab's room (test/web/screens/game-chat-panel.test.tsx covers it)
    getGameChatPage: { messageRepliesPage: { messages: [], lastEvaluatedKey: null } },
    listActiveChatUsers: { activeUsers: [] },
    listGameChatUsers: { gameUserList: [] },
    countUnreadGameChat: { gameCountUnread: { body: [] } },
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
const offsetsOf = (name: string) => callsTo(name).map((input) => (input as PageInput).offset);

/** Every call of `name` satisfied the route's own schema (what the server validates). */
function expectValidPayloads(name: RouteName) {
  const route = routeNamed(name) as RouteDefinition;
  const schema = route.method === 'GET' ? route.query : route.body;
  for (const input of callsTo(name)) expect(v.safeParse(schema!, input).success).toBe(true);
}

// ── Rendering ────────────────────────────────────────────────────────────────

/** The user card as the frame shows it: the real dialog shell around a stand-in. */
function CardStub({ userName, onClose }: UserCardProps) {
  return (
    <PersonDialog
      label={`${userName}’s profile`}
      closeLabel={`Close ${userName}’s profile`}
      onClose={onClose}
    >
      <p>Card of {userName}</p>
    </PersonDialog>
  );
}

function Opener({ tab }: { tab: GameModalTab }) {
  const { open } = useGameModal();
  return (
    <button type="button" onClick={() => open(STARFALL, tab)}>
      Open Starfall Arena
    </button>
  );
}

/** The signed-in providers the modal lives in, rendered into the app's #root, and a tile's opener. */
function renderOpener(tab: GameModalTab) {
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ConfigProvider value={TEST_CONFIG}>
          <SessionProvider value={{ idToken: 'token', expiresAt: Date.now() + 3_600_000, uuid: USER_UUID }}>
            <UserCardProvider render={(props) => <CardStub {...props} />}>
              <GameModalProvider render={(props) => <GameModal {...props} />}>
                <Opener tab={tab} />
              </GameModalProvider>
            </UserCardProvider>
          </SessionProvider>
        </ConfigProvider>
      </SWRConfig>
    </I18nextProvider>,
    { container: root },
  );
  return screen.getByRole('button', { name: 'Open Starfall Arena' });
}

/** Opens the modal from its tile on `tab` and returns the dialog. */
function openModal(tab: GameModalTab) {
  const opener = renderOpener(tab);
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Starfall Arena' }) };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const list = (name: string) => screen.getByRole('list', { name });
const rowsOf = (name: string) => within(list(name)).getAllByRole('listitem');

/** Lets fake timers run `ms` forward with the promises they release. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Puts the list's scroll container `distance` px from its end and fires a scroll. */
function scrollTo(distance: number) {
  const container = document.querySelector<HTMLElement>('.game-modal__list')!;
  Object.defineProperty(container, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(container, 'clientHeight', { configurable: true, value: 400 });
  container.scrollTop = 1600 - distance;
  fireEvent.scroll(container);
}

// ── Tests ────────────────────────────────────────────────────────────────────

describe('opening (000 §2: a tile opens the modal on Chat, All or Matches)', () => {
  it('shows the game, its counts and the tab it was opened on, with focus on that tab', async () => {
    answer();
    const { dialog } = openModal('matches');

    expect(within(dialog).getByRole('heading', { name: 'Starfall Arena' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Starfall Arena: chat, community and matches' }))
      .getAllByRole('tab')
      .map((element) => [element.textContent, element.getAttribute('aria-selected')]);
    expect(tabs).toEqual([
      ['Chat', 'false'],
      ['Community', 'false'],
      ['Matches', 'true'],
    ]);
    expect(tab('Matches')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Matches' })).toBeInTheDocument();

    const counts = within(screen.getByRole('list', { name: 'Players and messages' }));
    expect(await counts.findByText('Community: 40')).toBeInTheDocument();
    expect(await counts.findByText('Matches: 30')).toBeInTheDocument();
    expect(await counts.findByText('Chat messages: 412')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    expect(await screen.findByTitle('Gamer001')).toBeInTheDocument();
    expect(callsTo('listGameMatches')).toEqual([{ uuid: USER_UUID, gameId: 7, limit: 25, offset: 0 }]);
    expect(callsTo('countGameCommunity')).toEqual([{ uuid: USER_UUID, gameId: 7 }]);
    expect(callsTo('countGameMatches')).toEqual([{ uuid: USER_UUID, gameId: 7 }]);
    expect(callsTo('countGameChatMessages')).toEqual([{ gameId: 7 }]);
    for (const name of ['listGameMatches', 'countGameCommunity', 'countGameMatches'] as const) {
      expectValidPayloads(name);
    }
    // the game's thumbnail, from the media host
    expect(dialog.querySelector('.game-modal__image')).toHaveAttribute(
      'src',
      'https://media.test/games/starfall-thumb.png',
    );
  });

  it('lists the community on the play icon’s tab, each person with picture, short name and score', async () => {
    answer({
      community: [...somePlayers(1, 'Comm'), { ...somePlayers(2)[1]!, userName: 'AVeryLongGamerName' }],
    });
    openModal('all');

    const rows = await waitFor(() => rowsOf('Players of Starfall Arena'));
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    // a missing picture shows the default one
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/default-profile.svg');
    expect(within(first).getByText('60% match')).toBeInTheDocument();
    // the list short forms (000 §9: 8 and 15), the full name for assistive technology
    expect(within(second).getByText('AVeryLon…')).toBeInTheDocument();
    expect(within(second).getByText('AVeryLongGamerN…')).toBeInTheDocument();
    expect(within(second).getByText('AVeryLongGamerName')).toHaveClass('visually-hidden');
    expect(callsTo('listGameCommunity')).toEqual([{ uuid: USER_UUID, gameId: 7, limit: 25, offset: 0 }]);
    expectValidPayloads('listGameCommunity');
  });
});

describe('tabs (000 §4: switching tabs resets the lists and counts and reloads)', () => {
  it('moves between the tabs with the arrow keys, Home and End, selecting each', async () => {
    answer();
    openModal('chat');
    const user = userEvent.setup();

    await user.keyboard('{ArrowRight}');
    expect(tab('Community')).toHaveFocus();
    expect(tab('Community')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Community')).toHaveAttribute('tabindex', '0');
    expect(tab('Chat')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(tab('Matches')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Chat')).toHaveFocus();
    expect(tab('Chat')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Matches')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Chat')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Matches')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTitle('Gamer001')).toBeInTheDocument();
  });

  it('starts each tab from a loading list and reads its first page and every count again', async () => {
    answer();
    openModal('all');
    await screen.findByTitle('Comm001');
    await waitFor(() => expect(callsTo('countGameChatMessages')).toHaveLength(1));
    expect(callsTo('countGameCommunity')).toHaveLength(1);

    fireEvent.click(tab('Matches'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading players…');
    expect(await screen.findByTitle('Gamer001')).toBeInTheDocument();

    fireEvent.click(tab('Community'));
    // the list read before is not shown again: the tab loads anew
    expect(screen.queryByTitle('Comm001')).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading players…');
    expect(await screen.findByTitle('Comm001')).toBeInTheDocument();

    expect(offsetsOf('listGameCommunity')).toEqual([0, 0]);
    expect(offsetsOf('listGameMatches')).toEqual([0]);
    await waitFor(() => expect(callsTo('countGameCommunity')).toHaveLength(3));
    expect(callsTo('countGameMatches')).toHaveLength(3);
    expect(callsTo('countGameChatMessages')).toHaveLength(3);

    // the selected tab again: nothing is reset
    fireEvent.click(tab('Community'));
    expect(screen.getByTitle('Comm001')).toBeInTheDocument();
    expect(callsTo('countGameCommunity')).toHaveLength(3);
  });
});

describe('paging (000 §4 "Lists", §9: 25 a page, 5 px, 1 s, only when the total exceeds 25)', () => {
  it('never asks for a second page when the total is 25', async () => {
    answer({ matches: somePlayers(25) });
    jest.useFakeTimers();
    openModal('matches');
    await advance(3000);
    expect(screen.getByTitle('Gamer025')).toBeInTheDocument();

    scrollTo(0);
    await advance(5000);
    expect(offsetsOf('listGameMatches')).toEqual([0]);
    expect(screen.queryByRole('button', { name: 'Show more players' })).not.toBeInTheDocument();
  });

  it('reads the next page 1 s after the list is scrolled within 5 px of its end', async () => {
    answer({ matches: somePlayers(30) });
    jest.useFakeTimers();
    openModal('matches');
    await advance(3000); // the first page's loading flag has reset
    expect(screen.getByTitle('Gamer025')).toBeInTheDocument();

    scrollTo(6);
    await advance(2000);
    expect(offsetsOf('listGameMatches')).toEqual([0]);

    scrollTo(5);
    await advance(999);
    expect(offsetsOf('listGameMatches')).toEqual([0]);
    scrollTo(2); // scrolling on while it waits asks nothing more
    await advance(1);
    expect(offsetsOf('listGameMatches')).toEqual([0, 25]);
    await advance(0);
    expect(screen.getByTitle('Gamer030')).toBeInTheDocument();
    expect(rowsOf('Your matches in Starfall Arena')).toHaveLength(30);

    // all 30 read: nothing more to ask for
    scrollTo(0);
    await advance(5000);
    expect(offsetsOf('listGameMatches')).toEqual([0, 25]);
  });

  it('keeps the loading flag for 3 s after each read: scrolling asks for no page before it resets', async () => {
    answer({ matches: somePlayers(80) });
    jest.useFakeTimers();
    openModal('matches');
    await advance(0);
    expect(screen.getByTitle('Gamer025')).toBeInTheDocument();

    // the first page was read at 0 s: until 3 s the end of the list asks nothing
    await advance(1000);
    scrollTo(0);
    await advance(1500); // 2.5 s
    expect(offsetsOf('listGameMatches')).toEqual([0]);
    await advance(500); // 3 s: the flag resets
    scrollTo(0);
    await advance(1000);
    expect(offsetsOf('listGameMatches')).toEqual([0, 25]);
    expect(screen.getByTitle('Gamer050')).toBeInTheDocument();

    // page 2 was asked at 4 s: scrolling at 5 s waits for the reset at 7 s
    await advance(1000);
    scrollTo(0);
    await advance(1500);
    expect(offsetsOf('listGameMatches')).toEqual([0, 25]);
    await advance(500);
    scrollTo(0);
    await advance(1000);
    expect(offsetsOf('listGameMatches')).toEqual([0, 25, 50]);
  });

  it('offers a button that reads the next page at once and moves focus to its first person', async () => {
    answer({ matches: somePlayers(60) });
    openModal('matches');
    await screen.findByTitle('Gamer025');

    fireEvent.click(screen.getByRole('button', { name: 'Show more players' }));
    expect(await screen.findByTitle('Gamer050')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTitle('Gamer026')).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Show more players' }));
    expect(await screen.findByTitle('Gamer060')).toBeInTheDocument();
    expect(offsetsOf('listGameMatches')).toEqual([0, 25, 50]);
    expect(screen.queryByRole('button', { name: 'Show more players' })).not.toBeInTheDocument();
  });
});

describe('empty and failed lists (000 §8, §9: the empty state after 7 s, the loading flag after 3 s)', () => {
  it("shows 'no gamer matches' 7 s after an empty answer, loading before, reading again at each 3 s reset", async () => {
    answer({ matches: [] });
    jest.useFakeTimers();
    openModal('matches');
    await advance(0);
    expect(offsetsOf('listGameMatches')).toEqual([0]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading players…');

    await advance(2999);
    expect(offsetsOf('listGameMatches')).toEqual([0]);
    await advance(1); // 3 s: read again
    expect(offsetsOf('listGameMatches')).toEqual([0, 0]);
    await advance(3000); // 6 s: once more
    expect(offsetsOf('listGameMatches')).toEqual([0, 0, 0]);
    expect(callsTo('countGameMatches').length).toBeGreaterThanOrEqual(3);
    await advance(999);
    expect(screen.queryByText('No gamer matches')).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading players…');

    await advance(1); // 7 s
    expect(screen.getByText('No gamer matches')).toBeInTheDocument();
    expect(screen.getByText('Players of Starfall Arena who fit you will show here.')).toBeInTheDocument();
    expect(screen.queryByText('Loading players…')).not.toBeInTheDocument();
    await advance(10_000);
    expect(offsetsOf('listGameMatches')).toEqual([0, 0, 0]);
  });

  it('shows the people as soon as a read during the wait finds them (a newcomer’s lists filling)', async () => {
    let reads = 0;
    const filled = somePlayers(3);
    answer({
      overrides: {
        listGameMatches: () => {
          reads += 1;
          return reads === 1 ? { matches: [], count: 0 } : { matches: filled, count: 3 };
        },
      },
    });
    jest.useFakeTimers();
    openModal('matches');
    await advance(0);
    expect(screen.queryByTitle('Gamer001')).not.toBeInTheDocument();
    await advance(3000);
    expect(screen.getByTitle('Gamer001')).toBeInTheDocument();
    await advance(10_000);
    expect(screen.queryByText('No gamer matches')).not.toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it("shows 'no community mentioned' for an empty community, with a nudge when the caller doesn't play the game", async () => {
    answer({ community: [], games: [aGame({ Id: 99 })] });
    jest.useFakeTimers();
    openModal('all');
    await advance(7000);
    expect(screen.getByText('No community mentioned')).toBeInTheDocument();
    expect(
      screen.getByText('Add Starfall Arena to your games to be matched with its players.'),
    ).toBeInTheDocument();
  });

  it('shows a failed first page at once, with a retry', async () => {
    let fail = true;
    answer({
      overrides: {
        listGameCommunity: () => {
          if (fail) throw new ApiError('listGameCommunity', 500);
          return { matches: somePlayers(2, 'Comm'), count: 2 };
        },
      },
    });
    openModal('all');
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Comm002')).toBeInTheDocument();
  });
});

describe('people open their user card', () => {
  it('opens the card above the modal, which is inert until the card closes and focus comes back', async () => {
    answer();
    const { dialog } = openModal('matches');
    const row = await screen.findByTitle('Gamer002');
    row.focus();
    fireEvent.click(row);

    expect(screen.getByRole('dialog', { name: 'Gamer002’s profile' })).toBeInTheDocument();
    expect(dialog.closest('.game-modal__backdrop')).toHaveAttribute('inert');
    // Escape in the card closes the card only
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close Gamer002’s profile' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Gamer002’s profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Starfall Arena' })).toBeInTheDocument();
    expect(dialog.closest('.game-modal__backdrop')).not.toHaveAttribute('inert');
    expect(row).toHaveFocus();
    // the app beneath is still inert: the modal is still open
    expect(document.getElementById('root')).toHaveAttribute('inert');
  });
});

describe('closing (000 §2: an outside click or its close button; Escape)', () => {
  it('closes with its close button and gives focus back to the tile', async () => {
    answer();
    const { opener } = openModal('all');
    expect(document.getElementById('root')).toHaveAttribute('inert');
    await screen.findByTitle('Comm001');

    fireEvent.click(screen.getByRole('button', { name: 'Close Starfall Arena' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.getElementById('root')).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    answer();
    const { opener } = openModal('matches');
    await screen.findByTitle('Gamer001');
    fireEvent.keyDown(tab('Matches'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('still closes on Escape after Add Game (the focus stays in the modal, then goes to the input)', async () => {
    let plays = false;
    answer({
      games: [],
      overrides: {
        getUserProfileGames: () => (plays ? [aGame({ Id: STARFALL.gameId })] : [aGame({ Id: 99 })]),
        addGameFromModal: () => {
          plays = true;
          return { affectedRows: 1 };
        },
      },
    });
    const user = userEvent.setup();
    const { opener, dialog } = openModal('chat');
    await user.click(await screen.findByRole('button', { name: 'Add Game' }));

    const input = await screen.findByRole('textbox', { name: 'Message to the Starfall Arena chat' });
    expect(screen.queryByRole('button', { name: 'Add Game' })).not.toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a press outside it, not on a press inside it', async () => {
    answer();
    const { dialog } = openModal('matches');
    await screen.findByTitle('Gamer001');

    fireEvent.pointerDown(within(dialog).getByRole('heading', { name: 'Starfall Arena' }));
    fireEvent.pointerDown(dialog);
    expect(screen.getByRole('dialog', { name: 'Starfall Arena' })).toBeInTheDocument();

    fireEvent.pointerDown(dialog.closest('.game-modal__backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside while it is open', async () => {
    answer({ matches: somePlayers(2) });
    openModal('matches');
    await screen.findByTitle('Gamer002');
    const user = userEvent.setup();

    // the last row's Invite to play is the last control in the modal
    const lastInvite = screen.getByRole('button', { name: 'Invite to play: Gamer002' });
    lastInvite.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close Starfall Arena' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(lastInvite).toHaveFocus();
  });
});

describe('invite to play from the lists (000 §4 "Invite to play"; issue 11)', () => {
  it('offers Invite beside each player; the popup has this game chosen and sends it', async () => {
    answer({
      matches: somePlayers(2),
      games: [
        aGame({ Id: 3, Description: 'Moon Miners' }),
        aGame({ Id: STARFALL.gameId, Description: 'Starfall Arena' }),
      ],
      overrides: { createInvite: { type: 'created' } },
    });
    openModal('matches');
    await screen.findByTitle('Gamer002');
    const user = userEvent.setup();

    const invite = screen.getByRole('button', { name: 'Invite to play: Gamer002' });
    await user.click(invite);
    const popup = within(screen.getByRole('dialog', { name: 'Invite Gamer002 to play' }));
    await waitFor(() =>
      expect(popup.getByRole('combobox', { name: 'Game' })).toHaveValue(String(STARFALL.gameId)),
    );
    await user.click(popup.getByRole('button', { name: 'Send invite' }));

    expect(
      await popup.findByText('Invite sent: Gamer002 is invited to play Starfall Arena.'),
    ).toBeInTheDocument();
    expect(callsTo('createInvite')).toEqual([
      {
        usernameFrom: OWN_NAME,
        usernameTo: 'Gamer002',
        gameId: STARFALL.gameId,
        gameDescription: 'Starfall Arena',
      },
    ]);
    expectValidPayloads('createInvite');

    // Escape closes the popup, not the modal; focus goes back to the row's Invite
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Invite Gamer002 to play' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Starfall Arena' })).toBeInTheDocument();
    expect(invite).toHaveFocus();
  });

  it('offers no Invite on the caller’s own row', async () => {
    answer({ matches: [...somePlayers(1), { ...somePlayers(1)[0]!, userName: OWN_NAME }] });
    openModal('matches');
    await screen.findByTitle(OWN_NAME);
    expect(screen.getByRole('button', { name: 'Invite to play: Gamer001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Invite to play: ${OWN_NAME}` })).not.toBeInTheDocument();
  });
});

describe('the Chat tab (000 §2: the room, and the Add Game button in place of its input)', () => {
  it('shows the room with its input and no Add Game button for a game the caller plays', async () => {
    answer();
    openModal('chat');
    const panel = screen.getByRole('tabpanel', { name: 'Chat' });
    expect(within(panel).getByRole('heading', { name: 'Starfall Arena chat' })).toBeInTheDocument();
    expect(await within(panel).findByText('No messages yet — say hi!')).toBeInTheDocument();
    expect(
      await within(panel).findByRole('textbox', { name: 'Message to the Starfall Arena chat' }),
    ).toBeInTheDocument();
    expect(FakeSocket.latest().query).toMatchObject({ gameId: '7', userId: OWN_NAME });
    await waitFor(() => expect(callsTo('getUserProfileGames')).toEqual([{ username: OWN_NAME }]));
    expect(within(panel).queryByRole('button', { name: 'Add Game' })).not.toBeInTheDocument();
  });

  it('adds a game the caller does not play and reads their games again', async () => {
    let games = [aGame({ Id: 99 })];
    answer({
      overrides: {
        getUserProfileGames: () => games,
        addGameFromModal: () => {
          games = [...games, aGame({ Id: STARFALL.gameId })];
          return { affectedRows: 1 };
        },
      },
    });
    openModal('chat');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Game' }));

    expect(await screen.findByText('Starfall Arena is now among your games.')).toBeInTheDocument();
    expect(callsTo('addGameFromModal')).toEqual([{ uuid: USER_UUID, gameId: 7 }]);
    expectValidPayloads('addGameFromModal');
    await waitFor(() => expect(callsTo('getUserProfileGames').length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('button', { name: 'Add Game' })).not.toBeInTheDocument();
  });

  it('says so when adding fails, and can try again', async () => {
    answer({
      games: [aGame({ Id: 99 })],
      overrides: {
        addGameFromModal: () => {
          throw new ApiError('addGameFromModal', 500);
        },
      },
    });
    openModal('chat');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Game' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Starfall Arena could not be added. Please try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Game' }));
    await waitFor(() => expect(callsTo('addGameFromModal')).toHaveLength(2));
  });
});

describe('the signed-in frame (HomeFrame) mounts the modal once', () => {
  function renderFrame(gameModal: GameModalComponent) {
    function Page() {
      const { open } = useGameModal();
      return (
        <button type="button" onClick={() => open(STARFALL, 'matches')}>
          Starfall tile
        </button>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/home/user-home']}>
          <Routes>
            <Route
              element={<HomeFrame panels={sidePanelScreens()} userCard={CardStub} gameModal={gameModal} />}
            >
              <Route path="/home/user-home" element={<Page />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
  }

  it('renders the modal it is given for a tile that opens it', () => {
    renderFrame(({ game, tab: selected, onClose }) => (
      <div role="dialog" aria-label={game.gameDescription}>
        {selected}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ));
    fireEvent.click(screen.getByRole('button', { name: 'Starfall tile' }));
    expect(screen.getByRole('dialog', { name: 'Starfall Arena' })).toHaveTextContent('matches');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a notice that closes like the modal when its chunk cannot load', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFrame(() => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Starfall tile' }));
    const notice = screen.getByRole('alertdialog');
    // a Dialog like every modal: modal, its button focused, Escape closes it
    expect(notice).toHaveAttribute('aria-modal', 'true');
    expect(within(notice).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    fireEvent.keyDown(notice, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Starfall tile' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
