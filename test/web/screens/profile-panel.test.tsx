import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { ApiError, callApi } from '../../../web/src/lib/api';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { ProfilePanel } from '../../../web/src/screens/Profile';
import { pickerSelectionKey } from '../../../web/src/state/flows/profile-games-draft';
import { ConfigProvider } from '../../../web/src/state/config';
import { SessionProvider } from '../../../web/src/state/session';
import { UserCardProvider } from '../../../web/src/state/user-card';
import { swrConfig } from '../../../web/src/state/swr-config';
import { USER_UUID } from '../auth-fixtures';
import { TEST_CONFIG } from '../fixtures';
import { englishI18n, i18nIn } from '../helpers';
import { somePeople } from '../people/people-fixtures';
import {
  aFile,
  anOwnProfile,
  BYTES,
  CATALOGUE,
  OWN_GAMES,
  OWN_NAME,
  OWN_PLATFORMS,
  UPLOAD_KEY,
  UPLOAD_URL,
} from '../profile-fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
const OK = { affectedRows: 1 };
const READS = {
  getUserProfile: [anOwnProfile()],
  getUserProfileGames: OWN_GAMES,
  getPlatforms: OWN_PLATFORMS,
  getProfileViews: { queryResult: [{ ProfileViewsCount: 42 }] },
  getStreakCount: { queryResult: [{ CurrentStreakCount: 5 }] },
  countSpectators: { spectatorsCount: 12 },
  countSpectating: { spectatingCount: 1 },
  listGames: CATALOGUE,
  checkUsername: { duplicate: false },
};
const WRITES = {
  changeUsername: OK,
  updateBio: OK,
  updateChecklist: OK,
  addGames: OK,
  removeGames: OK,
  removeGameDetails: OK,
  saveGameAttributes: OK,
  setPlatform: OK,
  getProfileImageUploadUrl: 'https://media.test/upload',
};
const WRITE_NAMES = Object.keys(WRITES);

function serve(answers: Record<string, unknown>) {
  api.mockImplementation(async (name, input) => {
    if (!(name in answers)) throw new Error(`unexpected call ${name}`);
    const answer = answers[name];
    return typeof answer === 'function' ? (answer as (input: unknown) => unknown)(input) : answer;
  });
}
const callsTo = (name: string) =>
  api.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
const writes = () => api.mock.calls.map(([name]) => name).filter((name) => WRITE_NAMES.includes(name));
const failWith = (status: number) => () => {
  throw new ApiError('any', status);
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  localStorage.setItem(SESSION_VALUE_KEYS.userName, OWN_NAME);
  sessionStorage.clear();
});
afterEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const openedCards: string[] = [];

function panelUi() {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <ConfigProvider value={TEST_CONFIG}>
          <SessionProvider value={{ uuid: USER_UUID, idToken: 'token', expiresAt: Date.now() + 3_600_000 }}>
            <UserCardProvider
              render={({ userName }) => {
                openedCards.push(userName);
                return null;
              }}
            >
              <ProfilePanel />
            </UserCardProvider>
          </SessionProvider>
        </ConfigProvider>
      </SWRConfig>
    </I18nextProvider>
  );
}

async function renderPanel() {
  // a file dropped on the zone is not filtered by the input's accept list: the panel's own rules decide
  const user = userEvent.setup({ applyAccept: false });
  const view = render(panelUi());
  await screen.findByRole('heading', { name: OWN_NAME });
  return { user, ...view };
}

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
  return screen.getByRole('form', { name: 'Edit your profile' });
}

describe('profile panel, view mode (000 §2, §3)', () => {
  it('shows the profile, its counts, checklist with platforms, and games that expand to their details', async () => {
    serve(READS);
    const { user } = await renderPanel();

    expect(callsTo('getUserProfile')).toEqual([{ username: OWN_NAME, uuid: USER_UUID }]);
    // the bio cleaned up as on the public profile: quotes stripped, URL-decoded
    expect(screen.getByText('Night raider')).toBeInTheDocument();
    expect(await screen.findByText('Japan')).toBeInTheDocument();
    const checklist = within(screen.getByRole('region', { name: 'Play style and setup' }));
    expect(checklist.getByRole('checkbox', { name: 'Relaxed' })).toBeChecked();
    expect(checklist.getByRole('checkbox', { name: 'Competitive' })).not.toBeChecked();
    expect(checklist.getByRole('checkbox', { name: 'Discord' })).toBeChecked();
    expect(checklist.getByRole('checkbox', { name: 'Mic' })).toBeChecked();
    expect(checklist.getByRole('checkbox', { name: 'Xbox' })).toBeChecked();
    expect(checklist.getByRole('checkbox', { name: 'PlayStation' })).not.toBeChecked();

    expect(await screen.findByText('42 profile views')).toBeInTheDocument();
    expect(screen.getByText('Online 5 days in a row')).toBeInTheDocument();

    const game = screen.getByRole('button', { name: 'Starfall Arena' });
    await user.click(game);
    expect(game).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(game.getAttribute('aria-controls')!)!;
    expect(within(details).getByText('High')).toBeVisible();
    expect(within(details).getByText('Love it')).toBeVisible();
  });

  it('opens the spectators and spectating lists inside the panel, each with a back button (000 §2)', async () => {
    serve({
      ...READS,
      listSpectators: { matches: somePeople(2) },
      listSpectating: { matches: somePeople(1, 5) },
    });
    const { user } = await renderPanel();

    const spectators = await screen.findByRole('button', { name: '12 Spectators' });
    expect(spectators).toHaveAccessibleDescription('Show your 12 spectators');
    await user.click(spectators);

    expect(await screen.findByRole('heading', { name: `${OWN_NAME}’s spectators` })).toBeInTheDocument();
    expect(callsTo('listSpectators')).toEqual([
      expect.objectContaining({ username: OWN_NAME, uuid: USER_UUID, offset: 0 }),
    ]);
    expect(screen.getByRole('heading', { name: OWN_NAME, hidden: true })).not.toBeVisible();
    const back = screen.getByRole('button', { name: /Back/ });
    expect(back).toHaveFocus();

    await user.click(back);

    expect(screen.getByRole('heading', { name: OWN_NAME })).toBeVisible();
    const spectating = screen.getByRole('button', { name: '1 Spectating' });
    expect(spectating).toHaveAccessibleDescription('Show the 1 gamer you spectate');
    await user.click(spectating);
    expect(await screen.findByRole('heading', { name: `Who ${OWN_NAME} spectates` })).toBeInTheDocument();
    expect(callsTo('listSpectating')).toHaveLength(1);
  });

  it('shows 0 for a failed count', async () => {
    serve({ ...READS, countSpectators: failWith(500) });
    await renderPanel();
    expect(await screen.findByRole('button', { name: '0 Spectators' })).toHaveAccessibleDescription(
      'Show your 0 spectators',
    );
  });

  it('names the country from its code in the reference list’s English, the time zone as read', async () => {
    serve({ ...READS, getUserProfile: [anOwnProfile({ CountryCode: 'KR', TimeZone: 'KST' })] });
    render(panelUi());
    await screen.findByRole('heading', { name: OWN_NAME });
    // the read carries the code alone: the name is the English reference list's
    expect(await screen.findByText('South Korea')).toBeInTheDocument();
    expect(screen.getByText('KST')).toBeInTheDocument();
  });

  it('speaks the interface language: labels, counts, the country and time-zone names in Japanese', async () => {
    serve({ ...READS, getUserProfile: [anOwnProfile({ TimeZone: '(UTC+09:00) Japan Standard Time' })] });
    const english = i18n;
    i18n = await i18nIn('ja');
    try {
      render(panelUi());
      expect(await screen.findByRole('button', { name: 'プロフィールを編集' })).toBeInTheDocument();
      expect(await screen.findByText('日本')).toBeInTheDocument();
      expect(await screen.findByText('(UTC+09:00) 日本標準時')).toBeInTheDocument();
      expect(await screen.findByText('プロフィール閲覧 42 回')).toBeInTheDocument();
    } finally {
      i18n = english;
    }
  });

  it('says so when the profile cannot be loaded, and reads it again on Try again', async () => {
    serve({ ...READS, getUserProfile: failWith(503) });
    const user = userEvent.setup();
    render(panelUi());
    expect(await screen.findByText(/Your profile could not be loaded/)).toBeInTheDocument();
    serve(READS);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: OWN_NAME })).toBeInTheDocument();
  });
});

describe('profile panel, edit mode (000 §4, §5, §8)', () => {
  it('Cancel restores every previous value and writes nothing', async () => {
    serve({ ...READS, ...WRITES });
    const { user } = await renderPanel();
    let form = await openEditor(user);

    await user.click(within(form).getByRole('button', { name: 'Edit bio' }));
    const bio = within(form).getByRole('textbox', { name: 'Bio' });
    await user.clear(bio);
    await user.type(bio, 'Something else');
    await user.click(within(form).getByRole('radio', { name: 'Competitive' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Nintendo' }));
    await user.click(within(form).getByRole('button', { name: 'Remove Moon Miners' }));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
    expect(screen.getByText('Night raider')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Moon Miners' })).toBeInTheDocument();
    form = await openEditor(user);
    expect(within(form).getByRole('radio', { name: 'Relaxed' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Nintendo' })).not.toBeChecked();
    expect(within(form).getByRole('button', { name: 'Remove Moon Miners' })).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('ends the edit without any call when Save finds nothing changed', async () => {
    serve({ ...READS, ...WRITES });
    const { user } = await renderPanel();
    const form = await openEditor(user);
    await user.click(within(form).getByRole('checkbox', { name: 'Nintendo' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Nintendo' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('saves only what changed, shows it at once and reads the profile again after 2 seconds', async () => {
    serve({ ...READS, ...WRITES });
    const { user } = await renderPanel();
    const form = await openEditor(user);
    await user.click(within(form).getByRole('button', { name: 'Edit bio' }));
    const bio = within(form).getByRole('textbox', { name: 'Bio' });
    await user.clear(bio);
    await user.type(bio, 'Raids at dawn');
    await user.click(within(form).getByRole('checkbox', { name: 'Xbox' }));
    const readsBefore = callsTo('getUserProfile').length;

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(screen.getByText('Raids at dawn')).toBeInTheDocument();
    expect(writes()).toEqual(['updateBio', 'setPlatform']);
    expect(callsTo('setPlatform')).toEqual([{ uuid: USER_UUID, platform: 3, active: 0 }]);
    expect(callsTo('getUserProfile')).toHaveLength(readsBefore);
    await waitFor(() => expect(callsTo('getUserProfile').length).toBeGreaterThan(readsBefore), {
      timeout: 3000,
    });
  });

  it('shows errorMsg9 listing the failed steps with the support note, keeping what was typed', async () => {
    serve({ ...READS, ...WRITES, updateBio: failWith(500), updateChecklist: failWith(500) });
    const { user } = await renderPanel();
    const form = await openEditor(user);
    await user.click(within(form).getByRole('button', { name: 'Edit bio' }));
    const bio = within(form).getByRole('textbox', { name: 'Bio' });
    await user.clear(bio);
    await user.type(bio, 'Typed with care');
    await user.click(within(form).getByRole('checkbox', { name: 'Streamer' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Nintendo' }));

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert', { name: '' });
    expect(alert).toHaveTextContent('Some of your changes could not be saved:');
    expect(alert).toHaveTextContent('Your bio could not be saved.');
    expect(alert).toHaveTextContent('Your play-style checklist could not be saved.');
    expect(alert).toHaveTextContent('contact support at support@playjoin.example');
    expect(alert).toHaveFocus();
    // still editing, with what was typed; the platform that saved is saved
    expect(within(form).getByRole('textbox', { name: 'Bio' })).toHaveValue('Typed with care');
    expect(within(form).getByRole('checkbox', { name: 'Streamer' })).toBeChecked();
    expect(callsTo('setPlatform')).toEqual([{ uuid: USER_UUID, platform: 5, active: 1 }]);

    // Save again sends only what is still unsaved
    serve({ ...READS, ...WRITES });
    api.mockClear();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(writes()).toEqual(['updateBio', 'updateChecklist']);
  });

  it('shows a failed step on its own with its message; a failed username change reverts the name (errorMsg8)', async () => {
    serve({ ...READS, ...WRITES, changeUsername: failWith(500) });
    const { user } = await renderPanel();
    const form = await openEditor(user);
    await user.click(within(form).getByRole('button', { name: 'Change username' }));
    const name = within(form).getByRole('textbox', { name: 'Username' });
    await user.clear(name);
    await user.type(name, 'Night_Owl');
    expect(await within(form).findByText('This username is available.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const alert = (await screen.findByText('Not everything was saved')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).toHaveTextContent('Your username could not be changed.');
    expect(alert).toHaveTextContent('you asked for Night_Owl');
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveValue(OWN_NAME);
    expect(localStorage.getItem(SESSION_VALUE_KEYS.userName)).toBe(OWN_NAME);

    await user.click(within(alert).getByRole('button', { name: 'Try Night_Owl again' }));
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveValue('Night_Owl');
  });

  it('tells the user about a pasted name that is too long, without cutting it', async () => {
    serve({ ...READS, ...WRITES });
    const { user } = await renderPanel();
    const form = await openEditor(user);
    await user.click(within(form).getByRole('button', { name: 'Change username' }));
    const name = within(form).getByRole('textbox', { name: 'Username' });
    await user.clear(name);
    const pasted = 'a'.repeat(50);
    await user.click(name);
    await user.paste(pasted);

    expect(name).toHaveValue(pasted);
    expect(within(form).getByText(/at most 20 characters; this one has 50/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/That username is not valid/)).toBeInTheDocument();
    expect(callsTo('changeUsername')).toEqual([]);
  });

  it('stores a changed username with the session and reads the profile under the new name', async () => {
    serve({
      ...READS,
      ...WRITES,
      getUserProfile: (input: { username: string }) => [anOwnProfile({ UserName: input.username })],
    });
    const { user } = await renderPanel();
    const form = await openEditor(user);
    await user.click(within(form).getByRole('button', { name: 'Change username' }));
    const name = within(form).getByRole('textbox', { name: 'Username' });
    await user.clear(name);
    await user.type(name, 'Night_Owl');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Night_Owl' })).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_VALUE_KEYS.userName)).toBe('Night_Owl');
    expect(callsTo('changeUsername')).toEqual([
      { uuid: USER_UUID, username: OWN_NAME, newusername: 'Night_Owl' },
    ]);
  });
});

describe('the picture dropzone (000 §5, §9)', () => {
  async function drop(file: File) {
    serve({ ...READS, ...WRITES });
    const { user } = await renderPanel();
    const form = await openEditor(user);
    await user.upload(within(form).getByLabelText('Profile picture file'), file);
    return form;
  }

  it('refuses a file over 5 MB with the spec alert', async () => {
    await drop(aFile('huge.png', BYTES.png, 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.png is larger than 5MB maximum for upload.',
    );
  });

  it('refuses a file of another type by its extension', async () => {
    await drop(aFile('notes.gif', BYTES.png));
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.gif is not a supported image');
  });

  it('refuses a text file renamed .png by its first bytes, before anything is uploaded', async () => {
    await drop(aFile('fake.png', BYTES.text));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'fake.png is not a JPEG, PNG or WebP picture, whatever its name says.',
    );
    expect(callsTo('getProfileImageUploadUrl')).toEqual([]);
  });

  it.each([
    ['png', 'me.png', BYTES.png],
    ['jpg', 'me.jfif', BYTES.jpg],
    ['webp', 'me.webp', BYTES.webp],
  ])('accepts a real %s image and previews it until Save', async (_, fileName, bytes) => {
    const form = await drop(aFile(fileName, bytes));
    expect(
      await within(form).findByText('New picture chosen. It is uploaded when you save.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo('getProfileImageUploadUrl')).toEqual([]);
  });
});

/** A stand-in for XMLHttpRequest: records the PUT and lets the test send progress and the storage's answer. */
class FakeUpload {
  static last: FakeUpload | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  private readonly listeners = new Map<string, Array<(event: Partial<ProgressEvent>) => void>>();
  upload = {
    listeners: [] as Array<(event: Partial<ProgressEvent>) => void>,
    addEventListener: (_: string, listener: (event: Partial<ProgressEvent>) => void) => {
      this.upload.listeners.push(listener);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: (event: Partial<ProgressEvent>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.last = this;
  }
  abort() {}
  progress(loaded: number, total: number) {
    for (const listener of this.upload.listeners) listener({ lengthComputable: true, loaded, total });
  }
  respond(status: number) {
    this.status = status;
    for (const listener of this.listeners.get('load') ?? []) listener({});
  }
}

describe('the picture upload at Save (000 §7)', () => {
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeUpload.last = null;
    globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });

  it('gets the address, PUTs the file with a progress bar, then sets it as the picture', async () => {
    serve({
      ...READS,
      ...WRITES,
      getProfileImageUploadUrl: UPLOAD_URL,
      setProfileImage: { ProfilePicLink: UPLOAD_KEY },
    });
    const { user } = await renderPanel();
    const form = await openEditor(user);
    await user.upload(within(form).getByLabelText('Profile picture file'), aFile('me.png', BYTES.png, 1000));
    await within(form).findByText('New picture chosen. It is uploaded when you save.');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    expect(callsTo('getProfileImageUploadUrl')).toEqual([
      { filetype: 'png', uuid: USER_UUID, filesize: 1000 },
    ]);
    const put = FakeUpload.last!;
    expect([put.method, put.url, put.headers]).toEqual(['PUT', UPLOAD_URL, { 'Content-Type': 'image/png' }]);
    put.progress(500, 1000);
    expect(await within(form).findByRole('progressbar', { name: 'Uploading your picture…' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(callsTo('setProfileImage')).toEqual([]);

    put.respond(200);

    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(callsTo('setProfileImage')).toEqual([{ uuid: USER_UUID, imageFile: UPLOAD_KEY }]);
    expect(localStorage.getItem(SESSION_VALUE_KEYS.profilePicLink)).toBe(UPLOAD_KEY);
  });
});

describe('the games picker (000 §3, §4)', () => {
  it('keeps the selection (and the rest of the edit) in session storage, moves selected games to the top, and Cancel forgets it', async () => {
    serve({ ...READS, ...WRITES });
    const { user, unmount } = await renderPanel();
    let form = await openEditor(user);
    await user.click(within(form).getByRole('button', { name: 'Choose games' }));

    const picker = screen.getByRole('region', { name: 'Choose your games' });
    const search = within(picker).getByRole('searchbox', { name: 'Search games' });
    expect(search).toHaveFocus();
    const names = () =>
      within(picker)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent);
    await waitFor(() => expect(names()).toHaveLength(5));
    await user.click(within(picker).getByRole('checkbox', { name: 'Zen Garden' }));
    // the ticked game does not jump away from under the pointer
    expect(names()).toEqual(['Starfall Arena', 'Moon Miners', 'Apex Drift', 'Block Party', 'Zen Garden']);
    expect(JSON.parse(sessionStorage.getItem(pickerSelectionKey(USER_UUID))!)).toEqual([1, 2, 5]);
    // a new search puts the selected games first
    await user.type(search, 'e');
    expect(names()).toEqual(['Starfall Arena', 'Moon Miners', 'Zen Garden', 'Apex Drift']);
    expect(within(picker).getByRole('status')).toHaveTextContent('3 games selected');

    await user.click(within(picker).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Choose games' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Details of Zen Garden' })).toBeInTheDocument();

    // a bio typed too, then the panel closes (a stray click outside) and opens again: the edit goes on
    form = screen.getByRole('form', { name: 'Edit your profile' });
    await user.click(within(form).getByRole('button', { name: 'Edit bio' }));
    await user.type(within(form).getByRole('textbox', { name: 'Bio' }), ' at night');
    unmount();
    const again = userEvent.setup();
    render(panelUi());
    form = await screen.findByRole('form', { name: 'Edit your profile' });
    expect(within(form).getByRole('button', { name: 'Details of Zen Garden' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Bio' })).toHaveValue('Night raider at night');
    await again.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(sessionStorage.getItem(pickerSelectionKey(USER_UUID))).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(screen.getByText('Night raider')).toBeInTheDocument();
  });

  it('gives a game added in the editor the spec defaults, and sends its details once changed', async () => {
    serve({ ...READS, ...WRITES });
    const { user } = await renderPanel();
    let form = await openEditor(user);
    await user.click(within(form).getByRole('button', { name: 'Choose games' }));
    const picker = screen.getByRole('region', { name: 'Choose your games' });
    await user.click(await within(picker).findByRole('checkbox', { name: 'Apex Drift' }));
    await user.click(within(picker).getByRole('button', { name: 'Done' }));
    form = screen.getByRole('form', { name: 'Edit your profile' });

    await user.click(within(form).getByRole('button', { name: 'Details of Apex Drift' }));
    expect(within(form).getByRole('combobox', { name: 'Platform' })).toHaveDisplayValue('No answer');
    const selects = within(form).getAllByRole('combobox');
    expect(selects.map((select) => (select as HTMLSelectElement).value)).toEqual(['1', '4', '1', '1']);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Skill level' }), 'High');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(writes()).toEqual(['addGames', 'saveGameAttributes']);
    expect(callsTo('saveGameAttributes')).toEqual([
      {
        uuid: USER_UUID,
        gameSelections: [{ gameId: 3, platform: 1, skillLevel: 3, frequency: 1, rating: 1 }],
      },
    ]);
  });
});
