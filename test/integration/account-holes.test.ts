/**
 * The account holes of issue 7 against the twin, through the real gateway, handlers and shim: sessions
 * end exactly (within the second of the sign-in too, and for a signup without a profile), attempt
 * limits hold under parallel bursts, and no pre-login call answers an unknown email with a 5xx.
 */
import { routes, type Route } from '../../lib/contract/manifest';
import { loadSeedUsers } from '../../lib/seed/data';
import {
  callApi,
  confirmedAccount,
  creationPayload,
  jwtClaims,
  latestCode,
  logIn,
  signedUpAccount,
  TEST_PASSWORD,
  uniqueClientAddress,
  uniqueEmail,
  uniqueUserName,
  type ApiReply,
} from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const gameId = loadSeedUsers().find((user) => user.active && user.games.length > 0)!.games[0]!.gameId;
const NEW_PASSWORD = 'Fresh7pass#';
const sessionRevoked = { status: 401, body: expect.objectContaining({ type: 'SessionRevoked' }) };

/** Waits for the start of the next second, so that what follows shares one second. */
const startOfSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
const wholeSecond = (ms: number) => Math.floor(ms / 1000);

const signOut = (email: string, token: string) =>
  callApi(info, 'pjuseradmin/pjuseradmin/signout', { token, body: { email } });

/** Resets the password with the mailed code (001 §4 forgot password). */
async function resetPassword(email: string): Promise<ApiReply> {
  await callApi(info, 'pjuserpassword/pjuserpassword/forgotpasswordcode', {
    body: { email, languageCode: 'en' },
  });
  const code = await latestCode(info, email, 'ForgotPassword');
  return callApi(info, 'pjuserpassword/pjuserpassword/forgotpasswordconfirm', {
    body: { email, code, password: NEW_PASSWORD },
  });
}

/** How many answers had each status. */
const tally = (replies: ApiReply[]) =>
  replies.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('ending sessions exactly', () => {
  it('refuses a token signed in earlier in the second of the sign-out; the login right after works', async () => {
    const account = await signedUpAccount(info, gameId, uniqueEmail('samesecond'));
    const settings = (token: string) =>
      callApi(info, 'pjusersettings/pjusersettings/user', { token, query: { uuid: account.uuid } });
    await startOfSecond();

    const early = await logIn(info, account.email);
    const before = Date.now();
    expect(await signOut(account.email, early.IdToken)).toMatchObject({ status: 200 });
    const after = Date.now();
    const later = await logIn(info, account.email);

    // the sign-in and the sign-out shared their second, which the ID token alone cannot tell apart
    expect(wholeSecond(before)).toBe(wholeSecond(after));
    expect(Number(jwtClaims(early.IdToken).auth_time)).toBe(wholeSecond(before));
    await expect(settings(early.IdToken)).resolves.toMatchObject(sessionRevoked);
    // the login waited for the next second and signed in again
    expect(Number(jwtClaims(later.IdToken).auth_time)).toBe(wholeSecond(before) + 1);
    await expect(settings(later.IdToken)).resolves.toMatchObject({ status: 200 });
  });

  it.each([
    ['signs out', (email: string, token: string) => signOut(email, token), TEST_PASSWORD],
    ['resets the password', (email: string) => resetPassword(email), NEW_PASSWORD],
  ])(
    'ends the session of a signup without a profile when it %s; a new sign-in creates the profile',
    async (_end, end, password) => {
      const { email } = await confirmedAccount(info, uniqueEmail('noprofile'));
      const tokens = await logIn(info, email);
      const create = (token: string) =>
        callApi(info, 'pjuser/user/create', {
          token,
          body: creationPayload(email, uniqueUserName(), gameId),
        });

      expect(await end(email, tokens.IdToken)).toMatchObject({ status: 200 });

      await expect(create(tokens.IdToken)).resolves.toMatchObject(sessionRevoked);
      const fresh = await logIn(info, email, password);
      await expect(create(fresh.IdToken)).resolves.toMatchObject({ status: 200 });
      await expect(create(tokens.IdToken)).resolves.toMatchObject(sessionRevoked);
    },
  );
});

describe('attempt limits under parallel requests', () => {
  it('lets 5 of 50 simultaneous wrong passwords for one email reach Cognito, and refuses 45', async () => {
    const { email } = await confirmedAccount(info, uniqueEmail('burst'));

    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        callApi(info, 'pjuserlogin/login', {
          body: { username_input: email, password_input: 'Wrong4pass!' },
        }),
      ),
    );

    expect(tally(replies)).toEqual({ 401: 5, 429: 45 });
  });

  it('lets 5 of 40 simultaneous wrong reset codes reach Cognito, and refuses 35', async () => {
    const { email } = await confirmedAccount(info, uniqueEmail('codeburst'));
    await callApi(info, 'pjuserpassword/pjuserpassword/forgotpasswordcode', {
      body: { email, languageCode: 'en' },
    });
    const code = await latestCode(info, email, 'ForgotPassword');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const replies = await Promise.all(
      Array.from({ length: 40 }, () =>
        callApi(info, 'pjuserpassword/pjuserpassword/forgotpasswordconfirm', {
          body: { email, code: wrong, password: NEW_PASSWORD },
        }),
      ),
    );

    expect(tally(replies)).toEqual({ 400: 5, 429: 35 });
  });
});

describe('every pre-login call, with an email that was never registered', () => {
  type PreLogin = Extract<Route, { auth: 'none' }>;
  /** Each pre-login route's payload and its answer for an unknown email (001 §4, §7). */
  const calls: {
    [N in PreLogin['name']]: { body: (email: string) => unknown; status: number; type?: string };
  } = {
    logIn: {
      body: (email) => ({ username_input: email, password_input: TEST_PASSWORD }),
      status: 401,
      type: 'IncorrectCredentials',
    },
    register: {
      body: (email) => ({ username: email, email, password: TEST_PASSWORD, languageCode: 'en' }),
      status: 200,
    },
    confirmSignUpCode: { body: (email) => ({ email, code: '123456' }), status: 400, type: 'CodeMismatch' },
    resendSignUpCode: { body: (email) => ({ email }), status: 200 },
    requestPasswordReset: { body: (email) => ({ email, languageCode: 'en' }), status: 200 },
    confirmPasswordReset: {
      body: (email) => ({ email, code: '123456', password: NEW_PASSWORD }),
      status: 400,
      type: 'CodeMismatch',
    },
    verifyUser: { body: (email) => ({ email }), status: 200 },
    sendContactMessage: { body: (email) => ({ email, contactDetails: 'Hello' }), status: 200 },
  };
  const preLogin = routes.filter((route): route is PreLogin => route.auth === 'none');

  it.each(preLogin.map((route) => [route.name, route] as const))(
    '%s answers as the signup flow needs, never a 5xx',
    async (name, route) => {
      const expected = calls[name];

      const reply = await callApi(info, route.path, {
        method: route.method,
        body: expected.body(uniqueEmail('unknown')),
        headers: { 'X-Forwarded-For': uniqueClientAddress() },
      });

      expect(reply.status).toBeLessThan(500);
      expect(reply).toMatchObject({
        status: expected.status,
        ...(expected.type ? { body: expect.objectContaining({ type: expected.type }) } : {}),
      });
    },
  );
});
