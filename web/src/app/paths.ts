/** Client-side route paths (000 §2, 001 §2), named once. API paths come from the route manifest instead. */
export const HOME_SEGMENT = 'home';

export const HOME_PAGES = ['user-home', 'user-community', 'user-posts'] as const;
export type HomePage = (typeof HOME_PAGES)[number];

export const PATHS = {
  landing: '/',
  profileNotAvailable: '/profile-not-available',
  /** pages of issue 3; reserved words until then, so they answer 404 */
  login: '/login',
  signup: '/signup',
  home: (page: HomePage) => `/${HOME_SEGMENT}/${page}`,
  profile: (username: string) => `/${encodeURIComponent(username)}`,
} as const;
