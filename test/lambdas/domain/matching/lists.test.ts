/**
 * Editing a player's match lists (lambdas/domain/matching/lists.ts `editMatchLists`): a block, a
 * spectate flag or a face is written only over the revision it read (and a player who leaves takes their
 * FAN entry and recorded card along), so an offer that lands meanwhile is
 * never overwritten: on a race the lists are read again and the edit applied to what is there now.
 */
import type { StoredMatchList } from '../../../../lambdas/data';
import { withoutEntry } from '../../../../lambdas/domain/matching/engine';
import { editMatchLists } from '../../../../lambdas/domain/matching/lists';
import { ALL_MATCHES_SCOPE, type MatchEntry } from '../../../../lambdas/model/matching';

const entry = (uuid: string, score: number): MatchEntry => ({
  uuid,
  userName: uuid,
  pic: null,
  combinedScore: score,
  matchedAt: 100,
  games: [1],
  spectated: false,
});

/** A player's stored lists with revisions, as putMatchListIfUnchanged keeps them. */
function store(initial: StoredMatchList[]) {
  let lists = initial;
  const writes: StoredMatchList[] = [];
  const fans: { added: readonly string[]; removed: readonly string[] }[] = [];
  const members: { put: readonly unknown[]; removed: readonly { gameId: number; uuid: string }[] }[] = [];
  return {
    writes,
    fans,
    members,
    current: () => lists,
    /** someone else writes a list (an offer landing between a read and a write) */
    offer(scope: StoredMatchList['scope'], offered: MatchEntry) {
      lists = lists.map((list) =>
        list.scope === scope ? { ...list, entries: [...list.entries, offered], rev: list.rev + 1 } : list,
      );
    },
    data: {
      getMatchLists: async () => lists.map((list) => ({ ...list })),
      putMatchListIfUnchanged: async (_uuid: string, list: StoredMatchList) => {
        const stored = lists.find((candidate) => candidate.scope === list.scope);
        if ((stored?.rev ?? 0) !== list.rev) return false;
        writes.push(list);
        lists = [
          ...lists.filter((candidate) => candidate.scope !== list.scope),
          { ...list, rev: list.rev + 1 },
        ];
        return true;
      },
      updateMatchFans: async (_viewer: string, added: readonly string[], removed: readonly string[]) => {
        fans.push({ added, removed });
      },
      updateMatchMembers: async (
        _viewer: string,
        put: readonly unknown[],
        removed: readonly { gameId: number; uuid: string }[],
      ) => {
        members.push({ put, removed });
      },
    },
  };
}

const all = (entries: MatchEntry[], rev = 3): StoredMatchList => ({
  scope: ALL_MATCHES_SCOPE,
  entries,
  builtAt: 1,
  gameCounts: { '1': entries.length },
  rev,
});
const game = (entries: MatchEntry[], rev = 2): StoredMatchList => ({
  scope: 1,
  entries,
  builtAt: 1,
  gameCounts: {},
  rev,
});

it('writes each changed list over its read revision and drops the FAN entry of the one removed', async () => {
  const lists = store([
    all([entry('ann', 90), entry('ben', 80)]),
    game([entry('ann', 90), entry('ben', 80)]),
  ]);

  await expect(
    editMatchLists('viewer', (entries) => withoutEntry(entries, 'ben'), lists.data, 'ben'),
  ).resolves.toBe(true);

  expect(lists.writes.map((list) => [list.scope, list.rev, list.entries.map((e) => e.uuid)])).toEqual([
    [ALL_MATCHES_SCOPE, 3, ['ann']],
    [1, 2, ['ann']],
  ]);
  // the list of all matches keeps the per-game counts in step
  expect(lists.current().find((list) => list.scope === ALL_MATCHES_SCOPE)!.gameCounts).toEqual({ '1': 1 });
  expect(lists.fans).toEqual([{ added: [], removed: ['ben'] }]);
  // and the card recorded for ben's place (game 1) goes with him
  expect(lists.members).toEqual([{ put: [], removed: [{ gameId: 1, uuid: 'ben' }] }]);
});

it('an offer landing between the read and the write survives: the edit is applied again to the new list', async () => {
  const lists = store([all([entry('ann', 90), entry('ben', 80)])]);
  const data = {
    ...lists.data,
    getMatchLists: async () => {
      const read = await lists.data.getMatchLists();
      // the first read is overtaken by an offer of eve before the edit writes
      if (lists.writes.length === 0 && !lists.current()[0]!.entries.some((e) => e.uuid === 'eve'))
        lists.offer(ALL_MATCHES_SCOPE, entry('eve', 70));
      return read;
    },
  };

  await editMatchLists('viewer', (entries) => withoutEntry(entries, 'ben'), data, 'ben');

  expect(lists.current()[0]!.entries.map((e) => e.uuid)).toEqual(['ann', 'eve']);
});

it('nothing to change writes nothing (but still forgets a stale FAN entry)', async () => {
  const lists = store([all([entry('ann', 90)])]);
  await expect(
    editMatchLists('viewer', (entries) => withoutEntry(entries, 'ben'), lists.data, 'ben'),
  ).resolves.toBe(false);
  expect(lists.writes).toEqual([]);
  expect(lists.fans).toEqual([{ added: [], removed: ['ben'] }]);
});
