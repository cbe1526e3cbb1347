import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '../../../web/src/lib/api';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { resetNowPlayingDraft } from '../../../web/src/screens/Chronicle/NowPlayingForm';
import { resetChronicleDraft } from '../../../web/src/state/flows/chronicle-draft';
import { USER_UUID } from '../auth-fixtures';
import { englishI18n } from '../helpers';
import {
  answer,
  api,
  aPost,
  callsTo,
  expectValidCalls,
  FakeXhr,
  feed,
  installFakeXhr,
  OWN,
  renderChronicle,
  restoreXhr,
} from './harness';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const UPLOAD_URL = `https://media.test/uploads/chronicle/${USER_UUID}/abcdefgh1234.png?X-Amz-Signature=sig`;
const UPLOAD_KEY = `uploads/chronicle/${USER_UUID}/abcdefgh1234.png`;

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  localStorage.setItem(SESSION_VALUE_KEYS.userName, OWN);
  resetChronicleDraft();
  resetNowPlayingDraft();
  installFakeXhr();
});
afterEach(() => {
  restoreXhr();
  jest.resetAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const file = (name: string, size = 1000, type = '') => {
  const made = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

/** The created post echoes what was sent, as the server holds it. */
const created = (input: unknown) => {
  const { message, mediaURL, mentioned } = input as {
    message: string;
    mediaURL: string | null;
    mentioned: string[];
  };
  return aPost({
    postId: 'new',
    postAuthor: OWN,
    message,
    mediaURL: mediaURL && 'media/chronicle/new.png',
    mentioned,
  });
};

async function openAdd(options: { applyAccept?: boolean } = {}) {
  const user = userEvent.setup(options);
  renderChronicle(i18n);
  await waitFor(() => expect(screen.queryByText('Loading the chronicle…')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = screen.getByRole('dialog', { name: 'Add' });
  return { user, dialog: within(dialog) };
}

const postButton = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('button', { name: /^(Post|Uploading…)$/ });

describe('the Add modal (000 §2)', () => {
  beforeEach(() => answer({ listChroniclePosts: { data: [aPost()] }, getUserProfileGames: [] }));

  it('opens on the Chronicle tab with focus inside, moves between tabs with the arrow keys and closes with Escape', async () => {
    const { user, dialog } = await openAdd();
    expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    const chronicle = dialog.getByRole('tab', { name: 'Chronicle' });
    expect(chronicle).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByRole('tabpanel')).toContainElement(dialog.getByRole('textbox', { name: 'Message' }));

    chronicle.focus();
    await user.keyboard('{ArrowRight}');
    expect(dialog.getByRole('tab', { name: 'Now Playing' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByRole('tab', { name: 'Now Playing' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
  });
});

describe('posting to the chronicle (000 §4, §5, §7)', () => {
  it('needs media or non-blank text (errorMsg3), then posts the text with its mentions at the top of the feed', async () => {
    answer({ listChroniclePosts: { data: [aPost()] }, createChroniclePost: created });
    const { user, dialog } = await openAdd();

    await user.click(postButton(dialog));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Write a message or add a picture or video before posting.',
    );
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), '   ');
    await user.click(postButton(dialog));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Write a message or add a picture or video before posting.',
    );
    expect(callsTo('createChroniclePost')).toEqual([]);

    await user.clear(dialog.getByRole('textbox', { name: 'Message' }));
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'GG @NeonFox and @DemoGamer');
    expect(dialog.getByText('26 / 2500 characters')).toBeInTheDocument();
    await user.click(postButton(dialog));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('createChroniclePost')).toEqual([
      { uuid: USER_UUID, message: 'GG @NeonFox and @DemoGamer', mediaURL: null, mentioned: ['NeonFox'] },
    ]);
    expectValidCalls('createChroniclePost');
    const articles = within(feed()).getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(within(articles[0]!).getByRole('heading', { name: `Post by ${OWN}` })).toBeInTheDocument();
    expect(screen.getByText('Your post is on the chronicle.')).toBeInTheDocument();

    // the draft went with the post
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('says errorMsg4 when media was asked for but no file chosen', async () => {
    answer({ listChroniclePosts: { data: [] } });
    const user = userEvent.setup();
    renderChronicle(i18n);
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add' }));
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'with a clip');
    await user.click(dialog.getByRole('button', { name: 'Add a picture or video' }));
    await user.click(postButton(dialog));
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose a file to upload, or remove the media.');

    await user.click(dialog.getByRole('button', { name: 'Remove media' }));
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['notes.txt', 100, 'Choose a picture (jpeg, jpg, png, gif) or a video (mp4, mov, webm).'],
    ['huge.mp4', 50 * 1024 * 1024 + 1, 'The file must be at most 50 MB.'],
    ['empty.gif', 0, 'The file must be at most 50 MB.'],
  ])('refuses %s before anything is sent', async (name, size, message) => {
    answer({ listChroniclePosts: { data: [] } });
    const user = userEvent.setup({ applyAccept: false });
    renderChronicle(i18n);
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add' }));
    await user.click(dialog.getByRole('button', { name: 'Add a picture or video' }));
    await user.upload(dialog.getByLabelText('Picture or video'), file(name, size));
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    expect(dialog.queryByText(/^Chosen:/)).toBeNull();
  });

  it('uploads the media with a progress bar (idle → uploading → done), then posts its key', async () => {
    answer({
      listChroniclePosts: { data: [aPost()] },
      getChronicleUploadUrl: { url: UPLOAD_URL },
      createChroniclePost: created,
    });
    const { user, dialog } = await openAdd();
    await user.click(dialog.getByRole('button', { name: 'Add a picture or video' }));
    await user.upload(dialog.getByLabelText('Picture or video'), file('raid.png', 2000, 'image/png'));
    expect(dialog.getByText('Chosen: raid.png')).toBeInTheDocument();
    expect(postButton(dialog)).toHaveTextContent('Post');

    await user.click(postButton(dialog));
    expect(postButton(dialog)).toHaveTextContent('Uploading…');
    expect(postButton(dialog)).toBeDisabled();
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(callsTo('getChronicleUploadUrl')).toEqual([
      { fileName: 'raid.png', fileType: 'image/png', fileSize: expect.any(Number) },
    ]);
    expectValidCalls('getChronicleUploadUrl');
    const request = FakeXhr.requests[0]!;
    expect([request.method, request.url, request.headers]).toEqual([
      'PUT',
      UPLOAD_URL,
      { 'Content-Type': 'image/png' },
    ]);

    act(() => request.progress(1000, 2000));
    const bar = dialog.getByRole('progressbar', { name: 'Uploading raid.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');

    await act(async () => request.respond(200));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('createChroniclePost')).toEqual([
      { uuid: USER_UUID, message: '', mediaURL: UPLOAD_KEY, mentioned: [] },
    ]);
    expect(within(feed()).getByRole('img', { name: `Picture posted by ${OWN}` })).toHaveAttribute(
      'src',
      'https://media.test/chronicle/new.png',
    );
  });

  it('says errorMsg2 when the upload fails, keeps the draft across closing, and posts on a second try', async () => {
    let address = 0;
    answer({
      listChroniclePosts: { data: [] },
      getChronicleUploadUrl: () => {
        address += 1;
        if (address === 1) throw new ApiError('pjchronicle', 500);
        return { url: UPLOAD_URL.replace('.png', '.mp4') };
      },
      createChroniclePost: created,
    });
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'my clip');
    await user.click(dialog.getByRole('button', { name: 'Add a picture or video' }));
    await user.upload(dialog.getByLabelText('Picture or video'), file('clip.mov', 5000, 'video/quicktime'));

    await user.click(postButton(dialog));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your picture or video could not be uploaded. Please try again.',
    );
    expect(postButton(dialog)).toHaveTextContent('Post');
    expect(postButton(dialog)).toBeEnabled();

    // a PUT refused by the storage is errorMsg2 too
    await user.click(postButton(dialog));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(FakeXhr.requests[0]!.headers).toEqual({ 'Content-Type': 'video/quicktime' });
    await act(async () => FakeXhr.requests[0]!.respond(403));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your picture or video could not be uploaded.',
    );

    // closing keeps the text and the file
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const again = within(screen.getByRole('dialog', { name: 'Add' }));
    expect(again.getByRole('textbox', { name: 'Message' })).toHaveValue('my clip');
    expect(again.getByText('Chosen: clip.mov')).toBeInTheDocument();
    expect(callsTo('createChroniclePost')).toEqual([]);

    await user.click(postButton(again));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    await act(async () => FakeXhr.requests[1]!.respond(200));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('createChroniclePost')).toEqual([
      { uuid: USER_UUID, message: 'my clip', mediaURL: UPLOAD_KEY.replace('.png', '.mp4'), mentioned: [] },
    ]);
  });

  it('keeps the text when the post itself is refused', async () => {
    answer({
      listChroniclePosts: { data: [] },
      createChroniclePost: () => {
        throw new ApiError('pjchronicle', 500);
      },
    });
    const { user, dialog } = await openAdd();
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'still here');
    await user.click(postButton(dialog));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your post could not be published.');
    expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('still here');
  });
});

describe('the Now Playing tab (000 §2)', () => {
  beforeEach(() =>
    answer({
      listChroniclePosts: { data: [] },
      getUserProfileGames: [
        {
          Id: 7,
          Description: 'Starfall Arena',
          GameImageSrc: '',
          Platform: 2,
          SkillLevel: 1,
          Frequency: 1,
          Rating: 1,
        },
      ],
    }),
  );

  async function openNowPlaying() {
    const opened = await openAdd();
    await opened.user.click(opened.dialog.getByRole('tab', { name: 'Now Playing' }));
    return opened;
  }

  it('shows the fields with five platforms and four skill levels, Any first and chosen', async () => {
    const { dialog } = await openNowPlaying();
    for (const label of ['Game', 'Date', 'Time', 'Number of Players', 'Platform']) {
      expect(dialog.getByLabelText(label)).toBeInTheDocument();
    }
    expect(
      within(dialog.getByLabelText('Platform'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a platform', 'PC', 'Playstation', 'Xbox', 'Nintendo', 'Other']);
    const skills = within(dialog.getByRole('group', { name: 'Preferred Skill Level' })).getAllByRole('radio');
    expect(skills.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Any',
      'High',
      'Medium',
      'Low',
    ]);
    expect(skills[0]).toBeChecked();
    expect(dialog.getByText(/Coming soon: Post Event checks your event/)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(1));
  });

  it('checks every field, then says honestly that nothing was posted or saved', async () => {
    const { user, dialog } = await openNowPlaying();
    await user.click(dialog.getByRole('button', { name: 'Post Event' }));
    expect(dialog.getByText('Name the game.')).toBeInTheDocument();
    expect(dialog.getByText('Choose a date.')).toBeInTheDocument();
    expect(dialog.getByText('Choose a time.')).toBeInTheDocument();
    expect(dialog.getByText('Enter a whole number of players from 2 to 100.')).toBeInTheDocument();
    expect(dialog.getByText('Choose a platform.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Game')).toHaveFocus();
    expect(dialog.getByLabelText('Game')).toHaveAttribute('aria-invalid', 'true');

    await user.type(dialog.getByLabelText('Game'), 'Starfall Arena');
    await user.type(dialog.getByLabelText('Date'), '2000-01-01');
    await user.type(dialog.getByLabelText('Time'), '20:30');
    await user.type(dialog.getByLabelText('Number of Players'), '1');
    await user.selectOptions(dialog.getByLabelText('Platform'), 'Xbox');
    await user.click(dialog.getByRole('radio', { name: 'High' }));
    await user.click(dialog.getByRole('button', { name: 'Post Event' }));
    expect(dialog.getByText('The date cannot be in the past.')).toBeInTheDocument();
    expect(dialog.getByText('Enter a whole number of players from 2 to 100.')).toBeInTheDocument();
    expect(dialog.queryByText('Name the game.')).toBeNull();

    const next = new Date();
    next.setDate(next.getDate() + 7);
    const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
    await user.clear(dialog.getByLabelText('Date'));
    await user.type(dialog.getByLabelText('Date'), day);
    await user.clear(dialog.getByLabelText('Number of Players'));
    await user.type(dialog.getByLabelText('Number of Players'), '4');
    await user.click(dialog.getByRole('button', { name: 'Post Event' }));

    expect(dialog.getByRole('status')).toHaveTextContent(
      'Your event is complete, but Now Playing events are not available yet: nothing was posted or saved.',
    );
    expect(api.mock.calls.map(([name]) => name).filter((name) => name !== 'listChroniclePosts')).toEqual([
      'getUserProfileGames',
    ]);
  });
});
