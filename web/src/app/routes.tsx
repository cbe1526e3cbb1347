/**
 * The route table (000 §2, 001 §2).
 *
 * Public: `/` landing, `/faq`, `/contact`, `/terms` with `/terms/privacy` and `/terms/guidelines`,
 * `/login`, `/signup`, `/forgotpassword`, `/profile-not-available`, `/:username` public profile (reserved words → 404).
 * Signed in: `/home/user-home`, `/home/user-community`, `/home/user-posts` behind the session guard;
 * any other `/home/...` path redirects to `/`.
 * Every named segment is case-sensitive: `/FAQ`, `/Terms` or `/Home` fall through to the username
 * route, which answers 404 for reserved words in any case (001 §2); `/terms/Privacy` is an unknown path.
 * `/Login` or `/LOGIN` answer 404 like every reserved word in another case.
 */
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import {
  LazyApiShell,
  LazyContactScreen,
  LazyFaqScreen,
  LazyForgotPasswordScreen,
  LazyLandingScreen,
  LazyLegalPage,
  LazyLoginScreen,
  LazyRequireSession,
  LazySignedInFrame,
  LazyTermsLayout,
  LazyUserCommunityScreen,
  LazyUserHomeScreen,
  LazyUserPostsScreen,
} from './lazy';
import { RootLayout } from './RootLayout';
import { UsernameRoute } from './UsernameRoute';
import { HOME_SEGMENT, PATHS, PUBLIC_SEGMENTS } from '../lib/paths';
import { PublicFrame } from '../components/PublicFrame';
import { ProfileSkeleton } from '../components/profile/ProfileSkeleton';
import { NotFoundScreen } from '../screens/NotFound/NotFoundScreen';
import { ProfileNotAvailableScreen } from '../screens/ProfileNotAvailable/ProfileNotAvailableScreen';
import { LazySignupScreen } from '../screens/Signup/lazy';

const toLanding = <Navigate to={PATHS.landing} replace />;

/** While the profile's chunks and config load, the profile's own skeleton in the public frame: no layout shift. */
const profileLoading = (
  <PublicFrame>
    <ProfileSkeleton />
  </PublicFrame>
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LazyLandingScreen /> },
      { path: PATHS.profileNotAvailable.slice(1), element: <ProfileNotAvailableScreen /> },
      { path: PUBLIC_SEGMENTS.faq, caseSensitive: true, element: <LazyFaqScreen /> },
      { path: PUBLIC_SEGMENTS.contact, caseSensitive: true, element: <LazyContactScreen /> },
      { path: PUBLIC_SEGMENTS.login, caseSensitive: true, element: <LazyLoginScreen /> },
      {
        path: PUBLIC_SEGMENTS.forgotPassword,
        caseSensitive: true,
        element: <LazyForgotPasswordScreen />,
      },
      {
        path: PATHS.signup.slice(1),
        caseSensitive: true,
        element: (
          <LazyApiShell>
            <LazySignupScreen />
          </LazyApiShell>
        ),
      },
      {
        path: PUBLIC_SEGMENTS.terms,
        caseSensitive: true,
        element: <LazyTermsLayout />,
        children: [
          { index: true, element: <LazyLegalPage document="terms" /> },
          {
            path: PUBLIC_SEGMENTS.privacy,
            caseSensitive: true,
            element: <LazyLegalPage document="privacy" />,
          },
          {
            path: PUBLIC_SEGMENTS.guidelines,
            caseSensitive: true,
            element: <LazyLegalPage document="guidelines" />,
          },
        ],
      },
      {
        path: HOME_SEGMENT,
        caseSensitive: true,
        children: [
          {
            element: <LazyApiShell />,
            children: [
              {
                element: <LazyRequireSession />,
                children: [
                  {
                    element: <LazySignedInFrame />,
                    children: [
                      { path: 'user-home', element: <LazyUserHomeScreen /> },
                      { path: 'user-community', element: <LazyUserCommunityScreen /> },
                      { path: 'user-posts', element: <LazyUserPostsScreen /> },
                    ],
                  },
                ],
              },
            ],
          },
          { index: true, element: toLanding },
          { path: '*', element: toLanding },
        ],
      },
      {
        path: ':username',
        element: (
          <Suspense fallback={profileLoading}>
            <UsernameRoute />
          </Suspense>
        ),
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
