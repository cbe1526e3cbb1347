/**
 * Business constants and limits (000 §9, 001 §9), defined once.
 * Timings are in milliseconds, sizes in bytes, lengths in characters.
 */
const MB = 1024 * 1024;

export const LIMITS = {
  profileImageMaxBytes: 5 * MB,
  profileImageExtensions: ['jpeg', 'jpg', 'png', 'webp', 'jfif'],
  usernameMin: 4,
  usernameMax: 20,
  passwordMin: 7,
  passwordMax: 15,
  passwordSymbols: '!@#$%^&*',
  verificationCodeLength: 6,
  messageMax: 2000,
  chronicleMessageMax: 2500,
  chronicleMediaMaxBytes: 50 * MB,
  chronicleImageExtensions: ['jpeg', 'jpg', 'png', 'gif'],
  chronicleVideoExtensions: ['mp4', 'mov', 'webm'],
  mentionMin: 4,
  mentionMax: 20,
  mentionListFetch: 5000,
  nameSearchMax: 25,
  ageFilterStart: 16,
  ageFilterEnd: 99,
  earliestBirthDate: '1900-01-01',
  signupMinimumAgeYears: 8,
  invitesPerUserPerGamePerDay: 1,
  bioMax: 1000,
  reportDetailsMax: 2000,
  contactDetailsMax: 4000,
  /** the reason a player gives when reporting a chat message (ours, beyond the spec) */
  messageReportReasonMax: 500,
  /**
   * a chat message reported by this many different players is inappropriate: every history page
   * leaves it out, except its author's (ours, beyond the spec; docs/architecture.md "Game chat")
   */
  inappropriateAfterReports: 3,
} as const;

export const PAGE_SIZES = {
  /** matches, spectators, spectating, community, carousels, search */
  list: 25,
  chatHistory: 25,
  chatNotifications: 50,
  /** a direct-message conversation's page (beyond the spec: "paged when long") */
  directMessages: 50,
  /** the conversation list (getsummary): the most recent conversations */
  conversations: 100,
  chronicle: 50,
  /**
   * the comments of each post that ride with a feed page (its first ones, replies included): the rest
   * of a thread comes by pjchroniclegetcomments (ours), so a page's size is bounded (docs/data-model.md R1)
   */
  chronicleFeedComments: 3,
  /** the most comments of one post a thread call answers (its first ones, oldest first; R4) */
  chronicleThread: 200,
  /**
   * the chronicle mention notices the General tab lists (ours, issue 11): the newest ones, and the
   * most a call may ask for (one query of ≤ 50 notices, docs/data-model.md R8)
   */
  mentionNotifications: 50,
  /** the largest page any list call may ask for */
  max: 100,
  /**
   * the deepest offset any list call may ask for: lists read `offset + limit` entries of their index
   * (docs/data-model.md), so the cap bounds the deepest page's cost (20 pages of 25)
   */
  maxOffset: 500,
  /** the chronicle feed's deepest offset: its pages cost the same at any depth (docs/data-model.md R1) */
  chronicleMaxOffset: 10_000,
} as const;

/**
 * Game chat and direct message limits beyond the spec (docs/architecture.md "Game chat"): a player may
 * send at most `sendsPerWindow` room messages (`dmSendsPerWindow` direct messages) in each
 * `sendWindowSeconds` window (a burst past it gets a slowDown alert, the socket stays open), and a message may carry at most `linksPerMessage` links. Lists are bounded:
 * the room's active users and the likes of one message at most their numbers here, the mention
 * picker's names (000 §9 "Mention list fetch") from the room's most recent `mentionHistory` messages
 * and its active users.
 */
export const CHAT_LIMITS = {
  sendsPerWindow: 8,
  /** direct messages: a conversation moves faster than a room, and reaches one person */
  dmSendsPerWindow: 12,
  sendWindowSeconds: 10,
  linksPerMessage: 3,
  activeUsers: 100,
  likesListed: 100,
  mentionHistory: 300,
  /**
   * A room with at least this many listeners is big (docs/architecture.md "A room of 10,000
   * listeners"): slow mode, and delivery by ticks instead of a push per message and listener.
   */
  bigRoomListeners: 1000,
  /** slow mode: the messages a big room accepts in one second, from all its players together */
  bigRoomSendsPerSecond: 20,
  /** API Gateway's largest WebSocket frame: a tick carrying more is split */
  frameBytes: 32 * 1024,
} as const;

export const DEFAULT_MATCH_SCORE = 25;
export const OWN_PROFILE_MATCH_SCORE = 100;

export const TIMINGS = {
  scrollEndThresholdPx: 5,
  scrollEndThresholdWidePx: 300,
  nextPageDelay: 1000,
  carouselDebounce: 300,
  carouselDelay: 1500,
  markReadDelay: 5000,
  socketReconnectDelay: 1000,
  socketSendRetries: 5,
  socketSendRetryInterval: 200,
  profileReloadAfterSave: 2000,
  gameModalEmptyStateDelay: 7000,
  loadingFlagReset: 3000,
  matchRingAnimation: 1200,
  signupSuccessRedirect: 1000,
  signupErrorRedirect: 1500,
} as const;

export const DISPLAY = {
  messagePreviewLength: 50,
  nameShortList: [8, 15],
  nameShortTile: 8,
  nameShortCommunityTile: 12,
  quotedReplyPreviewLength: 40,
  commentIndentPx: 20,
  landingLeaderboardSize: 10,
  footerCopyrightYear: 2025,
} as const;

/** Error reporting samples every trace (001 §4). */
export const ERROR_TRACE_SAMPLE_RATE = 1;

/**
 * The most games one profile may hold (profile editing, 000 §4; a decision, the spec names none).
 * 50 is four times the most any seeded player lists (12) and far above what a player keeps up to date
 * with per-game details, while it keeps every read and write about one user's games bounded: the
 * profile's games read in one Query of at most ≈ 15 KB (2 RCU), a details save of every game fits in
 * one TransactWriteItems (limit 100), and a username change refreshes at most 50 snapshots.
 */
export const MAX_GAMES_PER_USER = 50;

/**
 * Custom search paging (000 §7 "Search", issue 9 "Bad input"): the largest `offset` a filter search
 * accepts. Every search request reads a bounded window of the chosen games' communities (newest
 * members first), so a page deeper than this could never be filled; 100 leaves 5 pages of 25.
 */
export const SEARCH_OFFSET_MAX = 100;

/**
 * The refusal when a player likes their own chronicle post or comment (000 §5 "may not like their own
 * content"): the game chat's own-like refusal (socket-frames OWN_LIKE_REFUSED) worded for a post, with
 * the same error type `ownLike`.
 */
export const OWN_CHRONICLE_LIKE_REFUSED = "Doesn't seem right to let you like your own post.";

/** The username check's messages (000 §8 "Username check messages"), answered with its flag. */
export const USERNAME_CHECK_MESSAGES = {
  available: 'Successful username check.',
  duplicate: 'Duplicate username found.',
  expired: 'Username check token expiration.',
  error: 'username check results error',
} as const;
