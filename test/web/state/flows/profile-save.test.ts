import * as v from 'valibot';
import { routeNamed } from '../../../../lib/contract/manifest';
import { ApiError, callApi } from '../../../../web/src/lib/api';
import { putWithProgress, UploadError } from '../../../../web/src/lib/upload';
import {
  checkProfileImageBytes,
  type PreparedImage,
} from '../../../../web/src/state/flows/profile-image-upload';
import { hasChanges, saveProfile, type ProfileValues } from '../../../../web/src/state/flows/profile-save';
import { USER_UUID } from '../../auth-fixtures';
import { aFile, baselineValues, BYTES, OWN_NAME, UPLOAD_KEY, UPLOAD_URL } from '../../profile-fixtures';

jest.mock('../../../../web/src/lib/api', () => jest.requireActual('../../module-mocks').mockedApi());
jest.mock('../../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('../../../../web/src/lib/upload', () => ({
  ...jest.requireActual<object>('../../../../web/src/lib/upload'),
  putWithProgress: jest.fn(),
}));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
const put = jest.mocked(putWithProgress);

/** Every call in order: the route name (or PUT for the upload) and its input. */
let log: Array<[string, unknown]>;

/** Answers each route by name; a function answer is called with the input and may throw. */
function serve(answers: Record<string, unknown>) {
  api.mockImplementation(async (name, input) => {
    log.push([name, input]);
    if (!(name in answers)) throw new Error(`unexpected call ${name}`);
    const answer = answers[name];
    return typeof answer === 'function' ? (answer as (input: unknown) => unknown)(input) : answer;
  });
  put.mockImplementation(async (url) => {
    log.push(['PUT', url]);
  });
}

const OK = { affectedRows: 1 };
const ALL_OK = {
  getProfileImageUploadUrl: UPLOAD_URL,
  setProfileImage: { ProfilePicLink: UPLOAD_KEY },
  checkUsername: { duplicate: false },
  changeUsername: OK,
  updateBio: OK,
  updateChecklist: OK,
  addGames: OK,
  removeGames: OK,
  removeGameDetails: OK,
  saveGameAttributes: OK,
  setPlatform: OK,
};

const failWith = (status: number) => () => {
  throw new ApiError('any', status);
};

async function aPreparedImage(): Promise<PreparedImage> {
  const check = await checkProfileImageBytes(aFile('me.png', BYTES.png, 2048));
  if (!check.ok) throw new Error('fixture image refused');
  return check.image;
}

/** A draft that changes every part: name, bio, checklist, one game added (3), one removed (2), details of 1, platforms. */
function everythingChanged(): ProfileValues {
  const draft = baselineValues();
  draft.username = 'NewName_1';
  draft.bio = 'Raids at dawn now';
  draft.checklist = { ...draft.checklist, gameStyle: 2, streamer: 1 };
  draft.games = [
    { gameId: 1, platform: 2, skillLevel: 1, frequency: 2, rating: 2 },
    { gameId: 3, platform: 6, skillLevel: 4, frequency: 1, rating: 1 },
  ];
  draft.platforms = { ...draft.platforms, 3: false, 5: true };
  return draft;
}

beforeEach(() => {
  log = [];
});
afterEach(() => {
  jest.resetAllMocks();
});

describe('saveProfile (000 §4 Profile: the save sequence)', () => {
  it('writes in the spec order: image, username, bio, checklist, games added, removed, details, platforms', async () => {
    serve(ALL_OK);
    const image = await aPreparedImage();

    const outcome = await saveProfile({
      uuid: USER_UUID,
      baseline: baselineValues(),
      draft: everythingChanged(),
      image,
    });

    expect(log.map(([name]) => name)).toEqual([
      'getProfileImageUploadUrl',
      'PUT',
      'setProfileImage',
      'checkUsername',
      'changeUsername',
      'updateBio',
      'updateChecklist',
      'addGames',
      'removeGames',
      'removeGameDetails',
      'saveGameAttributes',
      'setPlatform',
      'setPlatform',
    ]);
    expect(outcome.failures).toEqual([]);
    expect(outcome.saved).toEqual([
      'image',
      'username',
      'bio',
      'checklist',
      'gamesAdded',
      'gamesRemoved',
      'gameDetails',
      'platforms',
    ]);
    expect(outcome.pictureKey).toBe(UPLOAD_KEY);
    // every payload is one the contract accepts, with the caller's uuid
    for (const [name, input] of log) {
      if (name === 'PUT') continue;
      const route = routeNamed(name as Parameters<typeof routeNamed>[0]);
      const schema = route.method === 'GET' ? route.query : route.body;
      expect(v.safeParse(schema!, input).success).toBe(true);
    }
    const inputs = Object.fromEntries(log.filter(([name]) => name !== 'setPlatform'));
    expect(inputs.setProfileImage).toEqual({ uuid: USER_UUID, imageFile: UPLOAD_KEY });
    expect(inputs.changeUsername).toEqual({ uuid: USER_UUID, username: OWN_NAME, newusername: 'NewName_1' });
    expect(inputs.updateChecklist).toEqual({
      uuid: USER_UUID,
      gameStyle: 2,
      streamer: 1,
      microphone: 1,
      familyFriendly: 0,
      moderator: 0,
      discord: 1,
      pcConsole: 0,
    });
    expect(inputs.addGames).toEqual({ uuid: USER_UUID, games: [3] });
    expect(inputs.removeGames).toEqual({ uuid: USER_UUID, games: [2] });
    expect(inputs.removeGameDetails).toEqual({ uuid: USER_UUID, games: [2] });
    // game 1's changed skill, and the added game 3 whose platform differs from the new-entry defaults
    expect(inputs.saveGameAttributes).toEqual({
      uuid: USER_UUID,
      gameSelections: [
        { gameId: 1, frequency: 2, platform: 2, skillLevel: 1, rating: 2 },
        { gameId: 3, frequency: 1, platform: 6, skillLevel: 4, rating: 1 },
      ],
    });
    expect(outcome.now).toEqual(everythingChanged());
  });

  it('posts only the platforms that changed, each with its new flag', async () => {
    serve(ALL_OK);
    const draft = baselineValues();
    draft.platforms = { ...draft.platforms, 2: false, 7: true };

    await saveProfile({ uuid: USER_UUID, baseline: baselineValues(), draft, image: null });

    expect(log).toEqual([
      ['setPlatform', { uuid: USER_UUID, platform: 2, active: 0 }],
      ['setPlatform', { uuid: USER_UUID, platform: 7, active: 1 }],
    ]);
  });

  it('sends nothing when nothing changed, and a new game left on the defaults gets no details call', async () => {
    serve(ALL_OK);
    expect(hasChanges(baselineValues(), baselineValues(), null)).toBe(false);
    const unchanged = await saveProfile({
      uuid: USER_UUID,
      baseline: baselineValues(),
      draft: baselineValues(),
      image: null,
    });
    expect(log).toEqual([]);
    expect(unchanged).toEqual(expect.objectContaining({ saved: [], failures: [] }));

    const draft = baselineValues();
    draft.games.push({ gameId: 4, platform: 1, skillLevel: 4, frequency: 1, rating: 1 });
    await saveProfile({ uuid: USER_UUID, baseline: baselineValues(), draft, image: null });
    expect(log.map(([name]) => name)).toEqual(['addGames']);
  });

  it('keeps the steps before a failure saved, runs the ones after, and names each failure by its message', async () => {
    serve({ ...ALL_OK, updateBio: failWith(500), addGames: failWith(503), setPlatform: failWith(500) });

    const outcome = await saveProfile({
      uuid: USER_UUID,
      baseline: baselineValues(),
      draft: everythingChanged(),
      image: null,
    });

    expect(outcome.failures).toEqual([
      { step: 'bio', message: 'errorMsg2' },
      { step: 'gamesAdded', message: 'errorMsg3' },
      { step: 'platforms', message: 'errorPlatforms' },
    ]);
    expect(outcome.saved).toEqual(['username', 'checklist', 'gamesRemoved', 'gameDetails']);
    // the details of game 3, whose adding failed, are not sent; game 1's are
    const details = log.find(([name]) => name === 'saveGameAttributes')?.[1];
    expect(details).toEqual({
      uuid: USER_UUID,
      gameSelections: [{ gameId: 1, frequency: 2, platform: 2, skillLevel: 1, rating: 2 }],
    });
    // what the server holds now: saved parts from the draft, failed parts as before
    expect(outcome.now.username).toBe('NewName_1');
    expect(outcome.now.bio).toBe('Night raider');
    expect(outcome.now.games.map((game) => game.gameId)).toEqual([1]);
    expect(outcome.now.platforms).toEqual(baselineValues().platforms);
  });

  it('maps the image failures: preparing the upload errorMsg5, the PUT errorMsg10, setting it errorMsg10a', async () => {
    const image = await aPreparedImage();
    const run = () =>
      saveProfile({ uuid: USER_UUID, baseline: baselineValues(), draft: baselineValues(), image });

    serve({ ...ALL_OK, getProfileImageUploadUrl: failWith(500) });
    expect((await run()).failures).toEqual([{ step: 'image', message: 'errorMsg5' }]);

    serve(ALL_OK);
    put.mockRejectedValueOnce(new UploadError(403));
    expect((await run()).failures).toEqual([{ step: 'image', message: 'errorMsg10' }]);

    serve({ ...ALL_OK, setProfileImage: failWith(400) });
    const outcome = await run();
    expect(outcome.failures).toEqual([{ step: 'image', message: 'errorMsg10a' }]);
    expect(outcome.pictureKey).toBeNull();
  });

  describe('the username (000 §5)', () => {
    const withName = (username: string) => ({ ...baselineValues(), username });
    const run = (username: string) =>
      saveProfile({ uuid: USER_UUID, baseline: baselineValues(), draft: withName(username), image: null });

    it.each([
      ['too short', 'abc'],
      ['too long (a pasted 50-character name)', 'x'.repeat(50)],
      ['a character outside the rule', 'bad name!'],
    ])('refuses a name %s with errorMsg6 and calls nothing', async (_, name) => {
      serve(ALL_OK);
      expect((await run(name)).failures).toEqual([{ step: 'username', message: 'errorMsg6' }]);
      expect(log).toEqual([]);
    });

    it('answers a taken name, or an expired token, with errorMsg7 and does not try the change', async () => {
      serve({ ...ALL_OK, checkUsername: { duplicate: true } });
      expect((await run('TakenName')).failures).toEqual([{ step: 'username', message: 'errorMsg7' }]);
      serve({ ...ALL_OK, checkUsername: failWith(401) });
      expect((await run('OtherName')).failures).toEqual([{ step: 'username', message: 'errorMsg7' }]);
      expect(log.map(([name]) => name)).toEqual(['checkUsername', 'checkUsername']);
    });

    it('reverts the name after a failed change (errorMsg8) and remembers the one asked for', async () => {
      serve({ ...ALL_OK, changeUsername: failWith(500) });
      const outcome = await run('FreshName');
      expect(outcome.failures).toEqual([{ step: 'username', message: 'errorMsg8' }]);
      expect(outcome.now.username).toBe(OWN_NAME);
      expect(outcome.revertedUsername).toBe('FreshName');
    });

    it('changes the letter case of the own name without the availability check', async () => {
      serve(ALL_OK);
      expect((await run('demogamer')).failures).toEqual([]);
      expect(log.map(([name]) => name)).toEqual(['changeUsername']);
    });
  });
});
