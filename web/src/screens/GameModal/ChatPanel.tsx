/**
 * The game modal's Chat tab (000 §2 "Chat tab", §4 "Game chat"): the platform picker, the players in
 * the room now, the connection's state, the message feed and the input. The room itself (history,
 * live connection, sends, likes, mentions, reports) is state/realtime/use-game-chat.ts; this panel lays
 * it out and words its notices, politely (role="status") and without taking the focus. A message's
 * Report opens the report popup (ChatReportDialog); its Send closes it, the message leaves the feed at
 * once and focus moves to the feed; Cancel gives focus back to the Report button.
 *
 * When the game is not among the caller's games, the input is replaced by the 'Add Game' button
 * (pjusergames/pjuserselectedgames/add); once added, the input appears. A game can't be added past
 * the 50-game limit. The button goes away once the game is added: focus moves to the "added" line,
 * then to the input when it shows, so it never falls out of the modal (whose Escape would stop working).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CHAT_LIMITS, MAX_GAMES_PER_USER, LIMITS } from '../../../../lib/contract/constants';
import { readSessionValue } from '../../lib/session-values';
import { useConfig } from '../../state/config';
import { isApiKey } from '../../state/people-cache';
import type { ChatMessage } from '../../state/realtime/game-chat-room';
import {
  replyTo,
  useGameChat,
  type ChatNotice,
  type ConnectionStatus,
  type ReplyTarget,
} from '../../state/realtime/use-game-chat';
import { useActiveChatUsers, useMentionNames } from '../../state/server/game-chat';
import { addGameFromModal, userGamesKey, useUserGames } from '../../state/server/user-games';
import { ChatComposer } from './ChatComposer';
import { ChatFeed } from './ChatFeed';
import { ChatLikesPopup } from './ChatLikesPopup';
import { ChatReportDialog } from './ChatReportDialog';
import { ChatPlatformPicker } from './ChatPlatformPicker';
import { ChatUserList } from './ChatUserList';

type AddState = 'idle' | 'adding' | 'added' | 'failed';

function useNoticeText() {
  const { t } = useTranslation();
  return (notice: ChatNotice): string => {
    switch (notice.kind) {
      case 'slowDown':
        return t('gameModal.chat.notices.slowDown', { count: notice.seconds });
      case 'tooManyLinks':
        return t('gameModal.chat.notices.tooManyLinks', { count: CHAT_LIMITS.linksPerMessage });
      case 'ownLike':
        // in English the spec's own words (OWN_LIKE_REFUSED)
        return t('gameModal.chat.notices.ownLike');
      case 'sendFailed':
        return t('gameModal.chat.notices.sendFailed');
      case 'disconnected':
        return t('gameModal.chat.notices.disconnected');
      case 'reported':
        return t('reportBlockModal.errorMsg2');
      case 'reportFailed':
        return t('reportBlockModal.errorMsg3');
      case 'refused':
        return notice.code === 'tooManyLinks'
          ? t('gameModal.chat.notices.tooManyLinks', { count: CHAT_LIMITS.linksPerMessage })
          : notice.code === 'invalid'
            ? t('gameModal.chat.notices.invalid', { max: LIMITS.messageMax })
            : t(`gameModal.chat.notices.${notice.code ?? 'refused'}`);
    }
  };
}

const CONNECTION_KEYS = {
  connecting: 'gameModal.chat.connection.connecting',
  live: 'gameModal.chat.connection.live',
  reconnecting: 'gameModal.chat.connection.reconnecting',
  disconnected: 'gameModal.chat.connection.disconnected',
} as const satisfies Record<ConnectionStatus, string>;

export function ChatPanel({
  uuid,
  ownUserName,
  gameId,
  gameName,
}: {
  uuid: string;
  ownUserName: string | null;
  gameId: number;
  gameName: string;
}) {
  const { t } = useTranslation();
  const { mediaBaseUrl } = useConfig();
  const games = useUserGames(ownUserName);
  const entry = games.data ? (games.data.find((game) => game.Id === gameId) ?? null) : undefined;
  const room = useGameChat({
    gameId,
    uuid,
    userId: ownUserName,
    profileImage: readSessionValue('profilePicLink') ?? '',
  });
  const active = useActiveChatUsers(gameId, ownUserName);
  const mentions = useMentionNames(gameId, ownUserName);
  const [reply, setReply] = useState<ReplyTarget | null>(null);
  const [likesOf, setLikesOf] = useState<ChatMessage | null>(null);
  const [added, setAdded] = useState(false);
  const likesTrigger = useRef<HTMLElement | null>(null);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const reportTrigger = useRef<HTMLElement | null>(null);
  /** the reason of a report that failed, by message, offered again when it is reported again */
  const reportDrafts = useRef(new Map<string, string>());
  const panelRef = useRef<HTMLElement>(null);
  const addedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // the Add Game button had the focus; the input may have taken it already (ChatComposer autoFocus)
    if (added && !panelRef.current?.contains(document.activeElement)) addedRef.current?.focus();
  }, [added]);
  const noticeText = useNoticeText();
  const titleId = useId();

  const onShowLikes = useCallback((message: ChatMessage, trigger: HTMLElement) => {
    likesTrigger.current = trigger;
    setLikesOf(message);
  }, []);
  const closeLikes = useCallback(() => {
    setLikesOf(null);
    likesTrigger.current?.focus();
  }, []);

  const onReport = useCallback((message: ChatMessage, trigger: HTMLElement) => {
    reportTrigger.current = trigger;
    setReporting(message);
  }, []);
  const closeReport = useCallback(() => {
    setReporting(null);
    reportTrigger.current?.focus();
  }, []);
  const sendReport = (message: ChatMessage, reason: string) => {
    setReporting(null);
    // the message and its Report button leave the feed: focus goes to the feed
    panelRef.current?.querySelector<HTMLElement>('[role="log"]')?.focus();
    reportDrafts.current.set(message.messageId, reason);
    void room.reportMessage(message, reason).then((filed) => {
      if (filed) reportDrafts.current.delete(message.messageId);
    });
  };

  const send = (text: string) => {
    const taken = room.send(text, reply);
    if (taken) setReply(null);
    return taken;
  };

  return (
    <section ref={panelRef} className="game-chat-panel" aria-labelledby={titleId}>
      <h3 id={titleId} className="visually-hidden">
        {t('gameModal.chat.title', { game: gameName })}
      </h3>
      {ownUserName === null ? null : (
        <ChatPlatformPicker uuid={uuid} ownUserName={ownUserName} gameId={gameId} entry={entry} />
      )}
      <div className="game-chat__active">
        <h4 className="game-chat__subtitle">{t('gameModal.chat.activeTitle')}</h4>
        <ChatUserList
          className="game-chat__active-list"
          users={active.users}
          failed={Boolean(active.error)}
          label={t('gameModal.chat.activeTitle')}
          loadingText={t('gameModal.chat.activeLoading')}
          emptyText={t('gameModal.chat.activeEmpty')}
          failedText={t('gameModal.chat.activeFailed')}
          onRetry={() => void active.mutate()}
          mediaBaseUrl={mediaBaseUrl}
        />
      </div>
      <p className={`game-chat__connection game-chat__connection--${room.connection}`} role="status">
        <span className="game-chat__connection-dot" aria-hidden="true" />
        {t(CONNECTION_KEYS[room.connection])}
      </p>
      {ownUserName === null ? null : (
        <ChatFeed
          room={room}
          ownUserName={ownUserName}
          mediaBaseUrl={mediaBaseUrl}
          onReply={(message) => setReply(replyTo(message))}
          onShowLikes={onShowLikes}
          onReport={onReport}
        />
      )}
      {likesOf ? (
        <ChatLikesPopup
          messageId={likesOf.messageId}
          author={likesOf.userId}
          mediaBaseUrl={mediaBaseUrl}
          onClose={closeLikes}
        />
      ) : null}
      {reporting ? (
        <ChatReportDialog
          author={reporting.userId}
          text={reporting.messageText}
          initialReason={reportDrafts.current.get(reporting.messageId) ?? ''}
          onSend={(reason) => sendReport(reporting, reason)}
          onClose={closeReport}
        />
      ) : null}
      <div className="game-chat__notice" role="status">
        {room.notice ? (
          <>
            <span>{noticeText(room.notice)}</span>
            <button
              type="button"
              className="icon-button game-chat__notice-close"
              aria-label={t('common.dismiss')}
              onClick={room.dismissNotice}
            >
              ×
            </button>
          </>
        ) : null}
      </div>
      {added ? (
        <p ref={addedRef} className="game-chat-panel__added" role="status" tabIndex={-1}>
          {t('gameModal.chat.added', { game: gameName })}
        </p>
      ) : null}
      {entry === null ? (
        <AddGame
          onAdded={() => setAdded(true)}
          uuid={uuid}
          ownUserName={ownUserName}
          gameId={gameId}
          gameName={gameName}
          full={(games.data?.length ?? 0) >= MAX_GAMES_PER_USER}
        />
      ) : entry ? (
        <ChatComposer
          autoFocus={added}
          gameName={gameName}
          reply={reply}
          onCancelReply={() => setReply(null)}
          onSend={send}
          mentionNames={mentions.names}
        />
      ) : null}
    </section>
  );
}

/** The 'Add Game' button in place of the input (000 §2). */
function AddGame({
  uuid,
  ownUserName,
  gameId,
  gameName,
  full,
  onAdded,
}: {
  onAdded: () => void;
  uuid: string;
  ownUserName: string | null;
  gameId: number;
  gameName: string;
  full: boolean;
}) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<AddState>('idle');

  const add = async () => {
    if (state === 'adding' || ownUserName === null) return;
    setState('adding');
    try {
      await addGameFromModal(uuid, gameId);
      setState('added');
      onAdded();
      // the caller's games everywhere: the profile's list and the dashboard's selected games
      await Promise.all([
        mutate(userGamesKey(ownUserName)),
        mutate((key) => isApiKey(key) && key[0] === 'listSelectedGames'),
      ]);
    } catch {
      setState('failed');
    }
  };

  // the panel says it was added; the input replaces this once the caller's games are read again
  if (state === 'added') return null;
  return (
    <div className="game-chat-panel__add">
      <p>{t('gameModal.chat.notSelected', { game: gameName })}</p>
      {full ? (
        <p className="muted">{t('gameModal.chat.full', { max: MAX_GAMES_PER_USER })}</p>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={state === 'adding'}
            onClick={() => void add()}
          >
            {state === 'adding' ? t('gameModal.chat.adding') : t('gameModal.chat.addGame')}
          </button>
          {state === 'failed' ? (
            <p className="game-chat-panel__error" role="alert">
              {t('gameModal.chat.addFailed', { game: gameName })}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
