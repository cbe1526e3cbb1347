/**
 * The social graph against the twin (issue 8, srv-social): spectating with the stream-kept counters
 * exact under concurrency, blocks removing the edges both ways and shutting every read and write
 * between the two, and profile views once per viewer per day, never your own. Calls go through the
 * real gateway and handlers as the SPA makes them; the counters are written by the twin's stream
 * runner feeding the real lambdas/streams handler, so each check waits for the stream to settle.
 */
import { GetItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamoClient } from '../../lib/local/engines/dynamodb';
import { loadSeedUsers } from '../../lib/seed/data';
import type { Account } from '../twin/helpers';
import { callApi, eventually, jwtClaims, logIn, signedUpAccount, uniqueEmail } from '../twin/helpers';
import { waitForStreamToSettle } from '../../lib/local/stream-settled';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const dynamo = dynamoClient(info.urls.engines.dynamodb);
const seeded = loadSeedUsers().filter((user) => user.active && user.games.length > 0);
const gameId = seeded[0]!.games[0]!.gameId;
// members well past the demo login the browser journeys use
const SPECTATORS = seeded.slice(20, 40);

// every wait on the stream is bounded below; a loaded machine (the twin shares its cores) needs room
jest.setTimeout(180_000);
afterAll(() => dynamo.destroy());

/**
 * The counts here are the stream's: let it go quiet first (the global setup already waited for the
 * seed's records; files run before this one may have left some) so each wait below measures this
 * file's own records, even on a loaded machine.
 */
beforeAll(() => waitForStreamToSettle(info.urls.status), 180_000);

interface Member {
  uuid: string;
  userName: string;
  token: string;
}

const asMember = (account: Account): Member => ({
  uuid: account.uuid,
  userName: account.userName,
  token: account.tokens.IdToken,
});

async function signInSeeded(user: (typeof seeded)[number]): Promise<Member> {
  const tokens = await logIn(info, user.email, user.password);
  return { uuid: String(jwtClaims(tokens.IdToken).sub), userName: user.userName, token: tokens.IdToken };
}

const spectate = (who: Member, target: string, active: 0 | 1) =>
  callApi<{ specStatus: number; type?: string }>(info, 'pjuserprofile/pjuserprofile/userhub', {
    token: who.token,
    body: { username: target, uuid: who.uuid, active },
  });
const status = (who: Member, target: string) =>
  callApi<{ specStatus: number }>(info, 'pjhubhome/pjhubspecstatus', {
    token: who.token,
    query: { uuid: who.uuid, username: target },
  });
const matches = (who: Member, tail: string, query: Record<string, string | number> = {}) =>
  callApi<{ matches: { userName: string; SpecUser: number; Online?: number }[] }>(
    info,
    `pjusermatches/percentmatch/${tail}`,
    { token: who.token, query: { uuid: who.uuid, ...query } },
  );
const names = (reply: { body: { matches: { userName: string }[] } }) =>
  reply.body.matches.map((m) => m.userName).sort();
const count = async (who: Member, tail: 'spectatorscount' | 'spectatingcount', of: string) => {
  const reply = await callApi<Record<string, number>>(info, `pjusermatches/percentmatch/${tail}`, {
    token: who.token,
    query: { uuid: who.uuid, username: of },
  });
  expect(reply.status).toBe(200);
  return reply.body[tail === 'spectatorscount' ? 'spectatorsCount' : 'spectatingCount'];
};
const view = (who: Member, target: string) =>
  callApi<{ affectedRows: number; type?: string }>(info, 'pjuserprofile/pjuserprofile/views/post', {
    token: who.token,
    body: { uuid: who.uuid, username: target },
  });
const viewCount = async (who: Member, of: string) => {
  const reply = await callApi<{ queryResult: { ProfileViewsCount: number }[] }>(
    info,
    'pjuserprofile/pjuserprofile/views/get',
    { token: who.token, query: { username: of } },
  );
  return reply.body.queryResult[0]?.ProfileViewsCount;
};
const getItem = async (pk: string, sk: string) => {
  const result = await dynamo.send(
    new GetItemCommand({
      TableName: info.tableName,
      Key: { pk: { S: pk }, sk: { S: sk } },
      ConsistentRead: true,
    }),
  );
  return result.Item ? unmarshall(result.Item) : undefined;
};
const today = () => new Date().toISOString().slice(0, 10);

/** Waits until the stream has settled on a value and it holds (no late double count). */
async function settlesAt<T>(read: () => Promise<T>, expected: T): Promise<void> {
  await eventually(async () => expect(await read()).toEqual(expected), 60_000, 200);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await read()).toEqual(expected);
}

describe('spectating one user from 20 members at once', () => {
  let target: Member;
  let spectators: Member[];

  beforeAll(async () => {
    target = asMember(await signedUpAccount(info, gameId, uniqueEmail('popular')));
    spectators = [];
    for (const user of SPECTATORS) spectators.push(await signInSeeded(user));
  });

  it('counts exactly 20 spectators after the stream settles, lists them, and ranks the user on POPULAR', async () => {
    const answers = await Promise.all(spectators.map((member) => spectate(member, target.userName, 1)));
    expect(answers.map(({ status: code, body }) => [code, body.specStatus])).toEqual(
      Array(20).fill([200, 1]),
    );
    // spectating again changes nothing
    const again = await Promise.all(spectators.map((member) => spectate(member, target.userName, 1)));
    expect(again.every((reply) => reply.status === 200 && reply.body.specStatus === 1)).toBe(true);

    await settlesAt(() => count(target, 'spectatorscount', target.userName), 20);
    await expect(status(spectators[0]!, target.userName)).resolves.toMatchObject({
      status: 200,
      body: { specStatus: 1 },
    });

    const all = await matches(target, 'spectators', { username: target.userName, limit: 25, offset: 0 });
    expect(all.status).toBe(200);
    expect(names(all)).toEqual(spectators.map((member) => member.userName).sort());
    // newest first, paged by offset and limit
    const first = await matches(target, 'spectators', { username: target.userName, limit: 10, offset: 0 });
    const second = await matches(target, 'spectators', { username: target.userName, limit: 10, offset: 10 });
    expect([...names(first), ...names(second)].sort()).toEqual(names(all));
    expect(first.body.matches.map((m) => m.userName)).toEqual(
      all.body.matches.slice(0, 10).map((m) => m.userName),
    );

    // another member reads the list too, with their own spectate flags; they are among the spectators
    // ("you"), as the count they read says
    const reader = spectators[1]!;
    const seen = await matches(reader, 'spectators', { username: target.userName });
    expect(names(seen)).toEqual(spectators.map((member) => member.userName).sort());

    await eventually(async () =>
      expect(await getItem(`USER#${target.uuid}`, 'LIST#POPULAR')).toMatchObject({
        rank: '0000000020',
        gsi1pk: 'LIST#POPULAR',
        gsi1sk: `0000000020#${target.uuid}`,
      }),
    );
    expect(await getItem(`USER#${target.uuid}`, `TREND#${today()}`)).toMatchObject({ newSpectators: 20 });

    // the target is in each spectator's Spectating panel
    const panel = await matches(spectators[2]!, 'specall');
    expect(panel.body.matches.map((m) => m.userName)).toContain(target.userName);
  });

  it('unspectating brings the count back to 0 and takes the user off POPULAR', async () => {
    const answers = await Promise.all(spectators.map((member) => spectate(member, target.userName, 0)));
    expect(answers.every((reply) => reply.status === 200 && reply.body.specStatus === 0)).toBe(true);

    await settlesAt(() => count(target, 'spectatorscount', target.userName), 0);
    await expect(matches(target, 'spectators', { username: target.userName })).resolves.toMatchObject({
      body: { matches: [] },
    });
    await eventually(async () =>
      expect(await getItem(`USER#${target.uuid}`, 'LIST#POPULAR')).toBeUndefined(),
    );
    await expect(status(spectators[0]!, target.userName)).resolves.toMatchObject({ body: { specStatus: 0 } });
  });

  it('refuses spectating yourself with CannotTargetSelf (spectateModal errorMsg1)', async () => {
    const reply = await spectate(target, target.userName, 1);
    expect(reply.status).toBe(400);
    expect(reply.body.type).toBe('CannotTargetSelf');
  });
});

describe('a block between two members', () => {
  let alice: Member;
  let bob: Member;
  let carol: Member;

  beforeAll(async () => {
    [alice, bob, carol] = (
      await Promise.all(
        ['alice', 'bob', 'carol'].map((label) => signedUpAccount(info, gameId, uniqueEmail(label))),
      )
    ).map(asMember) as [Member, Member, Member];
  });

  it('removes the spectate edges both ways, the counts follow, and every read and write between them is shut', async () => {
    for (const [who, target] of [
      [alice, bob],
      [bob, alice],
      [alice, carol],
      [bob, carol],
    ] as const) {
      expect((await spectate(who, target.userName, 1)).body.specStatus).toBe(1);
    }
    await settlesAt(
      async () => [
        await count(alice, 'spectatorscount', alice.userName),
        await count(alice, 'spectatingcount', alice.userName),
        await count(bob, 'spectatorscount', bob.userName),
        await count(bob, 'spectatingcount', bob.userName),
      ],
      [1, 2, 1, 2],
    );

    const blocked = await callApi(info, 'pjuserblock/pjuserblock/insert', {
      token: alice.token,
      body: { uuid: alice.uuid, username: bob.userName, block: true },
    });
    expect(blocked).toMatchObject({ status: 200, body: { affectedRows: 1 } });

    // the edges are gone at once, both ways
    expect(await getItem(`USER#${alice.uuid}`, `SPECTATING#${bob.uuid}`)).toBeUndefined();
    expect(await getItem(`USER#${bob.uuid}`, `SPECTATING#${alice.uuid}`)).toBeUndefined();
    expect(await getItem(`USER#${alice.uuid}`, `SPECTATING#${carol.uuid}`)).toBeDefined();
    // and the counts follow through the stream
    await settlesAt(
      async () => [
        await count(alice, 'spectatorscount', alice.userName),
        await count(alice, 'spectatingcount', alice.userName),
        await count(bob, 'spectatorscount', bob.userName),
        await count(bob, 'spectatingcount', bob.userName),
        await count(carol, 'spectatorscount', carol.userName),
      ],
      [0, 1, 0, 1, 2],
    );

    // writes are refused with a clear error, both ways
    for (const [who, target] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const again = await spectate(who, target.userName, 1);
      expect([again.status, again.body.type]).toEqual([403, 'Blocked']);
      const viewed = await view(who, target.userName);
      expect([viewed.status, viewed.body.type]).toEqual([403, 'Blocked']);
      // reads hide the other as an unknown user
      expect((await status(who, target.userName)).status).toBe(404);
      for (const tail of ['spectators', 'specprofile', 'spectatorscount', 'spectatingcount']) {
        expect((await matches(who, tail, { username: target.userName })).status).toBe(404);
      }
    }
    expect(await getItem(`USER#${alice.uuid}`, `SPECTATING#${bob.uuid}`)).toBeUndefined();

    // lists of a third member hide each from the other (each sees only themself there)
    expect(names(await matches(alice, 'spectators', { username: carol.userName }))).toEqual([alice.userName]);
    expect(names(await matches(bob, 'spectators', { username: carol.userName }))).toEqual([bob.userName]);
    expect(names(await matches(carol, 'spectators', { username: carol.userName }))).toEqual(
      [alice.userName, bob.userName].sort(),
    );
    expect(names(await matches(alice, 'specall'))).toEqual([carol.userName]);

    // unblocking opens the way again
    const unblocked = await callApi(info, 'pjuserblock/pjuserblock/unblockuser', {
      token: alice.token,
      body: { uuid: alice.uuid, username: bob.userName },
    });
    expect(unblocked).toMatchObject({ status: 200, body: { affectedRows: 1 } });
    expect((await spectate(bob, alice.userName, 1)).body.specStatus).toBe(1);
    expect(names(await matches(alice, 'spectators', { username: alice.userName }))).toEqual([bob.userName]);
  });
});

describe('profile views', () => {
  it('records one view per viewer per day, never your own, and the count follows', async () => {
    const [owner, visitor] = (
      await Promise.all(
        ['owner', 'visitor'].map((label) => signedUpAccount(info, gameId, uniqueEmail(label))),
      )
    ).map(asMember) as [Member, Member];

    await expect(view(owner, owner.userName)).resolves.toMatchObject({
      status: 200,
      body: { affectedRows: 0 },
    });
    const [first, second] = await Promise.all([view(visitor, owner.userName), view(visitor, owner.userName)]);
    expect([first.body.affectedRows, second.body.affectedRows].sort()).toEqual([0, 1]);
    await expect(view(visitor, owner.userName)).resolves.toMatchObject({ body: { affectedRows: 0 } });
    await expect(view(owner, visitor.userName)).resolves.toMatchObject({ body: { affectedRows: 1 } });

    // each view is counted by its own stream record, possibly in another batch: wait for both
    await settlesAt(() => viewCount(visitor, owner.userName), 1);
    await settlesAt(() => viewCount(owner, visitor.userName), 1);
    expect(await getItem(`USER#${owner.uuid}`, `VIEW#${today()}#${owner.uuid}`)).toBeUndefined();
    expect(await getItem(`USER#${owner.uuid}`, `TREND#${today()}`)).toMatchObject({ views: 1 });
    const views = await dynamo.send(
      new QueryCommand({
        TableName: info.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': { S: `USER#${owner.uuid}` }, ':sk': { S: 'VIEW#' } },
      }),
    );
    expect(views.Items?.map((item) => unmarshall(item).viewerUuid)).toEqual([visitor.uuid]);
  });
});
