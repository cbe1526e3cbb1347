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
import type { SeedGame, SeedUser } from '../../../lib/seed/types';
import type * as SeedData from '../../../lib/seed/data';
import { DEFAULT_GAME_IMAGE_SVG, DEFAULT_PROFILE_PICTURE_SVG, seed } from '../../../lib/seed/seed';
import { clearCatalogueCache } from '../../../lambdas/data';

const mockFiles = mkdtempSync(join(tmpdir(), 'playjoin-seed-'));
writeFileSync(join(mockFiles, 'image.svg'), '<svg>image</svg>');

jest.mock('../../../lib/seed/data', () => ({
  loadSeedGames: () => mockDataset.games,
  loadSeedUsers: () => mockDataset.users,
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
let mockDataset = { games: mockGames, users: mockUsers };

const SUBS: Record<string, string> = {
  'demo_gamer@demo.playjoin.example': 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  'sleepy_cat@demo.playjoin.example': 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  'gone_user@demo.playjoin.example': 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
};

const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const cognito = mockClient(CognitoIdentityProviderClient);
afterEach(() => {
  mockDataset = { games: mockGames, users: mockUsers };
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
    mockDataset = { games: real.loadSeedGames(), users: real.loadSeedUsers() };
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
  });
});
