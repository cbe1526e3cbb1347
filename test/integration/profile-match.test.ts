/**
 * The profile match on the twin (000 §7 pjusermatches/percentmatch/profile): two seeded members scored
 * on the spot through the real handler and table, one's own name, a deactivated member, and a block
 * between two fresh accounts hiding the match both ways.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { explainMatch, type MatchFacts } from '../../lambdas/domain/matching';
import type { ExplainedMatch } from '../../lib/contract/responses';
import { loadSeedGames, loadSeedUsers } from '../../lib/seed/data';
import type { SeedUser } from '../../lib/seed/types';
import { callApi, cognitoClient, jwtClaims, signIn, signedUpAccount } from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const cognito = cognitoClient(info);
afterAll(() => cognito.destroy());

const PATH = 'pjusermatches/percentmatch/profile';
const games = new Map(loadSeedGames().map((game) => [game.id, game]));
const users = loadSeedUsers();
const gameIds = (user: SeedUser) => new Set(user.games.map((game) => game.gameId));

/** Two active members (not the demo account, which other tests edit) who share at least two games. */
const [viewer, other] = (() => {
  const members = users.filter((user) => user.active && user.userName !== 'demo_gamer');
  for (const a of members) {
    for (const b of members) {
      if (a !== b && [...gameIds(a)].filter((id) => gameIds(b).has(id)).length >= 2) return [a, b];
    }
  }
  throw new Error('the seed has no two members sharing two games');
})() as [SeedUser, SeedUser];
const deactivated = users.find((user) => !user.active)!;

/** A seed member's facts, as the scorer reads them. */
function factsOf(user: SeedUser): MatchFacts {
  return {
    id: user.userName,
    gameStyle: user.gameStyle,
    flags: {
      streamer: user.streamer,
      microphone: user.microphone,
      familyFriendly: user.familyFriendly,
      moderator: user.moderator,
      discord: user.discord,
      pcConsole: user.pcConsole,
    },
    platforms: user.platforms,
    games: user.games.map((game) => ({ ...game, genre: games.get(game.gameId)!.genre })),
  };
}

async function matchOf(token: string, uuid: string, selectedUserName: string) {
  return callApi<{ matches: ExplainedMatch[] }>(info, PATH, {
    token,
    query: { uuid, selectedUserName },
  });
}

describe('GET pjusermatches/percentmatch/profile on the twin', () => {
  let token: string;
  let uuid: string;
  beforeAll(async () => {
    token = (await signIn(info, cognito, viewer.email, viewer.password)).IdToken;
    uuid = String(jwtClaims(token).sub);
  });

  it('scores two seeded members from what the table holds, explained, with the best change', async () => {
    const reply = await matchOf(token, uuid, other.userName);

    expect(reply.status).toBe(200);
    const expected = explainMatch(
      factsOf(viewer),
      factsOf(other),
      (gameId) => games.get(gameId)!.description,
    );
    const [match] = reply.body.matches;
    expect(match).toEqual({
      userName: other.userName,
      image: expect.stringMatching(/^https?:\/\//),
      SpecUser: viewer.spectating.includes(other.userName) ? 1 : 0,
      newMatchFlag: 0,
      combinedScore: expected.score.combinedScore,
      gameMatchPercentage: expected.score.gameMatchPercentage,
      genreMatchPercentage: expected.score.genreMatchPercentage,
      checklistMatchPercentage: expected.score.checklistMatchPercentage,
      detailsMatchPercentage: expected.score.detailsMatchPercentage,
      explanation: expected.explanation,
      suggestion: expected.suggestion,
    });
    expect(match!.explanation!.sharedGames.length).toBeGreaterThanOrEqual(2);
    expect(match!.combinedScore).toBeGreaterThan(25);
  });

  it('gives the same score from the other side', async () => {
    const theirToken = (await signIn(info, cognito, other.email, other.password)).IdToken;

    const reply = await matchOf(theirToken, String(jwtClaims(theirToken).sub), viewer.userName);
    const mine = await matchOf(token, uuid, other.userName);

    const parts = ({
      explanation: _e,
      suggestion: _s,
      userName: _u,
      image: _i,
      SpecUser: _x,
      ...rest
    }: ExplainedMatch) => rest;
    expect(parts(reply.body.matches[0]!)).toEqual(parts(mine.body.matches[0]!));
  });

  it('answers 100 in every part for one’s own name', async () => {
    const reply = await matchOf(token, uuid, viewer.userName.toUpperCase());

    expect(reply.body.matches).toEqual([
      expect.objectContaining({
        userName: viewer.userName,
        combinedScore: 100,
        gameMatchPercentage: 100,
        genreMatchPercentage: 100,
        checklistMatchPercentage: 100,
        detailsMatchPercentage: 100,
      }),
    ]);
  });

  it('answers an empty list for a deactivated member and refuses another user’s uuid', async () => {
    expect((await matchOf(token, uuid, deactivated.userName)).body).toEqual({ matches: [] });
    expect((await matchOf(token, '00000000-0000-4000-8000-000000000000', other.userName)).status).toBe(403);
  });

  it('hides the match both ways once one of two players blocks the other', async () => {
    const x = await signedUpAccount(info, 1);
    const y = await signedUpAccount(info, 1);
    const before = await matchOf(x.tokens.IdToken, x.uuid, y.userName);
    // identical fresh profiles: one shared game, relaxed, on PC, skill medium
    expect(before.body.matches[0]).toMatchObject({ combinedScore: 100, gameMatchPercentage: 100 });

    const blocked = await callApi(info, 'pjuserblock/pjuserblock/insert', {
      token: y.tokens.IdToken,
      body: { uuid: y.uuid, username: x.userName, block: true },
    });
    expect(blocked.status).toBe(200);

    expect((await matchOf(x.tokens.IdToken, x.uuid, y.userName)).body).toEqual({ matches: [] });
    expect((await matchOf(y.tokens.IdToken, y.uuid, x.userName)).body).toEqual({ matches: [] });
  });
});

describe('what the call costs, measured with ReturnConsumedCapacity on the twin’s table', () => {
  /**
   * The handler runs in this process against the twin's DynamoDB, with a middleware that asks every
   * command for its consumed capacity and adds it up (docs/matching.md "Cost").
   */
  it('reads about 4.5 RCU with a warm catalogue, the catalogue once more when cold', async () => {
    Object.assign(process.env, info.env);
    const { documentClient } = await import('../../lambdas/data/client');
    const { handler } = await import('../../lambdas/services/pjusermatches');
    let units = 0;
    documentClient.middlewareStack.add(
      (next) => async (args) => {
        (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
        const result = await next(args);
        const consumed = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
        for (const entry of [consumed ?? []].flat() as { CapacityUnits?: number }[])
          units += entry.CapacityUnits ?? 0;
        return result;
      },
      { step: 'initialize', name: 'consumedCapacity' },
    );
    const token = (await signIn(info, cognito, viewer.email, viewer.password)).IdToken;
    const claims = Object.fromEntries(
      Object.entries(jwtClaims(token)).map(([k, value]) => [k, String(value)]),
    );
    const call = async (selectedUserName: string) => {
      units = 0;
      const response = await handler({
        httpMethod: 'GET',
        resource: `/${PATH}`,
        path: `/${PATH}`,
        headers: {},
        multiValueHeaders: {},
        queryStringParameters: { uuid: claims.sub!, selectedUserName },
        multiValueQueryStringParameters: null,
        pathParameters: null,
        stageVariables: null,
        body: null,
        isBase64Encoded: false,
        requestContext: { requestId: 'cost', authorizer: { claims } },
      } as unknown as APIGatewayProxyEvent);
      expect(response.statusCode).toBe(200);
      return units;
    };

    const cold = await call(other.userName);
    const warm = await call(other.userName);
    const own = await call(viewer.userName);
    const hidden = await call(deactivated.userName);
    console.log(`profile match RCU: cold ${cold}, warm ${warm}, own ${own}, deactivated ${hidden}`);

    expect(warm).toBeGreaterThan(0);
    expect(warm).toBeLessThanOrEqual(5);
    expect(cold).toBeGreaterThan(warm);
    expect(own).toBeLessThanOrEqual(1);
    expect(hidden).toBeLessThan(warm);
  });
});
