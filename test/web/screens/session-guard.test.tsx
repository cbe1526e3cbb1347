import { act, screen, waitFor } from '@testing-library/react';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { i18n as I18n } from 'i18next';
import { loadConfig } from '../../../web/src/lib/config';
import { TOKEN_KEYS } from '../../../web/src/lib/session-tokens';
import { amplifyWithTokenProvider, someTokens } from '../auth-fixtures';
import { TEST_CONFIG } from '../fixtures';
import { englishI18n, renderAppAt } from '../helpers';

jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));
jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);

const COGNITO = 'http://localhost:3000/cognito';
const fetchMock = jest.fn();
/** the calls to Cognito (the frame's own reads, its dots' unread counts, go elsewhere) */
const cognitoCalls = () => fetchMock.mock.calls.filter(([url]) => url === COGNITO);
const nowSeconds = () => Math.floor(Date.now() / 1000);
let i18n: I18n;

beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(loadConfig).mockReturnValue(Promise.resolve({ ...TEST_CONFIG, userPoolEndpoint: COGNITO }));
  amplifyWithTokenProvider(Amplify.configure, fetchAuthSession);
});
afterEach(() => {
  jest.resetAllMocks();
  jest.useRealTimers();
  localStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;

function signedInAt(issuedAt: number) {
  const tokens = someTokens({ issuedAt });
  localStorage.setItem(TOKEN_KEYS.idToken, tokens.IdToken);
  localStorage.setItem(TOKEN_KEYS.accessToken, tokens.AccessToken);
  localStorage.setItem(TOKEN_KEYS.refreshToken, tokens.RefreshToken);
  return tokens;
}

/** Cognito's next answers, in order; the page's own API reads (the chronicle feed) get a 503 and never take one. */
function cognitoAnswers(...answers: Array<{ status: number; body: unknown }>) {
  const queue = answers.map(({ status, body }) => ({ ok: status === 200, status, json: async () => body }));
  fetchMock.mockImplementation(async (url: string) =>
    url === COGNITO ? queue.shift() : { ok: false, status: 503, json: async () => ({}) },
  );
}

const refreshed = (issuedAt = nowSeconds()) => {
  const tokens = someTokens({ issuedAt, marker: `fresh-${issuedAt}` });
  return {
    status: 200,
    body: { AuthenticationResult: { IdToken: tokens.IdToken, AccessToken: tokens.AccessToken } },
  };
};

describe('the signed-in guard with 5-minute ID tokens (001 §6)', () => {
  it('keeps a user whose ID token expired but whose refresh token is valid: the session is refreshed', async () => {
    signedInAt(nowSeconds() - 360);
    cognitoAnswers(refreshed());

    await renderAppAt(i18n, '/home/user-posts');

    expect(await screen.findByRole('heading', { name: 'Chronicle', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/home/user-posts');
    expect(cognitoCalls()).toHaveLength(1);
    expect(JSON.parse((cognitoCalls()[0]![1] as RequestInit).body as string)).toMatchObject({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: 'refresh-first' },
    });
  });

  it('stays signed in across the expiry of the ID token while on a page', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    signedInAt(nowSeconds());
    await renderAppAt(i18n, '/home/user-posts');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Chronicle', level: 1 })).toBeInTheDocument(),
    );
    expect(cognitoCalls()).toHaveLength(0);
    cognitoAnswers(refreshed(nowSeconds() + 301));

    await act(async () => {
      await jest.advanceTimersByTimeAsync(301_000);
    });

    await waitFor(() => expect(cognitoCalls()).toHaveLength(1));
    expect(location()).toBe('/home/user-posts');
    expect(screen.getByRole('heading', { name: 'Chronicle', level: 1 })).toBeInTheDocument();
  });

  it('goes to / when Cognito refuses the refresh (signed out elsewhere, deactivated)', async () => {
    signedInAt(nowSeconds() - 360);
    cognitoAnswers({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
    });

    await renderAppAt(i18n, '/home/user-posts');

    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.length).toBe(0);
  });

  it('follows a sign-out in another tab', async () => {
    signedInAt(nowSeconds());
    await renderAppAt(i18n, '/home/user-posts');
    await screen.findByRole('heading', { name: 'Chronicle', level: 1 });

    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEYS.refreshToken }));
    });

    await waitFor(() => expect(location()).toBe('/'));
  });
});
