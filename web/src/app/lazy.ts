/**
 * Route-level code splitting: each of these loads its own chunk on first use, so the main chunk (what
 * every page loads) holds the frame, the router and i18n, not any one page. index.html's route preload
 * (scripts/build-web.ts) starts the chunks of the page a visit opens on before the main chunk has run,
 * and main.tsx preloads the page's components before the first render (preloadable.ts), so the page
 * renders at once rather than after a loading state.
 */
import { preloadable } from './preloadable';

export const LazyLandingScreen = preloadable(() =>
  import('../screens/Landing/LandingScreen').then((module) => ({ default: module.LandingScreen })),
);

const apiShell = () => import('./ApiShell');
// preloaded with the runtime config it waits for
export const LazyApiShell = preloadable(
  () => apiShell().then((module) => ({ default: module.ApiShell })),
  () => apiShell().then((module) => module.prepareApiShell()),
);

const publicProfile = () => import('../screens/PublicProfile/PublicProfileScreen');
export const LazyPublicProfileScreen = preloadable(() =>
  publicProfile().then((module) => ({ default: module.PublicProfileScreen })),
);
/** Starts a public profile's calls as soon as its screen's code is in (before the first render). */
export const preloadPublicProfile = (username: string): Promise<void> =>
  publicProfile().then((module) => module.preloadPublicProfile(username));

// The signed-in area is one chunk: its guard, frame and pages.
const home = () => import('../screens/Home');
export const LazyRequireSession = preloadable(() =>
  home().then((module) => ({ default: module.RequireSession })),
);
// The signed-in frame with its side panels and user card (app/signed-in-frame.tsx): none of it is in
// the JS every page loads.
export const LazySignedInFrame = preloadable(() =>
  import('./signed-in-frame').then((module) => ({ default: module.SignedInFrame })),
);
// The dashboard and the community page, each its own chunk. The dashboard's first calls start with
// its code (they do not hold the first render back: preloadDashboard returns at once).
const dashboard = () => import('../screens/Dashboard');
export const LazyUserHomeScreen = preloadable(
  () => dashboard().then((module) => ({ default: module.DashboardScreen })),
  () => dashboard().then((module) => module.preloadDashboard()),
);
export const LazyUserCommunityScreen = preloadable(() =>
  import('../screens/Community').then((module) => ({ default: module.CommunityScreen })),
);
// The chronicle with its Add modal, its own chunk.
export const LazyUserPostsScreen = preloadable(() =>
  import('../screens/Chronicle').then((module) => ({ default: module.ChronicleScreen })),
);

// The public pages of issue 3, each its own chunk; the three legal pages share one.
export const LazyFaqScreen = preloadable(() =>
  import('../screens/Faq/FaqScreen').then((module) => ({ default: module.FaqScreen })),
);
export const LazyContactScreen = preloadable(() =>
  import('../screens/Contact/ContactScreen').then((module) => ({ default: module.ContactScreen })),
);
const legal = () => import('../screens/Terms');
export const LazyTermsLayout = preloadable(() => legal().then((module) => ({ default: module.TermsLayout })));
export const LazyLegalPage = preloadable(() => legal().then((module) => ({ default: module.LegalPage })));

// The accounts pages (login, password reset), each its own chunk; the login dialog loads its own from PublicNav.
export const LazyLoginScreen = preloadable(() =>
  import('../screens/Login').then((module) => ({ default: module.LoginScreen })),
);
export const LazyForgotPasswordScreen = preloadable(() =>
  import('../screens/ForgotPassword/ForgotPasswordScreen').then((module) => ({
    default: module.ForgotPasswordScreen,
  })),
);
