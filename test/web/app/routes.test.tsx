import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { callApi } from '../../../web/src/lib/api';
import { loadConfig } from '../../../web/src/lib/config';
import { report } from '../../../web/src/lib/errors';
import { getSession } from '../../../web/src/lib/session';
import { TEST_CONFIG } from '../fixtures';
import { FRAME_CALLS, englishI18n, renderAppAt } from '../helpers';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../web/src/lib/session', () => ({ getSession: jest.fn() }));
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);

const HOUR = 60 * 60 * 1000;
let i18n: I18n;

beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  // the same promise every call, as the real loader caches it (React's use() needs a stable promise)
  jest.mocked(loadConfig).mockReturnValue(Promise.resolve(TEST_CONFIG));
});
afterEach(() => {
  jest.resetAllMocks();
});

const location = () => screen.getByTestId('location').textContent;
/** The hero's Log in and Sign up links (the top navigation has a Log in link too). */
const heroActions = () => within(screen.getByRole('group', { name: 'Get started' }));

describe('public routes', () => {
  it('renders the landing shell at / with its translated title', async () => {
    await renderAppAt(i18n, '/');

    expect(screen.getByRole('heading', { level: 1, name: 'PlayJoin' })).toBeInTheDocument();
    expect(heroActions().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(heroActions().getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText('© 2025 PlayJoin. All rights reserved.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('PlayJoin – Find gamers who play like you'));
    expect(loadConfig).not.toHaveBeenCalled();
  });

  it('renders /profile-not-available', async () => {
    await renderAppAt(i18n, '/profile-not-available');

    expect(screen.getByRole('heading', { name: 'Sorry, this page is not available.' })).toBeInTheDocument();
  });

  it.each([
    '/LOGIN',
    '/Login',
    '/Home',
    '/FAQ',
    '/Faq',
    '/Contact',
    '/CONTACT',
    '/Signup',
    '/Terms',
    '/TERMS',
  ])('answers the reserved word %s with a 404 page without looking the profile up', async (path) => {
    await renderAppAt(i18n, path);

    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · PlayJoin'));
    expect(callApi).not.toHaveBeenCalled();
    expect(loadConfig).not.toHaveBeenCalled();
    expect(location()).toBe(path);
  });

  it.each([
    '/terms/Privacy',
    '/TERMS/privacy',
    '/terms/GUIDELINES',
    '/terms/cookies',
    '/faq/extra',
    '/contact/us',
  ])('answers the deeper unknown path %s with the 404 page', async (path) => {
    await renderAppAt(i18n, path);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
  });

  it.each([
    ['/faq', 'Frequently asked questions', 'FAQ · PlayJoin'],
    ['/contact', 'Contact support', 'Contact support · PlayJoin'],
    ['/terms', 'Terms of Use', 'Terms of Use · PlayJoin'],
    ['/terms/privacy', 'Privacy Policy', 'Privacy Policy · PlayJoin'],
    ['/terms/guidelines', 'Community Guidelines', 'Community Guidelines · PlayJoin'],
    ['/login', 'Log in', 'Log in · PlayJoin'],
    ['/forgotpassword', 'Reset your password', 'Reset your password · PlayJoin'],
  ])('renders the public page %s with its heading and translated title', async (path, heading, title) => {
    await renderAppAt(i18n, path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
    expect(location()).toBe(path);
    expect(callApi).not.toHaveBeenCalled();
    expect(loadConfig).not.toHaveBeenCalled();
  });

  it('leads from the top navigation to the FAQ and contact pages; its Log in trigger opens the login dialog', async () => {
    const user = userEvent.setup();
    await renderAppAt(i18n, '/');
    const nav = within(screen.getByRole('navigation', { name: 'Site' }));

    expect(nav.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(nav.getByRole('link', { name: 'FAQ' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Site' })).getByRole('link', { name: 'Contact' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact support' })).toBeInTheDocument();
    expect(location()).toBe('/contact');
  });
});

describe('the signed-in area', () => {
  it('redirects to / when there is no session', async () => {
    jest.mocked(getSession).mockResolvedValue(null);

    await renderAppAt(i18n, '/home/user-home');

    await waitFor(() => expect(location()).toBe('/'));
    expect(heroActions().getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(getSession).toHaveBeenCalled();
  });

  it('redirects to / when the token expired', async () => {
    jest.mocked(getSession).mockResolvedValue({ idToken: 't', uuid: 'u', expiresAt: Date.now() - 1000 });

    await renderAppAt(i18n, '/home/user-community');

    await waitFor(() => expect(location()).toBe('/'));
  });

  it.each(['/home/x', '/home/user-home/extra', '/home'])(
    'redirects %s to / without a session check',
    async (path) => {
      await renderAppAt(i18n, path);

      await waitFor(() => expect(location()).toBe('/'));
      expect(getSession).not.toHaveBeenCalled();
    },
  );

  it('shows the signed-in frame and the dashboard with a valid session', async () => {
    jest.mocked(getSession).mockResolvedValue({ idToken: 't', uuid: 'u', expiresAt: Date.now() + HOUR });

    await renderAppAt(i18n, '/home/user-home');

    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
    const topNav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(topNav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/home/user-home', '/home/user-community']);
    expect(within(topNav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const sideNav = screen.getByRole('navigation', { name: 'Tools' });
    expect(
      within(sideNav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Spectating', 'Notifications', 'Messages', 'Search', 'Settings', 'Profile']);
    expect(location()).toBe('/home/user-home');
    // the dashboard's first load: its cards and its four carousels, nothing else (the frame's dots read
    // once the page is idle, which on a slow machine may come before this check: they are not the page's)
    await waitFor(() =>
      expect(
        new Set(
          jest
            .mocked(callApi)
            .mock.calls.map(([name]) => name)
            .filter((name) => !FRAME_CALLS.has(name)),
        ),
      ).toEqual(
        new Set([
          'countMatches',
          'countOnlineMatches',
          'countMatchesByGame',
          'listTrendingFlags',
          'listSelectedGames',
          'listRecommendedGames',
          'listNewMatches',
          'listOnlineMatches',
        ]),
      ),
    );
  });

  it.each([
    ['/home/user-community', 'Community'],
    ['/home/user-posts', 'Chronicle'],
  ])('renders %s', async (path, heading) => {
    jest.mocked(getSession).mockResolvedValue({ idToken: 't', uuid: 'u', expiresAt: Date.now() + HOUR });

    await renderAppAt(i18n, path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('keeps the frame mounted while moving between signed-in pages', async () => {
    jest.mocked(getSession).mockResolvedValue({ idToken: 't', uuid: 'u', expiresAt: Date.now() + HOUR });
    const user = userEvent.setup();
    await renderAppAt(i18n, '/home/user-home');
    await screen.findByRole('heading', { name: 'Your dashboard' });

    await user.click(screen.getByRole('link', { name: 'Community' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    expect(location()).toBe('/home/user-community');
    expect(getSession).toHaveBeenCalledTimes(1);
  });
});

describe('failures', () => {
  it('shows the error page and reports it when the runtime config cannot be loaded', async () => {
    const failure = new Error('config.json answered 500');
    const rejected = Promise.reject(failure);
    rejected.catch(() => {});
    jest.mocked(loadConfig).mockReturnValue(rejected);
    jest.spyOn(console, 'error').mockImplementation(() => {});

    await renderAppAt(i18n, '/NeonFox');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(failure, expect.objectContaining({ where: 'render' }));
    expect(callApi).not.toHaveBeenCalled();
    jest.mocked(console.error).mockRestore();
  });
});
