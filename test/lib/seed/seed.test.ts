import { TABLE } from '../../lambdas/env';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { SeedChat, SeedGame, SeedUser } from '../../../lib/seed/types';
import type * as SeedData from '../../../lib/seed/data';
import { DEFAULT_GAME_IMAGE_SVG, DEFAULT_PROFILE_PICTURE_SVG, seed } from '../../../lib/seed/seed';
import { clearCatalogueCache } from '../../../lambdas/data';

const mockFiles = mkdtempSync(join(tmpdir(), 'playjoin-seed-'));
writeFileSync(join(mockFiles, 'image.svg'), '<svg>image</svg>');

jest.mock('../../../lib/seed/data', () => ({
  loadSeedGames: () => mockDataset.games,
  loadSeedUsers: () => mockDataset.users,
  loadSeedChat: () => mockDataset.chat,
  seedImagePath: () => `${mockFiles}/image.svg`,
  flagImagePath: (code: string) => (code === 'zz' ? `${mockFiles}/missing.svg` : `${mockFiles}/image.svg`),
}));
jest.mock('../../../lib/reference', () => ({
  ...jest.requireActual('../../../lib/reference'),
  referenceList: () => [{ Code: 'US' }, { Code: 'KR' }, { Code: 'ZZ' }],
}));

const mockGames: SeedGame[] = [
  {
    id: 1,
    description: 'Fortnite',
    genre: 'Shooter',
    type: 'Battle royale',
    rating: 'T',
    image: '1.svg',
    thumb: '1-thumb.svg',
  },
  {
    id: 2,
    description: 'Minecraft',
    genre: 'Sandbox',
    type: 'Multiplayer',
    rating: 'E10+',
    image: '2.svg',
    thumb: '2-thumb.svg',
  },
];

function aSeedUser(userName: string, overrides: Partial<SeedUser> = {}): SeedUser {
  return {
    userName,
    email: `${userName}@demo.playjoin.example`,
    password: 'Play4fun!',
    gender: 2,
    dateOfBirth: '1990-01-01',
    countryCode: 'US',
    timeZoneId: 4,
    languageId: 41,
    bio: null,
    gameStyle: 1,
    streamer: 0,
    microphone: 1,
    discord: 0,
    familyFriendly: 1,
    moderator: 0,
    pcConsole: 1,
    availableNow: 1,
    platforms: [2, 4],
    games: [{ gameId: 1, platform: 2, skillLevel: 2, frequency: 3, rating: 2 }],
    spectating: [],
    picture: `${userName}.svg`,
    active: true,
    ...overrides,
  };
}

const mockUsers: SeedUser[] = [
  aSeedUser('demo_gamer', { spectating: ['sleepy_cat', 'demo_gamer', 'not_a_member'] }),
  aSeedUser('sleepy_cat', { availableNow: 0, games: [] }),
  aSeedUser('gone_user', { active: false, spectating: ['demo_gamer'] }),
];
const NO_CHAT: SeedChat = { rooms: [], conversations: [] };
let mockDataset = { games: mockGames, users: mockUsers, chat: NO_CHAT };

const SUBS: Record<string, string> = {
  'demo_gamer@demo.playjoin.example': 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  'sleepy_cat@demo.playjoin.example': 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  'gone_user@demo.playjoin.example': 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
};

const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const cognito = mockClient(CognitoIdentityProviderClient);
afterEach(() => {
  mockDataset = { games: mockGames, users: mockUsers, chat: NO_CHAT };
  ddb.reset();
  s3.reset();
  cognito.reset();
  clearCatalogueCache();
});

function givenEmptyDeployment() {
  ddb.on(GetCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(BatchWriteCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  s3.on(PutObjectCommand).resolves({});
  cognito.on(AdminCreateUserCommand).callsFake((input: { Username: string }) => ({
    User: { Attributes: [{ Name: 'sub', Value: SUBS[input.Username] }] },
  }));
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  cognito.on(AdminDisableUserCommand).resolves({});
}

const writtenItems = () =>
  ddb
    .commandCalls(BatchWriteCommand)
    .flatMap((call) => call.args[0].input.RequestItems![TABLE]!)
    .map((request) => (request as { PutRequest: { Item: Record<string, unknown> } }).PutRequest.Item);

describe('seed', () => {
  it('creates the Cognito users with verified emails and permanent passwords, disabling deactivated ones', async () => {
    givenEmptyDeployment();

    const result = await seed();

    expect(result).toEqual({ seeded: true, games: 2, users: 3 });
    expect(cognito.commandCalls(AdminCreateUserCommand).map((call) => call.args[0].input)).toEqual(
      mockUsers.map((user) => ({
        UserPoolId: 'eu-west-1_TestPool',
        Username: user.email,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
        ],
        MessageAction: 'SUPPRESS',
      })),
    );
    expect(cognito.commandCalls(AdminSetUserPasswordCommand).map((call) => call.args[0].input)).toEqual(
      mockUsers.map((user) => ({
        UserPoolId: 'eu-west-1_TestPool',
        Username: user.email,
        Password: 'Play4fun!',
        Permanent: true,
      })),
    );
    expect(cognito.commandCalls(AdminDisableUserCommand).map((call) => call.args[0].input)).toEqual([
      { UserPoolId: 'eu-west-1_TestPool', Username: 'gone_user@demo.playjoin.example' },
    ]);
  });

  it("sets each member the password it is given instead of the dataset's shared one", async () => {
    givenEmptyDeployment();
    const passwords: Record<string, string> = {
      demo_gamer: 'Own1!pass',
      sleepy_cat: 'Other2@pass',
      gone_user: 'Third3#pass',
    };

    await seed({ passwordOf: (user) => passwords[user.userName]! });

    expect(cognito.commandCalls(AdminSetUserPasswordCommand).map((call) => call.args[0].input)).toEqual(
      mockUsers.map((user) => ({
        UserPoolId: 'eu-west-1_TestPool',
        Username: user.email,
        Password: passwords[user.userName],
        Permanent: true,
      })),
    );
  });

  it('writes the catalogue alone when asked: games, their pictures, defaults and flags, no member', async () => {
    givenEmptyDeployment();

    const result = await seed({ catalogueOnly: true });

    expect(result).toEqual({ seeded: true, games: 2, users: 0 });
    expect(cognito.calls()).toHaveLength(0);
    expect(writtenItems().map((item) => item.entity)).toEqual(['game', 'game']);
    expect(
      s3
        .commandCalls(PutObjectCommand)
        .map((call) => call.args[0].input.Key!)
        .filter((key) => key.startsWith('media/userprofileimages/')),
    ).toEqual([]);
    expect(ddb.commandCalls(PutCommand).map((call) => call.args[0].input.Item)).toEqual([
      expect.objectContaining({ entity: 'seedMarker', games: 2, users: 0 }),
    ]);
  });

  it('writes the catalogue, the profiles keyed by the Cognito sub, user games and spectate edges in batches', async () => {
    givenEmptyDeployment();

    await seed();

    const items = writtenItems();
    const byEntity = (entity: string) => items.filter((item) => item.entity === entity);
    expect(byEntity('game')).toEqual([
      expect.objectContaining({
        pk: 'GAME#1',
        gameId: 1,
        description: 'Fortnite',
        contentRating: 'T',
        imageKey: 'media/games/1.svg',
        thumbKey: 'media/games/1-thumb.svg',
        gameCount: 0,
      }),
      expect.objectContaining({
        pk: 'GAME#2',
        gameId: 2,
        genre: 'Sandbox',
        imageKey: 'media/games/2.svg',
        thumbKey: 'media/games/2-thumb.svg',
        messageCount: 0,
      }),
    ]);
    const demo = byEntity('profile').find((item) => item.userName === 'demo_gamer');
    expect(demo).toEqual(
      expect.objectContaining({
        pk: `USER#${SUBS['demo_gamer@demo.playjoin.example']}`,
        uuid: SUBS['demo_gamer@demo.playjoin.example'],
        email: 'demo_gamer@demo.playjoin.example',
        active: true,
        profilePicKey: 'media/userprofileimages/demo_gamer.svg',
        platforms: { '2': 1, '3': 0, '4': 1, '5': 0, '6': 0, '7': 0 },
        genderId: 2,
        gameStyle: 1,
      }),
    );
    expect(byEntity('profile').find((item) => item.userName === 'gone_user')?.active).toBe(false);
    expect(byEntity('username').map((item) => item.pk)).toEqual([
      'USERNAME#demo_gamer',
      'USERNAME#sleepy_cat',
      'USERNAME#gone_user',
    ]);
    expect(byEntity('email')).toHaveLength(3);
    expect(byEntity('userGame').map((item) => [item.userName, item.gsi3pk])).toEqual([
      ['demo_gamer', 'PLAYERS#1'],
      ['gone_user', undefined],
    ]);
    expect(byEntity('spectate').map((item) => [item.spectatorUuid, item.targetUuid])).toEqual([
      [SUBS['demo_gamer@demo.playjoin.example'], SUBS['sleepy_cat@demo.playjoin.example']],
      [SUBS['gone_user@demo.playjoin.example'], SUBS['demo_gamer@demo.playjoin.example']],
    ]);
    expect(
      ddb
        .commandCalls(BatchWriteCommand)
        .every((call) => call.args[0].input.RequestItems![TABLE]!.length <= 25),
    ).toBe(true);
  });

  it('uploads defaults, covers, thumbnails, pictures and the flags that exist, with their content types', async () => {
    givenEmptyDeployment();

    await seed();

    const uploads = s3
      .commandCalls(PutObjectCommand)
      .map((call) => call.args[0].input)
      .sort((a, b) => a.Key!.localeCompare(b.Key!));
    expect(uploads.map((input) => [input.Bucket, input.Key, input.ContentType])).toEqual(
      [
        'media/defaults/game.svg',
        'media/defaults/profile.svg',
        'media/flags/kr.svg',
        'media/flags/us.svg',
        'media/games/1-thumb.svg',
        'media/games/1.svg',
        'media/games/2-thumb.svg',
        'media/games/2.svg',
        'media/userprofileimages/demo_gamer.svg',
        'media/userprofileimages/gone_user.svg',
        'media/userprofileimages/sleepy_cat.svg',
      ].map((key) => ['playjoin-media-test', key, 'image/svg+xml']),
    );
    const body = (key: string) => uploads.find((input) => input.Key === key)!.Body;
    expect(body('media/defaults/profile.svg')).toBe(DEFAULT_PROFILE_PICTURE_SVG);
    expect(body('media/defaults/game.svg')).toBe(DEFAULT_GAME_IMAGE_SVG);
    expect(Buffer.from(body('media/games/1.svg') as Uint8Array).toString()).toBe('<svg>image</svg>');
  });

  it('writes the seed marker last', async () => {
    givenEmptyDeployment();

    await seed();

    const marker = ddb.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(marker).toEqual([
      {
        TableName: TABLE,
        Item: {
          seededAt: expect.any(String),
          games: 2,
          users: 3,
          pk: 'SEED',
          sk: 'MARKER',
          entity: 'seedMarker',
        },
      },
    ]);
    expect(ddb.calls().at(-1)!.args[0]).toBeInstanceOf(PutCommand);
  });

  it('does nothing when the marker is present, unless forced', async () => {
    givenEmptyDeployment();
    ddb.on(GetCommand).resolves({ Item: { seededAt: '2025-06-01T00:00:00.000Z', games: 2, users: 3 } });
    const lines: string[] = [];

    const skipped = await seed({ log: (line) => lines.push(line) });

    expect(skipped).toEqual({ seeded: false, games: 2, users: 3 });
    expect(lines).toEqual(['already seeded at 2025-06-01T00:00:00.000Z (2 games, 3 users); skipping']);
    expect(cognito.calls()).toHaveLength(0);
    expect(s3.calls()).toHaveLength(0);
    expect(ddb.calls()).toHaveLength(1);

    const forced = await seed({ force: true });
    expect(forced).toEqual({ seeded: true, games: 2, users: 3 });
  });

  it('reuses existing Cognito users and keeps the counters of existing games on a re-run', async () => {
    givenEmptyDeployment();
    ddb.on(QueryCommand).resolves({
      Items: [
        {
          gameId: 1,
          description: 'Fortnite',
          genre: 'Shooter',
          type: 'x',
          contentRating: 'T',
          imageKey: null,
          thumbKey: null,
          gameCount: 5,
          messageCount: 12,
        },
      ],
    });
    cognito
      .on(AdminCreateUserCommand)
      .rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }))
      .on(AdminGetUserCommand)
      .callsFake((input: { Username: string }) => ({
        UserAttributes: [{ Name: 'sub', Value: SUBS[input.Username] }],
      }));

    await seed({ force: true });

    expect(cognito.commandCalls(AdminGetUserCommand).map((call) => call.args[0].input)).toEqual(
      mockUsers.map((user) => ({ UserPoolId: 'eu-west-1_TestPool', Username: user.email })),
    );
    const game = writtenItems().find((item) => item.pk === 'GAME#1');
    expect(game).toEqual(expect.objectContaining({ gameCount: 5, messageCount: 12 }));
    expect(
      writtenItems().find((item) => item.userName === 'demo_gamer' && item.entity === 'profile')?.uuid,
    ).toBe(SUBS['demo_gamer@demo.playjoin.example']);
  });

  it('accepts every game and member of the committed datasets', async () => {
    const real = jest.requireActual<typeof SeedData>('../../../lib/seed/data');
    mockDataset = { games: real.loadSeedGames(), users: real.loadSeedUsers(), chat: real.loadSeedChat() };
    givenEmptyDeployment();
    let next = 0;
    cognito.on(AdminCreateUserCommand).callsFake(() => ({
      User: {
        Attributes: [
          { Name: 'sub', Value: `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}` },
        ],
      },
    }));

    const result = await seed();

    expect(result).toEqual({
      seeded: true,
      games: mockDataset.games.length,
      users: mockDataset.users.length,
    });
    const profiles = writtenItems().filter((item) => item.entity === 'profile');
    expect(profiles).toHaveLength(mockDataset.users.length);
    expect(profiles.filter((item) => item.active === false).length).toBeGreaterThan(0);
    const count = (entity: string) => writtenItems().filter((item) => item.entity === entity).length;
    const messages = mockDataset.chat.rooms.flatMap((room) => room.messages);
    const dms = mockDataset.chat.conversations.flatMap((conversation) => conversation.messages);
    expect([count('chatMessage'), count('chatLike'), count('directMessage'), count('conversation')]).toEqual([
      messages.length,
      messages.flatMap((message) => message.likes).length,
      dms.length,
      mockDataset.chat.conversations.length * 2,
    ]);
    const unread = profiles.reduce((sum, item) => sum + Number(item.unreadMessageCount), 0);
    expect(unread).toBe(dms.filter((message) => !message.read).length);
  });
});

describe('seeding the demo chat', () => {
  const DEMO = SUBS['demo_gamer@demo.playjoin.example']!;
  const SLEEPY = SUBS['sleepy_cat@demo.playjoin.example']!;
  /** sleepy_cat says hi in game 1's room, demo_gamer likes it and answers; they exchange two DMs */
  const smallChat: SeedChat = {
    rooms: [
      {
        gameId: 1,
        messages: [
          {
            key: '1-1',
            from: 'sleepy_cat',
            text: 'anyone for duos?',
            secondsAgo: 600,
            tiebreak: 7,
            reply: null,
            likes: [{ by: 'demo_gamer', secondsAgo: 590 }],
          },
          {
            key: '1-2',
            from: 'demo_gamer',
            text: 'me!',
            secondsAgo: 580,
            tiebreak: 993,
            reply: { parent: '1-1', to: 'sleepy_cat' },
            likes: [],
          },
        ],
        seen: { demo_gamer: 2 },
      },
    ],
    conversations: [
      {
        between: ['sleepy_cat', 'demo_gamer'],
        messages: [
          { from: 'sleepy_cat', to: 'demo_gamer', text: 'gg', secondsAgo: 300, tiebreak: 1, read: true },
          { from: 'demo_gamer', to: 'sleepy_cat', text: 'gg wp', secondsAgo: 200, tiebreak: 2, read: false },
        ],
      },
    ],
  };
  const byEntity = (entity: string) => writtenItems().filter((item) => item.entity === entity);

  it('writes messages, likes, direct messages and summaries after the profiles, as the handlers store them', async () => {
    givenEmptyDeployment();
    mockDataset = { ...mockDataset, chat: smallChat };
    const lines: string[] = [];
    const before = Date.now();

    await seed({ log: (line) => lines.push(line) });

    const [hi, me] = byEntity('chatMessage');
    const clock = Math.floor(Number(hi!.messageId) / 1000) + 600_000;
    expect(clock).toBeGreaterThanOrEqual(before);
    expect(clock).toBeLessThanOrEqual(Date.now());
    expect(hi).toMatchObject({
      pk: `CHATMSG#${hi!.messageId}`,
      sk: 'MSG',
      gsi1pk: 'CHAT#1',
      messageId: String((clock - 600_000) * 1000 + 7),
      senderUuid: SLEEPY,
      userName: 'sleepy_cat',
      profileImage: 'https://media.example.test/media/userprofileimages/sleepy_cat.svg',
      messageText: 'anyone for duos?',
      parentMessageId: null,
      likeCount: 1,
      createdAt: new Date(clock - 600_000).toISOString(),
    });
    expect(me).toMatchObject({
      messageId: String((clock - 580_000) * 1000 + 993),
      parentMessageId: hi!.messageId,
      replyToId: 'sleepy_cat',
      gsi2pk: `REPLIES#${hi!.messageId}`,
      likeCount: 0,
    });
    expect(byEntity('chatLike')).toEqual([
      expect.objectContaining({
        pk: `CHATMSG#${hi!.messageId}`,
        sk: `LIKE#${DEMO}`,
        gsi1pk: `LIKED#${DEMO}#1`,
        userName: 'demo_gamer',
        createdAt: new Date(clock - 590_000).toISOString(),
      }),
    ]);
    expect(byEntity('directMessage').map((item) => [item.fromUuid, item.message, item.readMessage])).toEqual([
      [SLEEPY, 'gg', 1],
      [DEMO, 'gg wp', 0],
    ]);
    expect(
      byEntity('conversation').map((item) => [item.uuid, item.otherUuid, item.lastMessage, item.unreadCount]),
    ).toEqual([
      [SLEEPY, DEMO, 'gg wp', 1],
      [DEMO, SLEEPY, 'gg wp', 0],
    ]);
    const profile = (uuid: string) => byEntity('profile').find((item) => item.uuid === uuid);
    expect([profile(SLEEPY)?.unreadMessageCount, profile(DEMO)?.unreadMessageCount]).toEqual([1, 0]);
    expect(byEntity('userGame').map((item) => [item.userName, item.gameId, item.chatSeenCount])).toEqual([
      ['demo_gamer', 1, 2],
      ['gone_user', 1, null],
    ]);
    // no counter is written: the stream counts each message insert
    expect(byEntity('game').map((item) => item.messageCount)).toEqual([0, 0]);
    const entities = writtenItems().map((item) => item.entity);
    expect(entities.indexOf('chatMessage')).toBeGreaterThan(entities.lastIndexOf('spectate'));
    expect(lines).toContain(
      'wrote 2 chat messages in 1 rooms with 1 likes, 2 direct messages in 1 conversations',
    );
  });

  it('writes the chat again at the clock of the run that first wrote it, so a re-run makes no copy', async () => {
    givenEmptyDeployment();
    mockDataset = { ...mockDataset, chat: smallChat };
    await seed();
    const first = byEntity('chatMessage').map((item) => item.messageId);
    const oldest = byEntity('chatMessage')[0]!;
    ddb.reset();
    givenEmptyDeployment();
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'CHAT#1' } }).resolves({ Items: [oldest] });
    await new Promise((resolve) => setTimeout(resolve, 5));

    await seed({ force: true });

    expect(byEntity('chatMessage').map((item) => item.messageId)).toEqual(first);
  });
});
