/**
 * A game's people (000 §2 "Game modal", §7 "Matches"): everyone who plays the game (`listGameCommunity`,
 * .../gamecommunity, the modal's Community (All) tab) and the caller's matches within it
 * (`listGameMatches`, .../gamematches, the Matches tab), read in pages of 25 (000 §9), each page
 * answering its people with the list's total (`{ matches, count }`); and the two counts the modal's
 * header shows (`countGameCommunity`, `countGameMatches`: `{ matchCount }`). Read-only.
 *
 * The modal's tab switch "resets the lists and counts and reloads" (000 §4): `useResetGameLists`
 * empties every cached page and count of the game (and its chat message count), reads the counts
 * again at once and leaves the pages to be read by the list that shows them.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { PAGE_SIZES } from '../../../../lib/contract/constants';
import type { ApiClientError } from '../../lib/api';
import { isApiKey } from '../people-cache';
import { apiFetcher, apiKey, type ApiKey } from '../swr-config';
import { isGameChatCountKey } from './game-chat-count';

/** The modal's two lists of people: Community (All) and Matches. */
export type GameListKind = 'community' | 'matches';
/** One page of a game's people with the list's total. */
export type GamePage = AnswerOf<'listGameCommunity'>;
/** One person of a game's lists (000 §3 "Match item" with GameId, GameImageSrc, GameImageThumbSrc). */
export type GamePerson = GamePage['matches'][number];

export const GAME_LIST_PAGE_SIZE = PAGE_SIZES.list;

const PAGE_ROUTES = { community: 'listGameCommunity', matches: 'listGameMatches' } as const;
const COUNT_ROUTES = { community: 'countGameCommunity', matches: 'countGameMatches' } as const;
const PAGE_ROUTE_NAMES: ReadonlySet<string> = new Set(Object.values(PAGE_ROUTES));
const COUNT_ROUTE_NAMES: ReadonlySet<string> = new Set(Object.values(COUNT_ROUTES));

/**
 * The key of the page of `kind` that starts at `offset` (at most GAME_LIST_PAGE_SIZE people). The
 * Matches tab lists all of the caller's matches in the game, never `newuser` (see the notes: the
 * tab's count and its paging total count them all).
 */
export function gamePageKey(kind: GameListKind, uuid: string, gameId: number, offset: number): ApiKey {
  const input = { uuid, gameId, limit: GAME_LIST_PAGE_SIZE, offset };
  return kind === 'community' ? apiKey('listGameCommunity', input) : apiKey('listGameMatches', input);
}

export function gameCountKey(kind: GameListKind, uuid: string, gameId: number): ApiKey {
  const input = { uuid, gameId };
  return kind === 'community' ? apiKey('countGameCommunity', input) : apiKey('countGameMatches', input);
}

function gameIdOf(key: unknown): number | undefined {
  if (!isApiKey(key)) return undefined;
  const input = key[1] as { gameId?: unknown } | undefined;
  return typeof input?.gameId === 'number' ? input.gameId : undefined;
}

/** Whether an SWR key is a page of one of `gameId`'s lists. */
export function isGamePageKey(key: unknown, gameId: number): boolean {
  return isApiKey(key) && PAGE_ROUTE_NAMES.has(key[0]) && gameIdOf(key) === gameId;
}

/** Whether an SWR key is one of `gameId`'s two counts. */
export function isGameCountKey(key: unknown, gameId: number): boolean {
  return isApiKey(key) && COUNT_ROUTE_NAMES.has(key[0]) && gameIdOf(key) === gameId;
}

/** The page behind `key`; null reads nothing. */
export function useGamePage(key: ApiKey | null) {
  return useSWR<GamePage, ApiClientError>(key, apiFetcher as (key: ApiKey) => Promise<GamePage>);
}

/** How many people a list of the game holds (`matchCount`), undefined while unknown. */
export function useGameCount(kind: GameListKind, uuid: string, gameId: number) {
  const answer = useSWR<AnswerOf<'countGameCommunity'>, ApiClientError>(
    gameCountKey(kind, uuid, gameId),
    apiFetcher as (key: ApiKey) => Promise<AnswerOf<'countGameCommunity'>>,
  );
  return { ...answer, count: answer.data?.matchCount };
}

/**
 * Empties every cached page and count of `gameId` (its chat message count included) and reads the
 * counts again at once; a page is read again when a list that shows it mounts (000 §4: switching
 * tabs resets the lists and counts and reloads). Call it as the tab changes: a list still on screen
 * shows its loading state until it leaves. Resolves once the counts are read.
 */
export function useResetGameLists(gameId: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      Promise.all([
        mutate((key) => isGamePageKey(key, gameId), undefined, { revalidate: false }),
        mutate((key) => isGameCountKey(key, gameId) || isGameChatCountKey(key, gameId), undefined, {
          revalidate: true,
        }),
      ]),
    [mutate, gameId],
  );
}
