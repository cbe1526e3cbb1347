/**
 * The game modal (000 §2 "Game modal"), opened from a game tile on one of its three tabs (chat icon:
 * Chat, play icon: Community (All), matches icon: Matches; state/game-modal.tsx opens it). Its header
 * shows the game with the counts of its community, of the caller's matches in it and of its chat
 * messages; its tabs are an ARIA tablist (arrow keys, Home and End move between them and select).
 * Switching tabs resets the lists and counts and reloads (000 §4). The lists are GamePeopleList; the
 * Chat tab is the chat issue's, in place with an honest panel (ChatPanel). Each person in the lists has
 * "Invite to play" beside their row: the invite popup (components/invite) opens with this game chosen
 * when it is one of the caller's games.
 *
 * It is a modal dialog rendered over the page: the app beneath is inert, focus starts on the selected
 * tab and stays inside (Tab wraps), and Escape, a press outside it or its close button close it; the
 * provider gives focus back to the tile that opened it. A user card opened from one of its lists
 * shows above it, and the modal is inert until the card closes. On phones it fills the screen.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { InviteDialog } from '../../components/invite/InviteDialog';
import { DEFAULT_GAME_IMAGE, mediaUrl } from '../../lib/media';
import { sameUserName } from '../../../../lib/contract/user-names';
import { formatCount } from '../../lib/numbers';
import { useConfig } from '../../state/config';
import { GAME_MODAL_TABS, type GameModalProps, type GameModalTab } from '../../state/game-modal';
import { useGameChatCount } from '../../state/server/game-chat-count';
import { useGameCount, useResetGameLists } from '../../state/server/game-lists';
import { useOwnUsername } from '../../state/own-name';
import { useUserGames } from '../../state/server/user-games';
import { useSession } from '../../state/session';
import { useUserCard } from '../../state/user-card';
import { ChatPanel } from './ChatPanel';
import { GamePeopleList } from './GamePeopleList';
import { CloseButton } from '../../components/CloseButton';

/** One of the header's counts: the number, '…' while it loads, '—' when it is not available. */
function HeaderCount({ label, count }: { label: string; count: number | null | undefined }) {
  const { t, i18n } = useTranslation();
  const shown = count === undefined ? '…' : count === null ? '—' : formatCount(count, i18n.language);
  const spoken =
    count === undefined
      ? t('gameModal.countLoading')
      : count === null
        ? t('gameModal.countUnavailable')
        : formatCount(count, i18n.language);
  return (
    <li className="game-modal__count">
      <span className="game-modal__count-value" aria-hidden="true">
        {shown}
      </span>
      <span className="game-modal__count-label" aria-hidden="true">
        {label}
      </span>
      <span className="visually-hidden">{`${label}: ${spoken}`}</span>
    </li>
  );
}

export function GameModal({ game, tab, onTab, onClose }: GameModalProps) {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const { mediaBaseUrl } = useConfig();
  const ownUserName = useOwnUsername();
  const userCard = useUserCard();
  const cardOpen = userCard.openUserName !== null;
  const { gameId, gameDescription: gameName } = game;

  const community = useGameCount('community', uuid, gameId);
  const matches = useGameCount('matches', uuid, gameId);
  const chat = useGameChatCount(gameId);
  const ownGames = useUserGames(ownUserName);
  const selected = ownGames.data?.some((entry) => entry.Id === gameId);
  const resetLists = useResetGameLists(gameId);
  const [inviting, setInviting] = useState<string | null>(null);

  const tabRefs = useRef(new Map<GameModalTab, HTMLButtonElement>());
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const tabId = (name: GameModalTab) => `${baseId}-tab-${name}`;
  const panelId = `${baseId}-panel`;

  const select = (next: GameModalTab) => {
    if (next === tab) return;
    void resetLists();
    onTab(next);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = GAME_MODAL_TABS.indexOf(tab);
    const last = GAME_MODAL_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = GAME_MODAL_TABS[target]!;
    select(next);
    tabRefs.current.get(next)?.focus();
  };

  const tabLabel: Record<GameModalTab, string> = {
    chat: t('gameModal.tabs.chat'),
    all: t('gameModal.tabs.all'),
    matches: t('gameModal.tabs.matches'),
  };

  // focus starts on the selected tab (later tabs take it from the keyboard that selects them); the
  // app beneath is inert while the modal is open, and the modal while a user card is open over it
  return (
    <Dialog
      portal
      labelledBy={titleId}
      className="game-modal"
      backdropClassName="game-modal__backdrop"
      inert={cardOpen}
      initialFocus='[role="tab"][aria-selected="true"]'
      closeOnBackdrop
      onClose={onClose}
    >
      <div className="game-modal__header">
        <ImageWithFallback
          className="game-modal__image"
          src={mediaUrl(game.imageThumbnail ?? game.image, mediaBaseUrl)}
          fallback={DEFAULT_GAME_IMAGE}
          alt=""
          width={64}
          height={64}
        />
        <div className="game-modal__heading">
          <h2 id={titleId} className="game-modal__title">
            {gameName}
          </h2>
          <ul className="game-modal__counts" aria-label={t('gameModal.countsLabel')}>
            <HeaderCount
              label={t('gameModal.counts.community')}
              count={community.error ? null : community.count}
            />
            <HeaderCount label={t('gameModal.counts.matches')} count={matches.error ? null : matches.count} />
            <HeaderCount label={t('gameModal.counts.chat')} count={chat.error ? null : chat.count} />
          </ul>
        </div>
        <CloseButton
          label={t('gameModal.close', { game: gameName })}
          onClick={onClose}
          className="game-modal__close"
        />
      </div>

      <div
        className="game-modal__tabs"
        role="tablist"
        aria-label={t('gameModal.tabsLabel', { game: gameName })}
      >
        {GAME_MODAL_TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) tabRefs.current.set(name, element);
              else tabRefs.current.delete(name);
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            className="game-modal__tab"
            aria-selected={name === tab}
            aria-controls={panelId}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => select(name)}
            onKeyDown={onTabKeyDown}
          >
            {tabLabel[name]}
          </button>
        ))}
      </div>

      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        className="game-modal__panel"
        tabIndex={0}
      >
        {tab === 'chat' ? (
          <ChatPanel uuid={uuid} ownUserName={ownUserName} gameId={gameId} gameName={gameName} />
        ) : (
          <GamePeopleList
            key={tab}
            kind={tab === 'all' ? 'community' : 'matches'}
            uuid={uuid}
            gameId={gameId}
            label={
              tab === 'all'
                ? t('gameModal.communityLabel', { game: gameName })
                : t('gameModal.matchesLabel', { game: gameName })
            }
            emptyText={tab === 'all' ? t('gameModal.emptyCommunity') : t('gameModal.emptyMatches')}
            emptyHint={
              selected === false
                ? t('gameModal.addToMatch', { game: gameName })
                : tab === 'all'
                  ? t('gameModal.emptyCommunityHint', { game: gameName })
                  : t('gameModal.emptyMatchesHint', { game: gameName })
            }
            mediaBaseUrl={mediaBaseUrl}
            onOpen={userCard.open}
            actionFor={(person) =>
              ownUserName !== null && sameUserName(person.userName, ownUserName) ? null : (
                <button
                  type="button"
                  className="button button--secondary button--small person-row__action"
                  aria-haspopup="dialog"
                  aria-label={t('invite.openLabel', { username: person.userName })}
                  onClick={() => setInviting(person.userName)}
                >
                  {t('invite.openShort')}
                </button>
              )
            }
          />
        )}
      </div>
      {inviting !== null ? (
        <InviteDialog
          ownUserName={ownUserName}
          userName={inviting}
          game={{ gameId, gameDescription: gameName }}
          onClose={() => setInviting(null)}
        />
      ) : null}
    </Dialog>
  );
}
