/**
 * The abuse limits of issue 27 against the twin, through the real gateway and handlers: a stranger who
 * knows a player's email cannot lock them out (the lock is per email and address, the email's ceiling
 * only slows, a password reset is the way back), and registrations and contact messages are limited
 * per address without leaving anything half-written. Each caller connects from an address of its own
 * (the gateway sets CloudFront-Viewer-Address from the socket).
 */
import { ATTEMPT_LIMITS } from '../../lambdas/auth/attempts';
import {
  callApi,
  confirmedAccount,
  latestCode,
  mailFor,
  TEST_PASSWORD,
  uniqueClientAddress,
  uniqueEmail,
  type ApiReply,
} from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const WRONG = 'Wrong4pass!';
const NEW_PASSWORD = 'Fresh7pass#';

const logIn = (email: string, from: string, password = TEST_PASSWORD) =>
  callApi(info, 'pjuserlogin/login', { body: { username_input: email, password_input: password }, from });

/** How many answers had each status. */
const tally = (replies: ApiReply[]) =>
  replies.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe("a stranger who knows a player's email", () => {
  it("locks only their own address out: the owner's login from elsewhere still works", async () => {
    const { email } = await confirmedAccount(info, uniqueEmail('target'));
    const stranger = uniqueClientAddress();

    const guesses = [];
    for (let n = 0; n < ATTEMPT_LIMITS.signIn.max + 1; n++) guesses.push(await logIn(email, stranger, WRONG));
    const owner = await logIn(email, uniqueClientAddress());

    expect(guesses.map((reply) => reply.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(owner.status).toBe(200);
  });

  it('from many addresses fills the email ceiling, which slows the owner for minutes; a reset is the way back', async () => {
    const { email } = await confirmedAccount(info, uniqueEmail('spread'));
    const strangers = [uniqueClientAddress(), uniqueClientAddress(), uniqueClientAddress()];

    // 12 wrong passwords at once from three addresses: the ceiling lets 10 reach Cognito
    const guesses = await Promise.all(
      strangers.flatMap((address) => Array.from({ length: 4 }, () => logIn(email, address, WRONG))),
    );
    const ownerAddress = uniqueClientAddress();
    const slowed = await logIn(email, ownerAddress);

    expect(tally(guesses)).toEqual({ 401: ATTEMPT_LIMITS.signInEmail.max, 429: 2 });
    expect(slowed).toMatchObject({ status: 429, body: { type: 'TooManyRequests' } });
    const { retryAfterSeconds } = slowed.body as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeLessThanOrEqual(ATTEMPT_LIMITS.signInEmail.windowSeconds);

    // the way back: a reset with the mailed code closes the email's sign-in windows
    const requested = await callApi(info, 'pjuserpassword/pjuserpassword/forgotpasswordcode', {
      body: { email, languageCode: 'en' },
      from: ownerAddress,
    });
    expect(requested.status).toBe(200);
    const reset = await callApi(info, 'pjuserpassword/pjuserpassword/forgotpasswordconfirm', {
      body: { email, code: await latestCode(info, email, 'ForgotPassword'), password: NEW_PASSWORD },
      from: ownerAddress,
    });
    expect(reset.status).toBe(200);
    expect((await logIn(email, ownerAddress, NEW_PASSWORD)).status).toBe(200);
  });

  it("cannot use up the owner's reset codes: wrong codes from one address lock only that address", async () => {
    const { email } = await confirmedAccount(info, uniqueEmail('codes'));
    const stranger = uniqueClientAddress();
    const owner = uniqueClientAddress();
    const request = (from: string) =>
      callApi(info, 'pjuserpassword/pjuserpassword/forgotpasswordcode', {
        body: { email, languageCode: 'en' },
        from,
      });
    const confirm = (code: string, from: string) =>
      callApi(info, 'pjuserpassword/pjuserpassword/forgotpasswordconfirm', {
        body: { email, code, password: NEW_PASSWORD },
        from,
      });

    expect((await request(stranger)).status).toBe(200);
    const code = await latestCode(info, email, 'ForgotPassword');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const guesses = [];
    for (let n = 0; n < ATTEMPT_LIMITS.resetCode.max + 1; n++)
      guesses.push((await confirm(wrong, stranger)).status);

    expect(guesses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await confirm(code, owner)).status).toBe(200);
  });
});

describe('registration and contact limits', () => {
  it('lets 10 of 15 simultaneous registrations from one address through, and makes no account for the rest', async () => {
    const address = uniqueClientAddress();
    const emails = Array.from({ length: 15 }, () => uniqueEmail('burstsignup'));

    const replies = await Promise.all(
      emails.map((email) =>
        callApi(info, 'pjuserregistration/pjregistration', {
          body: { username: email, email, password: TEST_PASSWORD, languageCode: 'en' },
          from: address,
        }),
      ),
    );

    expect(tally(replies)).toEqual({ 200: ATTEMPT_LIMITS.registration.max, 429: 5 });
    const refused = replies.flatMap((reply, n) => (reply.status === 429 ? [emails[n]!] : []));
    expect(replies.find((reply) => reply.status === 429)!.body).toMatchObject({
      type: 'TooManyRequests',
      message: expect.stringMatching(
        /^Sorry, there have been too many attempts\. Please try again in \d+ minutes?\.$/,
      ),
      retryAfterSeconds: expect.any(Number),
    });
    // a refused registration reached neither Cognito nor its mail: the email can register later
    for (const email of refused) expect(await mailFor(info, email)).toEqual([]);
    const later = await callApi(info, 'pjuserregistration/pjregistration', {
      body: { username: refused[0], email: refused[0], password: TEST_PASSWORD, languageCode: 'en' },
      from: uniqueClientAddress(),
    });
    expect(later.status).toBe(200);
  });

  it('files 10 of 12 simultaneous contact messages from one address, and refuses the rest with 429', async () => {
    const address = uniqueClientAddress();

    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        callApi(info, 'pjcontactus/pjcontactus/insert', {
          body: { email: uniqueEmail('contact'), contactDetails: `Hello ${n}` },
          from: address,
        }),
      ),
    );

    expect(tally(replies)).toEqual({ 200: ATTEMPT_LIMITS.contact.max, 429: 2 });
  });
});
