/** The Profile button of the side navigation opens the profile panel, loaded as its own chunk (000 §2). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { i18n as I18n } from 'i18next';
import { callApi } from '../../../web/src/lib/api';
import { loadConfig } from '../../../web/src/lib/config';
import { TOKEN_KEYS } from '../../../web/src/lib/session-tokens';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { amplifyWithTokenProvider, someTokens, USER_EMAIL, USER_UUID } from '../auth-fixtures';
import { TEST_CONFIG } from '../fixtures';
import { englishI18n, renderAppAt, FRAME_CALLS } from '../helpers';
import { anOwnProfile, OWN_GAMES, OWN_NAME, OWN_PLATFORMS } from '../profile-fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));
jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);

const ANSWERS: Record<string, unknown> = {
  getUserProfile: [anOwnProfile()],
  getUserProfileGames: OWN_GAMES,
  getPlatforms: OWN_PLATFORMS,
  getProfileViews: { queryResult: [{ ProfileViewsCount: 3 }] },
  getStreakCount: { queryResult: [{ CurrentStreakCount: 2 }] },
  countSpectators: { spectatorsCount: 0 },
  countSpectating: { spectatingCount: 0 },
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  jest.mocked(loadConfig).mockReturnValue(Promise.resolve(TEST_CONFIG));
  amplifyWithTokenProvider(Amplify.configure, fetchAuthSession);
  const tokens = someTokens();
  localStorage.setItem(TOKEN_KEYS.idToken, tokens.IdToken);
  localStorage.setItem(TOKEN_KEYS.accessToken, tokens.AccessToken);
  localStorage.setItem(TOKEN_KEYS.refreshToken, tokens.RefreshToken);
  localStorage.setItem(SESSION_VALUE_KEYS.uuid, USER_UUID);
  localStorage.setItem(SESSION_VALUE_KEYS.email, USER_EMAIL);
  localStorage.setItem(SESSION_VALUE_KEYS.userName, OWN_NAME);
  localStorage.setItem(SESSION_VALUE_KEYS.userCount, '1');
  jest.mocked(callApi as (name: string) => Promise<unknown>).mockImplementation(async (name) => {
    if (!(name in ANSWERS)) throw new Error(`unexpected call ${name}`);
    return ANSWERS[name];
  });
});
afterEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

it('opens the own profile from the side navigation, and nothing of it loads before', async () => {
  const user = userEvent.setup();
  await renderAppAt(i18n, '/home/user-posts');
  await screen.findByRole('heading', { name: 'Chronicle', level: 1 });
  // only the frame's own calls (the dots' unread counts) and the page's feed; nothing of the profile
  expect(
    jest
      .mocked(callApi)
      .mock.calls.map(([name]) => name)
      .filter((name) => !FRAME_CALLS.has(name) && name !== 'listChroniclePosts'),
  ).toEqual([]);

  await user.click(
    within(screen.getByRole('navigation', { name: 'Tools' })).getByRole('button', { name: 'Profile' }),
  );

  const panel = within(screen.getByRole('region', { name: 'Profile' }));
  expect(await panel.findByRole('heading', { name: OWN_NAME })).toBeInTheDocument();
  expect(panel.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
  expect(panel.queryByText(/on its way/)).not.toBeInTheDocument();
});
