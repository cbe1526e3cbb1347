import * as v from 'valibot';
import { answers } from '../../../lib/contract';
import { presentGame } from '../../../lambdas/domain/present';
import { presentPublicGame, presentPublicProfile } from '../../../lambdas/domain/public-profile';
import { englishReference, type EnglishReference } from '../../../lambdas/domain/reference';
import { timeZoneById } from '../../../lib/reference';
import { aGame, aProfile, aUserGame } from '../factories';

const media = { url: (key: string) => `https://cdn.test/${key.replace(/^media\//, '')}` };

describe('presenters', () => {
  let reference: EnglishReference;
  beforeAll(async () => {
    reference = await englishReference();
  });

  it('presents a catalogue game in the spec fields, thumbnail falling back to the image', () => {
    const game = presentGame(aGame({ gameId: 9, thumbKey: null, imageKey: 'media/games/9.svg' }), media);

    expect(game).toEqual({
      Id: 9,
      Description: 'Fortnite',
      GameType: 'Battle royale',
      GameRating: 'T',
      GameGenre: 'Shooter',
      GameImageSrc: 'https://cdn.test/games/9.svg',
      GameImageThumbSrc: 'https://cdn.test/games/9.svg',
    });
    expect(v.parse(answers.game(), game)).toEqual(game);
  });

  it('presents a public profile: country and time zone names, platform flags, raw bio', () => {
    const profile = presentPublicProfile(
      aProfile({
        countryCode: 'KR',
        timeZoneId: 4,
        bio: '"none"',
        platforms: { '2': 1, '4': 1, '6': 0 },
        moderator: 1,
      }),
      media,
      reference,
    );

    expect(profile).toEqual({
      UserName: 'alice_plays',
      Description: 'South Korea',
      CountryCode: 'KR',
      TimeZone: timeZoneById(4, 'en')!.Description,
      ProfilePicLink: 'https://cdn.test/userprofileimages/alice.svg',
      Bio: '"none"',
      GameStyle: 2,
      Streamer: 1,
      FamilyFriendly: 0,
      Moderator: 1,
      Microphone: 1,
      PC: 1,
      Playstation: 1,
      Xbox: 0,
      Nintendo: 0,
      Mobile: 0,
      Other: 0,
    });
    expect(v.parse(answers.publicProfile(), profile)).toEqual(profile);
  });

  it('uses the default picture when the profile has none', () => {
    expect(presentPublicProfile(aProfile({ profilePicKey: null }), media, reference).ProfilePicLink).toBe(
      'https://cdn.test/defaults/profile.svg',
    );
  });

  it("presents a public game with the owner's details and the game's thumbnail", () => {
    const game = presentPublicGame(
      aUserGame({ platform: 4, skillLevel: 3, frequency: 2, rating: 6 }),
      aGame({ thumbKey: 'media/games/1-thumb.svg' }),
      media,
    );

    expect(game).toEqual({
      Id: 1,
      Description: 'Fortnite',
      GameImageSrc: 'https://cdn.test/games/1.svg',
      GameImageThumbSrc: 'https://cdn.test/games/1-thumb.svg',
      Platform: 4,
      SkillLevel: 3,
      Frequency: 2,
      Rating: 6,
    });
    expect(v.parse(answers.publicGame(), game)).toEqual(game);
  });

  it('names unknown countries and time zones as empty text', () => {
    expect(reference.countryName('US')).toBe('United States');
    expect(reference.countryName('XX')).toBe('');
    expect(reference.timeZoneDescription(9999)).toBe('');
  });
});
