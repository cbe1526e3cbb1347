/** Client-side route paths (000 §2, 001 §2), named once. API paths come from the route manifest instead. */
export const HOME_SEGMENT = 'home';

export const HOME_PAGES = ['user-home', 'user-community', 'user-posts'] as const;
export type HomePage = (typeof HOME_PAGES)[number];

/** The public pages' own segments; the router matches them case-sensitively (see app/routes.tsx). */
export const PUBLIC_SEGMENTS = {
  faq: 'faq',
  contact: 'contact',
  terms: 'terms',
  privacy: 'privacy',
  guidelines: 'guidelines',
  login: 'login',
  forgotPassword: 'forgotpassword',
} as const;

export const PATHS = {
  landing: '/',
  profileNotAvailable: '/profile-not-available',
  faq: `/${PUBLIC_SEGMENTS.faq}`,
  contact: `/${PUBLIC_SEGMENTS.contact}`,
  terms: `/${PUBLIC_SEGMENTS.terms}`,
  privacy: `/${PUBLIC_SEGMENTS.terms}/${PUBLIC_SEGMENTS.privacy}`,
  guidelines: `/${PUBLIC_SEGMENTS.terms}/${PUBLIC_SEGMENTS.guidelines}`,
  login: '/login',
  forgotPassword: '/forgotpassword',
  signup: '/signup',
  home: (page: HomePage) => `/${HOME_SEGMENT}/${page}`,
  profile: (username: string) => `/${encodeURIComponent(username)}`,
} as const;
