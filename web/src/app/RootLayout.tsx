import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { RootError } from './RootError';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * Wraps every page: lazily loaded screens show the loading state while their chunk arrives, and a
 * failing page shows the error page until the next navigation. A new page opens at its top, Back and
 * Forward return to where the page was left (use-scroll-restoration.ts).
 */
export function RootLayout() {
  useScrollRestoration();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={<RootError />}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
