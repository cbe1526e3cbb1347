import {
  explainMatch,
  preparePlayer,
  scorePair,
  type GameFacts,
  type MatchFacts,
} from '../../../../lambdas/domain/matching';
import type { MatchSuggestion } from '../../../../lib/contract/responses';
import { aPlayer, blankPlayer, flagsOn, forSeeds, gameName } from './generate';

const rescore = (a: MatchFacts, b: MatchFacts) => scorePair(preparePlayer(a), preparePlayer(b));

/**
 * The viewer's facts after a suggestion, applied here independently of the module's own applier, so
 * the test checks the module's claim rather than repeating it.
 */
function applied(viewer: MatchFacts, other: MatchFacts, suggestion: MatchSuggestion): MatchFacts {
  switch (suggestion.change) {
    case 'addGame': {
      const genre = other.games.find((game) => game.gameId === suggestion.gameId)!.genre;
      const added: GameFacts = {
        gameId: suggestion.gameId,
        genre,
        platform: 1,
        skillLevel: 4,
        frequency: 1,
        rating: 1,
      };
      return { ...viewer, games: [...viewer.games, added] };
    }
    case 'turnOn':
      return { ...viewer, flags: { ...viewer.flags, [suggestion.item]: 1 } };
    case 'setGameStyle':
      return { ...viewer, gameStyle: suggestion.gameStyle };
    case 'addPlatform':
      return { ...viewer, platforms: [...viewer.platforms, suggestion.platformId] };
    case 'answerDetail':
      return {
        ...viewer,
        games: viewer.games.map((game) =>
          game.gameId === suggestion.gameId ? { ...game, [suggestion.field]: suggestion.value } : game,
        ),
      };
  }
}

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
const names: Record<number, string> = { 10: 'Valorant', 20: 'Apex Legends', 30: 'Forza', 50: 'Overwatch 2' };
const nameOf = (gameId: number) => names[gameId] ?? `Game ${gameId}`;

describe('explainMatch: the worked example', () => {
  it('lists what the pair shares, part by part', () => {
    const { explanation } = explainMatch(viewer, other, nameOf);

    expect(explanation).toEqual({
      sharedGames: [
        { gameId: 30, gameDescription: 'Forza' },
        { gameId: 10, gameDescription: 'Valorant' },
      ],
      sharedGenres: ['Shooter', 'Racing'],
      sameGameStyle: 2,
      sharedChecklist: ['microphone'],
      sharedPlatforms: [2],
      sameDetails: [
        { gameId: 30, gameDescription: 'Forza', fields: ['rating'] },
        { gameId: 10, gameDescription: 'Valorant', fields: ['platform', 'frequency'] },
      ],
    });
  });

  it('suggests the viewer add the other player’s game, with the score it gives', () => {
    const { score, suggestion } = explainMatch(viewer, other, nameOf);

    expect(score.combinedScore).toBe(74);
    expect(suggestion).toEqual({
      change: 'addGame',
      gameId: 50,
      gameDescription: 'Overwatch 2',
      combinedScore: 80,
    });
  });

  it('offers the other player their own best change, from their side', () => {
    const { score, suggestion } = explainMatch(other, viewer, nameOf);

    expect(score).toEqual(explainMatch(viewer, other, nameOf).score);
    expect(suggestion?.change).toBeDefined();
    expect(rescore(applied(other, viewer, suggestion!), viewer).combinedScore).toBe(
      suggestion!.combinedScore,
    );
  });
});

describe('explainMatch: rules', () => {
  it('explains nothing and suggests nothing on one’s own profile, which scores 100', () => {
    expect(explainMatch(viewer, viewer, nameOf)).toEqual({
      score: expect.objectContaining({ combinedScore: 100, gameMatchPercentage: 100 }),
      explanation: undefined,
      suggestion: null,
    });
  });

  it('suggests turning on a checklist item when that is the best change', () => {
    const a = blankPlayer('a', { flags: flagsOn('discord') });
    const b = blankPlayer('b', { flags: flagsOn('discord', 'microphone') });

    expect(explainMatch(a, b, nameOf).suggestion).toEqual({
      change: 'turnOn',
      item: 'microphone',
      combinedScore: 40,
    });
  });

  it('suggests answering a detail the viewer left unanswered, with the other player’s answer', () => {
    // nothing to compare yet: answering either detail the other gave makes the details agree (0 → 100);
    // on a tie the first detail in the table's order (platform) is offered
    const game = { gameId: 9, genre: 'Puzzle', platform: 1, skillLevel: 4, frequency: 1, rating: 1 };
    const a = blankPlayer('a', { games: [game] });
    const b = blankPlayer('b', { games: [{ ...game, platform: 2, skillLevel: 3 }] });

    expect(explainMatch(a, b, nameOf)).toMatchObject({
      score: { combinedScore: 70, detailsMatchPercentage: 0 },
      suggestion: {
        change: 'answerDetail',
        gameId: 9,
        gameDescription: 'Game 9',
        field: 'platform',
        value: 2,
        combinedScore: 85,
      },
    });
  });

  it('never suggests changing a game style or a detail the viewer gave, turning anything off, or a self-label', () => {
    forSeeds(150, (random) => {
      const a = aPlayer(random, 'a');
      const b = aPlayer(random, 'b');
      const { suggestion } = explainMatch(a, b, gameName);
      if (!suggestion) return;

      if (suggestion.change === 'setGameStyle') expect([1, 2]).not.toContain(a.gameStyle);
      if (suggestion.change === 'turnOn') {
        expect(a.flags[suggestion.item]).toBe(0);
        expect(['streamer', 'moderator']).not.toContain(suggestion.item);
      }
      if (suggestion.change === 'addPlatform') expect(a.platforms).not.toContain(suggestion.platformId);
      if (suggestion.change === 'addGame') {
        expect(a.games.map((game) => game.gameId)).not.toContain(suggestion.gameId);
        expect(b.games.map((game) => game.gameId)).toContain(suggestion.gameId);
      }
      if (suggestion.change === 'answerDetail') {
        const own = a.games.find((game) => game.gameId === suggestion.gameId)!;
        const their = b.games.find((game) => game.gameId === suggestion.gameId)!;
        expect(their[suggestion.field]).toBe(suggestion.value);
        expect(own[suggestion.field]).not.toBe(suggestion.value);
      }
    });
  });

  it('never suggests claiming to be a streamer or a moderator, though it would raise the score', () => {
    const a = blankPlayer('a', { flags: flagsOn('discord') });
    const b = blankPlayer('b', { flags: flagsOn('discord', 'streamer', 'moderator') });

    expect(explainMatch(a, b, nameOf).suggestion).toBeNull();
  });

  it('suggests nothing when no change of the viewer’s raises the score', () => {
    // the other player has nothing the viewer lacks
    const game = { gameId: 4, genre: 'Racing', platform: 2, skillLevel: 2, frequency: 2, rating: 2 };
    const a = blankPlayer('a', { gameStyle: 1, flags: flagsOn('microphone'), platforms: [2], games: [game] });
    const b = blankPlayer('b', { gameStyle: 1, platforms: [2], games: [game] });

    expect(explainMatch(a, b, nameOf).suggestion).toBeNull();
  });
});

describe('explainMatch: properties over seeded random players', () => {
  it('every suggestion really raises combinedScore to the score it names', () => {
    let suggested = 0;
    forSeeds(300, (random) => {
      const a = aPlayer(random, 'a');
      const b = aPlayer(random, 'b');
      const { score, suggestion } = explainMatch(a, b, gameName);
      if (!suggestion) return;
      suggested++;
      const after = rescore(applied(a, b, suggestion), b);

      expect(after.combinedScore).toBe(suggestion.combinedScore);
      expect(suggestion.combinedScore).toBeGreaterThan(score.combinedScore);
    });
    expect(suggested).toBeGreaterThan(200);
  });

  it('no other allowed change scores higher than the suggestion (or above the current score when none)', () => {
    const answeredCode = { platform: [2, 7], skillLevel: [1, 3], frequency: [2, 5], rating: [2, 6] } as const;
    const isAnswered = (field: keyof typeof answeredCode, code: number) =>
      code >= answeredCode[field][0] && code <= answeredCode[field][1];
    forSeeds(150, (random) => {
      const a = aPlayer(random, 'a');
      const b = aPlayer(random, 'b');
      const { score, suggestion } = explainMatch(a, b, gameName);
      const mine = new Set(a.games.map((game) => game.gameId));
      const changes: MatchSuggestion[] = [
        ...b.games
          .filter((game) => !mine.has(game.gameId))
          .map((game) => ({
            change: 'addGame' as const,
            gameId: game.gameId,
            gameDescription: '',
            combinedScore: 0,
          })),
        ...(['microphone', 'familyFriendly', 'discord', 'pcConsole'] as const)
          .filter((item) => b.flags[item] === 1 && a.flags[item] === 0)
          .map((item) => ({ change: 'turnOn' as const, item, combinedScore: 0 })),
        ...b.platforms
          .filter((id) => !a.platforms.includes(id))
          .map((platformId) => ({ change: 'addPlatform' as const, platformId, combinedScore: 0 })),
        ...([1, 2] as const)
          .filter((style) => b.gameStyle === style && a.gameStyle === 0)
          .map((gameStyle) => ({ change: 'setGameStyle' as const, gameStyle, combinedScore: 0 })),
        ...b.games.flatMap((their) => {
          const own = a.games.find((game) => game.gameId === their.gameId);
          if (!own) return [];
          return (['platform', 'skillLevel', 'frequency', 'rating'] as const)
            .filter((field) => isAnswered(field, their[field]) && !isAnswered(field, own[field]))
            .map((field) => ({
              change: 'answerDetail' as const,
              gameId: their.gameId,
              gameDescription: '',
              field,
              value: their[field],
              combinedScore: 0,
            }));
        }),
      ];
      const ceiling = suggestion?.combinedScore ?? score.combinedScore;
      for (const change of changes) {
        expect(rescore(applied(a, b, change), b).combinedScore).toBeLessThanOrEqual(ceiling);
      }
    });
  });

  it('explains with facts both players really have', () => {
    forSeeds(200, (random) => {
      const a = aPlayer(random, 'a');
      const b = aPlayer(random, 'b');
      const { explanation, score } = explainMatch(a, b, gameName);
      const ids = (player: MatchFacts) => new Set(player.games.map((game) => game.gameId));

      expect(explanation!.sharedGames.map((game) => game.gameId).sort()).toEqual(
        [...ids(a)].filter((id) => ids(b).has(id)).sort(),
      );
      expect(explanation!.sharedGames.length > 0).toBe(score.gameMatchPercentage > 0);
      expect(explanation!.sharedGenres.length > 0).toBe(score.genreMatchPercentage > 0);
      for (const item of explanation!.sharedChecklist) expect([a.flags[item], b.flags[item]]).toEqual([1, 1]);
      for (const id of explanation!.sharedPlatforms) {
        expect(a.platforms).toContain(id);
        expect(b.platforms).toContain(id);
      }
    });
  });
});
