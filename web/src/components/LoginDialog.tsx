/**
 * The login dialog opened from the public top navigation (001 §2): the /login page's form in a modal
 * dialog. Modal for every user: the rest of the page is inert while it is open, focus starts on the
 * first field and stays inside (Tab and Shift+Tab wrap), Escape, the close button or a press on the
 * backdrop close it, and the opener gets focus back (see PublicNav). Loaded in its own chunk on the
 * first open, so the landing page never downloads the API client or Amplify.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { LoginForm } from './LoginForm';
import { CloseButton } from './CloseButton';

export function LoginDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog portal labelledBy="login-dialog-title" initialFocus="input" closeOnBackdrop onClose={onClose}>
      <div className="modal__header">
        <h2 id="login-dialog-title" className="modal__title">
          {t('login.title')}
        </h2>
        <CloseButton label={t('login.close')} onClick={onClose} />
      </div>
      <LoginForm headingId="login-dialog-title" />
    </Dialog>
  );
}
