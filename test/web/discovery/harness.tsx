/**
 * The discovery tests' harness: a screen rendered inside what the signed-in frame provides (session,
 * config, the user card and the game modal, each a stub that says what it was opened with), with
 * the API answered by route name from a table of answers. Factories build the contract's shapes.
 */
import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import type { AnswerOf } from '../../../lib/contract/manifest';
import type { MatchItem } from '../../../lib/contract/responses';
import { callApi } from '../../../web/src/lib/api';
import { writeSessionValues } from '../../../web/src/lib/session-values';
import { ConfigProvider } from '../../../web/src/state/config';
import { GameModalProvider } from '../../../web/src/state/game-modal';
import { SessionProvider } from '../../../web/src/state/session';
import { UserCardProvider } from '../../../web/src/state/user-card';
import { USER_UUID } from '../auth-fixtures';
import { TEST_CONFIG } from '../fixtures';
import { aMatchItem } from '../people/people-fixtures';

export const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);

/** An answer: a value, or a function of the call's input (it may throw, or never settle). */
export type Answer = unknown | ((input: Record<string, unknown>) => unknown);

/** Answers each route from `answers`; a route missing there answers a pending promise (still loading). */
export function answer(answers: Record<string, Answer>) {
  api.mockImplementation(async (name, input) => {
    if (!(name in answers)) return new Promise(() => {});
    const next = answers[name];
    return typeof next === 'function' ? (next as (input: unknown) => unknown)(input) : next;
  });
}

export const callsTo = (name: string) =>
  api.mock.calls.filter(([called]) => called === name).map(([, input]) => input as Record<string, unknown>);

export function renderScreen(i18n: I18n, ui: ReactElement, ownName = 'ViewerOne') {
  writeSessionValues(1, { userName: ownName });
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <SessionProvider value={{ idToken: 't', uuid: USER_UUID, expiresAt: Date.now() + 3_600_000 }}>
          <ConfigProvider value={TEST_CONFIG}>
            <UserCardProvider render={({ userName }) => <p data-testid="user-card">{userName}</p>}>
              <GameModalProvider
                render={({ game, tab }) => (
                  <p data-testid="game-modal">
                    {game.gameId}:{tab}
                  </p>
                )}
              >
                {ui}
              </GameModalProvider>
            </UserCardProvider>
          </ConfigProvider>
        </SessionProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
}

/** Lets pending promises and the re-renders they cause settle. */
export async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

/**
 * A View all button's accessible name, written as a browser reads it ("View all: Popular games (2)"). The name
 * comes from the button's content (visible text plus visually hidden pieces); jsdom's name computation puts a space
 * between the pieces, so spaces are left out of the comparison.
 */
export const viewAllName = (title: string, count?: number) => {
  const expected = `View all: ${title}${count === undefined ? '' : ` (${count})`}`.replace(/\s/g, '');
  return (name: string) => name.replace(/\s/g, '') === expected;
};
/** The text of every View all button, which is its accessible name as a browser reads it. */
export const viewAllNames = () =>
  screen.getAllByRole('button', { name: /^View all/ }).map((button) => button.textContent);

export const openedUserCard = () => screen.queryByTestId('user-card')?.textContent ?? null;
export const openedGameModal = () => screen.queryByTestId('game-modal')?.textContent ?? null;

export type SelectedGame = AnswerOf<'listSelectedGames'>['games'][number];
export type PopularGame = AnswerOf<'listPopularGames'>['games'][number];
export type CatalogueGame = AnswerOf<'listRecommendedGames'>[number];

export function aSelectedGame(overrides: Partial<SelectedGame> = {}): SelectedGame {
  return {
    gameId: 7,
    gameDescription: 'Valorant',
    image: 'media/games/valorant.jpg',
    imageThumbnail: 'media/games/valorant-thumb.jpg',
    matchGameCount: 0,
    commGameCount: 40,
    gameCount: 0,
    ...overrides,
  };
}

export function aPopularGame(overrides: Partial<PopularGame> = {}): PopularGame {
  return {
    GameCount: 120,
    matchGameCount: 3,
    GameId: 11,
    Description: 'Rocket League',
    GameImageSrc: 'media/games/rl.jpg',
    GameImageThumbSrc: 'media/games/rl-thumb.jpg',
    selectedGame: 0,
    ...overrides,
  };
}

export function aCatalogueGame(overrides: Partial<CatalogueGame> = {}): CatalogueGame {
  return {
    Id: 21,
    Description: 'Apex Legends',
    GameType: 'Shooter',
    GameRating: 'T',
    GameGenre: 'Battle royale',
    GameImageSrc: 'media/games/apex.jpg',
    GameImageThumbSrc: 'media/games/apex-thumb.jpg',
    ...overrides,
  };
}

/** `count` people named `${prefix}01`…, each with a score. */
export function people(count: number, prefix = 'Player', from = 0): MatchItem[] {
  return Array.from({ length: count }, (_, index) =>
    aMatchItem({ userName: `${prefix}${String(from + index + 1).padStart(2, '0')}`, combinedScore: 50 }),
  );
}

/** A paged list answer: the slice of `all` the call's offset and limit ask for. */
export const pageOf =
  (all: readonly unknown[]) =>
  ({ offset, limit }: Record<string, unknown>) => ({
    matches: all.slice(offset as number, (offset as number) + (limit as number)),
  });
