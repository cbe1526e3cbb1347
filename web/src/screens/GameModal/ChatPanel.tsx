/**
 * The game modal's Chat tab (000 §2). The chat room itself (platform picker, active users, the
 * message feed and its input) belongs to the chat issue; until it lands, this panel says plainly what
 * the tab will hold. What the spec puts in place of the input already works: when the game is not
 * among the caller's games, an 'Add Game' button adds it (pjusergames/pjuserselectedgames/add). While
 * the server does not serve that route yet (501) the button turns disabled and says where a game can
 * be added instead (the profile's games picker). A game can't be added past the 50-game limit.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { MAX_GAMES_PER_USER } from '../../../../lib/contract/constants';
import { isApiKey } from '../../state/people-cache';
import { addGameFromModal, userGamesKey, useUserGames } from '../../state/server/user-games';

type AddState = 'idle' | 'adding' | 'added' | 'unavailable' | 'failed';

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
  const { mutate } = useSWRConfig();
  const games = useUserGames(ownUserName);
  const [state, setState] = useState<AddState>('idle');
  const noteId = useId();
  const selected = games.data?.some((game) => game.Id === gameId);
  const full = (games.data?.length ?? 0) >= MAX_GAMES_PER_USER;

  const add = async () => {
    if (state === 'adding' || state === 'unavailable' || ownUserName === null) return;
    setState('adding');
    try {
      const outcome = await addGameFromModal(uuid, gameId);
      if (outcome === 'unavailable') {
        setState('unavailable');
        return;
      }
      setState('added');
      // the caller's games everywhere: the profile's list and the dashboard's selected games
      await Promise.all([
        mutate(userGamesKey(ownUserName)),
        mutate((key) => isApiKey(key) && key[0] === 'listSelectedGames'),
      ]);
    } catch {
      setState('failed');
    }
  };

  const blocked = state === 'unavailable' || state === 'adding';
  return (
    <div className="game-chat-panel">
      <h3 className="game-chat-panel__title">{t('gameModal.chat.title', { game: gameName })}</h3>
      <p>{t('gameModal.chat.coming')}</p>
      <ul className="game-chat-panel__features">
        <li>{t('gameModal.chat.featurePlatform')}</li>
        <li>{t('gameModal.chat.featureActive')}</li>
        <li>{t('gameModal.chat.featureMessages')}</li>
      </ul>
      {state === 'added' ? (
        <p className="game-chat-panel__added" role="status">
          {t('gameModal.chat.added', { game: gameName })}
        </p>
      ) : selected === false ? (
        <div className="game-chat-panel__add">
          <p>{t('gameModal.chat.notSelected', { game: gameName })}</p>
          {full ? (
            <p className="muted">{t('gameModal.chat.full', { max: MAX_GAMES_PER_USER })}</p>
          ) : (
            <>
              <button
                type="button"
                className="button button--primary"
                aria-disabled={blocked}
                aria-describedby={state === 'unavailable' ? noteId : undefined}
                onClick={() => void add()}
              >
                {state === 'adding' ? t('gameModal.chat.adding') : t('gameModal.chat.addGame')}
              </button>
              {/* always present, so the explanation is announced when it appears */}
              <p id={noteId} className="muted game-chat-panel__note" role="status">
                {state === 'unavailable' ? t('gameModal.chat.addUnavailable', { game: gameName }) : null}
              </p>
              {state === 'failed' ? (
                <p className="game-chat-panel__error" role="alert">
                  {t('gameModal.chat.addFailed', { game: gameName })}
                </p>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
