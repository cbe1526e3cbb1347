import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, ApiNetworkError, callApi } from '../../../../web/src/lib/api';
import {
  callsTo,
  EMAIL,
  FakeXhr,
  heading,
  installFakeXhr,
  kicker,
  renderSignup,
  restoreXhr,
  seedDraft,
  serveApi,
  setUpSignupTests,
  UPLOAD_KEY,
  UPLOAD_URL,
  UUID,
} from './harness';

jest.mock('../../../../web/src/lib/api', () => jest.requireActual('../../module-mocks').mockedApi());
jest.mock('../../../../web/src/lib/auth', () => jest.requireActual('../../module-mocks').mockedAuth());
jest.mock('../../../../web/src/lib/session', () => ({ getSession: jest.fn(), getTokenEmail: jest.fn() }));
jest.mock('../../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const RULE = 'Must be 4-20 characters, alphabetic and/or number, underscore and period acceptable';
const TAKEN = 'The username you entered has already been taken. Please give it another try.';

setUpSignupTests();
afterEach(() => {
  restoreXhr();
});

async function renderAt(
  step: string,
  handlers: Record<string, (input: unknown) => unknown> = {},
  options: { applyAccept?: boolean } = {},
) {
  seedDraft({ signupStep: step, signupEmail: EMAIL });
  serveApi(handlers);
  const rendered = await renderSignup(options);
  // the profile steps check the session first
  await waitFor(() => expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument());
  return rendered;
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe("signup step 3, 'Step 1 of 5': username (001 §5, §8)", () => {
  const usernameField = () => screen.getByRole('textbox', { name: 'Username' });

  it('shows the rule for a name that breaks it and checks nothing', async () => {
    const { user } = await renderAt('username');
    expect(kicker()).toBe('Step 1 of 5');
    expect(heading()).toHaveTextContent('Choose your username');

    for (const name of ['abc', 'has space', 'dash-name', 'emoji😀name', '@neonfox']) {
      await user.clear(usernameField());
      await user.type(usernameField(), name);
      await user.click(continueButton());
      expect(await screen.findByText(RULE)).toBeInTheDocument();
    }
    expect(usernameField()).toHaveAccessibleDescription(expect.stringContaining(RULE));
    expect(callsTo('checkUsername')).toEqual([]);
    expect(heading()).toHaveTextContent('Choose your username');
  });

  it('keeps a pasted name that is too long as it is, says so at once and does not go on', async () => {
    const { user } = await renderAt('username', { checkUsername: () => ({ duplicate: false }) });
    const long = 'a'.repeat(50);

    await user.click(usernameField());
    await user.paste(long);

    expect(usernameField()).toHaveValue(long);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${RULE} You entered 50 characters; the most is 20.`,
    );
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    await user.click(continueButton());

    expect(heading()).toHaveTextContent('Choose your username');
    expect(sessionStorage.getItem('username')).toBeNull();
    expect(callsTo('checkUsername')).toEqual([]);
  });

  it.each(['Jörg_99', 'やまだたろう', '김민준님', '游戏玩家.1', 'neon.fox_2'])(
    'accepts %s and checks its availability once typing stops',
    async (name) => {
      const { user } = await renderAt('username', { checkUsername: () => ({ duplicate: false }) });

      await user.type(usernameField(), name);

      expect(await screen.findByText(`${name} is available.`)).toBeInTheDocument();
      expect(callsTo('checkUsername')).toEqual([{ username: name }]);
    },
  );

  it('says a taken name is taken as soon as the check answers, and does not go on', async () => {
    const { user } = await renderAt('username', { checkUsername: () => ({ duplicate: true }) });

    await user.type(usernameField(), 'NeonFox');
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    await user.click(continueButton());

    expect(heading()).toHaveTextContent('Choose your username');
    expect(sessionStorage.getItem('username')).toBeNull();
  });

  it('checks on Continue when the name has no answer yet, keeps it as a draft and goes on', async () => {
    const { user } = await renderAt('username', { checkUsername: () => ({ duplicate: false }) });

    await user.type(usernameField(), 'NeonFox');
    await user.click(continueButton());

    await waitFor(() => expect(heading()).toHaveTextContent('Add a profile picture'));
    expect(callsTo('checkUsername')).toContainEqual({ username: 'NeonFox' });
    expect(sessionStorage.getItem('username')).toBe('NeonFox');
    expect(kicker()).toBe('Step 2 of 5');
  });

  it('says the check failed when it cannot answer', async () => {
    const { user } = await renderAt('username', {
      checkUsername: () => {
        throw new ApiNetworkError('checkUsername', 'offline');
      },
    });

    await user.type(usernameField(), 'NeonFox');
    await user.click(continueButton());

    expect(
      await screen.findByText(
        'We could not check this username. Please check your network connection and try again.',
      ),
    ).toBeInTheDocument();
  });
});

describe("signup step 4, 'Step 2 of 5': profile picture (000 §5, 001 §5, §8)", () => {
  const fileInput = () => screen.getByLabelText('Profile picture file') as HTMLInputElement;
  /** A file of `size` bytes (large sizes are declared rather than allocated). */
  const imageFile = (name: string, size: number, type = '') => {
    const file = new File([new Uint8Array(Math.min(size, 4096))], name, { type });
    if (size > 4096) Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  beforeEach(() => {
    installFakeXhr();
  });

  /** What a browser's drop event carries (jsdom has no DataTransfer). */
  const dataTransferOf = (files: File[]) => ({
    files,
    types: ['Files'],
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
  });

  it('offers only the accepted extensions in the file picker', async () => {
    await renderAt('image');

    expect(fileInput()).toHaveAttribute('accept', '.jpeg,.jpg,.png,.webp,.jfif');
    expect(fileInput()).not.toHaveAttribute('multiple');
  });

  it('takes a file dropped on the drop zone', async () => {
    await renderAt('image', { getProfileImageUploadUrl: () => UPLOAD_URL });
    const zone = screen.getByText('Drag and drop an image here').closest('.dropzone')!;
    const file = imageFile('dropped.jpeg', 3000, 'image/jpeg');

    fireEvent.drop(zone, { dataTransfer: dataTransferOf([file]) });

    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(callsTo('getProfileImageUploadUrl')).toEqual([{ filetype: 'jpg', uuid: UUID, filesize: 3000 }]);
    expect((FakeXhr.requests[0]!.body as File).name).toBe('dropped.jpg');
  });

  it('refuses more than one dropped file', async () => {
    await renderAt('image');
    const zone = screen.getByText('Drag and drop an image here').closest('.dropzone')!;
    const files = [imageFile('a.png', 10, 'image/png'), imageFile('b.png', 10, 'image/png')];

    fireEvent.drop(zone, { dataTransfer: dataTransferOf(files) });

    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose one image only.');
    expect(callApi).not.toHaveBeenCalled();
  });

  it('is optional: Skip keeps the default picture', async () => {
    const { user } = await renderAt('image');
    expect(screen.getByRole('img', { name: 'Default profile picture' })).toHaveAttribute(
      'src',
      '/images/default-profile.svg',
    );

    await user.click(screen.getByRole('button', { name: 'Skip for now' }));

    await waitFor(() => expect(heading()).toHaveTextContent('About you'));
    expect(sessionStorage.getItem('savedImage')).toBeNull();
    expect(callApi).not.toHaveBeenCalled();
  });

  it.each([
    [
      'clip.gif',
      1000,
      'clip.gif is not a supported image. Please choose a JPG, JPEG, PNG, WebP or JFIF file.',
    ],
    [
      'noextension',
      1000,
      'noextension is not a supported image. Please choose a JPG, JPEG, PNG, WebP or JFIF file.',
    ],
    ['huge.png', 5 * 1024 * 1024 + 1, 'huge.png is larger than 5MB maximum for upload.'],
  ])('refuses %s (%i bytes) without uploading', async (name, size, message) => {
    // the picker's filter can be switched off by the user ("all files"), so the rules are checked again
    const { user } = await renderAt('image', {}, { applyAccept: false });

    await user.upload(fileInput(), imageFile(name, size, 'image/png'));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(callApi).not.toHaveBeenCalled();
    expect(FakeXhr.requests).toEqual([]);
  });

  it('takes a file of exactly 5 MB', async () => {
    const { user } = await renderAt('image', { getProfileImageUploadUrl: () => UPLOAD_URL });

    await user.upload(fileInput(), imageFile('max.webp', 5 * 1024 * 1024, 'image/webp'));

    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(callApi).toHaveBeenCalledWith(
      'getProfileImageUploadUrl',
      { filetype: 'webp', uuid: UUID, filesize: 5 * 1024 * 1024 },
      expect.anything(),
    );
    expect(FakeXhr.requests[0]!.headers).toEqual({ 'Content-Type': 'image/webp' });
  });

  it('uploads a .jfif as .jpg with image/jpeg, shows the progress, then keeps the key as a draft', async () => {
    const { user } = await renderAt('image', { getProfileImageUploadUrl: () => UPLOAD_URL });

    await user.upload(fileInput(), imageFile('Selfie.JFIF', 1000, 'image/pjpeg'));

    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(callApi).toHaveBeenCalledWith(
      'getProfileImageUploadUrl',
      { filetype: 'jpg', uuid: UUID, filesize: 1000 },
      expect.anything(),
    );
    const request = FakeXhr.requests[0]!;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(UPLOAD_URL);
    expect(request.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(request.body).toBeInstanceOf(File);
    expect((request.body as File).name).toBe('Selfie.jpg');
    expect((request.body as File).type).toBe('image/jpeg');
    const bar = screen.getByRole('progressbar', { name: 'Uploading Selfie.jpg…' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Skip for now' })).toHaveAttribute('aria-disabled', 'true');

    act(() => request.progress(250, 1000));
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    act(() => request.progress(1000, 1000));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    act(() => request.respond(200));

    expect(await screen.findByText('Your picture is uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('savedImage')).toBe(UPLOAD_KEY);
    // an upload is not served until account creation checks and publishes it: nothing to show by address
    expect(sessionStorage.getItem('displayImage') ?? '').toBe('');
    await user.click(continueButton());
    await waitFor(() => expect(heading()).toHaveTextContent('About you'));
  });

  it.each([
    [
      'the storage refuses the upload',
      (request: FakeXhr) => request.respond(403),
      'There was an error uploading your image. Please try again.',
    ],
    [
      'the connection drops',
      (request: FakeXhr) => request.fail(),
      'There was an issue updating your image. Please check your internet connection and try again.',
    ],
  ])('says so when %s', async (_case, answer, message) => {
    const { user } = await renderAt('image', { getProfileImageUploadUrl: () => UPLOAD_URL });

    await user.upload(fileInput(), imageFile('avatar.png', 2048, 'image/png'));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => answer(FakeXhr.requests[0]!));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(sessionStorage.getItem('savedImage')).toBeNull();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeInTheDocument();
  });

  it.each([
    [new ApiNetworkError('getProfileImageUploadUrl', 'offline'), 'There was an issue updating your image'],
    [new ApiError('getProfileImageUploadUrl', 400), 'This image could not be accepted.'],
  ])('says so when the upload address cannot be had (%s)', async (failure, message) => {
    const { user } = await renderAt('image', {
      getProfileImageUploadUrl: () => {
        throw failure;
      },
    });

    await user.upload(fileInput(), imageFile('avatar.png', 2048, 'image/png'));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(FakeXhr.requests).toEqual([]);
  });

  it('shows the uploaded picture again after a reload and can go back to the default one', async () => {
    seedDraft({ savedImage: UPLOAD_KEY, displayImage: 'https://media.test/userprofileimages/me.jpg' });
    const { user } = await renderAt('image');

    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      'https://media.test/userprofileimages/me.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Use the default picture' }));

    expect(screen.getByRole('img', { name: 'Default profile picture' })).toBeInTheDocument();
    expect(sessionStorage.getItem('savedImage')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose an image' })).toHaveFocus();
  });
});

describe("signup step 5, 'Step 3 of 5': basics (001 §3, §5, §8)", () => {
  const latestYear = new Date().getFullYear() - 8;
  const select = (name: string) => screen.getByRole('combobox', { name });

  async function renderBasics() {
    const rendered = await renderAt('basics');
    await screen.findByRole('combobox', { name: 'Country' });
    return rendered;
  }

  async function typeDate(
    user: Awaited<ReturnType<typeof renderAt>>['user'],
    month: string,
    day: string,
    year: string,
  ) {
    const group = within(screen.getByRole('group', { name: 'Date of birth' }));
    if (month) await user.type(group.getByRole('textbox', { name: 'Month' }), month);
    if (day) await user.type(group.getByRole('textbox', { name: 'Day' }), day);
    if (year) await user.type(group.getByRole('textbox', { name: 'Year' }), year);
  }

  it('shows the lists in the interface language with a disabled placeholder first, in the order provided', async () => {
    await renderBasics();
    expect(kicker()).toBe('Step 3 of 5');

    const countries = within(select('Country')).getAllByRole('option') as HTMLOptionElement[];
    expect(countries[0]).toHaveTextContent('Select your country');
    expect(countries[0]).toBeDisabled();
    expect(countries.slice(1, 4).map((option) => option.textContent)).toEqual([
      'United States',
      'Australia',
      'Canada',
    ]);
    expect(countries).toHaveLength(250);
    const languages = within(select('Primary language')).getAllByRole('option') as HTMLOptionElement[];
    expect(languages[0]).toBeDisabled();
    expect(languages[1]).toHaveTextContent('English');
    expect(languages).toHaveLength(184);
    expect(within(select('Time zone')).getAllByRole('option')).toHaveLength(34);
    // gender defaults to 6, prefer not to say
    expect(select('Gender')).toHaveValue('6');
    expect(
      (within(select('Gender')).getAllByRole('option') as HTMLOptionElement[]).map((o) => o.value),
    ).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('asks for the missing date and lists the missing time zone, language and country together', async () => {
    const { user } = await renderBasics();

    await user.click(continueButton());

    expect(screen.getByText('Please enter your date of birth.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your time zone, language, and country.')).toBeInTheDocument();
    expect(select('Country')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveFocus();
    expect(heading()).toHaveTextContent('About you');
  });

  it.each([
    ['2', '30', '2000', 'Please enter a valid date of birth.'],
    ['13', '1', '2000', 'Please enter a valid date of birth.'],
    ['4', '', '1998', 'Please enter a valid date of birth.'],
    ['a', '1', '1998', 'Please enter a valid date of birth.'],
    ['4', '28', '98', 'Please enter a valid date of birth.'],
    [
      '12',
      '31',
      '1899',
      `Your date of birth must be between January 1, 1900 and December 31, ${latestYear}.`,
    ],
    [
      '1',
      '1',
      String(latestYear + 1),
      `Your date of birth must be between January 1, 1900 and December 31, ${latestYear}.`,
    ],
  ])('refuses %s/%s/%s', async (month, day, year, message) => {
    const { user } = await renderBasics();

    await typeDate(user, month, day, year);
    await user.click(continueButton());

    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it.each([
    ['1', '1', '1900', '1900-01-01'],
    ['12', '31', String(latestYear), `${latestYear}-12-31`],
    ['2', '29', '2000', '2000-02-29'],
  ])('takes %s/%s/%s and keeps the choices as drafts', async (month, day, year, iso) => {
    const { user } = await renderBasics();

    await typeDate(user, month, day, year);
    await user.selectOptions(select('Gender'), '5');
    await user.selectOptions(select('Country'), 'JP');
    await user.selectOptions(select('Time zone'), '28');
    await user.selectOptions(select('Primary language'), '41');
    expect(
      screen.getByRole('combobox', { name: 'Country' }).parentElement!.querySelector('img'),
    ).toHaveAttribute('src', 'https://media.test/flags/jp.svg');
    await user.click(continueButton());

    await waitFor(() => expect(heading()).toHaveTextContent('Tell Us A Little More'));
    expect({ ...sessionStorage }).toMatchObject({
      dob: iso,
      gender: '5',
      countrycode: 'JP',
      timezone: '28',
      language: '41',
    });
  });

  it('names only what is missing', async () => {
    const { user } = await renderBasics();

    await typeDate(user, '4', '28', '1998');
    await user.selectOptions(select('Country'), 'JP');
    await user.click(continueButton());

    expect(screen.getByText('Please choose your time zone and language.')).toBeInTheDocument();
    expect(screen.queryByText(/date of birth/)).not.toBeInTheDocument();
    expect(select('Time zone')).toHaveFocus();
  });
});

describe("signup step 6, 'Step 4 of 5': Tell Us A Little More (001 §2, §3)", () => {
  it('keeps the gaming style exclusive, and the platforms, frequency and switches as drafts', async () => {
    const { user } = await renderAt('preferences');
    expect(kicker()).toBe('Step 4 of 5');
    const relaxed = screen.getByRole('button', { name: 'Relaxed' });
    const competitive = screen.getByRole('button', { name: 'Competitive' });

    await user.click(relaxed);
    expect(relaxed).toHaveAttribute('aria-pressed', 'true');
    await user.click(competitive);
    expect(relaxed).toHaveAttribute('aria-pressed', 'false');
    expect(competitive).toHaveAttribute('aria-pressed', 'true');
    expect(sessionStorage.getItem('signupGamingStyle')).toBe('2');
    await user.click(competitive);
    expect(competitive).toHaveAttribute('aria-pressed', 'false');
    expect(sessionStorage.getItem('signupGamingStyle')).toBe('0');

    const platforms = within(screen.getByRole('group', { name: 'Platforms' })).getAllByRole('button');
    expect(platforms.map((button) => button.textContent?.slice(1))).toEqual([
      'PC',
      'PlayStation',
      'Xbox',
      'Nintendo',
      'Mobile',
      'Other',
    ]);
    await user.click(screen.getByRole('button', { name: 'Xbox' }));
    await user.click(screen.getByRole('button', { name: 'PC' }));
    expect(sessionStorage.getItem('signupPlatforms')).toBe('[2,3]');

    expect(screen.getByRole('radio', { name: 'No answer' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Sometimes' }));
    expect(sessionStorage.getItem('frequency')).toBe('3');

    const microphone = screen.getByRole('switch', { name: 'Microphone' });
    expect(microphone).toHaveAccessibleDescription('I play with a mic, using open mic or push to talk.');
    expect(screen.getByRole('switch', { name: 'Moderator' })).toHaveAccessibleDescription(
      'I volunteer to moderate game chats.',
    );
    expect(microphone).toHaveAttribute('aria-checked', 'false');
    microphone.focus();
    await user.keyboard(' ');
    expect(microphone).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('switch', { name: 'Family friendly' }));
    expect(JSON.parse(sessionStorage.getItem('signupFlags')!)).toEqual({
      familyFriendly: true,
      streamer: false,
      microphone: true,
      moderator: false,
    });

    await user.click(continueButton());
    await waitFor(() => expect(heading()).toHaveTextContent('Your games'));
    expect(kicker()).toBe('Step 5 of 5');
  });
});
