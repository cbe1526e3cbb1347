import {
  clearDraft,
  EMPTY_DRAFT,
  readDraft,
  readResumeStep,
  saveDraft,
} from '../../../../web/src/state/flows/signup-draft';

beforeEach(() => {
  sessionStorage.clear();
});

describe('signup drafts (state/flows/signup-draft.ts, 001 §3)', () => {
  it('reads nothing as the empty draft, with gender 6 and frequency 1', () => {
    expect(readDraft()).toEqual(EMPTY_DRAFT);
    expect(EMPTY_DRAFT).toMatchObject({ gender: 6, frequency: 1, gamingStyle: 0, platforms: [], games: [] });
  });

  it("writes the spec's keys as named and ours under signup*, and reads them back", () => {
    saveDraft({
      step: 'games',
      email: 'gamer@example.com',
      username: 'NeonFox',
      displayImage: 'https://media.test/userprofileimages/a.jpg',
      savedImage: 'media/userprofileimages/a.jpg',
      dob: '1998-04-28',
      gender: 2,
      language: 41,
      timezone: 28,
      countrycode: 'JP',
      frequency: 3,
      gamingStyle: 1,
      platforms: [2, 7],
      flags: { familyFriendly: true, streamer: false, microphone: true, moderator: false },
      games: [7, 3],
    });

    expect({ ...sessionStorage }).toEqual({
      signupStep: 'games',
      signupEmail: 'gamer@example.com',
      username: 'NeonFox',
      displayImage: 'https://media.test/userprofileimages/a.jpg',
      savedImage: 'media/userprofileimages/a.jpg',
      dob: '1998-04-28',
      gender: '2',
      language: '41',
      timezone: '28',
      countrycode: 'JP',
      frequency: '3',
      signupGamingStyle: '1',
      signupPlatforms: '[2,7]',
      signupFlags: '{"familyFriendly":true,"streamer":false,"microphone":true,"moderator":false}',
      signupGames: '[7,3]',
    });
    expect(readDraft()).toMatchObject({
      step: 'games',
      gender: 2,
      language: 41,
      platforms: [2, 7],
      games: [7, 3],
    });
  });

  it('reads malformed values as empty ones', () => {
    Object.entries({
      signupStep: 'nowhere',
      dob: '28/04/1998',
      gender: '9',
      language: '-1',
      timezone: 'x',
      countrycode: 'jpn',
      frequency: '0',
      signupPlatforms: '[1,2,99,"4"]',
      signupGames: '{"not":"a list"}',
      signupFlags: 'nope',
    }).forEach(([key, value]) => sessionStorage.setItem(key, value));

    expect(readDraft()).toEqual({ ...EMPTY_DRAFT, platforms: [2] });
  });

  it('removes a key saved empty, and clears every key but the interface language', () => {
    sessionStorage.setItem('i18nextLng', 'ja');
    sessionStorage.setItem('signupResume', 'code');
    saveDraft({ username: 'NeonFox', savedImage: 'media/userprofileimages/a.jpg' });
    saveDraft({ savedImage: '' });
    expect(sessionStorage.getItem('savedImage')).toBeNull();

    clearDraft();

    expect({ ...sessionStorage }).toEqual({ i18nextLng: 'ja' });
  });

  it('reads the resume marker only when it names code or username', () => {
    expect(readResumeStep()).toBeNull();
    sessionStorage.setItem('signupResume', 'games');
    expect(readResumeStep()).toBeNull();
    sessionStorage.setItem('signupResume', 'code');
    expect(readResumeStep()).toBe('code');
  });
});
