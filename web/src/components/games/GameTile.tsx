/**
 * A game tile (000 §2 "Game modal, opened from a game tile", §3 "Selected game", "Popular game",
 * §4 "New-game badge"): the game's cover (the thumbnail when it has none, the default game image when
 * both are missing), its name in the
 * tile's short form (8 characters, 12 on community tiles; the full name is the tooltip and is read to
 * assistive technology), its counts, and three icon buttons that open the game modal on the tab the
 * spec names: chat → Chat, play → Community (All), matches → Matches. The new-game badge sits on the
 * matches icon while the game has new matches, and on the chat icon while its chat has unread messages
 * for the viewer (countUnreadGameChat), until the game is opened in this session.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GAME_IMAGE, mediaUrl } from '../../lib/media';
import { shortName } from '../../lib/short-name';
import type { GameTileGame } from '../../state/server/dashboard-games';
import { useGameModal, type GameModalTab } from '../../state/game-modal';
import { useUnreadGameChat } from '../../state/server/game-chat';
import { ImageWithFallback } from '../ImageWithFallback';

const ICONS: Record<GameModalTab, string> = {
  chat: 'M4 5h16v11H8l-4 4V5Z M8 9h8 M8 12h5',
  all: 'M8 5v14l11-7L8 5Z',
  matches: 'M9 7a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z M3 20a6 6 0 0 1 12 0 M16 5a3 3 0 0 1 0 6 M18 14a5 5 0 0 1 3 6',
};

/**
 * The tile shows the game's cover, not its square thumbnail: the tile's picture is a banner (full width,
 * 120 px high, about 2:1, as the 460×215 covers), and a square thumbnail cropped to it loses its title.
 */
const COVER_WIDTH = 460;
const COVER_HEIGHT = 215;

/** The icon buttons in display order: chat, play, matches (000 §2). */
const ACTIONS: readonly GameModalTab[] = ['chat', 'all', 'matches'];

function ActionIcon({ tab }: { tab: GameModalTab }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[tab]} />
    </svg>
  );
}

/** Memoized, as PersonTile: a tile renders again only when its game, badge or mark changes. */
export const GameTile = memo(function GameTile({
  game,
  nameLimit,
  mediaBaseUrl,
  newMatches = false,
  trending = false,
  headingLevel = 4,
  eager = false,
}: {
  game: GameTileGame;
  /** the short form's length (NAME_LIMITS.tile or .communityTile) */
  nameLimit: number;
  mediaBaseUrl: string;
  /** whether the game has new matches for the viewer (the badge shows until the game is opened) */
  newMatches?: boolean;
  /** marks a game of the viewer's that is trending now */
  trending?: boolean;
  /** the name's heading level: 4 under a carousel's h3, 3 in a modal under its h2 */
  headingLevel?: 3 | 4;
  /** a tile of the first screen: its image loads at once, first (else lazily, when near the viewport) */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const modal = useGameModal();
  const unreadChat = useUnreadGameChat().byGame.has(game.gameId);
  const opened = modal.wasOpened(game.gameId);
  const badge = newMatches && !opened;
  const chatBadge = unreadChat && !opened;
  const name = game.gameDescription;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const label: Record<GameModalTab, string> = {
    chat: chatBadge ? t('discovery.game.chatNew', { game: name }) : t('discovery.game.chat', { game: name }),
    all: t('discovery.game.play', { game: name }),
    matches: badge
      ? t('discovery.game.matchesNew', { game: name })
      : t('discovery.game.matches', { game: name }),
  };

  return (
    <article className="game-tile" aria-label={name}>
      <ImageWithFallback
        className="game-tile__image"
        src={mediaUrl(game.image || game.imageThumbnail, mediaBaseUrl)}
        fallback={DEFAULT_GAME_IMAGE}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
      />
      <Heading className="game-tile__name" title={name}>
        <span aria-hidden="true">{shortName(name, nameLimit)}</span>
        <span className="visually-hidden">{name}</span>
      </Heading>
      {trending ? <p className="game-tile__trending">{t('discovery.game.trending')}</p> : null}
      <p className="game-tile__counts">
        {game.matchCount !== undefined ? (
          <span>{t('discovery.game.matchCount', { count: game.matchCount })}</span>
        ) : null}
        {game.playerCount !== undefined ? (
          <span>{t('discovery.game.playerCount', { count: game.playerCount })}</span>
        ) : null}
      </p>
      <div className="game-tile__actions">
        {ACTIONS.map((tab) => (
          <button
            key={tab}
            type="button"
            className={`icon-button game-tile__action game-tile__action--${tab}`}
            aria-label={label[tab]}
            title={label[tab]}
            onClick={() => modal.open(game, tab)}
          >
            <ActionIcon tab={tab} />
            {(tab === 'matches' && badge) || (tab === 'chat' && chatBadge) ? (
              <span className="game-tile__badge" aria-hidden="true" />
            ) : null}
          </button>
        ))}
      </div>
    </article>
  );
});
