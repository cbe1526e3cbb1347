/**
 * Route-level code splitting: each of these loads its own chunk on first use, so the main chunk (what
 * every page loads) holds the frame, the router and i18n, not any one page. index.html's route preload
 * (scripts/build-web.ts) starts the chunks of the page a visit opens on before the main chunk has run.
 */
import { lazy } from 'react';

export const LazyLandingScreen = lazy(() =>
  import('../screens/Landing/LandingScreen').then((module) => ({ default: module.LandingScreen })),
);

export const LazyApiShell = lazy(() => import('./ApiShell').then((module) => ({ default: module.ApiShell })));

export const LazyPublicProfileScreen = lazy(() =>
  import('../screens/PublicProfile/PublicProfileScreen').then((module) => ({
    default: module.PublicProfileScreen,
  })),
);

// The signed-in area is one chunk: its guard, frame and pages.
const home = () => import('../screens/Home');
export const LazyRequireSession = lazy(() => home().then((module) => ({ default: module.RequireSession })));
// The signed-in frame with its side panels and user card (app/signed-in-frame.tsx): none of it is in
// the JS every page loads.
export const LazySignedInFrame = lazy(() =>
  import('./signed-in-frame').then((module) => ({ default: module.SignedInFrame })),
);
// The dashboard and the community page, each its own chunk.
export const LazyUserHomeScreen = lazy(() =>
  import('../screens/Dashboard').then((module) => ({ default: module.DashboardScreen })),
);
export const LazyUserCommunityScreen = lazy(() =>
  import('../screens/Community').then((module) => ({ default: module.CommunityScreen })),
);
export const LazyUserPostsScreen = lazy(() => home().then((module) => ({ default: module.UserPostsScreen })));

// The public pages of issue 3, each its own chunk; the three legal pages share one.
export const LazyFaqScreen = lazy(() =>
  import('../screens/Faq/FaqScreen').then((module) => ({ default: module.FaqScreen })),
);
export const LazyContactScreen = lazy(() =>
  import('../screens/Contact/ContactScreen').then((module) => ({ default: module.ContactScreen })),
);
const legal = () => import('../screens/Terms');
export const LazyTermsLayout = lazy(() => legal().then((module) => ({ default: module.TermsLayout })));
export const LazyLegalPage = lazy(() => legal().then((module) => ({ default: module.LegalPage })));

// The accounts pages (login, password reset), each its own chunk; the login dialog loads its own from PublicNav.
export const LazyLoginScreen = lazy(() =>
  import('../screens/Login').then((module) => ({ default: module.LoginScreen })),
);
export const LazyForgotPasswordScreen = lazy(() =>
  import('../screens/ForgotPassword/ForgotPasswordScreen').then((module) => ({
    default: module.ForgotPasswordScreen,
  })),
);
