/** Cache lifetimes and retry timings of the data layer, named once (all in milliseconds). */
const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const CACHE = {
  /** identical requests within this window share one call */
  dedupe: 2 * SECOND,
  /** a public profile is reused this long before it is fetched again */
  publicProfile: 5 * MINUTE,
  /** at most one revalidation per focus within this window */
  focusThrottle: 30 * SECOND,
} as const;

/** How often counts that change without the viewer doing anything are read again while the tab is visible. */
export const POLL = {
  /** the unread chat notifications behind the Notifications dot */
  unreadNotifications: MINUTE,
  /** the unread direct messages behind the Messages dot */
  unreadMessages: MINUTE,
  /** the unread game chat per game, behind the Notifications dot and the tiles' badge */
  unreadGameChat: MINUTE,
  /** who is in an open chat room */
  activeChatUsers: MINUTE / 2,
} as const;

export const RETRY = {
  /** retries of a failed call that may succeed later (network, 5xx) */
  count: 2,
  interval: 3 * SECOND,
} as const;
