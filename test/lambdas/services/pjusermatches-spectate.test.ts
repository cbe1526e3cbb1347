/**
 * The five spectate operations of pjusermatches (srv-social): spectators, spectating, their counts
 * and the Spectating panel's specall (S3–S5, M9), through the people pipeline.
 */
import * as v from 'valibot';
import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { answers } from '../../../lib/contract';
import type { Profile } from '../../../lambdas/data';
import { handler } from '../../../lambdas/services/pjusermatches';
import { useFixedDate } from '../clock';
import { ALICE, BOB, CAROL, NOW, aCard, aGame, aProfile, apiEvent } from '../factories';
import { GameEntity, PlayerCardEntity } from '../../../lambdas/data/entities';
import { clearCatalogueCache } from '../../../lambdas/data/games';
import { playerOfCard } from '../../../lambdas/domain/people';
import { scorePair } from '../../../lambdas/domain/matching';
import { answer } from './helpers';
import { ALICE_CLAIMS, bob, givenAliceAndBob } from './social-fixtures';
import type { PlayerCard } from '../../../lambdas/model/matching';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => clearCatalogueCache());
afterEach(() => ddb.reset());
useFixedDate(NOW);

const DAVE = '44444444-4444-4444-8444-444444444444';
const EVE = '55555555-5555-4555-8555-555555555555';
const FRANK = '66666666-6666-4666-8666-666666666666';
const GINA = '77777777-7777-4777-8777-777777777777';

const person = (uuid: string, userName: string, overrides: Partial<Profile> = {}) =>
  aProfile({ uuid, userName, profilePicKey: `media/userprofileimages/${userName}.png`, ...overrides });
const PEOPLE = [
  person(CAROL, 'carol'),
  person(DAVE, 'dave', { profilePicKey: null }),
  person(EVE, 'eve', { active: false }),
  person(FRANK, 'frank'),
  person(GINA, 'gina'),
];

const GAMES = [
  aGame({ gameId: 1, description: 'Fortnite', genre: 'Shooter', gameCount: 40 }),
  aGame({ gameId: 3, description: 'Stardew Valley', genre: 'Farming', gameCount: 4 }),
];
const catalogue = new Map(GAMES.map((game) => [game.gameId, game]));
// the cards that score each person against Alice: Carol shares her game, the others play another
const CARDS: PlayerCard[] = [
  aCard({ uuid: ALICE, userName: 'alice_plays' }, [{ gameId: 1, platform: 2, skillLevel: 3 }]),
  aCard({ uuid: CAROL, userName: 'carol' }, [{ gameId: 1, platform: 2, skillLevel: 3 }]),
  aCard({ uuid: DAVE, userName: 'dave', gameStyle: 1 }, [{ gameId: 3 }]),
  aCard({ uuid: GINA, userName: 'gina' }, [{ gameId: 3 }]),
];
const scoreOf = (uuid: string) => {
  const card = CARDS.find((c) => c.uuid === uuid);
  return card
    ? scorePair(playerOfCard(CARDS[0]!, catalogue), playerOfCard(card, catalogue)).combinedScore
    : 25;
};
const UUID_OF: Record<string, string> = { carol: CAROL, dave: DAVE, gina: GINA, frank: FRANK };

/** The index edges of a list, newest first, as the index returns them. */
function givenEdges(index: 'gsi1' | 'gsi2', partition: string, others: string[]) {
  ddb.on(QueryCommand, { IndexName: index, ExpressionAttributeValues: { ':pk': partition } }).resolves({
    Items: others.map((other, i) => {
      const createdAt = new Date(NOW.getTime() - i * 60_000).toISOString();
      return index === 'gsi1'
        ? { spectatorUuid: other, targetUuid: partition.split('#')[1], createdAt }
        : { spectatorUuid: partition.split('#')[1], targetUuid: other, createdAt };
    }),
  });
}

/** Alice blocked Frank; nobody blocked Alice; Alice spectates Carol. */
function givenPipeline(profiles = PEOPLE, blocks: { blockerUuid: string; blockedUuid: string }[] = []) {
  ddb
    .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': 'GAMES' } })
    .resolves({ Items: GAMES.map((game) => GameEntity.item(game)) });
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'BLOCKED#' } })
    .resolves({ Items: [{ blockerUuid: ALICE, blockedUuid: FRANK, createdAt: NOW.toISOString() }] });
  ddb
    .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': `BLOCKEDBY#${ALICE}` } })
    .resolves({ Items: [] });
  // the spectate flags (projected key reads) and the profiles, by what each batch asks for
  ddb
    .on(BatchGetCommand)
    .callsFake(
      (input: {
        RequestItems: Record<string, { Keys: { pk: string }[]; ProjectionExpression?: string }>;
      }) => {
        const request = input.RequestItems[TABLE]!;
        if (request.ProjectionExpression === 'targetUuid')
          return { Responses: { [TABLE]: [{ targetUuid: CAROL }] } };
        // isBlockedEitherWay: the two block keys between the caller and the user read
        if (request.Keys.every((key) => (key as { sk?: string }).sk?.startsWith('BLOCKED#')))
          return { Responses: { [TABLE]: blocks } };
        const wanted = new Set(request.Keys.map((key) => key.pk));
        // the cards of the viewer and the page's people
        if (request.Keys.every((key) => (key as { sk?: string }).sk === 'CARD'))
          return {
            Responses: {
              [TABLE]: CARDS.filter((card) => wanted.has(`USER#${card.uuid}`)).map((card) =>
                PlayerCardEntity.item(card),
              ),
            },
          };
        return { Responses: { [TABLE]: profiles.filter((profile) => wanted.has(`USER#${profile.uuid}`)) } };
      },
    );
}

const call = (tail: string, query: Record<string, string>) =>
  handler(
    apiEvent({
      method: 'GET',
      path: `pjusermatches/percentmatch/${tail}`,
      query: { uuid: ALICE, ...query },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );
const item = (
  userName: string,
  SpecUser: 0 | 1,
  image = `${MEDIA_BASE}/userprofileimages/${userName}.png`,
) => ({
  userName,
  image,
  SpecUser,
  newMatchFlag: 0,
  combinedScore: scoreOf(UUID_OF[userName]!),
});
const queriesOf = (partition: string) =>
  ddb
    .commandCalls(QueryCommand)
    .map((c) => c.args[0].input)
    .filter((input) => input.ExpressionAttributeValues?.[':pk'] === partition);

describe('GET pjusermatches/percentmatch/spectators (listSpectators)', () => {
  it("lists the user's spectators newest first, without the caller, the deactivated or the blocked, with the caller's spectate flag", async () => {
    givenAliceAndBob(ddb);
    givenPipeline();
    givenEdges('gsi1', `SPECTATORS#${BOB}`, [CAROL, ALICE, EVE, DAVE, FRANK]);

    const response = await call('spectators', { username: 'bob_builds', limit: '25', offset: '0' });

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({
      matches: [item('carol', 1), item('dave', 0, `${MEDIA_BASE}/defaults/profile.svg`)],
    });
    expect(v.parse(answers.matches(), answer(response))).toEqual(answer(response));
    // the scores are the scorer's on the two cards: Carol (Alice's game and details) far above Dave
    const [carol, dave] = (answer(response) as { matches: { combinedScore: number }[] }).matches;
    expect(carol!.combinedScore).toBeGreaterThan(dave!.combinedScore + 20);
    expect(queriesOf(`SPECTATORS#${BOB}`)).toEqual([
      {
        TableName: TABLE,
        IndexName: 'gsi1',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'gsi1pk' },
        ExpressionAttributeValues: { ':pk': `SPECTATORS#${BOB}` },
        ScanIndexForward: false,
        // read ahead by what the rules are known to drop: the caller and Frank (she blocked him)
        Limit: 25 + 2,
        ExclusiveStartKey: undefined,
      },
    ]);
    const flagRead = ddb
      .commandCalls(BatchGetCommand)
      .map((c) => c.args[0].input.RequestItems![TABLE]!)
      .find((request) => request.ProjectionExpression === 'targetUuid');
    expect(flagRead!.Keys).toEqual([
      { pk: `USER#${ALICE}`, sk: `SPECTATING#${CAROL}` },
      { pk: `USER#${ALICE}`, sk: `SPECTATING#${DAVE}` },
    ]);
  });

  it('pages over the people the caller sees: full pages past blocked and closed accounts, none skipped or repeated', async () => {
    givenAliceAndBob(ddb);
    givenPipeline();
    givenEdges('gsi1', `SPECTATORS#${BOB}`, [CAROL, FRANK, EVE, DAVE, ALICE, GINA]);
    const names = async (query: Record<string, string>) =>
      (
        answer(await call('spectators', { username: 'bob_builds', ...query })) as {
          matches: { userName: string }[];
        }
      ).matches.map((m) => m.userName);

    expect(await names({ limit: '2', offset: '0' })).toEqual(['carol', 'dave']);
    expect(await names({ limit: '2', offset: '2' })).toEqual(['gina']);
    const pages: string[] = [];
    for (const offset of [0, 1, 2, 3]) pages.push(...(await names({ limit: '1', offset: String(offset) })));
    expect(pages).toEqual(['carol', 'dave', 'gina']);
    // offset + limit + the caller and Frank: 2 + 2
    expect(queriesOf(`SPECTATORS#${BOB}`)[0]!.Limit).toBe(4);
  });

  it.each(['alice', 'bob'] as const)(
    'hides the lists and counts of a user blocked by %s (404)',
    async (blocker) => {
      givenAliceAndBob(ddb);
      givenPipeline(PEOPLE, [
        blocker === 'alice'
          ? { blockerUuid: ALICE, blockedUuid: BOB }
          : { blockerUuid: BOB, blockedUuid: ALICE },
      ]);

      for (const tail of ['spectators', 'specprofile', 'spectatorscount', 'spectatingcount']) {
        expect((await call(tail, { username: 'bob_builds' })).statusCode).toBe(404);
      }
      expect(queriesOf(`SPECTATORS#${BOB}`)).toHaveLength(0);
      expect(queriesOf(`SPECTATING#${BOB}`)).toHaveLength(0);
    },
  );

  it('answers 404 for a deactivated or unknown user', async () => {
    givenAliceAndBob(ddb, { bob: bob({ active: false }) });
    expect((await call('spectators', { username: 'bob_builds' })).statusCode).toBe(404);
    expect((await call('spectators', { username: 'nobody_here' })).statusCode).toBe(404);
  });

  it('refuses a limit above the largest page (400)', async () => {
    givenAliceAndBob(ddb);
    expect((await call('spectators', { username: 'bob_builds', limit: '101' })).statusCode).toBe(400);
  });
});

describe('GET pjusermatches/percentmatch/specprofile (listSpectating)', () => {
  it('lists whom the user spectates newest first through the pipeline', async () => {
    givenAliceAndBob(ddb);
    givenPipeline();
    givenEdges('gsi2', `SPECTATING#${BOB}`, [GINA, FRANK, CAROL]);

    const response = await call('specprofile', { username: 'bob_builds' });

    expect(answer(response)).toEqual({ matches: [item('gina', 0), item('carol', 1)] });
    expect(queriesOf(`SPECTATING#${BOB}`)[0]).toEqual(
      expect.objectContaining({ IndexName: 'gsi2', ScanIndexForward: false, Limit: 25 + 2 }),
    );
  });

  it('shows nobody for another user who turned showSpectating off, but the user their own', async () => {
    givenAliceAndBob(ddb, { bob: bob({ showSpectating: 0 }) });
    givenPipeline();
    givenEdges('gsi2', `SPECTATING#${BOB}`, [GINA]);

    expect(answer(await call('specprofile', { username: 'bob_builds' }))).toEqual({ matches: [] });
    expect(queriesOf(`SPECTATING#${BOB}`)).toHaveLength(0);
  });
});

describe('counts (countSpectators, countSpectating)', () => {
  /** Alice blocked Frank; Frank spectates Bob and Bob spectates Frank; Alice spectates Bob. */
  function givenCounts() {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'BLOCKED#' } })
      .resolves({ Items: [{ blockerUuid: ALICE, blockedUuid: FRANK, createdAt: NOW.toISOString() }] });
    ddb
      .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': `BLOCKEDBY#${ALICE}` } })
      .resolves({ Items: [] });
    ddb
      .on(BatchGetCommand)
      .callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => {
        const keys = input.RequestItems[TABLE]!.Keys;
        const edges = [`${ALICE}>${BOB}`, `${FRANK}>${BOB}`, `${BOB}>${FRANK}`];
        const found = keys.filter(
          (key) =>
            key.sk.startsWith('SPECTATING#') &&
            edges.includes(`${key.pk.slice('USER#'.length)}>${key.sk.slice('SPECTATING#'.length)}`),
        );
        return {
          Responses: {
            [TABLE]: found.map((key) => ({ ...key, targetUuid: key.sk.slice('SPECTATING#'.length) })),
          },
        };
      });
  }

  it("answer the user's stream-kept counters less the people hidden from her (she counts herself)", async () => {
    givenAliceAndBob(ddb, { bob: bob({ spectatorsCount: 20, spectatingCount: 3 }) });
    givenCounts();

    const spectators = await call('spectatorscount', { username: 'bob_builds' });
    const spectating = await call('spectatingcount', { username: 'bob_builds' });

    // Alice herself and Frank spectate Bob: Alice is listed as "you" and counts, Frank is hidden from her
    expect(answer(spectators)).toEqual({ spectatorsCount: 19 });
    // Bob spectates Frank, hidden from Alice
    expect(answer(spectating)).toEqual({ spectatingCount: 2 });
    expect(v.parse(answers.countOf('spectatorsCount'), answer(spectators))).toEqual({ spectatorsCount: 19 });
  });

  it('answer your own counts', async () => {
    givenAliceAndBob(ddb);
    givenCounts();
    expect(answer(await call('spectatorscount', { username: 'alice_plays' }))).toEqual({
      spectatorsCount: 0,
    });
  });
});

describe('GET pjusermatches/percentmatch/specall (listAllSpectating)', () => {
  it('lists everyone the caller spectates, online ones first, each group newest first', async () => {
    const recently = new Date(NOW.getTime() - 5 * 60_000).toISOString();
    const longAgo = new Date(NOW.getTime() - 60 * 60_000).toISOString();
    givenAliceAndBob(ddb);
    givenPipeline([
      person(CAROL, 'carol', { lastLoginAt: longAgo }),
      person(DAVE, 'dave', { lastLoginAt: recently }),
      person(EVE, 'eve', { active: false, lastLoginAt: recently }),
      person(GINA, 'gina', { lastLoginAt: null }),
      person(BOB, 'bob', { lastLoginAt: recently }),
    ]);
    givenEdges('gsi2', `SPECTATING#${ALICE}`, [CAROL, DAVE, EVE, GINA, BOB]);

    const response = await call('specall', {});

    expect(answer(response)).toEqual({
      matches: [
        { ...item('dave', 1), Online: 1 },
        { ...item('bob', 1), Online: 1 },
        { ...item('carol', 1), Online: 0 },
        { ...item('gina', 1), Online: 0 },
      ],
    });
    expect(v.parse(answers.spectatingAll(), answer(response))).toEqual(answer(response));
    expect(queriesOf(`SPECTATING#${ALICE}`)[0]).toEqual(
      expect.objectContaining({ IndexName: 'gsi2', ScanIndexForward: false, Limit: 500 }),
    );
    // every listed person is the caller's own edge: no flag read
    expect(
      ddb
        .commandCalls(BatchGetCommand)
        .filter((c) => c.args[0].input.RequestItems![TABLE]!.ProjectionExpression),
    ).toHaveLength(0);
  });

  it('answers an empty list when the caller spectates nobody', async () => {
    givenAliceAndBob(ddb);
    givenPipeline();
    givenEdges('gsi2', `SPECTATING#${ALICE}`, []);

    expect(answer(await call('specall', {}))).toEqual({ matches: [] });
  });
});
