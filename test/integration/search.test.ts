/**
 * Custom search against the twin (issue 9): a small hand-built community in a game no seeded player
 * plays, whose right answers are known. The filter search and its count read the game's community
 * (cards copied there by the stream), the name search reads the gram index the stream keeps from the
 * cards; neither ever shows the caller, anyone blocked either way, or a deactivated member. Calls go
 * through the real gateway and handlers as the SPA makes them.
 */
import { ownGame } from '../twin/own-games';
import {
  callApi,
  confirmedAccount,
  creationPayload,
  eventually,
  logIn,
  uniqueEmail,
  uniqueUserName,
} from '../twin/helpers';
import { waitForStreamToSettle } from '../../lib/local/stream-settled';
import { twinInfo } from '../twin/urls';
import { randomBytes } from 'node:crypto';

const info = twinInfo();
// the cards reach the community entries through the stream, which a loaded machine (the twin shares
// its cores) can hold back for a minute or more
jest.setTimeout(300_000);

// a game of the catalogue no seeded player plays, and no other twin file: its community is exactly
// the members made here
const GAME = ownGame('search');
// every name made here holds this run's token, so a name search for it finds only this file's members
const RUN = randomBytes(2).toString('hex');
const LABEL = `q${RUN}x`;

interface Member {
  uuid: string;
  userName: string;
  token: string;
}

async function member(timeZone = 1): Promise<Member> {
  const email = uniqueEmail('search');
  const { password } = await confirmedAccount(info, email);
  const tokens = await logIn(info, email, password);
  const userName = uniqueUserName(LABEL);
  const created = await callApi<{ UUID: string }>(info, 'pjuser/user/create', {
    token: tokens.IdToken,
    body: { ...creationPayload(email, userName, GAME), TimeZone: timeZone },
  });
  if (created.status !== 200)
    throw new Error(`createUser answered ${created.status}: ${JSON.stringify(created.body)}`);
  return { uuid: created.body.UUID, userName, token: tokens.IdToken };
}

const search = (who: Member, filters: Record<string, unknown>, tail = '') =>
  callApi<unknown>(info, `pjusersearch/pjsearchcustom${tail}`, {
    token: who.token,
    body: { uuid: who.uuid, games: [GAME], ...filters },
  });
const names = (body: unknown) => (body as { userName: string }[]).map((person) => person.userName).sort();
const byName = (who: Member, searchname: string) =>
  callApi<{ userName: string; SpecUser: number; combinedScore: number }[]>(
    info,
    'pjusersearch/pjsearchcustom/username',
    { token: who.token, query: { uuid: who.uuid, searchname } },
  );

let viewer: Member;
let plain: Member;
let elsewhere: Member;
let blockedByViewer: Member;
let blockingViewer: Member;
let deactivated: Member;

beforeAll(async () => {
  await waitForStreamToSettle(info.urls.status);
  viewer = await member();
  plain = await member();
  elsewhere = await member(2);
  blockedByViewer = await member();
  blockingViewer = await member();
  deactivated = await member();
  const block = async (who: Member, target: Member) =>
    expect(
      await callApi(info, 'pjuserblock/pjuserblock/insert', {
        token: who.token,
        body: { uuid: who.uuid, username: target.userName, block: true },
      }),
    ).toMatchObject({ status: 200 });
  await block(viewer, blockedByViewer);
  await block(blockingViewer, viewer);
  expect(
    await callApi(info, 'pjactivestatus/activestatus/off', {
      token: deactivated.token,
      body: { uuid: deactivated.uuid },
    }),
  ).toMatchObject({ status: 200 });
  await waitForStreamToSettle(info.urls.status);
}, 240_000);

describe('filter search', () => {
  it('finds the community members who may be seen: never the viewer, blocked either way or deactivated', async () => {
    await eventually(
      async () => {
        const reply = await search(viewer, {});
        expect(reply.status).toBe(200);
        expect(names(reply.body)).toEqual([elsewhere.userName, plain.userName].sort());
      },
      150_000,
      500,
    );
    // the other side of each block sees none of them either
    const theirs = await search(blockedByViewer, {});
    expect(names(theirs.body)).not.toContain(viewer.userName);
    const blockers = await search(blockingViewer, {});
    expect(names(blockers.body)).not.toContain(viewer.userName);
    expect(names(blockers.body)).not.toContain(deactivated.userName);
  });

  it('applies the filters: time zone, a tri-state and the age range', async () => {
    expect(names((await search(viewer, { timezone: 2 })).body)).toEqual([elsewhere.userName]);
    expect(names((await search(viewer, { timezone: 1 })).body)).toEqual([plain.userName]);
    // the sign-up checklist leaves the microphone off; everyone was born on 1995-04-12
    expect(names((await search(viewer, { microphone: 1 })).body)).toEqual([]);
    expect(names((await search(viewer, { microphone: 0 })).body)).toHaveLength(2);
    const age =
      new Date().getUTCFullYear() -
      1995 -
      (new Date() < new Date(`${new Date().getUTCFullYear()}-04-12`) ? 1 : 0);
    expect(names((await search(viewer, { ageStart: age, ageEnd: age })).body)).toHaveLength(2);
    expect(names((await search(viewer, { ageStart: age + 1 })).body)).toEqual([]);
  });

  it('pages by offset and limit', async () => {
    const first = names((await search(viewer, { limit: 1 })).body);
    const second = names((await search(viewer, { limit: 1, offset: 1 })).body);
    expect(first).toHaveLength(1);
    expect([...first, ...second].sort()).toEqual([elsewhere.userName, plain.userName].sort());
  });

  it('counts exactly what the page finds', async () => {
    expect((await search(viewer, {}, '/count')).body).toEqual([{ totalCount: 2 }]);
    expect((await search(viewer, { timezone: 2 }, '/count')).body).toEqual([{ totalCount: 1 }]);
  });

  it('answers an empty page for an unknown game and a 400 for bad filters', async () => {
    expect(await search(viewer, { games: [987_654] })).toMatchObject({ status: 200, body: [] });
    expect(await search(viewer, { games: [987_654] }, '/count')).toMatchObject({
      status: 200,
      body: [{ totalCount: 0 }],
    });
    expect((await search(viewer, { games: [] })).status).toBe(400);
    expect((await search(viewer, { ageStart: 40, ageEnd: 30 })).status).toBe(400);
    expect((await search(viewer, { offset: 5000 })).status).toBe(400);
    expect((await search(viewer, { uuid: plain.uuid })).status).toBe(403);
  });
});

describe('name search', () => {
  it('finds any part of a name, in name order, never the viewer, blocked either way or deactivated', async () => {
    await eventually(
      async () => {
        const reply = await byName(viewer, RUN.toUpperCase() + 'X');
        expect(reply.status).toBe(200);
        expect(reply.body.map((person) => person.userName)).toEqual(
          [elsewhere.userName, plain.userName].sort((a, b) => a.localeCompare(b)),
        );
      },
      150_000,
      500,
    );
    // each result shows the viewer's real score: the one their user card shows
    const found = (await byName(viewer, RUN.toUpperCase() + 'X')).body;
    for (const person of found) {
      const card = await callApi<{ matches: { combinedScore: number }[] }>(
        info,
        'pjusermatches/percentmatch/profile',
        { token: viewer.token, query: { uuid: viewer.uuid, selectedUserName: person.userName } },
      );
      expect({ who: person.userName, score: person.combinedScore }).toEqual({
        who: person.userName,
        score: card.body.matches[0]!.combinedScore,
      });
    }
    // the tail of one name (after the run's label) finds that member alone
    const tail = plain.userName.slice(-6);
    expect((await byName(viewer, tail)).body.map((person) => person.userName)).toEqual([plain.userName]);
    expect((await byName(viewer, deactivated.userName.slice(-6))).body).toEqual([]);
    expect((await byName(viewer, blockingViewer.userName.slice(-6))).body).toEqual([]);
    expect((await byName(viewer, viewer.userName)).body).toEqual([]);
    expect((await byName(viewer, 'x'.repeat(26))).status).toBe(400);
  });
});
