/**
 * Spectate counts follow a closing account (streams/reactions/closed-spectate.ts): closing takes 1 from
 * the counters of the people on its links both ways, reopening gives it back, in chunks each applied
 * once with its own marker.
 */
import { ProfileEntity } from '../../../lambdas/data/entities';
import { profileCounterChange } from '../../../lambdas/streams/reactions/profile-counter';
import {
  CHUNK,
  accountTurnOf,
  closedSpectateCounters,
} from '../../../lambdas/streams/reactions/closed-spectate';
import { ALICE, BOB, CAROL, NOW, aProfile } from '../factories';

const profileImage = (active: boolean) => ProfileEntity.item(aProfile({ uuid: ALICE, active }));
const change = (from: boolean, to: boolean) => ({
  eventName: 'MODIFY' as const,
  eventID: 'evt-1',
  before: profileImage(from),
  after: profileImage(to),
});

function deps(links: { spectating: string[]; spectators: string[] }) {
  const applyOnce = jest.fn().mockResolvedValue({ outcome: 'applied', refused: [] });
  const listSpectateLinks = jest.fn().mockResolvedValue(links);
  const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  return { data: { applyOnce, listSpectateLinks }, clock: { now: () => NOW }, log };
}

describe('closed-spectate', () => {
  it('tells a closing (−1) and a reopening (+1) from other profile changes', () => {
    expect(accountTurnOf(change(true, false))).toEqual({ uuid: ALICE, delta: -1 });
    expect(accountTurnOf(change(false, true))).toEqual({ uuid: ALICE, delta: 1 });
    expect(accountTurnOf(change(true, true))).toBeUndefined();
    expect(accountTurnOf({ ...change(true, false), eventName: 'INSERT' })).toBeUndefined();
  });

  it('on closing, takes 1 from the spectators count of whom it spectates and the spectating count of who spectates it, once', async () => {
    const given = deps({ spectating: [BOB], spectators: [BOB, CAROL] });

    await closedSpectateCounters.react(change(true, false), given);

    expect(given.data.listSpectateLinks).toHaveBeenCalledWith(ALICE);
    expect(given.data.applyOnce.mock.calls).toEqual([
      ['evt-1#closed-spectate#0', [profileCounterChange(BOB, 'spectatorsCount', -1)], NOW],
      [
        'evt-1#closed-spectate#1',
        [
          profileCounterChange(BOB, 'spectatingCount', -1),
          profileCounterChange(CAROL, 'spectatingCount', -1),
        ],
        NOW,
      ],
    ]);
  });

  it('never touches one profile twice in a transaction (DynamoDB refuses it): each direction in chunks of its own', async () => {
    const many = Array.from(
      { length: CHUNK + 1 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    // everyone spectates the account and is spectated by it
    const given = deps({ spectating: many, spectators: many });

    await closedSpectateCounters.react(change(true, false), given);

    const calls = given.data.applyOnce.mock.calls as [string, { key: unknown }[]][];
    expect(calls.map(([marker, updates]) => [marker, updates.length])).toEqual([
      ['evt-1#closed-spectate#0', CHUNK],
      ['evt-1#closed-spectate#1', 1],
      ['evt-1#closed-spectate#2', CHUNK],
      ['evt-1#closed-spectate#3', 1],
    ]);
    for (const [, updates] of calls) {
      const keys = updates.map((update) => JSON.stringify(update.key));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('on reopening, gives them back, in chunks of CHUNK each with its own marker', async () => {
    const many = Array.from(
      { length: CHUNK + 1 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const given = deps({ spectating: many, spectators: [] });

    await closedSpectateCounters.react(change(false, true), given);

    expect(given.data.applyOnce.mock.calls.map(([marker, updates]) => [marker, updates.length])).toEqual([
      ['evt-1#closed-spectate#0', CHUNK],
      ['evt-1#closed-spectate#1', 1],
    ]);
    expect(given.data.applyOnce.mock.calls[1]![1]).toEqual([
      profileCounterChange(many.at(-1)!, 'spectatorsCount', 1),
    ]);
  });

  it('does nothing on other changes', async () => {
    const given = deps({ spectating: [BOB], spectators: [] });
    await closedSpectateCounters.react(change(true, true), given);
    expect(given.data.listSpectateLinks).not.toHaveBeenCalled();
  });
});
