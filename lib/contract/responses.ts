/**
 * Answer shapes the contract fixes, in the spec's field names (000 §3 and §7, 001 §3 and §7): every
 * route's `response` is built from these, so a shape the spec names once is declared once here and
 * each list, page or count that carries it reuses it. Handlers build these; the web client reads them
 * with the inferred types (route.ts `AnswerOfRoute`). Each export is a function that builds its schema
 * on first call and returns the same schema afterwards (lazy.ts). Each declaration is marked
 * `@__PURE__`: esbuild keeps every module-level call it cannot prove free of side effects (and does
 * not honour `@__NO_SIDE_EFFECTS__` on an imported function), so without the mark every Lambda would
 * bundle all these shapes (about 5 KiB) rather than the few its routes answer.
 *
 * Where the spec gives a field but not its type, one rule decides: a field the spec pairs with a 0/1
 * write or a 0/1 column (Active, Streamer, SpecUser, accepted, ReadMessage...) is 0 or 1; a chat
 * field named as a question (isLiked, isRead, readMessage of a chat message) is a boolean, as the
 * live chat frames already send them; times are ISO 8601 timestamps.
 */
import * as v from 'valibot';
import { DEFAULT_MATCH_SCORE } from './constants';
import { once } from './lazy';

// ── Field kinds ──────────────────────────────────────────────────────────────────

const whole = () => v.pipe(v.number(), v.integer());
/** How many of something: a whole number, never negative. */
const count = () => v.pipe(v.number(), v.integer(), v.minValue(0));
const onOff = /* @__PURE__ */ once(() => v.union([v.literal(0), v.literal(1)]));
/** An ISO 8601 time, as the table stores it (Created, created, timestamp, LastLogin). */
const timestamp = () => v.pipe(v.string(), v.isoTimestamp());
/** A match percentage, 0 to 100. */
const percentage = () => v.pipe(v.number(), v.minValue(0), v.maxValue(100));

/** `{ [field]: count }`: the many answers that are one named count (000 §7 matchCount, notiCountUnread...). */
export function countOf<const K extends string>(field: K) {
  return v.object({ [field]: count() } as { [P in K]: ReturnType<typeof count> });
}

/** `{ queryResult: [item] }`: the spec's wrapper of profile reads (000 §7). */
const queryResultOf = <S extends v.GenericSchema>(item: S) => v.object({ queryResult: v.array(item) });
/** `{ matches: [item] }`: every list of people the matches service answers (000 §7). */
const matchesOf = <S extends v.GenericSchema>(item: S) => v.object({ matches: v.array(item) });
/** `{ data: [item] }`: the invite and chronicle lists (000 §7 "returns a data array", "data[]"). */
const dataOf = <S extends v.GenericSchema>(item: S) => v.object({ data: v.array(item) });
/** `[{ field: count }]`: the counts the spec answers as the first item of an array (000 §7). */
const firstItemCount = <const K extends string>(field: K) => v.pipe(v.array(countOf(field)), v.length(1));

// ── Games ────────────────────────────────────────────────────────────────────────

/** A catalogue game (000 §3 "Game"). GameRating here is the content rating (E, T, M...). */
export const game = /* @__PURE__ */ once(() =>
  v.object({
    Id: whole(),
    Description: v.string(),
    GameType: v.string(),
    GameRating: v.string(),
    GameGenre: v.string(),
    GameImageSrc: v.string(),
    GameImageThumbSrc: v.string(),
  }),
);
export type Game = v.InferOutput<ReturnType<typeof game>>;

/** A user's details for one game (000 §3 "User game entry"), in the code tables' numbers. */
export const userGameEntry = /* @__PURE__ */ once(() =>
  v.object({
    Id: whole(),
    Frequency: whole(),
    Platform: whole(),
    SkillLevel: whole(),
    Rating: whole(),
  }),
);

/**
 * One game on a profile with the owner's per-game details (000 §3 "Public game"): the user game entry
 * with the game's name and image. The signed-in profile lists games in the same shape. Beyond the
 * spec's fields, GameImageThumbSrc (as on "Game") gives the square thumbnail lists show games with;
 * a client shows GameImageSrc where it is missing.
 */
export const publicGame = /* @__PURE__ */ once(() =>
  v.object({
    ...userGameEntry().entries,
    Description: v.string(),
    GameImageSrc: v.string(),
    // optional in the type: the server always sends it; client-made entries (an optimistic add) may not
    GameImageThumbSrc: v.optional(v.string()),
  }),
);
export type PublicGame = v.InferOutput<ReturnType<typeof publicGame>>;

/** A game of the caller's dashboard (000 §3 "Selected game"): its match, community and chat counts. */
export const selectedGame = /* @__PURE__ */ once(() =>
  v.object({
    gameId: whole(),
    gameDescription: v.string(),
    image: v.string(),
    imageThumbnail: v.string(),
    matchGameCount: count(),
    commGameCount: count(),
    gameCount: count(),
  }),
);

/** A popular game (000 §3 "Popular game"); selectedGame is 1 when the caller plays it. */
export const popularGame = /* @__PURE__ */ once(() =>
  v.object({
    GameCount: count(),
    matchGameCount: count(),
    GameId: whole(),
    Description: v.string(),
    GameImageSrc: v.string(),
    GameImageThumbSrc: v.string(),
    selectedGame: onOff(),
  }),
);

/** The caller's match count in one of their games (000 §3 "Match counts per game"). */
export const gameMatchCount = /* @__PURE__ */ once(() => v.object({ GameId: whole(), MatchCount: count() }));

/** Whether one of the caller's games is trending (the dashboard's trending flag, 000 §1). */
export const trendingFlag = /* @__PURE__ */ once(() => v.object({ GameId: whole(), Trending: onOff() }));

// ── Profiles ─────────────────────────────────────────────────────────────────────

/**
 * A signed-in profile read (000 §3 "User profile (read)"), with the UserName it was found by as
 * stored. TimeZone is the zone's description, as on the public profile; each flag is 1 when on.
 */
export const userProfile = /* @__PURE__ */ once(() =>
  v.object({
    UserName: v.string(),
    ProfilePicLink: v.string(),
    LastLogin: v.nullable(timestamp()),
    AvailableNow: onOff(),
    showSpectating: onOff(),
    Bio: v.nullable(v.string()),
    GameStyle: whole(),
    Streamer: onOff(),
    Microphone: onOff(),
    FamilyFriendly: onOff(),
    Moderator: onOff(),
    Discord: onOff(),
    PCConsole: onOff(),
    CountryCode: v.string(),
    TimeZone: v.string(),
  }),
);

export type UserProfile = v.InferOutput<ReturnType<typeof userProfile>>;

/** A public profile (000 §3 "Public profile"); each checklist flag is 1 when on. */
export const publicProfile = /* @__PURE__ */ once(() =>
  v.object({
    UserName: v.string(),
    Description: v.string(),
    CountryCode: v.string(),
    TimeZone: v.string(),
    ProfilePicLink: v.string(),
    Bio: v.nullable(v.string()),
    GameStyle: whole(),
    Streamer: onOff(),
    FamilyFriendly: onOff(),
    Moderator: onOff(),
    Microphone: onOff(),
    PC: onOff(),
    Playstation: onOff(),
    Xbox: onOff(),
    Nintendo: onOff(),
    Mobile: onOff(),
    Other: onOff(),
  }),
);
export type PublicProfile = v.InferOutput<ReturnType<typeof publicProfile>>;

/** One platform flag of a user (000 §3 "Platform flags per user": Active 1 is active). */
export const platformFlag = /* @__PURE__ */ once(() => v.object({ PlatformId: whole(), Active: onOff() }));

/** A user's details for their games (000 §7 getgameattributes: queryResult). */
export const gameAttributes = /* @__PURE__ */ once(() => queryResultOf(userGameEntry()));
/** A user's platform flags (000 §7 platform/get: queryResult). */
export const platforms = /* @__PURE__ */ once(() => queryResultOf(platformFlag()));
/** The online streak of a user (000 §7 queryResult). */
export const streakCount = /* @__PURE__ */ once(() =>
  queryResultOf(v.object({ CurrentStreakCount: count() })),
);
/** A user's profile views (000 §7 queryResult). */
export const profileViews = /* @__PURE__ */ once(() =>
  queryResultOf(v.object({ ProfileViewsCount: count() })),
);

/** Whether the caller spectates a user (000 §7 specStatus): 1 when spectating. */
export const spectateStatus = /* @__PURE__ */ once(() => v.object({ specStatus: onOff() }));

/** A profile picture's public address. */
export const profilePicture = /* @__PURE__ */ once(() => v.object({ ProfilePicLink: v.string() }));

/**
 * The username check (000 §7): whether the name is taken (or reserved), with the check's message
 * (000 §8: 'Successful username check.' or 'Duplicate username found.').
 */
export const usernameCheck = /* @__PURE__ */ once(() =>
  v.object({ duplicate: v.boolean(), message: v.optional(v.string()) }),
);

// ── Matches ──────────────────────────────────────────────────────────────────────

/**
 * Another user as every list of people shows them (000 §3 "Match item"): SpecUser 1 when the viewer
 * spectates them, newMatchFlag 1 for a new match. A missing combinedScore reads as the default
 * score (000 §9), so the client never shows an empty ring.
 */
export const matchItem = /* @__PURE__ */ once(() =>
  v.object({
    userName: v.string(),
    image: v.string(),
    SpecUser: onOff(),
    newMatchFlag: onOff(),
    combinedScore: v.optional(percentage(), DEFAULT_MATCH_SCORE),
  }),
);
export type MatchItem = v.InferOutput<ReturnType<typeof matchItem>>;

/** A match item of the online list, with when the user came online (000 §3: "also carry Created"). */
export const onlineMatchItem = /* @__PURE__ */ once(() =>
  v.object({ ...matchItem().entries, Created: timestamp() }),
);
export type OnlineMatchItem = v.InferOutput<ReturnType<typeof onlineMatchItem>>;

/**
 * A match item of the Spectating panel (`specall`): Online 1 when the user signed in within the last
 * 15 minutes (the panel lists online ones first). Beyond the spec's match item; additive.
 */
export const spectatingItem = /* @__PURE__ */ once(() =>
  v.object({ ...matchItem().entries, Online: onOff() }),
);

/** A match item of a game's lists, with the game (000 §3: "also carry GameId, GameImageSrc..."). */
export const gameMatchItem = /* @__PURE__ */ once(() =>
  v.object({
    ...matchItem().entries,
    GameId: whole(),
    GameImageSrc: v.string(),
    GameImageThumbSrc: v.string(),
  }),
);

/** The match between the caller and one user with its parts (000 §3 "Profile match parts"). */
export const matchScoreParts = /* @__PURE__ */ once(() =>
  v.object({
    ...matchItem().entries,
    gameMatchPercentage: percentage(),
    genreMatchPercentage: percentage(),
    checklistMatchPercentage: percentage(),
    detailsMatchPercentage: percentage(),
  }),
);

/**
 * Beyond the spec: why the ring shows what it shows (docs/matching.md). These fields are additive and
 * optional; the spec's names above are untouched. Structured data only: the web words it.
 */
/** The on/off checklist items the score compares (000 §4 checklist; game style apart). */
export const MATCH_FLAG_ITEMS = [
  'streamer',
  'microphone',
  'familyFriendly',
  'moderator',
  'discord',
  'pcConsole',
] as const;
export type MatchFlagItem = (typeof MATCH_FLAG_ITEMS)[number];
/** The per-game details the score compares (000 §3 "User game entry"). */
export const MATCH_DETAIL_FIELDS = ['platform', 'skillLevel', 'frequency', 'rating'] as const;
export type MatchDetailField = (typeof MATCH_DETAIL_FIELDS)[number];

/** A game by id and catalogue name (the names of 000 §3 "Selected game"). */
const namedGame = () => ({ gameId: whole(), gameDescription: v.string() });

/** What the pair has in common, part by part. */
export const matchExplanation = /* @__PURE__ */ once(() =>
  v.object({
    /** games both play, by description */
    sharedGames: v.array(v.object(namedGame())),
    /** catalogue genres both play, most shared first */
    sharedGenres: v.array(v.string()),
    /** game style when both gave the same one (1 relaxed, 2 competitive), else null */
    sameGameStyle: v.nullable(v.union([v.literal(1), v.literal(2)])),
    /** checklist items both have on */
    sharedChecklist: v.array(v.picklist(MATCH_FLAG_ITEMS)),
    /** real platforms (2..7) both have on */
    sharedPlatforms: v.array(whole()),
    /** per shared game, the details both answered with the same code */
    sameDetails: v.array(v.object({ ...namedGame(), fields: v.array(v.picklist(MATCH_DETAIL_FIELDS)) })),
  }),
);
export type MatchExplanation = v.InferOutput<ReturnType<typeof matchExplanation>>;

/**
 * The one change to the viewer's own profile that raises combinedScore the most, and the score it
 * would give (computed by re-scoring the changed profile): add a game the other plays, turn on a
 * checklist item they have on (never the self-labels streamer and moderator), give the game style they
 * gave (only when the viewer gave none), turn
 * on a platform they use, or answer a detail of a shared game the viewer left unanswered with the
 * other's answer (the score then holds for that answer).
 */
export const matchSuggestion = /* @__PURE__ */ once(() =>
  v.variant('change', [
    v.object({ change: v.literal('addGame'), ...namedGame(), combinedScore: percentage() }),
    v.object({
      change: v.literal('turnOn'),
      item: v.picklist(MATCH_FLAG_ITEMS),
      combinedScore: percentage(),
    }),
    v.object({
      change: v.literal('setGameStyle'),
      gameStyle: v.union([v.literal(1), v.literal(2)]),
      combinedScore: percentage(),
    }),
    v.object({ change: v.literal('addPlatform'), platformId: whole(), combinedScore: percentage() }),
    v.object({
      change: v.literal('answerDetail'),
      ...namedGame(),
      field: v.picklist(MATCH_DETAIL_FIELDS),
      value: whole(),
      combinedScore: percentage(),
    }),
  ]),
);
export type MatchSuggestion = v.InferOutput<ReturnType<typeof matchSuggestion>>;

/**
 * The profile match item: the score parts, plus (additive, absent on the caller's own profile) what
 * the pair shares and the best change, null when no change of the viewer's raises the score.
 */
export const explainedMatch = /* @__PURE__ */ once(() =>
  v.object({
    ...matchScoreParts().entries,
    explanation: v.optional(matchExplanation()),
    suggestion: v.optional(v.nullable(matchSuggestion())),
  }),
);
export type ExplainedMatch = v.InferOutput<ReturnType<typeof explainedMatch>>;

/** A list of people (000 §7 "returns matches"). */
export const matches = /* @__PURE__ */ once(() => matchesOf(matchItem()));
/** Everyone the caller spectates, online ones first (000 §7 .../specall). */
export const spectatingAll = /* @__PURE__ */ once(() => matchesOf(spectatingItem()));
/** The online list (000 §7 .../online). */
export const onlineMatches = /* @__PURE__ */ once(() => matchesOf(onlineMatchItem()));
/**
 * One user's match with its parts (000 §7 .../profile "matches[] with the score parts"), explained;
 * empty when the user is unknown, deactivated or blocked either way.
 */
export const profileMatch = /* @__PURE__ */ once(() => matchesOf(explainedMatch()));
/** A page of a game's people with the total (000 §7 "returns matches[] and count"). */
export const gameMatches = /* @__PURE__ */ once(() =>
  v.object({ matches: v.array(gameMatchItem()), count: count() }),
);
/** A match count (000 §7 matchcount, gamematchcount, gamecommunitycount). */
export const matchCount = /* @__PURE__ */ once(() => countOf('matchCount'));
/**
 * How many users a custom search finds (000 §7: "an array whose first item has totalCount"). Beyond
 * the spec, additive: `estimated` is true when the chosen games' communities were larger than one
 * request may read, and totalCount was extrapolated from the part that was read (never below what
 * was found); absent or false when the count is exact.
 */
export const searchCount = /* @__PURE__ */ once(() =>
  v.pipe(
    v.array(v.object({ ...countOf('totalCount').entries, estimated: v.optional(v.boolean()) })),
    v.length(1),
  ),
);

// ── Direct messages ──────────────────────────────────────────────────────────────

/**
 * A direct message (000 §3 "Message history item"): CurrentUser wrote it to MessagedUser,
 * ProfilePicLink is the author's picture, ReadMessage 1 once the recipient read it.
 */
export const directMessage = /* @__PURE__ */ once(() =>
  v.object({
    Id: v.string(),
    Created: timestamp(),
    Message: v.string(),
    ReadMessage: onOff(),
    CurrentUser: v.string(),
    MessagedUser: v.string(),
    ProfilePicLink: v.string(),
    MessageType: v.string(),
  }),
);
/** Unread direct messages (000 §7: "a first item userMessageCount"). */
export const unreadMessageCount = /* @__PURE__ */ once(() => firstItemCount('userMessageCount'));
/** The answer of marking a message read (000 §7: 'Successful Update', a JSON string). */
export const messageMarkedRead = /* @__PURE__ */ once(() => v.literal('Successful Update'));

// ── Game chat ────────────────────────────────────────────────────────────────────

/** A game chat message (000 §3 "Game chat message"); userId and replyToId are usernames. */
export const chatMessage = /* @__PURE__ */ once(() =>
  v.object({
    messageId: v.string(),
    messageText: v.string(),
    profileImage: v.string(),
    gameId: whole(),
    readMessage: v.boolean(),
    likes: count(),
    userId: v.string(),
    parentMessageId: v.nullable(v.string()),
    replyToId: v.nullable(v.string()),
    isFlagged: v.boolean(),
    isInappropriate: v.boolean(),
    isLiked: v.boolean(),
    timestamp: timestamp(),
  }),
);

/** A page of a game chat, newest first; lastEvaluatedKey is null on the last page (000 §3). */
export const chatPage = /* @__PURE__ */ once(() =>
  v.object({
    messageRepliesPage: v.object({
      messages: v.array(chatMessage()),
      lastEvaluatedKey: v.nullable(v.object({ gameId: whole(), messageId: v.string() })),
    }),
  }),
);

/** A user of a game chat (000 §7 gameLikeUserList: UserName, ProfilePicLink, AvailableNow). */
export const chatUser = /* @__PURE__ */ once(() =>
  v.object({ UserName: v.string(), ProfilePicLink: v.string(), AvailableNow: onOff() }),
);
/** `{ [field]: [chat user] }`: the three chat user lists (activeUsers, gameLikeUserList, gameUserList). */
export function chatUsersOf<const K extends string>(field: K) {
  return v.object({ [field]: v.array(chatUser()) } as {
    [P in K]: v.ArraySchema<ReturnType<typeof chatUser>, undefined>;
  });
}

/** Unread chat per game of the caller (000 §7 gameCountUnread.body; §3 gameId and count). */
export const unreadChatByGame = /* @__PURE__ */ once(() =>
  v.object({
    gameCountUnread: v.object({ body: v.array(v.object({ gameId: whole(), count: count() })) }),
  }),
);

// ── Notifications ────────────────────────────────────────────────────────────────

/**
 * A chat notification (000 §3 "Chat notification item"): who liked, answered or tagged the caller's
 * message (the second face is null when only one user did), and how many did. Beyond the spec: the
 * game it happened in (`gameId`, `gameDescription`), so a reply from the notification reaches its room.
 */
export const chatNotification = /* @__PURE__ */ once(() =>
  v.object({
    parentMessageId: v.nullable(v.string()),
    messageId: v.string(),
    gameId: whole(),
    gameDescription: v.string(),
    notiType: v.picklist(['liked', 'responded', 'tagged']),
    likedCount: count(),
    respondedCount: count(),
    taggedCount: count(),
    isRead: v.boolean(),
    timestamp: timestamp(),
    gameImageSrc: v.string(),
    profileImageUserId1: v.string(),
    profileImageUserId2: v.nullable(v.string()),
    profileImage1: v.string(),
    profileImage2: v.nullable(v.string()),
    userId: v.string(),
    messageText: v.string(),
  }),
);

/** A page of chat notifications (000 §7 notiItems{items, lastEvaluatedKey}); null key on the last page. */
export const chatNotificationPage = /* @__PURE__ */ once(() =>
  v.object({
    notiItems: v.object({
      items: v.array(chatNotification()),
      lastEvaluatedKey: v.nullable(v.object({ messageId: v.string() })),
    }),
  }),
);

/** The message behind a chat notification and the replies to it (null when it was removed). */
export const chatNotificationThread = /* @__PURE__ */ once(() =>
  v.object({ parentMessage: v.nullable(chatMessage()), replies: v.array(chatMessage()) }),
);

/**
 * A general notification (000 §3): a spectate (type spec) or an invite; status says whether the caller
 * sent it (FROM) or received it (TO). The game fields are null on spectate notifications; only
 * invites carry InviteId and Created.
 */
export const generalNotification = /* @__PURE__ */ once(() =>
  v.object({
    type: v.picklist(['spec', 'invite']),
    name: v.string(),
    profileImage: v.string(),
    status: v.picklist(['TO', 'FROM']),
    accepted: onOff(),
    readMessage: onOff(),
    readMessageTo: onOff(),
    readMessageFrom: onOff(),
    gameId: v.nullable(whole()),
    gameDescription: v.nullable(v.string()),
    gameImage: v.nullable(v.string()),
    key: v.string(),
    InviteId: v.optional(v.string()),
    Created: v.optional(timestamp()),
  }),
);
/** The General tab's lists (000 §7 pjinvitetoplaynotiget "returns a data array"). */
export const generalNotifications = /* @__PURE__ */ once(() => dataOf(generalNotification()));

/**
 * A chronicle mention notice (ours, issue 11: "mentions in posts and comments reach the mentioned
 * player as a notification"), in the General notification's fields where they apply (000 §3): `type`
 * mention, the `name` and `profileImage` of the person who mentioned the caller, `readMessage` (the
 * caller's flag: read when it was made at or before their `mentionNotiReadAt`), `key`, `Created`;
 * plus the `postId`, the `target` (POST for the post itself, else the commentId that mentions them)
 * and the `excerpt` (the first 200 characters of the post or comment as it was written).
 */
export const mentionNotification = /* @__PURE__ */ once(() =>
  v.object({
    type: v.literal('mention'),
    name: v.string(),
    profileImage: v.string(),
    readMessage: onOff(),
    key: v.string(),
    Created: timestamp(),
    postId: v.string(),
    target: v.string(),
    excerpt: v.string(),
  }),
);
/** The caller's mention notices, newest first (ours). */
export const mentionNotifications = /* @__PURE__ */ once(() => dataOf(mentionNotification()));

/** Who may invite a player to play (issue 11, ours): everyone, only people they spectate, nobody. */
export const INVITE_POLICIES = ['everyone', 'spectated', 'nobody'] as const;
export type InvitePolicy = (typeof INVITE_POLICIES)[number];

/** A player's invite preferences (ours): who may invite them, and the games whose invites are muted. */
export const invitePreferences = /* @__PURE__ */ once(() =>
  v.object({
    whoMayInvite: v.picklist(INVITE_POLICIES),
    mutedGameIds: v.pipe(v.array(whole()), v.maxLength(100)),
  }),
);

/** An invite's outcome: created, or dup when one was already sent today for that game (000 §4, §5). */
export const inviteResult = /* @__PURE__ */ once(() => v.object({ type: v.picklist(['created', 'dup']) }));

// ── Chronicle ────────────────────────────────────────────────────────────────────

/** Someone who liked a post or comment (000 §3 likeUsers[{name, profileImage}]). */
export const likeUser = /* @__PURE__ */ once(() => v.object({ name: v.string(), profileImage: v.string() }));
type LikeUser = v.InferOutput<ReturnType<typeof likeUser>>;

/**
 * A chronicle comment (000 §3), replies nested to any depth. Written as a type too, because a
 * schema that contains itself needs its type named before it is built.
 */
export interface ChronicleComment {
  commentId: string;
  postId: string;
  commentAuthor: string;
  commentProfilePicLink: string;
  commentMessage: string;
  commentCreated: string;
  commentLikeCount: number;
  likeUsers: LikeUser[];
  replies: ChronicleComment[];
}
export const chronicleComment: () => v.GenericSchema<ChronicleComment> = /* @__PURE__ */ once(() =>
  v.object({
    commentId: v.string(),
    postId: v.string(),
    commentAuthor: v.string(),
    commentProfilePicLink: v.string(),
    commentMessage: v.string(),
    commentCreated: timestamp(),
    commentLikeCount: count(),
    likeUsers: v.array(likeUser()),
    replies: v.array(v.lazy(() => chronicleComment())),
  }),
);

/**
 * A chronicle post (000 §3): mediaURL null for a text post, mentioned the tagged usernames. In the feed
 * `comments` holds the post's first PAGE_SIZES.chronicleFeedComments comments; `commentCount` (ours)
 * says how many it has, and pjchroniclegetcomments answers the whole thread.
 */
export const chroniclePost = /* @__PURE__ */ once(() =>
  v.object({
    postId: v.string(),
    postAuthor: v.string(),
    profilePicLink: v.string(),
    message: v.string(),
    mediaURL: v.nullable(v.string()),
    mentioned: v.array(v.string()),
    created: timestamp(),
    comments: v.array(chronicleComment()),
    commentCount: count(),
    likeCount: count(),
    likeUsers: v.array(likeUser()),
  }),
);
/** A page of the feed (000 §7 pjchroniclegetpost "returns data[]"). */
export const chroniclePage = /* @__PURE__ */ once(() => dataOf(chroniclePost()));
/** One post's comments as a tree (ours: pjchroniclegetcomments). */
export const chronicleThread = /* @__PURE__ */ once(() => dataOf(chronicleComment()));

/** A like toggled on a post or comment: the count after it, and whether the caller now likes it. */
export const likeToggled = /* @__PURE__ */ once(() => v.object({ likeCount: count(), isLiked: v.boolean() }));

/** A presigned upload address (000 §7 pjchronicleaddmedia "returns {url}"). */
export const uploadAddress = /* @__PURE__ */ once(() => v.object({ url: v.string() }));

// ── Accounts (001) ───────────────────────────────────────────────────────────────

/** Cognito's tokens as the login call answers them (001 §7: token.AuthenticationResult.IdToken). */
export const signIn = /* @__PURE__ */ once(() =>
  v.object({
    token: v.object({
      AuthenticationResult: v.object({
        IdToken: v.string(),
        AccessToken: v.string(),
        RefreshToken: v.optional(v.string()),
        ExpiresIn: whole(),
        TokenType: v.string(),
      }),
    }),
  }),
);
export type SignIn = v.InferOutput<ReturnType<typeof signIn>>;

/**
 * The existence check (001 §3 "Verify result"): userCount 1 when an account exists for the email;
 * Active 1 active, 0 disabled (or no account), -1 an account without a profile yet (unconfirmed, or
 * signup not finished). UUID, userName and ProfilePicLink only for the email's owner (their token).
 */
export const accountCheck = /* @__PURE__ */ once(() =>
  v.object({
    body: v.pipe(
      v.array(
        v.object({
          userCount: v.union([v.literal(0), v.literal(1)]),
          Active: v.union([v.literal(1), v.literal(0), v.literal(-1)]),
          UUID: v.optional(v.string()),
          userName: v.optional(v.string()),
          ProfilePicLink: v.optional(v.string()),
        }),
      ),
      v.length(1),
    ),
  }),
);
export type AccountCheck = v.InferOutput<ReturnType<typeof accountCheck>>;

/** The signup code was right (001 §7: "JSON string SUCCESS"). */
export const signUpConfirmed = /* @__PURE__ */ once(() => v.literal('SUCCESS'));

/** Where Cognito sent a code (the address is masked). */
export const codeDelivery = /* @__PURE__ */ once(() =>
  v.object({
    CodeDeliveryDetails: v.object({
      Destination: v.optional(v.string()),
      DeliveryMedium: v.optional(v.string()),
      AttributeName: v.optional(v.string()),
    }),
  }),
);

/**
 * A write that stored (or changed) a number of items (001 §7 contact: success means above 0). Every
 * write whose answer the spec leaves unshown answers this.
 */
export const affectedRows = /* @__PURE__ */ once(() => countOf('affectedRows'));

/** The profile created at the end of signup, in the verify result's names. */
export const createdUser = /* @__PURE__ */ once(() =>
  v.object({ UUID: v.string(), userName: v.string(), ProfilePicLink: v.string() }),
);

/** The settings record (001 §3). DateOfBirth is yyyy-MM-dd. */
export const userSettings = /* @__PURE__ */ once(() =>
  v.object({
    LanguageId: whole(),
    DateOfBirth: v.string(),
    GenderId: whole(),
  }),
);

/** A blocked user (001 §3). */
export const blockedUser = /* @__PURE__ */ once(() =>
  v.object({ UserName: v.string(), ProfilePicLink: v.string() }),
);

/** The sign-out answer. */
export const signedOut = /* @__PURE__ */ once(() => v.object({ signedOut: v.literal(true) }));

/**
 * A text/plain answer (001 §7 registration: "text containing the email"; 000 §7 the presigned upload
 * URL "as text"). The web client and the test client read a body that is not JSON as its text.
 */
export const plainText = /* @__PURE__ */ once(() => v.string());

/** The JSON form of every error answer (see lambdas/http/errors.ts). */
export const errorBody = /* @__PURE__ */ once(() =>
  v.object({
    type: v.string(),
    message: v.string(),
    issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
    /** attempts left in the window of a limited call (a wrong code, a wrong password) */
    attemptsLeft: v.optional(v.number()),
    /** a 429 of an attempt limit: seconds until the call may be made again */
    retryAfterSeconds: v.optional(v.number()),
  }),
);
export type ErrorBody = v.InferOutput<ReturnType<typeof errorBody>>;
