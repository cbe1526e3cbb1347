/**
 * Small factories for the Lambda unit tests: stored items and API Gateway events.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { Connection, Game, Profile, UserGame } from '../../lambdas/data';
import type { SocketEvent } from '../../lambdas/sockets/events';
import { cardOf } from '../../lambdas/domain/matching/card';
import { TABLE_DEFINITION, type IndexName } from '../../lib/contract/table';
import type { PlayerCard } from '../../lambdas/model/matching';

export const ALICE = '11111111-1111-4111-8111-111111111111';
export const BOB = '22222222-2222-4222-8222-222222222222';
export const CAROL = '33333333-3333-4333-8333-333333333333';
export const NOW = new Date('2025-06-01T12:00:00.000Z');

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    uuid: ALICE,
    userName: 'alice_plays',
    email: 'alice@example.test',
    active: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastLoginAt: null,
    previousLoginAt: null,
    countryCode: 'US',
    timeZoneId: 4,
    languageId: 41,
    genderId: 1,
    dateOfBirth: '1990-05-05',
    bio: 'Hi there',
    profilePicKey: 'media/userprofileimages/alice.svg',
    gameStyle: 2,
    streamer: 1,
    microphone: 1,
    discord: 0,
    familyFriendly: 0,
    moderator: 0,
    pcConsole: 1,
    availableNow: 1,
    showSpectating: 1,
    platforms: { '2': 1, '3': 0, '4': 1, '5': 0, '6': 0, '7': 0 },
    profileViewsCount: 0,
    currentStreakCount: 0,
    lastStreakDay: null,
    spectatorsCount: 0,
    spectatingCount: 0,
    unreadMessageCount: 0,
    postalCode: '',
    frequencyPlayed: 1,
    gamesGenre: [],
    socialLinks: [],
    tokensValidAfter: null,
    chatNotiReadAt: null,
    ...overrides,
  };
}

export function aGame(overrides: Partial<Game> = {}): Game {
  return {
    gameId: 1,
    description: 'Fortnite',
    genre: 'Shooter',
    type: 'Battle royale',
    contentRating: 'T',
    imageKey: 'media/games/1.svg',
    thumbKey: 'media/games/1.svg',
    gameCount: 0,
    messageCount: 0,
    ...overrides,
  };
}

export function aUserGame(overrides: Partial<UserGame> = {}): UserGame {
  return {
    uuid: ALICE,
    gameId: 1,
    platform: 2,
    skillLevel: 2,
    frequency: 3,
    rating: 2,
    addedAt: '2025-01-01T00:00:00.000Z',
    userName: 'alice_plays',
    active: true,
    chatSeenCount: null,
    ...overrides,
  };
}

/**
 * What a Query of `index` answers for a stored item: the table and index keys, and the attributes the
 * index projects (lib/contract/table.ts), as DynamoDB copies them.
 */
export function asIndexed(item: Record<string, unknown>, index: IndexName): Record<string, unknown> {
  const definition = TABLE_DEFINITION.indexes.find((candidate) => candidate.indexName === index)!;
  if (definition.projected === 'all') return item;
  const kept: string[] = [
    TABLE_DEFINITION.partitionKey,
    TABLE_DEFINITION.sortKey,
    definition.partitionKey,
    definition.sortKey,
    ...definition.projected,
  ];
  return Object.fromEntries(Object.entries(item).filter(([name]) => kept.includes(name)));
}

export function aConnection(overrides: Partial<Connection> = {}): Connection {
  return {
    connectionId: 'conn-alice',
    api: 'gamechat',
    uuid: ALICE,
    userName: 'alice_plays',
    gameId: 1,
    toUserName: null,
    reading: true,
    profileImage: null,
    domainName: 'abc.execute-api.eu-west-1.amazonaws.com',
    stage: 'prod',
    connectedAt: NOW.toISOString(),
    expiresAt: Math.floor(NOW.getTime() / 1000) + 7200,
    ...overrides,
  };
}

/** An API Gateway REST proxy event (v1) for a manifest path. */
export function apiEvent(options: {
  method: 'GET' | 'POST' | 'OPTIONS';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  sub?: string;
  /** more claims of the caller's token (as strings, like API Gateway's Cognito authorizer) */
  claims?: Record<string, string>;
  headers?: Record<string, string>;
  sourceIp?: string;
}): APIGatewayProxyEvent {
  return {
    httpMethod: options.method,
    resource: `/${options.path}`,
    path: `/${options.path}`,
    headers: options.headers ?? {},
    multiValueHeaders: {},
    queryStringParameters: options.query ?? null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: options.rawBody ?? (options.body === undefined ? null : JSON.stringify(options.body)),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'req-1',
      identity: { sourceIp: options.sourceIp ?? '198.51.100.7' },
      authorizer: options.sub ? { claims: { sub: options.sub, token_use: 'id', ...options.claims } } : null,
    } as unknown as APIGatewayProxyEvent['requestContext'],
  };
}

/** A WebSocket event of one route. */
export function socketEvent(options: {
  routeKey: string;
  connectionId?: string;
  body?: unknown;
  query?: Record<string, string>;
  caller?: { uuid: string; userName: string } | null;
  requestTimeEpoch?: number;
}): SocketEvent {
  return {
    requestContext: {
      routeKey: options.routeKey,
      connectionId: options.connectionId ?? 'conn-alice',
      domainName: 'abc.execute-api.eu-west-1.amazonaws.com',
      stage: 'prod',
      requestId: 'req-ws',
      ...(options.requestTimeEpoch === undefined ? {} : { requestTimeEpoch: options.requestTimeEpoch }),
      authorizer:
        options.caller === null ? null : (options.caller ?? { uuid: ALICE, userName: 'alice_plays' }),
    },
    queryStringParameters: options.query ?? null,
    body: options.body === undefined ? null : JSON.stringify(options.body),
  };
}

/** A stored profile item as DynamoDB returns it (keys included). */
export function stored<T extends object>(
  attributes: T,
  keys: Record<string, unknown>,
): Record<string, unknown> {
  return { ...attributes, ...keys };
}

/** A player card (domain/matching/card.ts) of a profile and its games, as the stream stores it. */
export function aCard(
  profile: Partial<Profile> = {},
  games: Partial<UserGame>[] = [],
  overrides: Partial<PlayerCard> = {},
): PlayerCard {
  const owner = aProfile(profile);
  return {
    ...cardOf(
      owner,
      games.map((game) => aUserGame({ uuid: owner.uuid, userName: owner.userName, ...game })),
    ),
    ...overrides,
  };
}
