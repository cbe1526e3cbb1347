/**
 * Every entity of the single table, declared once (see docs/data-model.md for the access patterns).
 * Item types are derived from these declarations: `Profile = z.output<typeof ProfileEntity.schema>`.
 * Each declaration is marked `@__PURE__`, so esbuild drops the ones a Lambda's data modules never use:
 * a bundle holds only its own entities (scripts/bench, BENCH_INPUTS=1).
 */
import '../../lib/contract/zod-locale';
import * as z from 'zod/mini';
import { once } from '../../lib/contract/lazy';
import { defineEntity } from './entity';

const flag = /* @__PURE__ */ once(() => z.union([z.literal(0), z.literal(1)]));
const isoTimestamp = /* @__PURE__ */ once(() => z.iso.datetime());
const counter = /* @__PURE__ */ once(() => z._default(z.int(), 0));
const positiveId = /* @__PURE__ */ once(() => z.int().check(z.positive()));

/** A catalogue game. */
export const GameEntity = /* @__PURE__ */ defineEntity({
  name: 'game',
  schema: () =>
    z.object({
      gameId: positiveId(),
      description: z.string().check(z.minLength(1)),
      genre: z.string(),
      type: z.string(),
      /** content rating (E, T, M...) */
      contentRating: z.string(),
      /** media keys (`media/games/...`) */
      imageKey: z.nullable(z.string()),
      thumbKey: z.nullable(z.string()),
      /** players: user-game items in the community index (stream-maintained) */
      gameCount: counter(),
      /** chat messages (stream-maintained) */
      messageCount: counter(),
    }),
  pk: { prefix: 'GAME', parts: ['gameId'] },
  sk: { prefix: 'GAME', parts: [] },
  gsi1: { pk: { prefix: 'GAMES', parts: [] }, sk: { prefix: 'GAME', parts: [{ attr: 'gameId', pad: 6 }] } },
});
export type Game = z.output<typeof GameEntity.schema>;

/** A user's profile; `uuid` is the Cognito sub. */
export const ProfileEntity = /* @__PURE__ */ defineEntity({
  name: 'profile',
  schema: () =>
    z.object({
      uuid: z.uuid(),
      userName: z.string().check(z.minLength(1)),
      email: z.string().check(z.minLength(3)),
      active: z.boolean(),
      createdAt: isoTimestamp(),
      lastLoginAt: z._default(z.nullable(isoTimestamp()), null),
      countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
      timeZoneId: positiveId(),
      languageId: positiveId(),
      genderId: positiveId(),
      /** yyyy-MM-dd */
      dateOfBirth: z.iso.date(),
      bio: z.nullable(z.string()),
      /** media key (`media/userprofileimages/...`) or null for the default picture */
      profilePicKey: z.nullable(z.string()),
      gameStyle: z.int(),
      streamer: flag(),
      microphone: flag(),
      discord: flag(),
      familyFriendly: flag(),
      moderator: flag(),
      pcConsole: flag(),
      availableNow: flag(),
      showSpectating: z._default(flag(), 1),
      /** platform id → 1 active / 0 inactive */
      platforms: z._default(z.record(z.string().check(z.regex(/^\d+$/)), flag()), {}),
      profileViewsCount: counter(),
      currentStreakCount: counter(),
      lastStreakDay: z._default(z.nullable(z.iso.date()), null),
      spectatorsCount: counter(),
      spectatingCount: counter(),
      unreadMessageCount: counter(),
      /** signup answers kept as given (001 §3 creation payload) */
      postalCode: z._default(z.string(), ''),
      frequencyPlayed: z._default(z.int(), 1),
      gamesGenre: z._default(z.array(z.string()), []),
      socialLinks: z._default(z.array(z.string()), []),
      /**
       * epoch seconds: ID tokens issued (`iat`) before this are refused (sign-out, password change,
       * deactivation; see http/service.ts and sockets/authorizer.ts)
       */
      tokensValidAfter: z._default(z.nullable(z.int().check(z.nonnegative())), null),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'PROFILE', parts: [] },
});
export type Profile = z.output<typeof ProfileEntity.schema>;

/** Reserves a username (case-insensitively) for one uuid; feeds the name search index while active. */
export const UserNameEntity = /* @__PURE__ */ defineEntity({
  name: 'username',
  schema: () =>
    z.object({
      userName: z.string().check(z.minLength(1)),
      userNameLower: z.string().check(z.minLength(1)),
      /** first character of userNameLower: the name-search partition */
      initial: z.string().check(z.minLength(1)),
      uuid: z.uuid(),
      active: z.boolean(),
    }),
  pk: { prefix: 'USERNAME', parts: ['userNameLower'] },
  sk: { prefix: 'USERNAME', parts: [] },
  gsi1: {
    pk: { prefix: 'NAMES', parts: ['initial'] },
    sk: { prefix: '', parts: ['userNameLower'] },
  },
  sparse: { gsi1: (name) => name.active },
});
export type UserName = z.output<typeof UserNameEntity.schema>;

/** Reserves an email address (lower-cased) for one uuid. */
export const EmailEntity = /* @__PURE__ */ defineEntity({
  name: 'email',
  schema: () => z.object({ emailLower: z.string().check(z.minLength(3)), uuid: z.uuid() }),
  pk: { prefix: 'EMAIL', parts: ['emailLower'] },
  sk: { prefix: 'EMAIL', parts: [] },
});
export type Email = z.output<typeof EmailEntity.schema>;

/** One game a user plays, with their details; in the game's community index while the user is active. */
export const UserGameEntity = /* @__PURE__ */ defineEntity({
  name: 'userGame',
  schema: () =>
    z.object({
      uuid: z.uuid(),
      gameId: positiveId(),
      platform: z.int(),
      skillLevel: z.int(),
      frequency: z.int(),
      rating: z.int(),
      addedAt: isoTimestamp(),
      /** snapshot for the mention picker; refreshed on rename */
      userName: z.string().check(z.minLength(1)),
      active: z.boolean(),
      matchGameCount: counter(),
      /** game chat read watermark (a messageId) */
      chatReadMessageId: z._default(z.nullable(z.string()), null),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'GAME', parts: [{ attr: 'gameId', pad: 6 }] },
  gsi1: {
    pk: { prefix: 'PLAYERS', parts: ['gameId'] },
    sk: { prefix: '', parts: ['addedAt', 'uuid'] },
  },
  sparse: { gsi1: (game) => game.active },
});
export type UserGame = z.output<typeof UserGameEntity.schema>;

/** `spectatorUuid` spectates (follows) `targetUuid`. */
export const SpectateEntity = /* @__PURE__ */ defineEntity({
  name: 'spectate',
  schema: () => z.object({ spectatorUuid: z.uuid(), targetUuid: z.uuid(), createdAt: isoTimestamp() }),
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
export type Spectate = z.output<typeof SpectateEntity.schema>;

/** `blockerUuid` blocked `blockedUuid`. */
export const BlockEntity = /* @__PURE__ */ defineEntity({
  name: 'block',
  schema: () => z.object({ blockerUuid: z.uuid(), blockedUuid: z.uuid(), createdAt: isoTimestamp() }),
  pk: { prefix: 'USER', parts: ['blockerUuid'] },
  sk: { prefix: 'BLOCKED', parts: ['blockedUuid'] },
  gsi1: { pk: { prefix: 'BLOCKEDBY', parts: ['blockedUuid'] }, sk: { prefix: '', parts: ['blockerUuid'] } },
});
export type Block = z.output<typeof BlockEntity.schema>;

/** A game chat message; `messageId` is an epoch-millisecond string, unique across games. */
export const ChatMessageEntity = /* @__PURE__ */ defineEntity({
  name: 'chatMessage',
  schema: () =>
    z.object({
      messageId: z.string().check(z.regex(/^\d{13,}$/)),
      gameId: positiveId(),
      senderUuid: z.uuid(),
      userName: z.string().check(z.minLength(1)),
      profileImage: z.string(),
      messageText: z.string().check(z.minLength(1)),
      parentMessageId: z._default(z.nullable(z.string()), null),
      replyToId: z._default(z.nullable(z.string()), null),
      likeCount: counter(),
      isFlagged: z._default(z.boolean(), false),
      isInappropriate: z._default(z.boolean(), false),
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
export type ChatMessage = z.output<typeof ChatMessageEntity.schema>;

/** One user's like of a chat message. */
export const ChatLikeEntity = /* @__PURE__ */ defineEntity({
  name: 'chatLike',
  schema: () =>
    z.object({
      messageId: z.string().check(z.minLength(1)),
      uuid: z.uuid(),
      userName: z.string().check(z.minLength(1)),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'CHATMSG', parts: ['messageId'] },
  sk: { prefix: 'LIKE', parts: ['uuid'] },
});
export type ChatLike = z.output<typeof ChatLikeEntity.schema>;

export const SOCKET_APIS = ['gamechat', 'messages'] as const;
export type SocketApiId = (typeof SOCKET_APIS)[number];

/** An open WebSocket connection (expires with API Gateway's 2-hour maximum). */
export const ConnectionEntity = /* @__PURE__ */ defineEntity({
  name: 'connection',
  schema: () =>
    z.object({
      connectionId: z.string().check(z.minLength(1)),
      api: z.enum(SOCKET_APIS),
      uuid: z.uuid(),
      userName: z.string().check(z.minLength(1)),
      /** game chat connections only */
      gameId: z._default(z.nullable(positiveId()), null),
      /** direct-message connections only: the conversation partner */
      toUserName: z._default(z.nullable(z.string()), null),
      profileImage: z._default(z.nullable(z.string()), null),
      domainName: z.string().check(z.minLength(1)),
      stage: z.string().check(z.minLength(1)),
      connectedAt: isoTimestamp(),
      /** epoch seconds */
      expiresAt: z.int().check(z.positive()),
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
export type Connection = z.output<typeof ConnectionEntity.schema>;

/** A direct message inside the conversation of two users (`lowUuid` < `highUuid`). */
export const DirectMessageEntity = /* @__PURE__ */ defineEntity({
  name: 'directMessage',
  schema: () =>
    z.object({
      lowUuid: z.uuid(),
      highUuid: z.uuid(),
      messageId: z.string().check(z.regex(/^\d{13,}$/)),
      fromUuid: z.uuid(),
      toUuid: z.uuid(),
      message: z.string().check(z.minLength(1)),
      messageType: z._default(z.string(), 'text'),
      readMessage: z._default(flag(), 0),
      createdAt: isoTimestamp(),
    }),
  pk: { prefix: 'DM', parts: ['lowUuid', 'highUuid'] },
  sk: { prefix: 'MSG', parts: ['messageId'] },
});
export type DirectMessage = z.output<typeof DirectMessageEntity.schema>;

/** One user's summary of a conversation: the inbox row. */
export const ConversationEntity = /* @__PURE__ */ defineEntity({
  name: 'conversation',
  schema: () =>
    z.object({
      uuid: z.uuid(),
      otherUuid: z.uuid(),
      lastMessage: z.string(),
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
export type Conversation = z.output<typeof ConversationEntity.schema>;

/** Marks a stream record as applied, so a redelivered record changes nothing. */
export const StreamEventEntity = /* @__PURE__ */ defineEntity({
  name: 'streamEvent',
  schema: () =>
    z.object({ eventId: z.string().check(z.minLength(1)), expiresAt: z.int().check(z.positive()) }),
  pk: { prefix: 'STREAM', parts: ['eventId'] },
  sk: { prefix: 'APPLIED', parts: [] },
  ttl: (event) => event.expiresAt,
});

/** Records a finished seed. */
export const SeedMarkerEntity = /* @__PURE__ */ defineEntity({
  name: 'seedMarker',
  schema: () => z.object({ seededAt: isoTimestamp(), games: z.int(), users: z.int() }),
  pk: { prefix: 'SEED', parts: [] },
  sk: { prefix: 'MARKER', parts: [] },
});
export type SeedMarker = z.output<typeof SeedMarkerEntity.schema>;

/** One sign-in (001 §7 pjusertracking), newest last in the user's partition. */
export const LoginEntity = /* @__PURE__ */ defineEntity({
  name: 'login',
  schema: () =>
    z.object({
      uuid: z.uuid(),
      at: isoTimestamp(),
      /** the caller's address as the API saw it (see http/client-address.ts) */
      sourceIp: z._default(z.nullable(z.string()), null),
      userAgent: z._default(z.nullable(z.string()), null),
      /** epoch seconds */
      expiresAt: z.int().check(z.positive()),
    }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'LOGIN', parts: ['at'] },
  ttl: (login) => login.expiresAt,
});
export type Login = z.output<typeof LoginEntity.schema>;

/**
 * A rate-limit window: how many times `subject` (an email, an address) did `scope` (failed sign-ins,
 * wrong codes, anonymous lookups) since the window opened. The window ends at `expiresAt`, which is
 * also the TTL; readers compare it with the clock because TTL deletion lags.
 */
export const AttemptWindowEntity = /* @__PURE__ */ defineEntity({
  name: 'attemptWindow',
  schema: () =>
    z.object({
      scope: z.string().check(z.regex(/^[a-z-]+$/)),
      subject: z.string().check(z.minLength(1)),
      count: z.int().check(z.nonnegative()),
      /** epoch seconds */
      expiresAt: z.int().check(z.positive()),
    }),
  pk: { prefix: 'LIMIT', parts: ['scope', 'subject'] },
  sk: { prefix: 'LIMIT', parts: [] },
  ttl: (window) => window.expiresAt,
});
export type AttemptWindow = z.output<typeof AttemptWindowEntity.schema>;

/** A report about a user, from the report/block popup (000 §7), filed by month for moderators. */
export const ReportEntity = /* @__PURE__ */ defineEntity({
  name: 'report',
  schema: () =>
    z.object({
      /** yyyy-MM */
      month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
      createdAt: isoTimestamp(),
      reportId: z.string().check(z.minLength(1)),
      reporterUuid: z.uuid(),
      reportedUuid: z.uuid(),
      reportedUserName: z.string().check(z.minLength(1)),
      inappropriateProfile: z.boolean(),
      inappropriateMessage: z.boolean(),
      abuseBullying: z.boolean(),
      spam: z.boolean(),
      other: z.boolean(),
      block: z.boolean(),
      reportDetails: z.string(),
    }),
  pk: { prefix: 'REPORT', parts: ['month'] },
  sk: { prefix: '', parts: ['createdAt', 'reportId'] },
});
export type Report = z.output<typeof ReportEntity.schema>;

/** A help-center request (001 §3 "Help request"), filed by month. */
export const HelpRequestEntity = /* @__PURE__ */ defineEntity({
  name: 'helpRequest',
  schema: () =>
    z.object({
      month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
      createdAt: isoTimestamp(),
      requestId: z.string().check(z.minLength(1)),
      uuid: z.uuid(),
      /** the spec's spelling (001 §3) */
      inappropreateContent: z.boolean(),
      accountIssue: z.boolean(),
      troubleshooting: z.boolean(),
      legal: z.boolean(),
      advertising: z.boolean(),
      other: z.boolean(),
      reportDetails: z.string(),
    }),
  pk: { prefix: 'HELP', parts: ['month'] },
  sk: { prefix: '', parts: ['createdAt', 'requestId'] },
});
export type HelpRequest = z.output<typeof HelpRequestEntity.schema>;

/** A contact-form message (001 §3 "Contact message"), filed by month. */
export const ContactMessageEntity = /* @__PURE__ */ defineEntity({
  name: 'contactMessage',
  schema: () =>
    z.object({
      month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
      createdAt: isoTimestamp(),
      messageId: z.string().check(z.minLength(1)),
      email: z.string().check(z.minLength(3)),
      /** from the request, never from the body (http/client-address.ts); '{ip}' when unknown (001 §4) */
      ipAddress: z.string().check(z.minLength(1)),
      legal: z.boolean(),
      suggestion: z.boolean(),
      question: z.boolean(),
      advertising: z.boolean(),
      business: z.boolean(),
      jobOpportunities: z.boolean(),
      contactDetails: z.string().check(z.minLength(1)),
    }),
  pk: { prefix: 'CONTACT', parts: ['month'] },
  sk: { prefix: '', parts: ['createdAt', 'messageId'] },
});
export type ContactMessage = z.output<typeof ContactMessageEntity.schema>;
