/**
 * A carousel of games (000 §2: selected games, recommended games, popular games): game tiles with
 * their chat, play and matches icons and the new-game badge, in a Shelf with its loading, failed and
 * empty states.
 */
import type { ReactNode } from 'react';
import type { GameTileGame } from '../../state/server/dashboard-games';
import { GameTile } from '../games/GameTile';
import { Shelf, type ShelfStatus } from './Shelf';

/** How many tiles of a first-screen carousel load their image at once (a phone shows one or two). */
const FIRST_SCREEN_TILES = 2;

export function GameShelf({
  title,
  status,
  games,
  nameLimit,
  mediaBaseUrl,
  onRetry,
  hasNewMatches,
  isTrending,
  empty,
  more,
  firstScreen = false,
}: {
  title: string;
  status: ShelfStatus;
  games: readonly GameTileGame[];
  nameLimit: number;
  mediaBaseUrl: string;
  onRetry: () => void;
  hasNewMatches: (game: GameTileGame) => boolean;
  isTrending?: (game: GameTileGame) => boolean;
  empty: ReactNode;
  more?: ReactNode;
  /**
   * the page's first carousel: the images of its first tiles (what a phone shows first, and the
   * page's largest content) load at once instead of lazily
   */
  firstScreen?: boolean;
}) {
  const slides = games.map((game, index) => ({
    key: String(game.gameId),
    content: (
      <GameTile
        game={game}
        nameLimit={nameLimit}
        mediaBaseUrl={mediaBaseUrl}
        newMatches={hasNewMatches(game)}
        trending={isTrending?.(game) ?? false}
        eager={firstScreen && index < FIRST_SCREEN_TILES}
      />
    ),
  }));
  return (
    <Shelf
      title={title}
      status={status}
      slides={slides}
      kind="game"
      onRetry={onRetry}
      empty={empty}
      more={more}
    />
  );
}
