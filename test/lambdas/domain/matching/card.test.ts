/**
 * The player card: built from a profile and its games, it scores exactly as the profile and games
 * do (the engine and every list score cards), and it packs what lists filter on.
 */
import {
  cardOf,
  factsOfCard,
  sameCard,
  sameFace,
  unpackDetails,
} from '../../../../lambdas/domain/matching/card';
import { emptyScore, matchFactsOf, preparePlayer, scorePair } from '../../../../lambdas/domain/matching';
import { ALICE, BOB, aProfile, aUserGame } from '../../factories';
import { genreOfGame, seeded } from './generate';

const pick = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

function randomPlayer(random: () => number, uuid: string) {
  const profile = aProfile({
    uuid,
    gameStyle: pick(random, 0, 3),
    streamer: pick(random, 0, 1) as 0 | 1,
    microphone: pick(random, 0, 1) as 0 | 1,
    discord: pick(random, 0, 1) as 0 | 1,
    familyFriendly: pick(random, 0, 1) as 0 | 1,
    moderator: pick(random, 0, 1) as 0 | 1,
    pcConsole: pick(random, 0, 1) as 0 | 1,
    platforms: Object.fromEntries([2, 3, 4, 5, 6, 7].map((id) => [String(id), pick(random, 0, 1) as 0 | 1])),
  });
  const ids = [...new Set(Array.from({ length: pick(random, 0, 8) }, () => pick(random, 1, 30)))];
  const games = ids.map((gameId) =>
    aUserGame({
      uuid,
      gameId,
      platform: pick(random, 1, 7),
      skillLevel: pick(random, 1, 5),
      frequency: pick(random, 1, 5),
      rating: pick(random, 1, 6),
    }),
  );
  return { profile, games };
}

describe('player card', () => {
  it('scores every pair exactly as the profiles and games it was made from', () => {
    const random = seeded(20261123);
    for (let round = 0; round < 300; round += 1) {
      const a = randomPlayer(random, ALICE);
      const b = randomPlayer(random, BOB);
      const direct = scorePair(
        preparePlayer(matchFactsOf(a.profile, a.games, genreOfGame)),
        preparePlayer(matchFactsOf(b.profile, b.games, genreOfGame)),
        emptyScore(),
      );
      const viaCards = scorePair(
        preparePlayer(factsOfCard(cardOf(a.profile, a.games), genreOfGame)),
        preparePlayer(factsOfCard(cardOf(b.profile, b.games), genreOfGame)),
        emptyScore(),
      );
      expect(viaCards).toEqual(direct);
    }
  });

  it('keeps games in id order with their details packed, and what lists show and filter on', () => {
    const profile = aProfile({
      uuid: ALICE,
      userName: 'NeonFox',
      profilePicKey: 'media/p.webp',
      genderId: 2,
    });
    const card = cardOf(profile, [
      aUserGame({ uuid: ALICE, gameId: 40, platform: 2, skillLevel: 3, frequency: 4, rating: 5 }),
      aUserGame({ uuid: ALICE, gameId: 7, platform: 1, skillLevel: 4, frequency: 1, rating: 1 }),
    ]);
    expect(card.games).toEqual([7, 40]);
    expect(card.details).toEqual([1411, 2345]);
    expect(unpackDetails(2345)).toEqual({ platform: 2, skillLevel: 3, frequency: 4, rating: 5 });
    expect(card).toMatchObject({
      uuid: ALICE,
      userName: 'NeonFox',
      pic: 'media/p.webp',
      genderId: 2,
      dateOfBirth: profile.dateOfBirth,
      timeZoneId: profile.timeZoneId,
      languageId: profile.languageId,
    });
  });

  it('tells a changed card, and a changed face, from an unchanged one', () => {
    const profile = aProfile({ uuid: ALICE });
    const games = [aUserGame({ uuid: ALICE, gameId: 3 })];
    const card = cardOf(profile, games);
    expect(sameCard(card, cardOf({ ...profile, bio: 'new bio', profileViewsCount: 9 }, games))).toBe(true);
    expect(sameCard(card, cardOf({ ...profile, microphone: profile.microphone ? 0 : 1 }, games))).toBe(false);
    expect(sameCard(card, cardOf(profile, [{ ...games[0]!, rating: 6 }]))).toBe(false);
    expect(sameCard(card, undefined)).toBe(false);
    expect(sameFace(card, cardOf({ ...profile, gameStyle: 2 }, games))).toBe(true);
    expect(sameFace(card, cardOf({ ...profile, userName: 'Other' }, games))).toBe(false);
  });
});
