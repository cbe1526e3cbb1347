/**
 * The login dialog opened from the public top navigation (001 §2): the /login page's form in a modal
 * dialog. Modal for every user: the rest of the page is inert while it is open, focus starts on the
 * first field and stays inside (Tab and Shift+Tab wrap), Escape, the close button or a press on the
 * backdrop close it, and the opener gets focus back (see PublicNav). Loaded in its own chunk on the
 * first open, so the landing page never downloads the API client or Amplify.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { trapTab } from '../lib/hooks/focus-trap';
import { LoginForm } from './LoginForm';
import { Icon } from './Icon';

/** The app's root: made inert while the dialog (rendered next to it) is open. */
const APP_ROOT_ID = 'root';

export function LoginDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('input')?.focus();
    const appRoot = document.getElementById(APP_ROOT_ID);
    appRoot?.setAttribute('inert', '');
    return () => appRoot?.removeAttribute('inert');
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, dialogRef.current);
  };

  return createPortal(
    <div
      className="modal-backdrop"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="login-dialog-title"
        className="modal"
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id="login-dialog-title" className="modal__title">
            {t('login.title')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('login.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <LoginForm headingId="login-dialog-title" />
      </div>
    </div>,
    document.body,
  );
}
