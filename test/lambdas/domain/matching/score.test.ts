import {
  MATCH_WEIGHTS,
  preparePlayer,
  scorePair,
  type MatchFacts,
  type MatchScore,
} from '../../../../lambdas/domain/matching';
import { DEFAULT_MATCH_SCORE, OWN_PROFILE_MATCH_SCORE } from '../../../../lib/contract/constants';
import {
  GAME_POOL,
  aGameFacts,
  aPlayer,
  blankPlayer,
  flagsOn,
  forSeeds,
  genreOfGame,
  pick,
} from './generate';

const score = (a: MatchFacts, b: MatchFacts): MatchScore => scorePair(preparePlayer(a), preparePlayer(b));
const parts = (s: MatchScore) => [
  s.gameMatchPercentage,
  s.genreMatchPercentage,
  s.checklistMatchPercentage,
  s.detailsMatchPercentage,
];

/** The worked example of docs/matching.md. */
const viewer: MatchFacts = blankPlayer('viewer', {
  gameStyle: 2,
  flags: flagsOn('microphone', 'discord'),
  platforms: [2, 4],
  games: [
    { gameId: 10, genre: 'Shooter', platform: 2, skillLevel: 3, frequency: 2, rating: 2 },
    { gameId: 20, genre: 'Shooter', platform: 1, skillLevel: 4, frequency: 1, rating: 1 },
    { gameId: 30, genre: 'Racing', platform: 2, skillLevel: 2, frequency: 3, rating: 3 },
    { gameId: 40, genre: 'Puzzle', platform: 1, skillLevel: 4, frequency: 1, rating: 1 },
  ],
});
const other: MatchFacts = blankPlayer('other', {
  gameStyle: 2,
  flags: flagsOn('microphone', 'streamer'),
  platforms: [2],
  games: [
    { gameId: 10, genre: 'Shooter', platform: 2, skillLevel: 2, frequency: 2, rating: 4 },
    { gameId: 30, genre: 'Racing', platform: 4, skillLevel: 5, frequency: 1, rating: 3 },
    { gameId: 50, genre: 'Shooter', platform: 1, skillLevel: 4, frequency: 1, rating: 1 },
  ],
});

describe('scorePair: the worked example', () => {
  it('computes each part and the combination as docs/matching.md works them out', () => {
    const result = score(viewer, other);

    // games: 2 shared / √(4 × 3)
    expect(result.gameMatchPercentage).toBe(58);
    // genres: (2·2 + 1·1) / (√6 · √5)
    expect(result.genreMatchPercentage).toBe(91);
    // checklist: style, microphone and PC agree; discord, streamer and PlayStation do not
    expect(result.checklistMatchPercentage).toBe(50);
    // details: game 10 platform 1, skill ½, frequency 1, rating ½; game 30 platform 0, rating 1 (skill 5
    // and frequency 1 are no answers) → 4 / 6
    expect(result.detailsMatchPercentage).toBe(67);
    const weighted =
      MATCH_WEIGHTS.game * (2 / Math.sqrt(12)) +
      MATCH_WEIGHTS.genre * (5 / Math.sqrt(30)) +
      MATCH_WEIGHTS.checklist * 0.5 +
      MATCH_WEIGHTS.details * (4 / 6);
    expect(result.exactScore).toBeCloseTo(25 + 75 * weighted, 10);
    expect(result.combinedScore).toBe(74);
  });

  it('weighs the parts 40/20/20/20', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 12);
  });
});

describe('scorePair: rules', () => {
  it('gives one’s own profile 100 in every part', () => {
    const result = score(viewer, { ...viewer, games: [] });

    expect([...parts(result), result.combinedScore]).toEqual(Array(5).fill(OWN_PROFILE_MATCH_SCORE));
  });

  it('gives the default 25 to a pair with nothing to compare', () => {
    const result = score(blankPlayer('a'), blankPlayer('b'));

    expect(parts(result)).toEqual([0, 0, 0, 0]);
    expect(result.combinedScore).toBe(DEFAULT_MATCH_SCORE);
  });

  it('never counts a "no answer" detail as agreement (platform 1, skill 4 and 5, frequency 1, rating 1)', () => {
    const unanswered = (skillLevel: number) => [
      { gameId: 7, genre: 'Shooter', platform: 1, skillLevel, frequency: 1, rating: 1 },
    ];
    const a = blankPlayer('a', { games: unanswered(4) });
    const b = blankPlayer('b', { games: unanswered(5) });

    expect(score(a, b).detailsMatchPercentage).toBe(0);
    expect(score(a, blankPlayer('b', { games: unanswered(4) })).detailsMatchPercentage).toBe(0);
    expect(
      score(a, blankPlayer('b', { games: [{ ...unanswered(4)[0]!, platform: 2 }] })).detailsMatchPercentage,
    ).toBe(0);
  });

  it('counts an answered detail only against an answered one, by distance on its scale', () => {
    const game = { gameId: 7, genre: 'Shooter', platform: 1, skillLevel: 4, frequency: 1, rating: 1 };
    const a = blankPlayer('a', { games: [{ ...game, skillLevel: 1, rating: 2 }] });
    const b = blankPlayer('b', { games: [{ ...game, skillLevel: 3, rating: 3 }] });

    // skill low vs high: 0; rating love vs like: 1 − 1/4
    expect(score(a, b).detailsMatchPercentage).toBe(Math.round((100 * (0 + 0.75)) / 2));
  });

  it('counts game style only when both gave one, and on/off items only when one has them on', () => {
    const relaxed = blankPlayer('a', { gameStyle: 1 });

    expect(score(relaxed, blankPlayer('b', { gameStyle: 0 })).checklistMatchPercentage).toBe(0);
    expect(score(relaxed, blankPlayer('b', { gameStyle: 1 })).checklistMatchPercentage).toBe(100);
    expect(score(relaxed, blankPlayer('b', { gameStyle: 2 })).checklistMatchPercentage).toBe(0);
    expect(
      score(
        blankPlayer('a', { flags: flagsOn('microphone'), platforms: [3] }),
        blankPlayer('b', { flags: flagsOn('microphone', 'discord'), platforms: [3] }),
      ).checklistMatchPercentage,
    ).toBe(67);
  });

  it('treats a game listed twice as one', () => {
    const game = { gameId: 3, genre: 'Puzzle', platform: 2, skillLevel: 2, frequency: 2, rating: 2 };
    const twice = blankPlayer('a', { games: [game, game] });

    expect(score(twice, blankPlayer('b', { games: [game] })).gameMatchPercentage).toBe(100);
  });
});

describe('scorePair: properties over seeded random players', () => {
  it('keeps every part a whole number in 0–100 and combinedScore in 25–100', () => {
    forSeeds(400, (random) => {
      const result = score(aPlayer(random, 'a'), aPlayer(random, 'b'));

      for (const value of parts(result)) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }
      expect(Number.isInteger(result.combinedScore)).toBe(true);
      expect(result.combinedScore).toBeGreaterThanOrEqual(DEFAULT_MATCH_SCORE);
      expect(result.combinedScore).toBeLessThanOrEqual(OWN_PROFILE_MATCH_SCORE);
    });
  });

  it('is symmetric: score(a, b) = score(b, a), to the last bit', () => {
    forSeeds(400, (random) => {
      const a = aPlayer(random, 'a');
      const b = aPlayer(random, 'b');

      expect(score(a, b)).toEqual(score(b, a));
    });
  });

  it('gives 100 to any player against themselves', () => {
    forSeeds(100, (random) => {
      const a = aPlayer(random, 'a');

      expect(score(a, a).combinedScore).toBe(OWN_PROFILE_MATCH_SCORE);
      expect(parts(score(a, a))).toEqual([100, 100, 100, 100]);
    });
  });

  it('gives the default 25, every part 0, when nothing is shared', () => {
    // games from disjoint halves of the pool whose genres differ too; no item on for both; opposite styles
    const oddGenres = GAME_POOL.filter((id) => (id % 7) % 2 === 1);
    const evenGenres = GAME_POOL.filter((id) => (id % 7) % 2 === 0);
    forSeeds(200, (random) => {
      const a = aPlayer(random, 'a', { pool: oddGenres });
      const b = aPlayer(random, 'b', { pool: evenGenres });
      const disjoint: MatchFacts = {
        ...b,
        gameStyle: a.gameStyle === 1 ? 2 : 1,
        flags: Object.fromEntries(
          Object.entries(b.flags).map(([item, on]) => [item, a.flags[item as keyof typeof a.flags] ? 0 : on]),
        ) as MatchFacts['flags'],
        platforms: b.platforms.filter((id) => !a.platforms.includes(id)),
      };
      const result = score(a, disjoint);

      expect(parts(result)).toEqual([0, 0, 0, 0]);
      expect(result.combinedScore).toBe(DEFAULT_MATCH_SCORE);
    });
  });

  it('never lowers gameMatchPercentage when the pair shares one more game', () => {
    forSeeds(400, (random) => {
      const a = aPlayer(random, 'a', { maxGames: 15 });
      const b = aPlayer(random, 'b', { maxGames: 15 });
      const before = score(a, b).gameMatchPercentage;
      const mine = new Set(a.games.map((game) => game.gameId));
      const theirs = new Set(b.games.map((game) => game.gameId));

      // both take up a game neither played
      const fresh = 100 + Math.floor(random() * 100);
      const both = score(
        { ...a, games: [...a.games, aGameFacts(random, fresh)] },
        { ...b, games: [...b.games, aGameFacts(random, fresh)] },
      );
      expect(both.gameMatchPercentage).toBeGreaterThanOrEqual(before);

      // one takes up a game of the other's
      const onlyMine = [...mine].filter((id) => !theirs.has(id));
      if (onlyMine.length > 0) {
        const gameId = pick(random, onlyMine);
        const joined = score(a, { ...b, games: [...b.games, aGameFacts(random, gameId)] });
        expect(joined.gameMatchPercentage).toBeGreaterThanOrEqual(before);
        expect(joined.gameMatchPercentage).toBeGreaterThan(0);
      }
    });
  });

  it('scores genres from the catalogue genre of each game', () => {
    const a = blankPlayer('a', { games: [aGameFacts(Math.random, 7)] });
    const b = blankPlayer('b', { games: [aGameFacts(Math.random, 14)] });

    expect(genreOfGame(7)).toBe(genreOfGame(14));
    expect(score(a, b).gameMatchPercentage).toBe(0);
    expect(score(a, b).genreMatchPercentage).toBe(100);
  });
});
