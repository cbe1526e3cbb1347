/**
 * The seeder: loads the committed datasets (lib/seed/data) into a PlayJoin deployment — Cognito
 * users, table items and media objects. Only AWS SDK calls, configured by the Lambdas' environment
 * (TABLE_NAME, USER_POOL_ID, MEDIA_BUCKET, MEDIA_BASE_URL, S3_FORCE_PATH_STYLE, and the SDK's own
 * endpoint variables), so the local twin and a deployed stack are seeded by the same code.
 *
 * The seed's clock is the time it starts: members joined an hour apart before it (timeline.ts) and
 * the demo chat (chat.ts) is dated back from it.
 *
 * A deployed stage is seeded by `npm run seed -- --stage <stage>` (scripts/seed.ts), which gives each
 * member a password of its own (`passwordOf`) and seeds prod with the catalogue alone (`catalogueOnly`).
 *
 * Idempotent: a seed marker item records a finished seed; `seed()` then does nothing unless `force`.
 * Re-running (forced, or after a half-finished run) reuses existing Cognito users (same `sub`, so the
 * same keys), keeps the catalogue's stream-maintained counters, and writes the demo chat at the clock
 * of the run that first wrote it (same ids: overwritten in place, counted once).
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { REAL_PLATFORMS } from '../contract';
import { referenceList } from '../reference';
import * as data from '../../lambdas/data';
import { bucketConfig, mediaConfig, userPoolConfig } from '../../lambdas/core/config';
import { mapLimit } from '../../lambdas/core/concurrency';
import {
  DEFAULT_GAME_IMAGE_KEY,
  DEFAULT_PROFILE_PICTURE_KEY,
  FLAG_IMAGES_FOLDER,
  GAME_IMAGES_FOLDER,
  PROFILE_IMAGES_FOLDER,
  contentTypeOf,
  mediaKey,
} from '../../lambdas/domain/media';
import { mediaUrl } from '../../lambdas/model/media-url';
import { demoChat, earlierChatClock, type ChatPeople } from './chat';
import { flagImagePath, loadSeedChat, loadSeedGames, loadSeedUsers, seedImagePath } from './data';
import { joinedMsAgo } from './timeline';
import type { SeedGame, SeedUser } from './types';

export interface SeedOptions {
  /** receives one line per step */
  log?: (line: string) => void;
  /** seed again even when the marker says the table was seeded */
  force?: boolean;
  /**
   * the password a member signs in with; by default the dataset's, which every demo member shares and
   * the README publishes (right for the twin only: a deployed stage passes passwords of its own)
   */
  passwordOf?: (user: SeedUser) => string;
  /** the games catalogue alone (covers, thumbnails, default pictures, flags): no member, no chat */
  catalogueOnly?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  games: number;
  users: number;
}

/** Parallel uploads and Cognito calls (Cognito admin APIs are throttled at low request rates). */
const UPLOAD_CONCURRENCY = 8;
const COGNITO_CONCURRENCY = 4;

const cognito = new CognitoIdentityProviderClient({});
let s3: S3Client | undefined;
const s3Client = () => (s3 ??= new S3Client({ forcePathStyle: bucketConfig().forcePathStyle }));

/** The pictures shown when a user or a game has none (000 §9). */
export const DEFAULT_PROFILE_PICTURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" fill="#2b2d42"/>' +
  '<circle cx="64" cy="48" r="24" fill="#8d99ae"/><path d="M20 118c4-26 22-40 44-40s40 14 44 40z" fill="#8d99ae"/></svg>';
export const DEFAULT_GAME_IMAGE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 460 215"><rect width="460" height="215" fill="#2b2d42"/>' +
  '<rect x="170" y="80" width="120" height="60" rx="30" fill="#8d99ae"/><circle cx="200" cy="110" r="8" fill="#2b2d42"/>' +
  '<circle cx="260" cy="110" r="8" fill="#2b2d42"/></svg>';

async function upload(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: bucketConfig().bucket, Key: key, Body: body, ContentType: contentType }),
  );
}

interface Upload {
  key: string;
  file?: string;
  body?: string;
}

/** Every media object of the seed: defaults, game covers and thumbnails, user pictures, country flags. */
function mediaUploads(games: readonly SeedGame[], users: readonly SeedUser[]): Upload[] {
  const flags = referenceList('countries', 'en')
    .map((country) => country.Code.toLowerCase())
    .map((code) => ({ key: mediaKey(FLAG_IMAGES_FOLDER, `${code}.svg`), file: flagImagePath(code) }))
    .filter((flag) => existsSync(flag.file));
  return [
    { key: DEFAULT_PROFILE_PICTURE_KEY, body: DEFAULT_PROFILE_PICTURE_SVG },
    { key: DEFAULT_GAME_IMAGE_KEY, body: DEFAULT_GAME_IMAGE_SVG },
    ...games.map((game) => ({ key: gameImageKey(game), file: seedImagePath('games', game.image) })),
    ...games.map((game) => ({ key: gameThumbKey(game), file: seedImagePath('games', game.thumb) })),
    ...users.map((user) => ({ key: userPictureKey(user), file: seedImagePath('users', user.picture) })),
    ...flags,
  ];
}

const gameImageKey = (game: SeedGame) => mediaKey(GAME_IMAGES_FOLDER, game.image);
const gameThumbKey = (game: SeedGame) => mediaKey(GAME_IMAGES_FOLDER, game.thumb);
const userPictureKey = (user: SeedUser) => mediaKey(PROFILE_IMAGES_FOLDER, user.picture);

const subOf = (attributes: AttributeType[] | undefined) =>
  attributes?.find((attribute) => attribute.Name === 'sub')?.Value;

/** Creates (or finds) the Cognito user of a demo member and returns its `sub`. */
async function ensureCognitoUser(user: SeedUser, password: string, userPoolId: string): Promise<string> {
  let sub: string | undefined;
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
        ],
        MessageAction: 'SUPPRESS',
      }),
    );
    sub = subOf(created.User?.Attributes);
  } catch (error) {
    if ((error as Error).name !== 'UsernameExistsException') throw error;
  }
  if (!sub) {
    const existing = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }),
    );
    sub = subOf(existing.UserAttributes);
  }
  if (!sub) throw new Error(`Cognito user ${user.email} has no sub`);
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: password,
      Permanent: true,
    }),
  );
  if (!user.active)
    await cognito.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: user.email }));
  return sub;
}

/**
 * The profile of a demo member; members joined one hour apart before `now`, in dataset order. Its
 * unread direct messages are those of the demo chat.
 */
function profileOf(
  user: SeedUser,
  uuid: string,
  index: number,
  now: Date,
  unreadMessageCount: number,
): data.ProfileInput {
  const platforms = Object.fromEntries(
    REAL_PLATFORMS.map((platform) => [String(platform), user.platforms.includes(platform) ? 1 : 0] as const),
  );
  return {
    uuid,
    userName: user.userName,
    email: user.email,
    active: user.active,
    createdAt: new Date(now.getTime() - joinedMsAgo(index)).toISOString(),
    lastLoginAt: user.availableNow === 1 ? now.toISOString() : null,
    countryCode: user.countryCode,
    timeZoneId: user.timeZoneId,
    languageId: user.languageId,
    genderId: user.gender,
    dateOfBirth: user.dateOfBirth,
    bio: user.bio,
    profilePicKey: userPictureKey(user),
    gameStyle: user.gameStyle,
    streamer: user.streamer,
    microphone: user.microphone,
    discord: user.discord,
    familyFriendly: user.familyFriendly,
    moderator: user.moderator,
    pcConsole: user.pcConsole,
    availableNow: user.availableNow,
    platforms,
    unreadMessageCount,
  };
}

/** Seeds the deployment; see the module comment. */
export async function seed(options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const marker = await data.getSeedMarker();
  if (marker && !options.force) {
    log(`already seeded at ${marker.seededAt} (${marker.games} games, ${marker.users} users); skipping`);
    return { seeded: false, games: marker.games, users: marker.users };
  }
  const now = new Date();
  const games = loadSeedGames();
  const users = options.catalogueOnly ? [] : loadSeedUsers();

  const uploads = mediaUploads(games, users);
  await mapLimit(uploads, UPLOAD_CONCURRENCY, async (item) =>
    upload(item.key, item.body ?? (await readFile(item.file as string)), contentTypeOf(item.key)),
  );
  log(`uploaded ${uploads.length} media objects`);

  // Counters are stream-maintained: keep the ones a previous run produced.
  const counters = new Map((await data.listGames(0)).map((game) => [game.gameId, game]));
  await data.putGames(
    games.map((game) => ({
      gameId: game.id,
      description: game.description,
      genre: game.genre,
      type: game.type,
      contentRating: game.rating,
      imageKey: gameImageKey(game),
      thumbKey: gameThumbKey(game),
      gameCount: counters.get(game.id)?.gameCount ?? 0,
      messageCount: counters.get(game.id)?.messageCount ?? 0,
    })),
  );
  log(`wrote ${games.length} games`);
  if (options.catalogueOnly) {
    await data.putSeedMarker({ seededAt: now.toISOString(), games: games.length, users: 0 });
    log('seed complete (the catalogue alone)');
    return { seeded: true, games: games.length, users: 0 };
  }

  const chat = loadSeedChat();
  const userPoolId = userPoolConfig().userPoolId;
  const passwordOf = options.passwordOf ?? ((user: SeedUser) => user.password);
  const uuids = await mapLimit(users, COGNITO_CONCURRENCY, (user) =>
    ensureCognitoUser(user, passwordOf(user), userPoolId),
  );
  const uuidOf = new Map(users.map((user, index) => [user.userName, uuids[index] as string]));
  log(`created ${users.length} Cognito users`);

  const byName = new Map(users.map((user) => [user.userName, user]));
  const people: ChatPeople = {
    uuidOf: (userName) => {
      const uuid = uuidOf.get(userName);
      if (!uuid) throw new Error(`the demo chat names ${userName}, who is not a member`);
      return uuid;
    },
    pictureOf: (userName) => mediaUrl(mediaConfig().baseUrl, userPictureKey(byName.get(userName)!)),
  };
  const chatClock = (await earlierChatClock(chat, people)) ?? now.getTime();
  const chatItems = demoChat(chat, people, chatClock);

  const profiles = users.map((user, index) =>
    profileOf(user, uuids[index] as string, index, now, chatItems.unreadMessages(user.userName)),
  );
  await data.batchWrite(data.profileWriteRequests(profiles));
  const userGames = users.flatMap((user, index) =>
    user.games.map((game) => ({
      uuid: uuids[index] as string,
      gameId: game.gameId,
      platform: game.platform,
      skillLevel: game.skillLevel,
      frequency: game.frequency,
      rating: game.rating,
      addedAt: profiles[index]?.createdAt as string,
      userName: user.userName,
      active: user.active,
      chatSeenCount: chatItems.chatSeen(user.userName, game.gameId),
    })),
  );
  await data.putUserGames(userGames);
  const edges = users.flatMap((user) =>
    user.spectating.flatMap((target) => {
      const spectatorUuid = uuidOf.get(user.userName) as string;
      const targetUuid = uuidOf.get(target);
      return targetUuid && targetUuid !== spectatorUuid
        ? [{ spectatorUuid, targetUuid, createdAt: now.toISOString() }]
        : [];
    }),
  );
  await data.putSpectates(edges);
  log(`wrote ${profiles.length} profiles, ${userGames.length} user games, ${edges.length} spectate edges`);

  // after the profiles: the stream's reactions to likes and replies read the names and messages
  await data.batchWrite(chatItems.items.map((Item) => ({ PutRequest: { Item } })));
  const { messages, likes, directMessages, conversations } = chatItems.counts;
  log(
    `wrote ${messages} chat messages in ${chat.rooms.length} rooms with ${likes} likes, ` +
      `${directMessages} direct messages in ${conversations} conversations`,
  );

  await data.putSeedMarker({ seededAt: now.toISOString(), games: games.length, users: users.length });
  log('seed complete');
  return { seeded: true, games: games.length, users: users.length };
}
