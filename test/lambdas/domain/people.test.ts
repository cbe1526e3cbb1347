import { listPeople, type PeopleSource } from '../../../lambdas/domain/people';
import { DEFAULT_MATCH_SCORE } from '../../../lib/contract/constants';
import { ALICE, BOB, CAROL, aProfile } from '../factories';

const DAVE = '44444444-4444-4444-8444-444444444444';
const ERIN = '55555555-5555-4555-8555-555555555555';

const profiles = {
  [ALICE]: aProfile({ uuid: ALICE, userName: 'alice_plays' }),
  [BOB]: aProfile({ uuid: BOB, userName: 'bob_builds' }),
  [CAROL]: aProfile({ uuid: CAROL, userName: 'carol_carries' }),
  [DAVE]: aProfile({ uuid: DAVE, userName: 'dave_dives', active: false }),
  [ERIN]: aProfile({ uuid: ERIN, userName: 'erin_aims' }),
};

/** A source over the profiles above, recording what it was asked. */
function source(overrides: Partial<PeopleSource> = {}) {
  const asked: Record<string, unknown[]> = { profiles: [], relations: [], spectated: [], scores: [] };
  const value: PeopleSource = {
    getProfiles: jest.fn(async (uuids: readonly string[]) => {
      asked.profiles!.push([...uuids]);
      return uuids.flatMap((uuid) => profiles[uuid as keyof typeof profiles] ?? []);
    }),
    getBlockRelations: jest.fn(async (uuid: string) => {
      asked.relations!.push(uuid);
      return { blocked: [BOB], blockedBy: [CAROL] };
    }),
    getSpectatedAmong: jest.fn(async (viewer: string, uuids: readonly string[]) => {
      asked.spectated!.push([viewer, [...uuids]]);
      return [ERIN];
    }),
    getMatchScores: jest.fn(async (viewer: string, uuids: readonly string[]) => {
      asked.scores!.push([viewer, [...uuids]]);
      return new Map([[ERIN, 87]]);
    }),
    ...overrides,
  };
  return { value, asked };
}

const names = (people: Awaited<ReturnType<typeof listPeople>>) => people.map((p) => p.profile.userName);

describe('people pipeline', () => {
  it('keeps the order of the ids and drops the viewer, duplicates, missing and deactivated accounts', async () => {
    const unknown = '66666666-6666-4666-8666-666666666666';
    const { value } = source({ getBlockRelations: async () => ({ blocked: [], blockedBy: [] }) });

    const people = await listPeople([ERIN, ALICE, unknown, DAVE, BOB, ERIN], { viewer: ALICE }, value);

    expect(names(people)).toEqual(['erin_aims', 'bob_builds']);
  });

  it('hides people blocked either way, unless the list keeps the ones the viewer blocked', async () => {
    const { value } = source();
    const ids = [BOB, CAROL, ERIN];

    expect(names(await listPeople(ids, { viewer: ALICE }, value))).toEqual(['erin_aims']);
    expect(names(await listPeople(ids, { viewer: ALICE, blocked: 'keep' }, value))).toEqual([
      'bob_builds',
      'carol_carries',
      'erin_aims',
    ]);
  });

  it("adds the viewer's score (the default where a pair has none) and spectate flag, asked for the visible people only", async () => {
    const { value, asked } = source({ getBlockRelations: async () => ({ blocked: [BOB], blockedBy: [] }) });

    const people = await listPeople(
      [BOB, CAROL, ERIN],
      { viewer: ALICE, score: true, spectating: true },
      value,
    );

    expect(people.map((p) => [p.profile.userName, p.score, p.spectating])).toEqual([
      ['carol_carries', DEFAULT_MATCH_SCORE, false],
      ['erin_aims', 87, true],
    ]);
    expect(asked.scores).toEqual([[ALICE, [CAROL, ERIN]]]);
    expect(asked.spectated).toEqual([[ALICE, [CAROL, ERIN]]]);
  });

  it('reads nothing beyond the profiles and the relations when the list shows no flags, and nothing for an empty list', async () => {
    const { value, asked } = source();

    await listPeople([ERIN], { viewer: ALICE }, value);
    await listPeople([ALICE], { viewer: ALICE }, value);

    expect(asked.profiles).toEqual([[ERIN]]);
    expect(asked.relations).toEqual([ALICE]);
    expect(asked.scores).toEqual([]);
    expect(asked.spectated).toEqual([]);
  });

  it('refuses a list that asks for a flag without passing its access pattern', async () => {
    const { value } = source({ getSpectatedAmong: undefined });
    await expect(listPeople([ERIN], { viewer: ALICE, spectating: true }, value)).rejects.toThrow(
      "'spectating' needs the getSpectatedAmong access pattern",
    );
  });
});
