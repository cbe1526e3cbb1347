import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { i18n as I18n } from 'i18next';
import * as v from 'valibot';
import { routeNamed } from '../../../lib/contract/manifest';
import { ApiError, callApi } from '../../../web/src/lib/api';
import { loadConfig } from '../../../web/src/lib/config';
import { TOKEN_KEYS } from '../../../web/src/lib/session-tokens';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { aSignInAnswer, amplifyWithTokenProvider, someTokens, USER_EMAIL, USER_UUID } from '../auth-fixtures';
import { TEST_CONFIG } from '../fixtures';
import { englishI18n, renderAppAt, FRAME_CALLS } from '../helpers';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));
jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);

const PASSWORD = 'Play4fun!';
const ERROR_MSG7 =
  'Password must be between 7 to 15 characters which contain at least one numeric digit and a special character';
const api = jest.mocked(callApi as (name: string, input: unknown, options?: unknown) => Promise<unknown>);
/** The frame's own calls: the Notifications dot's unread game chat and unread chat notifications. */
/** The calls the settings panel made: the frame's own left out. */
/** the page the panel opens over (/home/user-posts) reads the chronicle: not a settings call */
const settingsCalls = () =>
  api.mock.calls.filter(([name]) => !FRAME_CALLS.has(name) && name !== 'listChroniclePosts');

let i18n: I18n;
let tokens: ReturnType<typeof someTokens>;

beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  jest.mocked(loadConfig).mockReturnValue(Promise.resolve(TEST_CONFIG));
  amplifyWithTokenProvider(Amplify.configure, fetchAuthSession);
  // signed in: the tokens and session values a login stores
  tokens = someTokens();
  localStorage.setItem(TOKEN_KEYS.idToken, tokens.IdToken);
  localStorage.setItem(TOKEN_KEYS.accessToken, tokens.AccessToken);
  localStorage.setItem(TOKEN_KEYS.refreshToken, tokens.RefreshToken);
  localStorage.setItem(SESSION_VALUE_KEYS.uuid, USER_UUID);
  localStorage.setItem(SESSION_VALUE_KEYS.email, USER_EMAIL);
  localStorage.setItem(SESSION_VALUE_KEYS.userName, 'DemoGamer');
  localStorage.setItem(SESSION_VALUE_KEYS.profilePicLink, '');
  localStorage.setItem(SESSION_VALUE_KEYS.userCount, '1');
});
afterEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;

/** Answers routes by name; a value that is a function is called with the payload (it may throw). */
function answer(answers: Record<string, unknown>) {
  api.mockImplementation(async (name, input) => {
    if (!(name in answers)) throw new Error(`unexpected call ${name}`);
    const next = answers[name];
    return typeof next === 'function' ? (next as (input: unknown) => unknown)(input) : next;
  });
}

const callsTo = (name: string) =>
  api.mock.calls.filter(([called]) => called === name).map(([, input]) => input);

/** Opens the app's settings panel and one of its sections; returns the section's region. */
async function openSettings(section: string) {
  const user = userEvent.setup();
  await renderAppAt(i18n, '/home/user-posts');
  await screen.findByRole('heading', { name: 'Chronicle', level: 1 });
  const sideNav = within(screen.getByRole('navigation', { name: 'Tools' }));
  await user.click(sideNav.getByRole('button', { name: 'Settings' }));
  const panel = screen.getByRole('region', { name: 'Settings' });
  await user.click(await within(panel).findByRole('button', { name: section }));
  return { user, panel, region: () => within(screen.getByRole('region', { name: section })) };
}

describe('settings panel (001 §2, §4, §7, §8)', () => {
  it('shows the six collapsible sections and Log out, all closed', async () => {
    const user = userEvent.setup();
    await renderAppAt(i18n, '/home/user-posts');
    await screen.findByRole('heading', { name: 'Chronicle', level: 1 });

    await user.click(screen.getByRole('button', { name: 'Settings' }));

    const panel = within(screen.getByRole('region', { name: 'Settings' }));
    const toggles = await panel.findAllByRole('button', { expanded: false });
    expect(toggles.map((toggle) => toggle.textContent)).toEqual([
      'Edit info',
      'Account',
      'Blocked list',
      'Invites',
      'Help center',
      'Our policies',
    ]);
    expect(panel.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(settingsCalls()).toEqual([]);
  });
});

describe('Edit info', () => {
  const settings = [{ LanguageId: 41, DateOfBirth: '1995-07-04', GenderId: 2 }];

  it('shows the stored date as MM/dd/yyyy and sends a changed date as yyyy-MM-dd at once', async () => {
    answer({ getUserSettings: settings, updateDateOfBirth: { affectedRows: 1 } });
    const { user, region } = await openSettings('Edit info');
    const dob = await region().findByRole('textbox', { name: 'Date of birth' });
    expect(dob).toHaveValue('07/04/1995');
    expect(callsTo('getUserSettings')).toEqual([{ uuid: USER_UUID }]);

    await user.clear(dob);
    await user.type(dob, '12/31/2000{Enter}');

    await waitFor(() =>
      expect(callsTo('updateDateOfBirth')).toEqual([{ uuid: USER_UUID, dob: '2000-12-31' }]),
    );
    expect(v.safeParse(routeNamed('updateDateOfBirth').body, callsTo('updateDateOfBirth')[0]).success).toBe(
      true,
    );
    expect(await region().findByText('Saved')).toBeInTheDocument();
  });

  describe('its calendar', () => {
    const showPicker = jest.fn();
    beforeEach(() => {
      // jsdom has no showPicker; Chromium, Firefox and Safari 16+ do
      Object.defineProperty(HTMLInputElement.prototype, 'showPicker', {
        value: showPicker,
        configurable: true,
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(HTMLInputElement.prototype, 'showPicker');
    });

    it('opens the browser date picker, bounded by the age rules, and saves its choice as MM/dd/yyyy', async () => {
      answer({ getUserSettings: settings, updateDateOfBirth: { affectedRows: 1 } });
      const { user, region } = await openSettings('Edit info');
      const dob = await region().findByRole('textbox', { name: 'Date of birth' });
      const calendar = region().getByRole('button', { name: 'Choose your date of birth on a calendar' });
      const native = region()
        .getByRole('textbox', { name: 'Date of birth' })
        .parentElement!.querySelector('input[type="date"]') as HTMLInputElement;
      expect(native).toHaveAttribute('min', '1900-01-01');
      expect(native).toHaveAttribute('max', `${new Date().getFullYear() - 8}-12-31`);
      expect(native).toHaveValue('1995-07-04');
      expect(native).toHaveAttribute('tabindex', '-1');

      await user.click(calendar);
      expect(showPicker).toHaveBeenCalledTimes(1);
      fireEvent.change(native, { target: { value: '1990-03-15' } });

      expect(dob).toHaveValue('03/15/1990');
      await waitFor(() =>
        expect(callsTo('updateDateOfBirth')).toEqual([{ uuid: USER_UUID, dob: '1990-03-15' }]),
      );
    });
  });

  it('keeps a pasted date as it is, however long, and says it is not a date', async () => {
    answer({ getUserSettings: settings });
    const { user, region } = await openSettings('Edit info');
    const dob = await region().findByRole('textbox', { name: 'Date of birth' });

    await user.clear(dob);
    await user.click(dob);
    await user.paste('03/15/19900');
    await user.tab();

    expect(dob).toHaveValue('03/15/19900');
    expect(region().getByText('Please enter a valid date as MM/DD/YYYY.')).toBeInTheDocument();
    expect(callsTo('updateDateOfBirth')).toEqual([]);
  });

  it.each([
    ['13/45/2000', 'Please enter a valid date as MM/DD/YYYY.'],
    ['2000-12-31', 'Please enter a valid date as MM/DD/YYYY.'],
    ['02/30/2001', 'Please enter a valid date as MM/DD/YYYY.'],
    ['12/31/1899', `Please enter a date between 01/01/1900 and 12/31/${new Date().getFullYear() - 8}.`],
    [
      `01/01/${new Date().getFullYear() - 7}`,
      `Please enter a date between 01/01/1900 and 12/31/${new Date().getFullYear() - 8}.`,
    ],
  ])('refuses %j without a call', async (typed, message) => {
    answer({ getUserSettings: settings });
    const { user, region } = await openSettings('Edit info');
    const dob = await region().findByRole('textbox', { name: 'Date of birth' });

    await user.clear(dob);
    await user.type(dob, typed);
    await user.tab();

    expect(region().getByText(message)).toBeInTheDocument();
    expect(dob).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('updateDateOfBirth')).toEqual([]);
  });

  it('sends a gender change at once, and a primary language from the reference list', async () => {
    answer({
      getUserSettings: settings,
      updateGender: { affectedRows: 1 },
      updateLanguage: { affectedRows: 1 },
    });
    const { user, region } = await openSettings('Edit info');
    const gender = await region().findByRole('combobox', { name: 'Gender' });
    expect(gender).toHaveValue('2');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Female', 'Male', 'Any', 'Transgender', 'Non-binary', 'Prefer not to say']);

    await user.selectOptions(gender, 'Non-binary');
    await waitFor(() => expect(callsTo('updateGender')).toEqual([{ uuid: USER_UUID, gender: 5 }]));

    const language = region().getByRole('combobox', { name: 'Primary language' });
    await waitFor(() => expect(language).toBeEnabled());
    expect(language).toHaveDisplayValue('English');
    const options = within(language).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Choose a language');
    expect(options[0]).toBeDisabled();
    expect(options).toHaveLength(184);
    const japanese = options.find((option) => option.textContent === 'Japanese') as HTMLOptionElement;

    await user.selectOptions(language, japanese);
    await waitFor(() =>
      expect(callsTo('updateLanguage')).toEqual([{ uuid: USER_UUID, languageId: Number(japanese.value) }]),
    );
  });

  it('keeps the primary language (what the player speaks) apart from the interface language of the top bar', async () => {
    answer({ getUserSettings: settings, updateLanguage: { affectedRows: 1 } });
    const { user, region } = await openSettings('Edit info');
    const primary = region().getByRole('combobox', { name: 'Primary language' });
    expect(primary).toHaveAccessibleDescription(
      'The language you speak with other players, used to match you. It does not change the language PlayJoin is shown in: choose that with Interface language at the top.',
    );
    await waitFor(() => expect(primary).toBeEnabled());

    // the primary language is saved for matching; the interface stays in English
    const japanese = within(primary)
      .getAllByRole('option')
      .find((option) => option.textContent === 'Japanese') as HTMLOptionElement;
    await user.selectOptions(primary, japanese);
    await waitFor(() => expect(callsTo('updateLanguage')).toHaveLength(1));
    expect(i18n.language).toBe('en');

    // the interface language is the top bar's picker; it saves nothing
    const header = within(screen.getByRole('banner'));
    const picker = header.getByRole('combobox', { name: 'Interface language' });
    await user.selectOptions(picker, 'es');
    try {
      expect(await screen.findByRole('navigation', { name: 'Herramientas' })).toBeInTheDocument();
      expect(header.getByRole('combobox', { name: 'Idioma de la interfaz' })).toHaveValue('es');
      expect(callsTo('updateLanguage')).toHaveLength(1);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('defaults the gender to 3 (any) before the profile has settings', async () => {
    answer({ getUserSettings: [] });
    const { region } = await openSettings('Edit info');

    expect(await region().findByRole('combobox', { name: 'Gender' })).toHaveDisplayValue('Any');
    expect(region().getByRole('textbox', { name: 'Date of birth' })).toHaveValue('');
  });

  it('says when a change was not saved, and shows the stored value again', async () => {
    answer({
      getUserSettings: settings,
      updateGender: () => {
        throw new ApiError('updateGender', 500);
      },
    });
    const { user, region } = await openSettings('Edit info');
    const gender = await region().findByRole('combobox', { name: 'Gender' });

    await user.selectOptions(gender, 'Female');

    expect(await region().findByText('Not saved. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(gender).toHaveValue('2'));
  });

  it('shows a failure with a retry when the settings cannot be loaded', async () => {
    answer({
      getUserSettings: () => {
        throw new ApiError('getUserSettings', 404);
      },
    });
    const { region } = await openSettings('Edit info');

    expect(await region().findByText('Your info could not be loaded.')).toBeInTheDocument();
    expect(region().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Account: change password', () => {
  async function fillPasswords(current: string, next: string, repeat = next) {
    const { user, region } = await openSettings('Account');
    if (current) await user.type(region().getByLabelText('Current password'), current);
    if (next) await user.type(region().getByLabelText('New password'), next);
    if (repeat) await user.type(region().getByLabelText('Repeat new password'), repeat);
    await user.click(region().getByRole('button', { name: 'Change password' }));
    return region;
  }

  it.each([
    ['', 'N3w#pass', 'N3w#pass', 'Please enter your current password.'],
    [PASSWORD, 'newpass', 'newpass', ERROR_MSG7],
    [PASSWORD, PASSWORD, PASSWORD, 'Your new password must be different from your current password.'],
    [PASSWORD, 'N3w#pass', 'N3w#pas', 'Your passwords do not match. Please review and re-enter.'],
  ])('checks current %j, new %j, repeat %j before any call', async (current, next, repeat, message) => {
    answer({});
    const region = await fillPasswords(current, next, repeat);

    expect(region().getByText(message)).toBeInTheDocument();
    expect(settingsCalls()).toEqual([]);
  });

  it('changes the password with the access token, then signs in again with the new password', async () => {
    const renewed = someTokens({ marker: 'renewed' });
    answer({ changePassword: { affectedRows: 1 }, logIn: aSignInAnswer(renewed) });

    const region = await fillPasswords(PASSWORD, 'N3w#pass');

    expect(await region().findByRole('alert')).toHaveTextContent('Your password has been changed.');
    expect(settingsCalls()).toEqual([
      ['changePassword', { accesstoken: tokens.AccessToken, oldpassword: PASSWORD, newpassword: 'N3w#pass' }],
      ['logIn', { username_input: USER_EMAIL, password_input: 'N3w#pass' }],
    ]);
    expect(localStorage.getItem(TOKEN_KEYS.idToken)).toBe(renewed.IdToken);
    expect(region().getByLabelText('Current password')).toHaveValue('');
  });

  it('says when the current password is wrong', async () => {
    answer({
      changePassword: () => {
        throw new ApiError('changePassword', 400, { type: 'IncorrectPassword', message: 'wrong' });
      },
    });

    const region = await fillPasswords('Wrong#123', 'N3w#pass');

    expect(await region().findByRole('alert')).toHaveTextContent('Your current password is not correct.');
  });

  it('says when the change failed', async () => {
    answer({
      changePassword: () => {
        throw new ApiError('changePassword', 500);
      },
    });

    const region = await fillPasswords(PASSWORD, 'N3w#pass');

    expect(await region().findByRole('alert')).toHaveTextContent(
      'Your password could not be changed. Please try again.',
    );
  });
});

describe('Account: delete account', () => {
  it('asks first; Cancel sends nothing', async () => {
    answer({});
    const { user, region } = await openSettings('Account');

    await user.click(region().getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete account' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete your account?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(settingsCalls()).toEqual([]);
    // the panel stays open
    expect(screen.getByRole('region', { name: 'Settings' })).toBeVisible();
  });

  it('Escape closes only the question, not the panel', async () => {
    answer({});
    const { user, region } = await openSettings('Account');
    await user.click(region().getByRole('button', { name: 'Delete account' }));

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Settings' })).toBeVisible();
  });

  it('deactivates on confirmation, says so, then forgets the session and goes to /', async () => {
    answer({ deactivateAccount: { affectedRows: 1 } });
    const { user, region } = await openSettings('Account');
    await user.click(region().getByRole('button', { name: 'Delete account' }));

    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));

    const notice = await screen.findByRole('alertdialog', { name: 'Account deleted' });
    expect(notice).toHaveTextContent('Your account has been deactivated.');
    expect(callsTo('deactivateAccount')).toEqual([{ uuid: USER_UUID }]);

    await user.click(within(notice).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.length).toBe(0);
    expect(callsTo('signOut')).toEqual([]);
  });

  it('says when the account could not be deleted and stays signed in', async () => {
    answer({
      deactivateAccount: () => {
        throw new ApiError('deactivateAccount', 500);
      },
    });
    const { user, region } = await openSettings('Account');
    await user.click(region().getByRole('button', { name: 'Delete account' }));

    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));

    expect(await region().findByRole('alert')).toHaveTextContent(
      'Your account could not be deleted. Please try again.',
    );
    expect(location()).toBe('/home/user-posts');
    expect(localStorage.getItem(TOKEN_KEYS.idToken)).toBe(tokens.IdToken);
  });
});

describe('Blocked list', () => {
  it('shows each blocked user with picture and username, and unblocks one', async () => {
    let blocked = [
      { UserName: 'NeonFox', ProfilePicLink: 'media/userprofileimages/neonfox.png' },
      { UserName: 'PixelPaw', ProfilePicLink: '' },
    ];
    answer({
      listBlockedUsers: () => blocked,
      unblockUser: (input: { username: string }) => {
        blocked = blocked.filter((user) => user.UserName !== input.username);
        return { affectedRows: 1 };
      },
    });
    const { user, region } = await openSettings('Blocked list');

    const items = await region().findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['NeonFoxUnblock', 'PixelPawUnblock']);
    const pictures = items.map((item) => item.querySelector('img')?.getAttribute('src'));
    expect(pictures).toEqual([
      'https://media.test/userprofileimages/neonfox.png',
      '/images/default-profile.svg',
    ]);
    expect(callsTo('listBlockedUsers')).toEqual([{ uuid: USER_UUID }]);

    await user.click(region().getByRole('button', { name: 'Unblock NeonFox' }));

    await waitFor(() => expect(region().queryByText('NeonFox')).not.toBeInTheDocument());
    expect(callsTo('unblockUser')).toEqual([{ uuid: USER_UUID, username: 'NeonFox' }]);
    expect(region().getByText('PixelPaw')).toBeInTheDocument();
  });

  it('says so when nobody is blocked', async () => {
    answer({ listBlockedUsers: [] });
    const { region } = await openSettings('Blocked list');

    expect(await region().findByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  it('puts the user back and says so when unblocking fails', async () => {
    answer({
      listBlockedUsers: [{ UserName: 'NeonFox', ProfilePicLink: '' }],
      unblockUser: () => {
        throw new ApiError('unblockUser', 500);
      },
    });
    const { user, region } = await openSettings('Blocked list');

    await user.click(await region().findByRole('button', { name: 'Unblock NeonFox' }));

    expect(
      await region().findByText('NeonFox could not be unblocked. Please try again.'),
    ).toBeInTheDocument();
    expect(region().getByRole('button', { name: 'Unblock NeonFox' })).toBeInTheDocument();
  });
});

describe('Invites (ours, issue 11: who may invite me, muted games)', () => {
  const games = [
    {
      Id: 7,
      Description: 'Starfall Arena',
      GameImageSrc: '',
      GameImageThumbSrc: '',
      Platform: 1,
      SkillLevel: 4,
      Frequency: 1,
      Rating: 1,
    },
    {
      Id: 12,
      Description: 'Valorant',
      GameImageSrc: '',
      GameImageThumbSrc: '',
      Platform: 1,
      SkillLevel: 4,
      Frequency: 1,
      Rating: 1,
    },
  ];

  /** The server keeps what is saved unless `failSave` says otherwise. */
  function answerInvites({ failSave = false, muted = [] as number[] } = {}) {
    let saved: Record<string, unknown> = { whoMayInvite: 'everyone', mutedGameIds: muted };
    answer({
      getInvitePreferences: () => saved,
      saveInvitePreferences: (input: Record<string, unknown>) => {
        if (failSave) throw new ApiError('saveInvitePreferences', 500);
        const { uuid: _uuid, ...preferences } = input;
        saved = preferences;
        return { affectedRows: 1 };
      },
      getUserProfileGames: games,
      listGames: [{ Id: 40, Description: 'Moon Miners' }].map((game) => ({
        ...game,
        GameType: null,
        GameRating: null,
        GameGenre: null,
        GameImageSrc: '',
        GameImageThumbSrc: '',
      })),
    });
  }

  it('says what the choices do, shows the saved ones, and saves who may invite at once', async () => {
    answerInvites();
    const { user, region } = await openSettings('Invites');

    expect(
      await region().findByText(
        /An invite these settings refuse or mute simply never arrives: its sender is not told\./,
      ),
    ).toBeInTheDocument();
    const who = region().getByRole('group', { name: 'Who may invite me to play' });
    expect(within(who).getByRole('radio', { name: 'Everyone' })).toBeChecked();
    expect(callsTo('getInvitePreferences')).toEqual([{ uuid: USER_UUID }]);

    await user.click(within(who).getByRole('radio', { name: 'Only players I spectate' }));

    expect(within(who).getByRole('radio', { name: 'Only players I spectate' })).toBeChecked();
    await waitFor(() =>
      expect(callsTo('saveInvitePreferences')).toEqual([
        { uuid: USER_UUID, whoMayInvite: 'spectated', mutedGameIds: [] },
      ]),
    );
    expect(
      v.safeParse(routeNamed('saveInvitePreferences').body, callsTo('saveInvitePreferences')[0]).success,
    ).toBe(true);
    expect(await region().findByText('Saved')).toBeInTheDocument();
  });

  it('lists the player’s games with a mute toggle each, and games muted elsewhere too', async () => {
    answerInvites({ muted: [40] });
    const { user, region } = await openSettings('Invites');

    const group = await region().findByRole('group', { name: 'Mute invites for a game' });
    await within(group).findByRole('checkbox', { name: 'Moon Miners' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => [box.closest('label')!.textContent, (box as HTMLInputElement).checked]),
    ).toEqual([
      ['Starfall Arena', false],
      ['Valorant', false],
      ['Moon Miners', true],
    ]);

    await user.click(within(group).getByRole('checkbox', { name: 'Valorant' }));
    await waitFor(() =>
      expect(callsTo('saveInvitePreferences')).toEqual([
        { uuid: USER_UUID, whoMayInvite: 'everyone', mutedGameIds: [40, 12] },
      ]),
    );
    expect(within(group).getByRole('checkbox', { name: 'Valorant' })).toBeChecked();
  });

  it('puts the choice back and says so when it cannot be saved', async () => {
    answerInvites({ failSave: true });
    const { user, region } = await openSettings('Invites');
    const who = await region().findByRole('group', { name: 'Who may invite me to play' });

    await user.click(within(who).getByRole('radio', { name: 'Nobody' }));

    expect(await region().findByText('Not saved. Please try again.')).toBeInTheDocument();
    expect(within(who).getByRole('radio', { name: 'Everyone' })).toBeChecked();
    expect(within(who).getByRole('radio', { name: 'Nobody' })).not.toBeChecked();
  });

  it('shows a failure with a retry when the settings cannot be read', async () => {
    let fail = true;
    answer({
      getInvitePreferences: () => {
        if (fail) throw new ApiError('getInvitePreferences', 500);
        return { whoMayInvite: 'nobody', mutedGameIds: [] };
      },
      getUserProfileGames: [],
    });
    const { user, region } = await openSettings('Invites');
    expect(await region().findByText('Your invite settings could not be loaded.')).toBeInTheDocument();

    fail = false;
    await user.click(region().getByRole('button', { name: 'Try again' }));
    expect(await region().findByRole('radio', { name: 'Nobody' })).toBeChecked();
    expect(await region().findByText('You have no games in your profile yet.')).toBeInTheDocument();
  });
});

describe('Help center', () => {
  it('requires a reason', async () => {
    answer({});
    const { user, region } = await openSettings('Help center');

    await user.type(region().getByRole('textbox', { name: 'Details' }), 'Someone is spamming me');
    await user.click(region().getByRole('button', { name: 'Send' }));

    expect(region().getByText('Please choose a reason for your request.')).toBeInTheDocument();
    expect(region().getByRole('radio', { name: 'Inappropriate content' })).toHaveFocus();
    expect(settingsCalls()).toEqual([]);
  });

  it('sends the chosen reason as its flag with the details, and says it was sent', async () => {
    answer({ sendHelpRequest: { affectedRows: 1 } });
    const { user, region } = await openSettings('Help center');
    expect(
      region()
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Inappropriate content', 'Account issue', 'Troubleshooting', 'Legal', 'Advertising', 'Other']);

    await user.click(region().getByRole('radio', { name: 'Account issue' }));
    await user.type(region().getByRole('textbox', { name: 'Details' }), '  I cannot change my email.  ');
    await user.click(region().getByRole('button', { name: 'Send' }));

    expect(await region().findByRole('alert')).toHaveTextContent(
      'Your request has been sent to PlayJoin support. We will get back to you by email.',
    );
    const payload = {
      uuid: USER_UUID,
      inappropreateContent: false,
      accountIssue: true,
      troubleshooting: false,
      legal: false,
      advertising: false,
      other: false,
      reportDetails: 'I cannot change my email.',
    };
    expect(callsTo('sendHelpRequest')).toEqual([payload]);
    expect(v.safeParse(routeNamed('sendHelpRequest').body, payload).success).toBe(true);
    expect(region().getByRole('radio', { name: 'Account issue' })).not.toBeChecked();
  });

  it('says when the request could not be sent', async () => {
    answer({
      sendHelpRequest: () => {
        throw new ApiError('sendHelpRequest', 500);
      },
    });
    const { user, region } = await openSettings('Help center');

    await user.click(region().getByRole('radio', { name: 'Other' }));
    await user.click(region().getByRole('button', { name: 'Send' }));

    expect(await region().findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Please try again.',
    );
  });
});

describe('Our policies', () => {
  it('expands the privacy policy, terms of use and community guidelines', async () => {
    answer({});
    const { user, region } = await openSettings('Our policies');
    const toggles = await region().findAllByRole('button', { expanded: false });
    expect(toggles.map((toggle) => toggle.textContent)).toEqual([
      'Privacy Policy',
      'Terms of Use',
      'Community Guidelines',
    ]);

    await user.click(region().getByRole('button', { name: 'Terms of Use' }));

    const terms = screen.getByRole('region', { name: 'Terms of Use' });
    expect(within(terms).getByRole('link', { name: 'Open the Terms of Use page' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(terms.textContent).toMatch(/18/);
  });
});

describe('Log out', () => {
  it("signs out with the caller's email, forgets every stored value and goes to /", async () => {
    answer({ signOut: { signedOut: true } });
    const user = userEvent.setup();
    await renderAppAt(i18n, '/home/user-posts');
    await screen.findByRole('heading', { name: 'Chronicle', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Settings' }));

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(location()).toBe('/'));
    expect(settingsCalls()).toEqual([['signOut', { email: USER_EMAIL }]]);
    expect(localStorage.length).toBe(0);
  });
});

describe('a revoked session', () => {
  it('is forgotten, and the app goes to /, when a signed-in call answers 401', async () => {
    jest.mocked(callApi).mockImplementation(jest.requireActual('../../../web/src/lib/api').callApi);
    // the frame's own call (unread chat for the Notifications dot) still answers; the blocked list's gets 401
    globalThis.fetch = jest.fn(async (url: string) =>
      String(url).includes('reportinguser')
        ? {
            ok: false,
            status: 401,
            text: async () => JSON.stringify({ type: 'SessionRevoked', message: 'session ended' }),
          }
        : { ok: true, status: 200, text: async () => JSON.stringify({ gameCountUnread: { body: [] } }) },
    ) as unknown as typeof fetch;
    await openSettings('Blocked list');

    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.length).toBe(0);
  });
});
