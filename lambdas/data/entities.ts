/**
 * Every entity of the single table, declared once (see docs/data-model.md for the access patterns).
 * Item types are derived from these declarations:
 * `Profile = v.InferOutput<typeof ProfileEntity.schema>`.
 * Each declaration is marked `@__PURE__`, so esbuild drops the ones a Lambda's data modules never use:
 * a bundle holds only its own entities (scripts/bench, BENCH_INPUTS=1).
 */
import * as v from 'valibot';
import { once } from '../../lib/contract/lazy';
import { isoDate } from '../../lib/contract/rules';
import { defineEntity } from './entity';

const flag = /* @__PURE__ */ once(() => v.union([v.literal(0), v.literal(1)]));
const isoTimestamp = /* @__PURE__ */ once(() => v.pipe(v.string(), v.isoTimestamp()));
const counter = /* @__PURE__ */ once(() => v.optional(v.pipe(v.number(), v.integer()), 0));
const positiveId = /* @__PURE__ */ once(() => v.pipe(v.number(), v.integer(), v.minValue(1)));

/** A catalogue game. */
export const GameEntity = /* @__PURE__ */ defineEntity({
  name: 'game',
  schema: () =>
    v.object({
      gameId: positiveId(),
      description: v.pipe(v.string(), v.minLength(1)),
      genre: v.string(),
      type: v.string(),
      /** content rating (E, T, M...) */
      contentRating: v.string(),
      /** media keys (`media/games/...`) */
      imageKey: v.nullable(v.string()),
      thumbKey: v.nullable(v.string()),
      /** players: user-game items in the community index (stream-maintained) */
      gameCount: counter(),
      /** chat messages (stream-maintained) */
      messageCount: counter(),
    }),
  pk: { prefix: 'GAME', parts: ['gameId'] },
  sk: { prefix: 'GAME', parts: [] },
  gsi1: { pk: { prefix: 'GAMES', parts: [] }, sk: { prefix: 'GAME', parts: [{ attr: 'gameId', pad: 6 }] } },
});
export type Game = v.InferOutput<typeof GameEntity.schema>;

/** A user's profile; `uuid` is the Cognito sub. */
export const ProfileEntity = /* @__PURE__ */ defineEntity({
  name: 'profile',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      userName: v.pipe(v.string(), v.minLength(1)),
      email: v.pipe(v.string(), v.minLength(3)),
      active: v.boolean(),
      createdAt: isoTimestamp(),
      lastLoginAt: v.optional(v.nullable(isoTimestamp()), null),
      countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
      timeZoneId: positiveId(),
      languageId: positiveId(),
      genderId: positiveId(),
      /** yyyy-MM-dd */
      dateOfBirth: isoDate(),
      bio: v.nullable(v.string()),
      /** media key (`media/userprofileimages/...`) or null for the default picture */
      profilePicKey: v.nullable(v.string()),
      gameStyle: v.pipe(v.number(), v.integer()),
      streamer: flag(),
      microphone: flag(),
      discord: flag(),
      familyFriendly: flag(),
      moderator: flag(),
      pcConsole: flag(),
      availableNow: flag(),
      showSpectating: v.optional(flag(), 1),
      /** platform id → 1 active / 0 inactive */
      platforms: v.optional(v.record(v.pipe(v.string(), v.regex(/^\d+$/)), flag()), {}),
      profileViewsCount: counter(),
      currentStreakCount: counter(),
      lastStreakDay: v.optional(v.nullable(isoDate()), null),
      spectatorsCount: counter(),
      spectatingCount: counter(),
      unreadMessageCount: counter(),
      /** signup answers kept as given (001 §3 creation payload) */
      postalCode: v.optional(v.string(), ''),
      frequencyPlayed: v.optional(v.pipe(v.number(), v.integer()), 1),
      gamesGenre: v.optional(v.array(v.string()), []),
      socialLinks: v.optional(v.array(v.string()), []),
      /**
       * epoch seconds: the first second whose sign-ins are valid; a token whose session began
       * (`auth_time`) earlier is refused (sign-out, password change, deactivation; auth/session.ts)
       */
      tokensValidAfter: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'PROFILE', parts: [] },
});
export type Profile = v.InferOutput<typeof ProfileEntity.schema>;

/**
 * The revocation of a user's sessions, kept whether or not they have a profile yet (a signup in
 * progress can sign out or reset its password too); see auth/session.ts.
 */
export const SessionEntity = /* @__PURE__ */ defineEntity({
  name: 'session',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      /** as the profile's `tokensValidAfter` */
      tokensValidAfter: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'SESSION', parts: [] },
});
export type SessionRevocation = v.InferOutput<typeof SessionEntity.schema>;

/** Reserves a username (case-insensitively) for one uuid; feeds the name search index while active. */
export const UserNameEntity = /* @__PURE__ */ defineEntity({
  name: 'username',
  schema: () =>
    v.object({
      userName: v.pipe(v.string(), v.minLength(1)),
      userNameLower: v.pipe(v.string(), v.minLength(1)),
      /** first character of userNameLower: the name-search partition */
      initial: v.pipe(v.string(), v.minLength(1)),
      uuid: v.pipe(v.string(), v.uuid()),
      active: v.boolean(),
    }),
  pk: { prefix: 'USERNAME', parts: ['userNameLower'] },
  sk: { prefix: 'USERNAME', parts: [] },
  gsi1: {
    pk: { prefix: 'NAMES', parts: ['initial'] },
    sk: { prefix: '', parts: ['userNameLower'] },
  },
  sparse: { gsi1: (name) => name.active },
});
export type UserName = v.InferOutput<typeof UserNameEntity.schema>;

/** Reserves an email address (lower-cased) for one uuid. */
export const EmailEntity = /* @__PURE__ */ defineEntity({
  name: 'email',
  schema: () =>
    v.object({ emailLower: v.pipe(v.string(), v.minLength(3)), uuid: v.pipe(v.string(), v.uuid()) }),
  pk: { prefix: 'EMAIL', parts: ['emailLower'] },
  sk: { prefix: 'EMAIL', parts: [] },
});
export type Email = v.InferOutput<typeof EmailEntity.schema>;

/** One game a user plays, with their details; in the game's community index while the user is active. */
export const UserGameEntity = /* @__PURE__ */ defineEntity({
  name: 'userGame',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      gameId: positiveId(),
      platform: v.pipe(v.number(), v.integer()),
      skillLevel: v.pipe(v.number(), v.integer()),
      frequency: v.pipe(v.number(), v.integer()),
      rating: v.pipe(v.number(), v.integer()),
      addedAt: isoTimestamp(),
      /** snapshot for the mention picker; refreshed on rename */
      userName: v.pipe(v.string(), v.minLength(1)),
      active: v.boolean(),
      matchGameCount: counter(),
      /** game chat read watermark (a messageId) */
      chatReadMessageId: v.optional(v.nullable(v.string()), null),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'GAME', parts: [{ attr: 'gameId', pad: 6 }] },
  gsi1: {
    pk: { prefix: 'PLAYERS', parts: ['gameId'] },
    sk: { prefix: '', parts: ['addedAt', 'uuid'] },
  },
  sparse: { gsi1: (game) => game.active },
});
export type UserGame = v.InferOutput<typeof UserGameEntity.schema>;

/** `spectatorUuid` spectates (follows) `targetUuid`. */
export const SpectateEntity = /* @__PURE__ */ defineEntity({
  name: 'spectate',
  schema: () =>
    v.object({
      spectatorUuid: v.pipe(v.string(), v.uuid()),
      targetUuid: v.pipe(v.string(), v.uuid()),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'USER', parts: ['spectatorUuid'] },
  sk: { prefix: 'SPECTATING', parts: ['targetUuid'] },
  gsi1: {
    pk: { prefix: 'SPECTATORS', parts: ['targetUuid'] },
    sk: { prefix: '', parts: ['createdAt', 'spectatorUuid'] },
  },
  gsi2: {
    pk: { prefix: 'SPECTATING', parts: ['spectatorUuid'] },
    sk: { prefix: '', parts: ['createdAt', 'targetUuid'] },
  },
});
export type Spectate = v.InferOutput<typeof SpectateEntity.schema>;

/** `blockerUuid` blocked `blockedUuid`. */
export const BlockEntity = /* @__PURE__ */ defineEntity({
  name: 'block',
  schema: () =>
    v.object({
      blockerUuid: v.pipe(v.string(), v.uuid()),
      blockedUuid: v.pipe(v.string(), v.uuid()),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'USER', parts: ['blockerUuid'] },
  sk: { prefix: 'BLOCKED', parts: ['blockedUuid'] },
  gsi1: { pk: { prefix: 'BLOCKEDBY', parts: ['blockedUuid'] }, sk: { prefix: '', parts: ['blockerUuid'] } },
});
export type Block = v.InferOutput<typeof BlockEntity.schema>;

/** A game chat message; `messageId` is an epoch-millisecond string, unique across games. */
export const ChatMessageEntity = /* @__PURE__ */ defineEntity({
  name: 'chatMessage',
  schema: () =>
    v.object({
      messageId: v.pipe(v.string(), v.regex(/^\d{13,}$/)),
      gameId: positiveId(),
      senderUuid: v.pipe(v.string(), v.uuid()),
      userName: v.pipe(v.string(), v.minLength(1)),
      profileImage: v.string(),
      messageText: v.pipe(v.string(), v.minLength(1)),
      parentMessageId: v.optional(v.nullable(v.string()), null),
      replyToId: v.optional(v.nullable(v.string()), null),
      likeCount: counter(),
      isFlagged: v.optional(v.boolean(), false),
      isInappropriate: v.optional(v.boolean(), false),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'CHATMSG', parts: ['messageId'] },
  sk: { prefix: 'MSG', parts: [] },
  gsi1: { pk: { prefix: 'CHAT', parts: ['gameId'] }, sk: { prefix: '', parts: ['messageId'] } },
  gsi2: {
    pk: { prefix: 'REPLIES', parts: ['parentMessageId'] },
    sk: { prefix: '', parts: ['messageId'] },
  },
  sparse: { gsi2: (message) => message.parentMessageId !== null },
});
export type ChatMessage = v.InferOutput<typeof ChatMessageEntity.schema>;

/** One user's like of a chat message. */
export const ChatLikeEntity = /* @__PURE__ */ defineEntity({
  name: 'chatLike',
  schema: () =>
    v.object({
      messageId: v.pipe(v.string(), v.minLength(1)),
      uuid: v.pipe(v.string(), v.uuid()),
      userName: v.pipe(v.string(), v.minLength(1)),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'CHATMSG', parts: ['messageId'] },
  sk: { prefix: 'LIKE', parts: ['uuid'] },
});
export type ChatLike = v.InferOutput<typeof ChatLikeEntity.schema>;

export const SOCKET_APIS = ['gamechat', 'messages'] as const;
export type SocketApiId = (typeof SOCKET_APIS)[number];

/** An open WebSocket connection (expires with API Gateway's 2-hour maximum). */
export const ConnectionEntity = /* @__PURE__ */ defineEntity({
  name: 'connection',
  schema: () =>
    v.object({
      connectionId: v.pipe(v.string(), v.minLength(1)),
      api: v.picklist(SOCKET_APIS),
      uuid: v.pipe(v.string(), v.uuid()),
      userName: v.pipe(v.string(), v.minLength(1)),
      /** game chat connections only */
      gameId: v.optional(v.nullable(positiveId()), null),
      /** direct-message connections only: the conversation partner */
      toUserName: v.optional(v.nullable(v.string()), null),
      profileImage: v.optional(v.nullable(v.string()), null),
      domainName: v.pipe(v.string(), v.minLength(1)),
      stage: v.pipe(v.string(), v.minLength(1)),
      connectedAt: isoTimestamp(),
      /** epoch seconds */
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'CONN', parts: ['connectionId'] },
  sk: { prefix: 'CONN', parts: [] },
  gsi1: {
    pk: { prefix: 'GAMECONNS', parts: ['gameId'] },
    sk: { prefix: '', parts: ['connectedAt', 'connectionId'] },
  },
  sparse: { gsi1: (connection) => connection.gameId !== null },
  gsi2: { pk: { prefix: 'USERCONNS', parts: ['uuid'] }, sk: { prefix: '', parts: ['api', 'connectionId'] } },
  ttl: (connection) => connection.expiresAt,
});
export type Connection = v.InferOutput<typeof ConnectionEntity.schema>;

/** A direct message inside the conversation of two users (`lowUuid` < `highUuid`). */
export const DirectMessageEntity = /* @__PURE__ */ defineEntity({
  name: 'directMessage',
  schema: () =>
    v.object({
      lowUuid: v.pipe(v.string(), v.uuid()),
      highUuid: v.pipe(v.string(), v.uuid()),
      messageId: v.pipe(v.string(), v.regex(/^\d{13,}$/)),
      fromUuid: v.pipe(v.string(), v.uuid()),
      toUuid: v.pipe(v.string(), v.uuid()),
      message: v.pipe(v.string(), v.minLength(1)),
      messageType: v.optional(v.string(), 'text'),
      readMessage: v.optional(flag(), 0),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'DM', parts: ['lowUuid', 'highUuid'] },
  sk: { prefix: 'MSG', parts: ['messageId'] },
});
export type DirectMessage = v.InferOutput<typeof DirectMessageEntity.schema>;

/** One user's summary of a conversation: the inbox row. */
export const ConversationEntity = /* @__PURE__ */ defineEntity({
  name: 'conversation',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      otherUuid: v.pipe(v.string(), v.uuid()),
      lastMessage: v.string(),
      lastMessageAt: isoTimestamp(),
      unreadCount: counter(),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'CONVO', parts: ['otherUuid'] },
  gsi1: {
    pk: { prefix: 'CONVOS', parts: ['uuid'] },
    sk: { prefix: '', parts: ['lastMessageAt', 'otherUuid'] },
  },
});
export type Conversation = v.InferOutput<typeof ConversationEntity.schema>;

/** Marks a stream record as applied, so a redelivered record changes nothing. */
export const StreamEventEntity = /* @__PURE__ */ defineEntity({
  name: 'streamEvent',
  schema: () =>
    v.object({
      eventId: v.pipe(v.string(), v.minLength(1)),
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'STREAM', parts: ['eventId'] },
  sk: { prefix: 'APPLIED', parts: [] },
  ttl: (event) => event.expiresAt,
});

/** Records a finished seed. */
export const SeedMarkerEntity = /* @__PURE__ */ defineEntity({
  name: 'seedMarker',
  schema: () =>
    v.object({
      seededAt: isoTimestamp(),
      games: v.pipe(v.number(), v.integer()),
      users: v.pipe(v.number(), v.integer()),
    }),
  pk: { prefix: 'SEED', parts: [] },
  sk: { prefix: 'MARKER', parts: [] },
});
export type SeedMarker = v.InferOutput<typeof SeedMarkerEntity.schema>;

/** One sign-in (001 §7 pjusertracking), newest last in the user's partition. */
export const LoginEntity = /* @__PURE__ */ defineEntity({
  name: 'login',
  schema: () =>
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      at: isoTimestamp(),
      /** the caller's address as the API saw it (see http/client-address.ts) */
      sourceIp: v.optional(v.nullable(v.string()), null),
      userAgent: v.optional(v.nullable(v.string()), null),
      /** epoch seconds */
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'LOGIN', parts: ['at'] },
  ttl: (login) => login.expiresAt,
});
export type Login = v.InferOutput<typeof LoginEntity.schema>;

/**
 * A rate-limit window: how many times `subject` (an email, an address) did `scope` (failed sign-ins,
 * wrong codes, anonymous lookups) since the window opened. The window ends at `expiresAt`, which is
 * also the TTL; readers compare it with the clock because TTL deletion lags.
 */
export const AttemptWindowEntity = /* @__PURE__ */ defineEntity({
  name: 'attemptWindow',
  schema: () =>
    v.object({
      scope: v.pipe(v.string(), v.regex(/^[a-z-]+$/)),
      subject: v.pipe(v.string(), v.minLength(1)),
      count: v.pipe(v.number(), v.integer(), v.minValue(0)),
      /** epoch seconds */
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'LIMIT', parts: ['scope', 'subject'] },
  sk: { prefix: 'LIMIT', parts: [] },
  ttl: (window) => window.expiresAt,
});
export type AttemptWindow = v.InferOutput<typeof AttemptWindowEntity.schema>;

/** A report about a user, from the report/block popup (000 §7), filed by month for moderators. */
export const ReportEntity = /* @__PURE__ */ defineEntity({
  name: 'report',
  schema: () =>
    v.object({
      /** yyyy-MM */
      month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
      createdAt: isoTimestamp(),
      reportId: v.pipe(v.string(), v.minLength(1)),
      reporterUuid: v.pipe(v.string(), v.uuid()),
      reportedUuid: v.pipe(v.string(), v.uuid()),
      reportedUserName: v.pipe(v.string(), v.minLength(1)),
      inappropriateProfile: v.boolean(),
      inappropriateMessage: v.boolean(),
      abuseBullying: v.boolean(),
      spam: v.boolean(),
      other: v.boolean(),
      block: v.boolean(),
      reportDetails: v.string(),
    }),
  pk: { prefix: 'REPORT', parts: ['month'] },
  sk: { prefix: '', parts: ['createdAt', 'reportId'] },
});
export type Report = v.InferOutput<typeof ReportEntity.schema>;

/** A help-center request (001 §3 "Help request"), filed by month. */
export const HelpRequestEntity = /* @__PURE__ */ defineEntity({
  name: 'helpRequest',
  schema: () =>
    v.object({
      month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
      createdAt: isoTimestamp(),
      requestId: v.pipe(v.string(), v.minLength(1)),
      uuid: v.pipe(v.string(), v.uuid()),
      /** the spec's spelling (001 §3) */
      inappropreateContent: v.boolean(),
      accountIssue: v.boolean(),
      troubleshooting: v.boolean(),
      legal: v.boolean(),
      advertising: v.boolean(),
      other: v.boolean(),
      reportDetails: v.string(),
    }),
  pk: { prefix: 'HELP', parts: ['month'] },
  sk: { prefix: '', parts: ['createdAt', 'requestId'] },
});
export type HelpRequest = v.InferOutput<typeof HelpRequestEntity.schema>;

/** A contact-form message (001 §3 "Contact message"), filed by month. */
export const ContactMessageEntity = /* @__PURE__ */ defineEntity({
  name: 'contactMessage',
  schema: () =>
    v.object({
      month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
      createdAt: isoTimestamp(),
      messageId: v.pipe(v.string(), v.minLength(1)),
      email: v.pipe(v.string(), v.minLength(3)),
      /** from the request, never from the body (http/client-address.ts); '{ip}' when unknown (001 §4) */
      ipAddress: v.pipe(v.string(), v.minLength(1)),
      legal: v.boolean(),
      suggestion: v.boolean(),
      question: v.boolean(),
      advertising: v.boolean(),
      business: v.boolean(),
      jobOpportunities: v.boolean(),
      contactDetails: v.pipe(v.string(), v.minLength(1)),
    }),
  pk: { prefix: 'CONTACT', parts: ['month'] },
  sk: { prefix: '', parts: ['createdAt', 'messageId'] },
});
export type ContactMessage = v.InferOutput<typeof ContactMessageEntity.schema>;
