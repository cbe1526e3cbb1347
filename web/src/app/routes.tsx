/**
 * The route table (000 §2, 001 §2).
 *
 * Public: `/` landing, `/profile-not-available`, `/:username` public profile (reserved words → 404).
 * Signed in: `/home/user-home`, `/home/user-community`, `/home/user-posts` behind the session guard;
 * any other `/home/...` path redirects to `/`. The `home` segment is case-sensitive so that `/Home`
 * reaches the username route and answers 404 as a reserved word.
 * Issue 3 adds login, signup, forgotpassword, faq, contact and terms/* (see web/README.md); until then
 * the reserved ones answer 404 and the others read as usernames.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import {
  LazyApiShell,
  LazyHomeFrame,
  LazyRequireSession,
  LazyUserCommunityScreen,
  LazyUserHomeScreen,
  LazyUserPostsScreen,
} from './lazy';
import { HOME_SEGMENT, PATHS } from './paths';
import { RootLayout } from './RootLayout';
import { LandingScreen } from '../screens/Landing/LandingScreen';
import { NotFoundScreen } from '../screens/NotFound/NotFoundScreen';
import { ProfileNotAvailableScreen } from '../screens/ProfileNotAvailable/ProfileNotAvailableScreen';
import { UsernameRoute } from '../screens/PublicProfile/UsernameRoute';

const toLanding = <Navigate to={PATHS.landing} replace />;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingScreen /> },
      { path: PATHS.profileNotAvailable.slice(1), element: <ProfileNotAvailableScreen /> },
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
                    element: <LazyHomeFrame />,
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
      { path: ':username', element: <UsernameRoute /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
