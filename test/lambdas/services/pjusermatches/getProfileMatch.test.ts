import * as v from 'valibot';
import { MEDIA_BASE, TABLE } from '../../env';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { answers } from '../../../../lib/contract';
import { handler } from '../../../../lambdas/services/pjusermatches';
import { clearCatalogueCache } from '../../../../lambdas/data/games';
import { useFixedDate } from '../../clock';
import { ALICE, BOB, NOW, aGame, aProfile, aUserGame, apiEvent } from '../../factories';
import { ALICE_CLAIMS, PROFILE_KEY, SESSION_READ, answer, givenCaller } from '../helpers';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => clearCatalogueCache());
afterEach(() => ddb.reset());
useFixedDate(NOW);

const BOB_NAME_KEY = { pk: 'USERNAME#bob_builds', sk: 'USERNAME' };
const BOB_PROFILE_KEY = { pk: `USER#${BOB}`, sk: 'PROFILE' };
const bobName = {
  userName: 'Bob_Builds',
  userNameLower: 'bob_builds',
  initial: 'b',
  uuid: BOB,
  active: true,
};
/** Bob: competitive, microphone and discord on, on PC; plays Fortnite and Valorant. */
const bob = aProfile({
  uuid: BOB,
  userName: 'Bob_Builds',
  profilePicKey: 'media/userprofileimages/bob.png',
  gameStyle: 2,
  streamer: 0,
  microphone: 1,
  discord: 1,
  familyFriendly: 0,
  moderator: 0,
  pcConsole: 0,
  platforms: { '2': 1, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 },
});
const catalogue = [
  aGame({ gameId: 1, description: 'Fortnite', genre: 'Shooter' }),
  aGame({ gameId: 2, description: 'Zelda', genre: 'Action-adventure' }),
  aGame({ gameId: 3, description: 'Valorant', genre: 'Shooter' }),
];
/** Alice (the factory's: competitive; streamer, microphone, PC/console on; PC and PlayStation). */
const aliceGames = [
  aUserGame({ uuid: ALICE, gameId: 1, platform: 2, skillLevel: 2, frequency: 3, rating: 2 }),
  aUserGame({ uuid: ALICE, gameId: 2, platform: 1, skillLevel: 4, frequency: 1, rating: 1 }),
];
const bobGames = [
  aUserGame({ uuid: BOB, gameId: 1, platform: 2, skillLevel: 3, frequency: 3, rating: 2 }),
  aUserGame({ uuid: BOB, gameId: 3, platform: 1, skillLevel: 4, frequency: 1, rating: 1 }),
];
const userGamesQuery = (uuid: string) => ({
  TableName: TABLE,
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
  ExpressionAttributeValues: { ':pk': `USER#${uuid}`, ':sk': 'GAME#' },
});
const CATALOGUE_QUERY = {
  TableName: TABLE,
  IndexName: 'gsi1',
  KeyConditionExpression: '#pk = :pk',
  ExpressionAttributeNames: { '#pk': 'gsi1pk' },
  ExpressionAttributeValues: { ':pk': 'GAMES' },
};
const BLOCK_KEYS = [
  { pk: `USER#${ALICE}`, sk: `BLOCKED#${BOB}` },
  { pk: `USER#${BOB}`, sk: `BLOCKED#${ALICE}` },
];
const SPECTATE_KEY = { pk: `USER#${ALICE}`, sk: `SPECTATING#${BOB}` };

/** Alice signed in; Bob exists (as given), with the games and catalogue above; blocks as given. */
function givenAliceAndBob({
  profile = bob,
  blocks = [] as Record<string, unknown>[],
  spectating = true,
} = {}) {
  ddb.on(GetCommand).resolves({});
  givenCaller(ddb);
  ddb.on(GetCommand, { Key: BOB_NAME_KEY }).resolves({ Item: bobName });
  ddb.on(GetCommand, { Key: BOB_PROFILE_KEY }).resolves(profile ? { Item: profile } : {});
  ddb.on(QueryCommand, userGamesQuery(ALICE)).resolves({ Items: aliceGames });
  ddb.on(QueryCommand, userGamesQuery(BOB)).resolves({ Items: bobGames });
  ddb.on(QueryCommand, CATALOGUE_QUERY).resolves({ Items: catalogue });
  ddb
    .on(BatchGetCommand, { RequestItems: { [TABLE]: { Keys: BLOCK_KEYS } } })
    .resolves({ Responses: { [TABLE]: blocks } });
  ddb
    .on(BatchGetCommand, {
      RequestItems: { [TABLE]: { Keys: [SPECTATE_KEY], ProjectionExpression: 'targetUuid' } },
    })
    .resolves({ Responses: { [TABLE]: spectating ? [{ targetUuid: BOB }] : [] } });
}

const request = (selectedUserName: string, uuid = ALICE) =>
  handler(
    apiEvent({
      method: 'GET',
      path: 'pjusermatches/percentmatch/profile',
      query: { uuid, selectedUserName },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );

/** The inputs of the calls of one command class, typed as that command's input. */
function inputsOf<C extends typeof GetCommand | typeof QueryCommand | typeof BatchGetCommand>(
  command: C,
): InstanceType<C>['input'][] {
  return ddb.commandCalls(command as typeof GetCommand).map((call) => call.args[0].input);
}

describe('GET pjusermatches/percentmatch/profile (getProfileMatch)', () => {
  it('scores the pair on the spot, part by part, with what they share and Alice’s best change', async () => {
    givenAliceAndBob();

    const response = await request('bob_builds');

    expect(response.statusCode).toBe(200);
    const body = answer(response);
    // games 1 / √(2·2); genres 2 / (√2 · 2); checklist 3 of 7 (style, microphone, PC agree; streamer,
    // PC/console, discord, PlayStation do not); Fortnite's details 3.5 / 4 (skill medium vs high is ½)
    expect(body).toEqual({
      matches: [
        {
          userName: 'Bob_Builds',
          image: `${MEDIA_BASE}/userprofileimages/bob.png`,
          SpecUser: 1,
          newMatchFlag: 0,
          combinedScore: 70,
          gameMatchPercentage: 50,
          genreMatchPercentage: 71,
          checklistMatchPercentage: 43,
          detailsMatchPercentage: 88,
          explanation: {
            sharedGames: [{ gameId: 1, gameDescription: 'Fortnite' }],
            sharedGenres: ['Shooter'],
            sameGameStyle: 2,
            sharedChecklist: ['microphone'],
            sharedPlatforms: [2],
            sameDetails: [
              { gameId: 1, gameDescription: 'Fortnite', fields: ['platform', 'frequency', 'rating'] },
            ],
          },
          suggestion: { change: 'addGame', gameId: 3, gameDescription: 'Valorant', combinedScore: 82 },
        },
      ],
    });
    expect(v.safeParse(answers.profileMatch(), body).success).toBe(true);
  });

  it('reads the name, Bob’s profile and the two block keys, then both game lists, the catalogue and the spectate key', async () => {
    givenAliceAndBob();

    await request('Bob_Builds');

    expect(inputsOf(GetCommand)).toEqual([
      SESSION_READ,
      { TableName: TABLE, Key: BOB_NAME_KEY },
      { TableName: TABLE, Key: BOB_PROFILE_KEY, ConsistentRead: undefined },
    ]);
    expect(inputsOf(BatchGetCommand)).toEqual([
      { RequestItems: { [TABLE]: { Keys: BLOCK_KEYS } } },
      { RequestItems: { [TABLE]: { Keys: [SPECTATE_KEY], ProjectionExpression: 'targetUuid' } } },
    ]);
    expect(inputsOf(QueryCommand)).toEqual([
      { ...userGamesQuery(ALICE), ExclusiveStartKey: undefined },
      { ...userGamesQuery(BOB), ExclusiveStartKey: undefined },
      { ...CATALOGUE_QUERY, ExclusiveStartKey: undefined },
    ]);
    expect(ddb.calls()).toHaveLength(8);
  });

  it('reuses the catalogue a warm container read within the minute', async () => {
    givenAliceAndBob();

    await request('bob_builds');
    await request('bob_builds');

    expect(inputsOf(QueryCommand).filter((input) => input.IndexName === 'gsi1')).toHaveLength(1);
  });

  it('answers SpecUser 0 when Alice does not spectate Bob', async () => {
    givenAliceAndBob({ spectating: false });

    const body = answer(await request('bob_builds')) as answers.ExplainedMatch[] & {
      matches: answers.ExplainedMatch[];
    };

    expect(body.matches[0]?.SpecUser).toBe(0);
  });

  it('answers 100 in every part for the caller’s own name, in any case, reading nothing more', async () => {
    givenAliceAndBob();

    const body = answer(await request('ALICE_plays'));

    expect(body).toEqual({
      matches: [
        {
          userName: 'alice_plays',
          image: `${MEDIA_BASE}/userprofileimages/alice.svg`,
          SpecUser: 0,
          newMatchFlag: 0,
          combinedScore: 100,
          gameMatchPercentage: 100,
          genreMatchPercentage: 100,
          checklistMatchPercentage: 100,
          detailsMatchPercentage: 100,
        },
      ],
    });
    expect(inputsOf(GetCommand)).toEqual([SESSION_READ]);
    expect(ddb.calls()).toHaveLength(1);
  });

  it.each([
    [
      'Bob blocked Alice',
      [{ pk: `USER#${BOB}`, sk: `BLOCKED#${ALICE}`, blockerUuid: BOB, blockedUuid: ALICE }],
    ],
    [
      'Alice blocked Bob',
      [{ pk: `USER#${ALICE}`, sk: `BLOCKED#${BOB}`, blockerUuid: ALICE, blockedUuid: BOB }],
    ],
  ])('answers an empty list when %s, reading none of their games', async (_case, blocks) => {
    givenAliceAndBob({ blocks });

    expect(answer(await request('bob_builds'))).toEqual({ matches: [] });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('answers an empty list for a deactivated user and for an unknown name', async () => {
    givenAliceAndBob({ profile: { ...bob, active: false } });
    expect(answer(await request('bob_builds'))).toEqual({ matches: [] });

    ddb.reset();
    givenAliceAndBob();
    expect(answer(await request('nobody_here'))).toEqual({ matches: [] });
    expect(inputsOf(GetCommand)).toEqual([
      SESSION_READ,
      { TableName: TABLE, Key: { pk: 'USERNAME#nobody_here', sk: 'USERNAME' } },
    ]);
  });

  it('refuses a uuid that is not the caller’s (403) and a malformed name (400), reading nothing but the session', async () => {
    givenAliceAndBob();

    expect((await request('bob_builds', BOB)).statusCode).toBe(403);
    expect((await request('b b')).statusCode).toBe(400);
    expect(inputsOf(GetCommand)).toEqual([SESSION_READ, SESSION_READ]);
  });

  it('answers 404 when the caller has no profile yet', async () => {
    ddb.on(GetCommand).resolves({});
    givenCaller(ddb, null);

    expect((await request('bob_builds')).statusCode).toBe(404);
    expect(inputsOf(GetCommand).map((input) => input.Key)).toEqual([
      PROFILE_KEY,
      { pk: `USER#${ALICE}`, sk: 'SESSION' },
    ]);
  });

  it('leaves out a game that is no longer in the catalogue', async () => {
    givenAliceAndBob();
    ddb
      .on(QueryCommand, userGamesQuery(BOB))
      .resolves({ Items: [...bobGames, aUserGame({ uuid: BOB, gameId: 77 })] });

    const body = answer(await request('bob_builds')) as { matches: answers.ExplainedMatch[] };

    expect(body.matches[0]).toMatchObject({ gameMatchPercentage: 50, combinedScore: 70 });
  });
});
