/**
 * 'What platform are you playing this game on?' (000 §2 "Chat tab"): PC, Playstation, Xbox, Nintendo,
 * Mobile, Other. For a game among the caller's games the choice is the game's own platform detail and
 * is saved with saveGameAttributes (pjgameattributes, the per-game details, the other details kept
 * as they are). For a game the caller does not play there is no entry to save it in: the choice is
 * kept in this browser tab (sessionStorage) and the picker says so.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Platform, REAL_PLATFORMS } from '../../../../lib/contract/codes';
import { report } from '../../lib/errors';
import { platformLabelKey } from '../../locale/code-labels';
import { detailsOf, saveGameAttributes } from '../../state/server/game-attributes';
import { userGamesKey, type UserGame } from '../../state/server/user-games';
import { isExpectedFailure } from '../../state/swr-config';

const localKey = (gameId: number) => `pj.chatPlatform.${gameId}`;

function readLocal(gameId: number): number {
  try {
    const stored = Number(sessionStorage.getItem(localKey(gameId)));
    return (REAL_PLATFORMS as readonly number[]).includes(stored) ? stored : Platform.NoAnswer;
  } catch {
    return Platform.NoAnswer;
  }
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export function ChatPlatformPicker({
  uuid,
  ownUserName,
  gameId,
  entry,
}: {
  uuid: string;
  ownUserName: string;
  gameId: number;
  /** the caller's entry for this game; null when they do not play it, undefined while unknown */
  entry: UserGame | null | undefined;
}) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const id = useId();
  const [local, setLocal] = useState(() => readLocal(gameId));
  const [chosen, setChosen] = useState<number | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const value = chosen ?? (entry ? entry.Platform : local);

  const choose = async (platform: number) => {
    if (entry === undefined) return;
    if (entry === null) {
      setLocal(platform);
      try {
        sessionStorage.setItem(localKey(gameId), String(platform));
      } catch {
        // storage refused: the choice lasts while the tab shows it
      }
      return;
    }
    setChosen(platform);
    setState('saving');
    try {
      await saveGameAttributes(uuid, [{ gameId, ...detailsOf(entry), platform }]);
      await mutate(userGamesKey(ownUserName));
      setState('saved');
    } catch (error) {
      if (!isExpectedFailure(error)) report(error, { where: 'api:saveGameAttributes' });
      setChosen(null);
      setState('failed');
    }
  };

  return (
    <div className="game-chat__platform">
      <label htmlFor={id}>{t('gameModal.chat.platformQuestion')}</label>
      <select
        id={id}
        value={String(value)}
        disabled={entry === undefined}
        aria-busy={state === 'saving'}
        onChange={(event) => void choose(Number(event.target.value))}
      >
        {value === Platform.NoAnswer || !(REAL_PLATFORMS as readonly number[]).includes(value) ? (
          <option value={String(value)}>{t('gameModal.chat.platformChoose')}</option>
        ) : null}
        {REAL_PLATFORMS.map((code) => (
          <option key={code} value={String(code)}>
            {t(platformLabelKey(code))}
          </option>
        ))}
      </select>
      <p className="game-chat__platform-note muted" role="status">
        {state === 'saving'
          ? t('gameModal.chat.platformSaving')
          : state === 'saved'
            ? t('gameModal.chat.platformSaved')
            : state === 'failed'
              ? t('gameModal.chat.platformFailed')
              : entry === null && local !== Platform.NoAnswer
                ? t('gameModal.chat.platformLocal')
                : null}
      </p>
    </div>
  );
}
