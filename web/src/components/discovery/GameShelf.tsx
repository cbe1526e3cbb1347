/**
 * A carousel of games (000 §2: selected games, recommended games, popular games): game tiles with
 * their chat, play and matches icons and the new-game badge, in a Shelf with its loading, failed and
 * empty states.
 */
import type { ReactNode } from 'react';
import type { GameTileGame } from '../../state/server/dashboard-games';
import { GameTile } from '../games/GameTile';
import { Shelf, type ShelfStatus } from './Shelf';

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
}) {
  const slides = games.map((game) => ({
    key: String(game.gameId),
    content: (
      <GameTile
        game={game}
        nameLimit={nameLimit}
        mediaBaseUrl={mediaBaseUrl}
        newMatches={hasNewMatches(game)}
        trending={isTrending?.(game) ?? false}
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
