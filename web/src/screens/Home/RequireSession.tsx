/**
 * The signed-in area's guard (000 §2, 001 §6): without a valid session (no ID token, or its `exp`
 * earlier than now) it redirects to /. While signed in it re-checks when the token expires.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { PageLoading } from '../../components/PageLoading';
import { getSession } from '../../lib/session';
import { isSessionValid, type Session } from '../../lib/session-state';

/** setTimeout's largest delay; longer waits would fire at once. */
const MAX_TIMER_DELAY = 2 ** 31 - 1;
/** Checked again a moment after `exp`, so Amplify's refresh has had its chance. */
const EXPIRY_GRACE = 1000;

type Check = { state: 'checking' } | { state: 'signedIn'; session: Session } | { state: 'signedOut' };

export function RequireSession() {
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let cancelled = false;
    getSession().then(
      (session) => {
        if (cancelled) return;
        setCheck(isSessionValid(session) ? { state: 'signedIn', session } : { state: 'signedOut' });
      },
      () => {
        if (!cancelled) setCheck({ state: 'signedOut' });
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
  return <Outlet context={check.session} />;
}
