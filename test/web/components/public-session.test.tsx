/**
 * The public pages with a live session in this browser (issue 8: "public pages ignore a live
 * session"): the public navigation and the landing hero lead back to the dashboard instead of
 * offering Log in / Sign up; without a complete, live session they stay as they were.
 */
import { act, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { hasLiveSession } from '../../../web/src/lib/live-session';
import { TOKEN_KEYS } from '../../../web/src/lib/session-tokens';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { aJwt, someTokens } from '../auth-fixtures';
import { englishI18n, renderAppAt } from '../helpers';

jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => {
  localStorage.clear();
});

/** A session as the login leaves it: tokens and the complete account's values. */
function storeSession({ refresh = true, userName = 'NeonFox', lifetimeSeconds = 300 } = {}) {
  const tokens = someTokens({ lifetimeSeconds });
  localStorage.setItem(TOKEN_KEYS.idToken, tokens.IdToken);
  localStorage.setItem(TOKEN_KEYS.accessToken, tokens.AccessToken);
  if (refresh) localStorage.setItem(TOKEN_KEYS.refreshToken, tokens.RefreshToken);
  if (userName) localStorage.setItem(SESSION_VALUE_KEYS.userName, userName);
}

const siteNav = () => screen.getByRole('navigation', { name: 'Site' });

describe('public pages and a live session', () => {
  it('show Dashboard in the public navigation and Go to your dashboard in the hero, not Log in / Sign up', async () => {
    storeSession();

    await renderAppAt(i18n, '/');

    expect(within(siteNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/home/user-home',
    );
    expect(within(siteNav()).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Get started' });
    expect(within(actions).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/home/user-home',
    );
    expect(within(actions).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('offer the way back on the other public pages too', async () => {
    storeSession();

    await renderAppAt(i18n, '/faq');

    expect(within(siteNav()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('keep Log in without a session, and switch when another tab signs in', async () => {
    await renderAppAt(i18n, '/');
    expect(within(siteNav()).getByRole('button', { name: 'Log in' })).toBeInTheDocument();

    storeSession();
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEYS.refreshToken }));
    });

    expect(within(siteNav()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['signup is not finished (no userName yet)', { userName: '' }],
    ['the ID token has expired and there is no refresh token', { refresh: false, lifetimeSeconds: -10 }],
  ])('count no live session when %s', (_case, session) => {
    storeSession(session);

    expect(hasLiveSession()).toBe(false);
  });

  it('count an unexpired ID token as live without a refresh token, and an unreadable one as not', () => {
    storeSession({ refresh: false });
    expect(hasLiveSession()).toBe(true);

    localStorage.setItem(TOKEN_KEYS.idToken, 'not-a-jwt');
    expect(hasLiveSession()).toBe(false);
    localStorage.setItem(TOKEN_KEYS.idToken, aJwt({ sub: 'x' }));
    expect(hasLiveSession()).toBe(false);
  });
});
