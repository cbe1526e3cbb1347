import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { useLiveSession } from '../lib/live-session';
import { PATHS } from '../lib/paths';

// The dialog brings the login form, the API client and Amplify: its own chunk, loaded on the first open.
const LazyLoginDialog = lazy(() =>
  import('./LoginDialog').then((module) => ({ default: module.LoginDialog })),
);

/**
 * The top navigation of the public pages: the brand, FAQ, Contact and the Log in trigger (001 §2),
 * which opens the login dialog. If the dialog's chunk cannot load, the trigger leads to /login instead.
 * A signed-in visitor (a live session in this browser) gets the way back to the dashboard instead.
 * `signingUp`: signed in midway through signup (001 §2 steps 3–7, the account exists, the profile not
 * yet), so there is nothing to log in to and no dashboard yet: neither is offered.
 */
export function PublicNav({ signingUp = false }: { signingUp?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useLiveSession();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** set when the user closes the dialog; focus returns to the opener once the dialog has unmounted */
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  // The dialog keeps the app root inert until it unmounts, and an inert element cannot take focus:
  // give focus back only after that, i.e. in an effect of the render that closed it.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    triggerRef.current?.focus();
  }, [open]);

  // a link inside the dialog (forgot password, sign up) leads elsewhere: the dialog closes
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  return (
    <header className="public-header">
      <Link to={PATHS.landing} className="brand">
        <span className="brand__mark" aria-hidden="true" />
        {t('app.name')}
      </Link>
      <nav aria-label={t('publicNav.label')} className="public-nav">
        <NavLink to={PATHS.faq} className="public-nav__link">
          {t('publicNav.faq')}
        </NavLink>
        <NavLink to={PATHS.contact} className="public-nav__link">
          {t('publicNav.contact')}
        </NavLink>
        {signedIn ? (
          <Link to={PATHS.home('user-home')} className="button button--primary button--small">
            {t('publicNav.dashboard')}
          </Link>
        ) : signingUp ? null : (
          <button
            ref={triggerRef}
            type="button"
            className="button button--secondary button--small"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            {t('publicNav.logIn')}
          </button>
        )}
      </nav>
      {open && !signedIn && !signingUp ? (
        <ErrorBoundary resetKey={location.key} fallback={<Navigate to={PATHS.login} />}>
          <Suspense fallback={null}>
            <LazyLoginDialog onClose={close} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </header>
  );
}
