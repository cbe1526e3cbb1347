/**
 * The signed-in area's guard (000 §2, 001 §6): without a valid session (no ID token, or its `exp`
 * earlier than now) it redirects to /. The session is Amplify's: an ID token about to expire is
 * refreshed with the refresh token, so the 5-minute ID token never ends a session that is still
 * valid. While signed in it checks again when the token expires (getting the refreshed one) and when
 * another tab changes the session (sign-out there signs out here). While mounted, it is where the app
 * goes when a session ends (sign-out, a call answered 401).
 */
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { PageLoading } from '../../components/PageLoading';
import { getSession } from '../../lib/session';
import { isSessionValid, setSessionNavigator, type Session } from '../../lib/session-state';
import { SESSION_KEY_PREFIX } from '../../lib/session-values';
import { SessionProvider } from '../../state/session';

/** setTimeout's largest delay; longer waits would fire at once. */
const MAX_TIMER_DELAY = 2 ** 31 - 1;
/** Checked again a moment after `exp`; by then the token provider refreshes it (or the session ended). */
const EXPIRY_GRACE = 1000;

type Check = { state: 'checking' } | { state: 'signedIn'; session: Session } | { state: 'signedOut' };

export function RequireSession() {
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [round, setRound] = useState(0);
  const navigate = useNavigate();

  useEffect(() => {
    setSessionNavigator((path) => navigate(path, { replace: true }));
    return () => setSessionNavigator(null);
  }, [navigate]);

  // another tab signed in, out or refreshed: check again
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(SESSION_KEY_PREFIX)) setRound((value) => value + 1);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    let cancelled = false;
    // A transition: the signed-in area's first render (frame and page) is the largest of a visit, and
    // an update from a promise would render it in one piece; as a transition React renders it in slices,
    // yielding to the browser between them (no long task on a slow phone), while the loading state stays.
    getSession().then(
      (session) => {
        if (cancelled) return;
        startTransition(() =>
          setCheck((previous) => {
            if (!isSessionValid(session)) return { state: 'signedOut' };
            // the token already shown: the same state, so nothing under the guard renders again
            if (previous.state === 'signedIn' && previous.session.idToken === session.idToken)
              return previous;
            return { state: 'signedIn', session };
          }),
        );
      },
      () => {
        if (!cancelled) startTransition(() => setCheck({ state: 'signedOut' }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [round]);

  const expiresAt = check.state === 'signedIn' ? check.session.expiresAt : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const delay = Math.min(MAX_TIMER_DELAY, Math.max(0, expiresAt - Date.now()) + EXPIRY_GRACE);
    const timer = setTimeout(() => setRound((value) => value + 1), delay);
    return () => clearTimeout(timer);
  }, [expiresAt]);

  if (check.state === 'signedOut') return <Navigate to={PATHS.landing} replace />;
  if (check.state === 'checking') return <PageLoading label={t('home.checkingSession')} />;
  return (
    <SessionProvider value={check.session}>
      <Outlet context={check.session} />
    </SessionProvider>
  );
}
