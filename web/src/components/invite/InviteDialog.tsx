/**
 * The "Invite to play" popup (000 §4 "Invite to play", §5, §7 pjinvitetoplaycreate; issue 11), opened
 * from a user card, a public profile and the game modal's lists of people: the caller chooses one of
 * their own games (their games list; the game modal's game is chosen already when it is one of them)
 * and sends `{usernameFrom, usernameTo, gameId, gameDescription}`.
 *
 * - Inviting yourself gives the spec's cannotInviteYourself and sends nothing.
 * - A second invite to the same player for the same game on the same (UTC) day answers `{type: 'dup'}`:
 *   the spec's dupAlert; another game may still be chosen.
 * - A refusal says why in words (blocked either way, an account that is gone, too many at once, a
 *   failure); the choice stays.
 * - Sent: the popup says so and offers Done.
 *
 * A modal over whatever opened it: focus starts in it and stays inside (Tab wraps); Escape, Cancel,
 * Done or a press outside close only the popup, and the focus returns to the button that opened it.
 * The surface beneath keeps its own Escape and focus trap: keys handled here stop here.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';
import { sameUserName } from '../../../../lib/contract/user-names';
import { sendInvite } from '../../state/server/invites';
import { useUserGames, type UserGame } from '../../state/server/user-games';
import { ListState, listStatusOf } from '../ListState';
import { FormActions } from '../FormActions';

export interface InviteGame {
  gameId: number;
  gameDescription: string;
}

export function InviteDialog({
  ownUserName,
  userName,
  game,
  onClose,
}: {
  /** the caller (usernameFrom) */
  ownUserName: string | null;
  /** the player invited (usernameTo) */
  userName: string;
  /** the game to choose first (the game modal's), when it is one of the caller's */
  game?: InviteGame;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const selectId = useId();
  const hintId = useId();
  const errorId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const games = useUserGames(ownUserName);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<UserGame | null>(null);

  const ownGames = games.data;
  const preset = game && ownGames?.some((entry) => entry.Id === game.gameId) ? game.gameId : null;
  const fallback = preset ?? (ownGames?.length === 1 ? ownGames[0]!.Id : null);
  const value = chosen ?? (fallback === null ? '' : String(fallback));

  // focus starts on the popup itself (Dialog), then moves to the game choice as soon as there is one
  const ready = ownGames !== undefined && ownGames.length > 0;
  useEffect(() => {
    if (ready && document.activeElement === dialogRef.current) selectRef.current?.focus();
  }, [ready]);
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !ownGames) return;
    if (ownUserName === null || sameUserName(ownUserName, userName)) {
      return setError(t('invite.cannotInviteYourself'));
    }
    const target = ownGames.find((entry) => String(entry.Id) === value);
    if (!target) return setError(t('invite.gameRequired', { username: userName }));
    setError(null);
    setBusy(true);
    const outcome = await sendInvite({
      usernameFrom: ownUserName,
      usernameTo: userName,
      gameId: target.Id,
      gameDescription: target.Description,
    });
    setBusy(false);
    if (outcome === 'created') setSent(target);
    else if (outcome === 'dup')
      setError(t('invite.dupAlert', { username: userName, game: target.Description }));
    else setError(t(`invite.refusals.${outcome}`, { username: userName }));
  };

  let body;
  if (sent) {
    body = (
      <>
        <p className="invite-dialog__sent" role="status">
          {t('invite.sent', { username: userName, game: sent.Description })}
        </p>
        <div className="modal__actions">
          <button
            ref={doneRef}
            type="button"
            className="button button--primary button--small"
            onClick={onClose}
          >
            {t('invite.done')}
          </button>
        </div>
      </>
    );
  } else if (games.error || !ownGames || ownGames.length === 0) {
    body = (
      <>
        <ListState
          status={games.error ? 'failed' : listStatusOf(ownGames, undefined)}
          labels={{
            loading: t('invite.gamesLoading'),
            failed: t('invite.gamesFailed'),
            empty: t('invite.noGames'),
          }}
          onRetry={() => void games.mutate()}
        />
        <CancelOnly onClose={onClose} />
      </>
    );
  } else {
    body = (
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={selectId}>{t('invite.gameLabel')}</label>
          <select
            id={selectId}
            ref={selectRef}
            value={value}
            aria-invalid={error !== null}
            aria-describedby={`${hintId} ${errorId}`}
            onChange={(event) => {
              setChosen(event.currentTarget.value);
              setError(null);
            }}
          >
            <option value="">{t('invite.choose')}</option>
            {ownGames.map((entry) => (
              <option key={entry.Id} value={String(entry.Id)}>
                {entry.Description}
              </option>
            ))}
          </select>
        </div>
        <div id={hintId} className="invite-dialog__hints">
          {game && preset === null ? (
            <p className="field__hint">{t('invite.notYourGame', { game: game.gameDescription })}</p>
          ) : null}
          <p className="field__hint">{t('invite.hint', { username: userName })}</p>
        </div>
        <p id={errorId} className="field__error invite-dialog__error" role="alert">
          {error}
        </p>
        <FormActions
          cancelLabel={t('invite.cancel')}
          onCancel={onClose}
          submitLabel={t('invite.send')}
          busyLabel={t('invite.sending')}
          busy={busy}
        />
      </form>
    );
  }

  return (
    <Dialog
      labelledBy={titleId}
      className="invite-dialog"
      backdropClassName="invite-dialog__backdrop"
      dialogRef={dialogRef}
      returnFocus
      closeOnBackdrop
      onClose={onClose}
    >
      <h2 id={titleId} className="modal__title">
        {t('invite.title', { username: userName })}
      </h2>
      {body}
    </Dialog>
  );
}

function CancelOnly({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="modal__actions">
      <button type="button" className="button button--secondary button--small" onClick={onClose}>
        {t('invite.cancel')}
      </button>
    </div>
  );
}
