/**
 * Spectate / unspectate (000 §4 "Spectate"): the button toggles between the two. The change shows at
 * once and goes back, with a message, if the server refuses it (state/server/spectate-status.ts).
 * On your own card the button says Spectate and pressing it shows spectateModal errorMsg1 (000 §4,
 * §8) without calling the server.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpectateStatus, useSpectateToggle } from '../../state/server/spectate-status';

export function SpectateButton({
  uuid,
  userName,
  own,
  ownUserName,
}: {
  uuid: string;
  userName: string;
  own: boolean;
  ownUserName: string | null;
}) {
  const { t } = useTranslation();
  const status = useSpectateStatus(uuid, own ? null : userName);
  const setSpectating = useSpectateToggle(uuid, userName, ownUserName);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const spectating = !own && status.data?.specStatus === 1;
  const unavailable = !own && !status.data;

  const press = async () => {
    setMessage(null);
    if (own) {
      setMessage(t('spectateModal.errorMsg1'));
      return;
    }
    if (busy) return;
    if (unavailable) {
      // the status could not be read: read it again rather than guess
      if (status.error) void status.mutate();
      return;
    }
    setBusy(true);
    const done = await setSpectating(!spectating);
    setBusy(false);
    if (!done) setMessage(t('userCard.spectateFailed'));
  };

  return (
    <div className="user-card__spectate">
      <button
        type="button"
        className={`button button--small ${spectating ? 'button--secondary' : 'button--primary'}`}
        aria-disabled={busy || unavailable}
        onClick={() => void press()}
      >
        {spectating ? t('userCard.unspectate') : t('userCard.spectate')}
      </button>
      <p className="user-card__message field__error" role="alert">
        {message}
      </p>
    </div>
  );
}
