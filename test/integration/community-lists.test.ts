/**
 * The community lists, a game's community, the trending flags and the dashboard's games against the
 * twin (issue 9, srv-lists), with a small hand-built community whose right answers are known:
 *
 *   viewer, ann, ben, dee, cal, eve sign up (in that order) with one game nobody in the seed plays;
 *   eve also adds a second game (so her score differs from ann's); the viewer blocks ben; dee blocks
 *   the viewer; cal deactivates; the viewer spectates ann; eve views ann's profile.
 *
 * Seen by the viewer: the game's community is exactly [eve, ann] (newest first; never the viewer,
 * ben, dee or cal), ann with SpecUser 1; the NEW list starts with eve, ann; ann is on POPULAR,
 * TRENDING and NEWTRENDING; each score is the scorer's on the two stored cards. The writes go through
 * the real gateway and the stream runner; the reads run the handlers in this process with every
 * DynamoDB call asked for ReturnConsumedCapacity, so each page's read units are measured and printed.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { ownGame } from '../twin/own-games';
import { callApi, eventually, jwtClaims, signedUpAccount, uniqueEmail, type Account } from '../twin/helpers';
import { waitForStreamToSettle } from '../../lib/local/stream-settled';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
jest.setTimeout(600_000);

type Handler = (event: APIGatewayProxyEvent) => Promise<{ statusCode: number; body: string }>;
let meter = { read: 0, write: 0 };
const handlers: Record<string, Handler> = {};
let clearCatalogue: () => void;
let listCatalogue: () => Promise<unknown>;
let cardOf: (uuid: string) => Promise<unknown>;
let scoreOf: (viewer: string, other: string) => Promise<number>;

const people: Record<'viewer' | 'ann' | 'ben' | 'dee' | 'cal' | 'eve', Account> = {} as never;
let gameId: number;
let secondGameId: number;

/**
 * Waits for the stream to go quiet: the runner idle (no batch in the handler, every shard read empty)
 * and nothing delivered for 2 s. Other files run beside this one, so a longer quiet window may never
 * come; the idle flag, not the window, is what covers a long batch.
 */
const settle = () => waitForStreamToSettle(info.urls.status, { quietMs: 2000, timeoutMs: 280_000 });

interface MatchItem {
  userName: string;
  SpecUser: number;
  combinedScore: number;
  newMatchFlag: number;
}

function event(account: Account, path: string, query: Record<string, unknown>): APIGatewayProxyEvent {
  const claims = Object.fromEntries(
    Object.entries(jwtClaims(account.tokens.IdToken)).map(([name, value]) => [name, String(value)]),
  );
  return {
    httpMethod: 'GET',
    resource: `/${path}`,
    path: `/${path}`,
    headers: {},
    multiValueHeaders: {},
    queryStringParameters: Object.fromEntries(
      Object.entries(query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ),
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'lists',
      authorizer: { claims },
    } as unknown as APIGatewayProxyEvent['requestContext'],
  } as APIGatewayProxyEvent;
}

/** Calls a handler in this process as `account`; answers the body and the read units it cost. */
async function read<T>(account: Account, path: string, query: Record<string, unknown> = {}) {
  // a warm container: the catalogue (with the counts the stream left) read once, outside the figure
  clearCatalogue();
  await listCatalogue();
  meter = { read: 0, write: 0 };
  const response = await handlers[path.split('/')[0]!]!(
    event(account, path, { uuid: account.uuid, ...query }),
  );
  expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
  return { body: JSON.parse(response.body) as T, rcu: meter.read };
}
const list = (tail: string, query: Record<string, unknown> = {}) =>
  read<{ matches: MatchItem[]; count?: number }>(people.viewer, `pjusermatches/percentmatch/${tail}`, {
    limit: 25,
    offset: 0,
    ...query,
  });

/** Every page of a list (at most the offset cap), for finding a person in a long seeded list. */
async function whole(tail: string): Promise<MatchItem[]> {
  const all: MatchItem[] = [];
  for (let offset = 0; offset <= 500; offset += 100) {
    const page = await list(tail, { limit: 100, offset });
    all.push(...page.body.matches);
    if (page.body.matches.length === 0) break;
  }
  return all;
}

const post = async (who: Account, path: string, body: Record<string, unknown>) => {
  const reply = await callApi(info, path, { token: who.tokens.IdToken, body });
  expect({ path, status: reply.status }).toEqual({ path, status: 200 });
};

beforeAll(async () => {
  await settle();
  Object.assign(process.env, info.env, { LOG_LEVEL: 'SILENT' });
  const { documentClient } = await import('../../lambdas/data/client');
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
      const units = ([consumed ?? []].flat() as { CapacityUnits?: number }[]).reduce(
        (sum, entry) => sum + (entry.CapacityUnits ?? 0),
        0,
      );
      if (/^(Put|Update|Delete|BatchWrite|TransactWrite)/.test(context.commandName ?? ''))
        meter.write += units;
      else meter.read += units;
      return result;
    },
    { step: 'initialize', name: 'consumedCapacityMeter' },
  );
  for (const service of ['pjusermatches', 'pjusergames', 'pjusercentral', 'pjgamerecommend'])
    handlers[service] = ((await import(`../../lambdas/services/${service}`)) as { handler: Handler }).handler;
  const games = await import('../../lambdas/data/games');
  clearCatalogue = games.clearCatalogueCache;
  listCatalogue = () => games.listGames();
  const cards = await import('../../lambdas/data/cards');
  const peopleLayer = await import('../../lambdas/domain/people');
  const matching = await import('../../lambdas/domain/matching');
  cardOf = cards.getCard;
  scoreOf = async (viewer, other) => {
    const catalogue = new Map((await games.listGames()).map((game) => [game.gameId, game]));
    const [a, b] = await Promise.all([cards.getCard(viewer), cards.getCard(other)]);
    return matching.scorePair(
      peopleLayer.playerOfCard(a!, catalogue),
      peopleLayer.playerOfCard(b!, catalogue),
    ).combinedScore;
  };

  // two games nobody in the seed plays: this file's community is the only one in them
  [gameId, secondGameId] = [ownGame('community-lists'), ownGame('community-lists (second)')];

  for (const name of ['viewer', 'ann', 'ben', 'dee', 'cal', 'eve'] as const)
    people[name] = await signedUpAccount(info, gameId, uniqueEmail(name));
  await settle();

  const { viewer, ann, ben, dee, cal, eve } = people;
  await post(eve, 'pjusersettings/pjusersettings/games/insert', { uuid: eve.uuid, games: [secondGameId] });
  await post(viewer, 'pjuserblock/pjuserblock/insert', {
    uuid: viewer.uuid,
    username: ben.userName,
    block: true,
  });
  await post(dee, 'pjuserblock/pjuserblock/insert', {
    uuid: dee.uuid,
    username: viewer.userName,
    block: true,
  });
  await post(viewer, 'pjuserprofile/pjuserprofile/userhub', {
    username: ann.userName,
    uuid: viewer.uuid,
    active: 1,
  });
  await post(eve, 'pjuserprofile/pjuserprofile/views/post', { uuid: eve.uuid, username: ann.userName });
  await post(cal, 'pjactivestatus/activestatus/off', { uuid: cal.uuid });
  await settle();
  if (process.env.LISTS_DEBUG) {
    const status = (await (await fetch(info.urls.status)).json()) as { streams: unknown };
    const { queryAll } = await import('../../lambdas/data/client');
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${people.viewer.uuid}` },
    });

    console.log(
      JSON.stringify(status.streams, null, 1),
      items.map((item) => item.sk),
    );
  }
}, 600_000);

const rows: { call: string; rcu: number; items: number }[] = [];
afterAll(() => {
  console.log(
    `Read units on the twin (DynamoDB Local; each includes the session check's 1 RCU):\n${rows
      .map((row) => `  ${row.call.padEnd(44)} ${String(row.rcu).padStart(5)} RCU  (${row.items} items)`)
      .join('\n')}`,
  );
});

describe("a game's community (gamecommunity, gamecommunitycount)", () => {
  it('is exactly [eve, ann], newest first, scored by the scorer on the two cards, with the count of the people listed', async () => {
    const { viewer, ann, eve } = people;
    const page = await list('gamecommunity', { gameId });
    rows.push({ call: 'gamecommunity (page of 25)', rcu: page.rcu, items: page.body.matches.length });
    const [annScore, eveScore] = await Promise.all([
      scoreOf(viewer.uuid, ann.uuid),
      scoreOf(viewer.uuid, eve.uuid),
    ]);
    expect(annScore).not.toBe(eveScore);
    expect(
      page.body.matches.map(({ userName, SpecUser, combinedScore, newMatchFlag }) => ({
        userName,
        SpecUser,
        combinedScore,
        newMatchFlag,
      })),
    ).toEqual([
      { userName: eve.userName, SpecUser: 0, combinedScore: eveScore, newMatchFlag: 0 },
      { userName: ann.userName, SpecUser: 1, combinedScore: annScore, newMatchFlag: 0 },
    ]);
    // viewer, ann, ben, dee, eve play it and cal left when deactivated: the viewer sees eve and ann,
    // and the count counts whom the list shows (never the viewer, ben or dee)
    expect(page.body.count).toBe(2);
    const counted = await read<{ matchCount: number }>(
      viewer,
      'pjusermatches/percentmatch/gamecommunitycount',
      { gameId },
    );
    expect(counted.body).toEqual({ matchCount: 2 });
    rows.push({ call: 'gamecommunitycount', rcu: counted.rcu, items: 1 });
    expect(await cardOf(people.cal.uuid)).toBeUndefined();
  });

  it('pages by offset and limit, and answers an unknown game with an empty page', async () => {
    // the index holds eve, dee, ben, ann, viewer (newest first; cal left): the offset counts the people
    // the viewer sees (eve, ann), so pages are full and none is skipped or repeated
    const names = async (offset: number, limit: number) =>
      (await list('gamecommunity', { gameId, offset, limit })).body.matches.map((m) => m.userName);
    expect(await names(0, 1)).toEqual([people.eve.userName]);
    expect(await names(1, 1)).toEqual([people.ann.userName]);
    expect(await names(0, 2)).toEqual([people.eve.userName, people.ann.userName]);
    expect(await names(2, 1)).toEqual([]);
    const unknown = await list('gamecommunity', { gameId: 999_999 });
    expect(unknown.body).toEqual({ matches: [], count: 0 });
  });
});

describe('the community lists', () => {
  const hidden = () => [people.viewer, people.ben, people.dee, people.cal].map((p) => p.userName);

  it('communitynew lists eve then ann (newest first) and never the viewer, the blocked either way or the deactivated', async () => {
    const page = await list('communitynew');
    rows.push({ call: 'communitynew (page of 25)', rcu: page.rcu, items: page.body.matches.length });
    // other files sign people up meanwhile (they run beside this one): of this file's people, eve and
    // ann are listed, newest first, on the first page
    const mine = new Set(Object.values(people).map((p) => p.userName));
    expect(page.body.matches.map((m) => m.userName).filter((name) => mine.has(name))).toEqual([
      people.eve.userName,
      people.ann.userName,
    ]);
    const everyone = (await whole('communitynew')).map((m) => m.userName);
    for (const name of hidden()) expect(everyone).not.toContain(name);
  });

  it('ann is popular (one spectator), trending and new-trending (a view and a spectator), with SpecUser 1', async () => {
    const annScore = await scoreOf(people.viewer.uuid, people.ann.uuid);
    for (const tail of ['popular', 'trending', 'communitynewtrending']) {
      const page = await list(tail);
      rows.push({ call: `${tail} (page of 25)`, rcu: page.rcu, items: page.body.matches.length });
      const everyone = await whole(tail);
      expect({ tail, ann: everyone.find((m) => m.userName === people.ann.userName) }).toEqual({
        tail,
        ann: {
          userName: people.ann.userName,
          image: expect.any(String),
          SpecUser: 1,
          newMatchFlag: 0,
          combinedScore: annScore,
        },
      });
      for (const name of hidden()) expect(everyone.map((m) => m.userName)).not.toContain(name);
    }
  });

  it('each count equals the people its list shows the viewer (the stream-kept counter less those hidden)', async () => {
    const { queryAll } = await import('../../lambdas/data/client');
    for (const [tail, field, list] of [
      ['communitypopularcount', 'communityPopularCount', 'POPULAR'],
      ['communitytrendingcount', 'communityTrendingCount', 'TRENDING'],
      ['communitynewtrendingcount', 'communityNewTrendingCount', 'NEWTRENDING'],
      ['communitynewcount', 'communityNewCount', 'NEW'],
    ] as const) {
      // other files sign people up meanwhile: the counter follows its list within a moment
      await eventually(
        async () => {
          const counted = await read<Record<string, number>>(
            people.viewer,
            `pjusermatches/percentmatch/${tail}`,
          );
          const entries = await queryAll({
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': `LIST#${list}` },
          });
          const unseen = new Set([people.viewer, people.ben, people.dee].map((p) => p.uuid));
          const seen = entries.filter((entry) => !unseen.has(String(entry.uuid)));
          expect({ tail, count: counted.body[field] }).toEqual({ tail, count: seen.length });
          expect(entries.length).toBeGreaterThan(0);
          rows.push({ call: tail, rcu: counted.rcu, items: 1 });
        },
        30_000,
        1000,
      );
    }
  });
});

describe('the match lists (the matching engine on the stream)', () => {
  it("top, new, gamematches: exactly eve and ann, best first, with the scorer's scores and SpecUser; counts agree", async () => {
    const { viewer, ann, eve } = people;
    const [annScore, eveScore] = await Promise.all([
      scoreOf(viewer.uuid, ann.uuid),
      scoreOf(viewer.uuid, eve.uuid),
    ]);
    const expected = [
      { userName: ann.userName, SpecUser: 1, combinedScore: annScore },
      { userName: eve.userName, SpecUser: 0, combinedScore: eveScore },
    ].sort((a, b) => b.combinedScore - a.combinedScore);
    const shape = (items: MatchItem[]) =>
      items.map(({ userName, SpecUser, combinedScore }) => ({ userName, SpecUser, combinedScore }));

    const top = await list('top');
    rows.push({ call: 'top (page of 25)', rcu: top.rcu, items: top.body.matches.length });
    expect(shape(top.body.matches)).toEqual(expected);

    // everyone signed up after the viewer's previous sign-in (none): every match is new
    const newest = await list('new', { newuser: true });
    rows.push({ call: 'new?newuser (page of 25)', rcu: newest.rcu, items: newest.body.matches.length });
    expect(new Set(shape(newest.body.matches).map((m) => m.userName))).toEqual(
      new Set(expected.map((m) => m.userName)),
    );
    expect(newest.body.matches.every((m) => m.newMatchFlag === 1)).toBe(true);

    const inGame = await list('gamematches', { gameId });
    rows.push({ call: 'gamematches (page of 25)', rcu: inGame.rcu, items: inGame.body.matches.length });
    expect(shape(inGame.body.matches)).toEqual(expected);
    expect(inGame.body.count).toBe(2);

    const counted = await read<{ matchCount: number }>(viewer, 'pjusermatches/percentmatch/matchcount');
    rows.push({ call: 'matchcount', rcu: counted.rcu, items: 1 });
    expect(counted.body).toEqual({ matchCount: 2 });
    const inGameCount = await read<{ matchCount: number }>(
      viewer,
      'pjusermatches/percentmatch/gamematchcount',
      {
        gameId,
      },
    );
    expect(inGameCount.body).toEqual({ matchCount: 2 });
    const byGame = await read<{ GameId: number; MatchCount: number }[]>(
      viewer,
      'pjusermatches/pjmatchescountbygame',
    );
    rows.push({ call: 'pjmatchescountbygame', rcu: byGame.rcu, items: byGame.body.length });
    expect(byGame.body).toEqual([{ GameId: gameId, MatchCount: 2 }]);
    if (process.env.LISTS_DEBUG)
      console.log(
        JSON.stringify(await (await import('../../lambdas/data/match-lists')).getMatchLists(viewer.uuid)),
      );
  });

  it("eve's lists hold ann and the viewer (eve was offered to them, they to her), never the hidden ones", async () => {
    const page = await read<{ matches: MatchItem[] }>(people.eve, 'pjusermatches/percentmatch/top', {
      limit: 25,
      offset: 0,
    });
    const names = page.body.matches.map((m) => m.userName);
    expect(names).toEqual(expect.arrayContaining([people.ann.userName, people.viewer.userName]));
    expect(names).not.toContain(people.cal.userName);
    expect(names).not.toContain(people.eve.userName);
  });
});

describe('the online list (online, onlinematchcount)', () => {
  it('after they sign in, lists ann and eve (on the viewer’s lists; ann spectated), newest first, scored; never ben, dee or cal', async () => {
    const { viewer, ann, ben, dee, eve } = people;
    // sign-ins in this order: ann is the one seen last
    for (const who of [ben, dee, eve, ann])
      await post(who, 'pjusertracking/pjusertracking/insert', { uuid: who.uuid });
    await settle();

    const online = await read<{ matches: (MatchItem & { Created: string })[] }>(
      viewer,
      'pjusermatches/percentmatch/online',
      { limit: 25, offset: 0 },
    );
    rows.push({ call: 'online (page of 25)', rcu: online.rcu, items: online.body.matches.length });
    expect(
      online.body.matches.map(({ userName, SpecUser, combinedScore }) => ({
        userName,
        SpecUser,
        combinedScore,
      })),
    ).toEqual([
      { userName: ann.userName, SpecUser: 1, combinedScore: await scoreOf(viewer.uuid, ann.uuid) },
      { userName: eve.userName, SpecUser: 0, combinedScore: await scoreOf(viewer.uuid, eve.uuid) },
    ]);
    const [first, second] = online.body.matches.map((m) => Date.parse(m.Created));
    expect(first).toBeGreaterThanOrEqual(second!);
    expect(Date.now() - first!).toBeLessThan(15 * 60 * 1000);

    const counted = await read<{ onlineMatchesCount: number }>(
      viewer,
      'pjusermatches/percentmatch/onlinematchcount',
    );
    rows.push({ call: 'onlinematchcount', rcu: counted.rcu, items: 1 });
    expect(counted.body).toEqual({ onlineMatchesCount: 2 });
  });
});

describe("the dashboard's games", () => {
  it('selected games, popular games, recommended games and trending flags, with their read units', async () => {
    const { viewer } = people;
    const selected = await read<{
      games: { gameId: number; commGameCount: number; matchGameCount: number }[];
    }>(viewer, 'pjusergames/pjuserselectedgames');
    rows.push({ call: 'pjuserselectedgames', rcu: selected.rcu, items: selected.body.games.length });
    expect(selected.body.games).toEqual([
      // the viewer's two matches (eve and ann) play it: the count the list of the game holds
      expect.objectContaining({ gameId, commGameCount: 5, matchGameCount: 2 }),
    ]);

    const popular = await read<{ games: { GameId: number; selectedGame: number; GameCount: number }[] }>(
      viewer,
      'pjusercentral/pjusercentral/getpopulargames',
    );
    rows.push({ call: 'getpopulargames', rcu: popular.rcu, items: popular.body.games.length });
    expect(popular.body.games.find((game) => game.GameId === gameId)).toEqual(
      expect.objectContaining({ selectedGame: 1, GameCount: 5, matchGameCount: 2 }),
    );
    const counts = popular.body.games.map((game) => game.GameCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const recommended = await read<{ Id: number }[]>(viewer, 'pjgamerecommend/pjgamerecommend', {
      userId: viewer.uuid,
      uuid: undefined,
    });
    rows.push({ call: 'pjgamerecommend', rcu: recommended.rcu, items: recommended.body.length });
    expect(recommended.body.map((game) => game.Id)).not.toContain(gameId);

    const flags = await read<{ GameId: number; Trending: number }[]>(
      viewer,
      'pjusermatches/percentmatch/trendingflags',
    );
    rows.push({ call: 'trendingflags', rcu: flags.rcu, items: flags.body.length });
    // six players joined this week and five play it now: trending
    expect(flags.body).toEqual([{ GameId: gameId, Trending: 1 }]);

    // bounded by the page and the caller, never by the community: people pages ≤ 7 RCU on the twin
    // (session 1 + caller's side ≈ 2 + a page's limit + hidden + 1 entries, read ahead so the page is
    // full, ≤ 4: 6.5 measured with other files' sign-ups beside it), game calls and counts ≤ 3
    // a count also reads the caller's blocks and one key per person it leaves out (the caller, ben, dee)
    for (const row of rows) {
      const bound = / \(page of 25\)$/.test(row.call) ? 7 : /count$/.test(row.call) ? 3 + 1.5 : 3;
      expect({ call: row.call, rcu: row.rcu <= bound }).toEqual({ call: row.call, rcu: true });
    }
  });
});

describe('a change of game details (an update of the lists, not a rebuild)', () => {
  it("moves the viewer's scores with ann and eve on both sides, and keeps when the lists were built", async () => {
    const { viewer, ann, eve } = people;
    const { getMatchLists } = await import('../../lambdas/data/match-lists');
    const { rankedFor } = await import('../../lambdas/domain/matching/engine');
    const { detailsOn } = await import('../../lambdas/model/matching');
    const builtAt = (await getMatchLists(viewer.uuid)).map((stored) => [stored.scope, stored.builtAt]);
    const scoresBefore = await Promise.all([scoreOf(viewer.uuid, ann.uuid), scoreOf(viewer.uuid, eve.uuid)]);
    await post(viewer, 'pjgameattributes/pjgameattributes', {
      uuid: viewer.uuid,
      gameSelections: [{ gameId, platform: 4, skillLevel: 3, frequency: 5, rating: 6 }],
    });
    await settle();

    const card = (await cardOf(viewer.uuid)) as Parameters<typeof detailsOn>[0];
    expect(detailsOn(card, gameId)).toBe(4356);
    const stored = await getMatchLists(viewer.uuid);
    expect(stored.map((list) => [list.scope, list.builtAt])).toEqual(builtAt);
    expect(stored.find((list) => list.scope === gameId)?.rankedFor).toBe(rankedFor(card, gameId));

    const [annScore, eveScore] = await Promise.all([
      scoreOf(viewer.uuid, ann.uuid),
      scoreOf(viewer.uuid, eve.uuid),
    ]);
    // the viewer now plays on another platform at another level: both pairs moved
    expect(annScore).not.toBe(scoresBefore[0]);
    const top = await list('top');
    expect(top.body.matches.map(({ userName, combinedScore }) => ({ userName, combinedScore }))).toEqual(
      [
        { userName: ann.userName, combinedScore: annScore },
        { userName: eve.userName, combinedScore: eveScore },
      ].sort((a, b) => b.combinedScore - a.combinedScore),
    );
    // the symmetric step: eve's list shows the viewer's new score
    const evePage = await read<{ matches: MatchItem[] }>(eve, 'pjusermatches/percentmatch/top', {
      limit: 25,
      offset: 0,
    });
    expect(evePage.body.matches.find((m) => m.userName === viewer.userName)?.combinedScore).toBe(eveScore);
  });
});

describe('one score for a pair, everywhere', () => {
  it("the user card's score is the score of every list and of both searches (ann and eve)", async () => {
    const { viewer } = people;
    const token = viewer.tokens.IdToken;
    const scoreIn = (items: { userName: string; combinedScore: number }[], name: string) =>
      items.find((item) => item.userName === name)?.combinedScore;
    const [community, top, filtered] = await Promise.all([
      list('gamecommunity', { gameId }),
      list('top'),
      callApi<{ userName: string; combinedScore: number }[]>(info, 'pjusersearch/pjsearchcustom', {
        token,
        body: { uuid: viewer.uuid, games: [gameId] },
      }),
    ]);
    for (const person of [people.ann, people.eve]) {
      const card = await read<{ matches: { combinedScore: number }[] }>(
        viewer,
        'pjusermatches/percentmatch/profile',
        { selectedUserName: person.userName },
      );
      const byName = await callApi<{ userName: string; combinedScore: number }[]>(
        info,
        'pjusersearch/pjsearchcustom/username',
        { token, query: { uuid: viewer.uuid, searchname: person.userName } },
      );
      const ring = card.body.matches[0]!.combinedScore;
      expect({
        who: person.userName,
        community: scoreIn(community.body.matches, person.userName),
        top: scoreIn(top.body.matches, person.userName),
        search: scoreIn(filtered.body ?? [], person.userName),
        nameSearch: scoreIn(byName.body ?? [], person.userName),
      }).toEqual({ who: person.userName, community: ring, top: ring, search: ring, nameSearch: ring });
    }
  });
});
