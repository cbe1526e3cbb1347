/**
 * The account flows of issue 3 against the twin, through the real gateway and handlers: HTTP calls to
 * /api/<path> as the SPA makes them, codes read from the twin's mailbox, Cognito behind the shim.
 */
import { randomBytes } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { dynamoClient } from '../../lib/local/engines/dynamodb';
import { loadSeedUsers } from '../../lib/seed/data';
import { launchChromium } from '../browser/chromium';
import type { Account } from '../twin/helpers';
import {
  callApi,
  cognitoClient,
  confirmedAccount,
  creationPayload,
  eventually,
  jwtClaims,
  latestCode,
  logIn,
  nextSecond,
  openSocket,
  signedUpAccount,
  TEST_PASSWORD,
  uniqueClientAddress,
  uniqueEmail,
  uniqueUserName,
  waitForClose,
} from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const cognito = cognitoClient(info);
const dynamo = dynamoClient(info.urls.engines.dynamodb);
const seededUser = loadSeedUsers().find((user) => user.active && user.games.length > 0)!;
const gameId = seededUser.games[0]!.gameId;
const NEW_PASSWORD = 'Fresh7pass#';

afterAll(() => {
  cognito.destroy();
  dynamo.destroy();
});

/** verifyUser as the SPA calls it: anonymously, or with the ID token "by hand" in Authorization. */
const verify = (email: string, token?: string) =>
  callApi<{ body: Array<Record<string, unknown>> }>(info, 'pjuser/user/verify', {
    body: { email },
    token,
    from: uniqueClientAddress(),
  });

const settings = (account: Account, token = account.tokens.IdToken) =>
  callApi(info, 'pjusersettings/pjusersettings/user', { token, query: { uuid: account.uuid } });

const refresh = (refreshToken: string) =>
  cognito.send(
    new InitiateAuthCommand({
      ClientId: info.userPoolClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );

const sessionRevoked = { status: 401, body: expect.objectContaining({ type: 'SessionRevoked' }) };

describe('sign up', () => {
  it('registers, confirms with the mailed code, logs in, creates the profile and is verified with its token', async () => {
    const email = uniqueEmail('signup');

    const registered = await callApi(info, 'pjuserregistration/pjregistration', {
      body: { username: email, email, password: TEST_PASSWORD, languageCode: 'en' },
    });
    expect(registered).toMatchObject({ status: 200, body: `A verification code was sent to ${email}.` });
    const code = await latestCode(info, email, 'SignUp');
    expect(code).toMatch(/^\d{6}$/);
    await expect(
      callApi(info, 'pjuserauthverifycode/pjuserauthverifycode', { body: { email, code } }),
    ).resolves.toMatchObject({ status: 200, body: 'SUCCESS' });

    const tokens = await logIn(info, email);
    expect(tokens).toMatchObject({ ExpiresIn: 300, TokenType: 'Bearer' });
    const claims = jwtClaims(tokens.IdToken);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
    expect(claims).toMatchObject({ email, email_verified: true, token_use: 'id' });
    const midway = await verify(email, tokens.IdToken);
    expect(midway.body.body).toEqual([{ userCount: 1, Active: -1, UUID: claims.sub }]);

    const userName = uniqueUserName('signup');
    const created = await callApi(info, 'pjuser/user/create', {
      token: tokens.IdToken,
      body: creationPayload(email, userName, gameId),
    });
    expect(created).toMatchObject({
      status: 200,
      body: { UUID: claims.sub, userName, ProfilePicLink: expect.stringContaining(`${info.urls.media}/`) },
    });
    expect(created.body).not.toHaveProperty('ErrorCount');

    const verified = await verify(email, tokens.IdToken);
    expect(verified.status).toBe(200);
    expect(verified.body.body).toEqual([
      {
        userCount: 1,
        Active: 1,
        UUID: claims.sub,
        userName,
        ProfilePicLink: expect.stringContaining(`${info.urls.media}/`),
      },
    ]);
  });

  it('refuses a second registration of the email with 409 UsernameExistsException', async () => {
    const { email } = await confirmedAccount(info, uniqueEmail('twice'));

    const again = await callApi(info, 'pjuserregistration/pjregistration', {
      body: { username: email, email, password: TEST_PASSWORD, languageCode: 'en' },
    });

    expect(again).toMatchObject({ status: 409, body: { type: 'UsernameExistsException' } });
  });
});

describe('resend code', () => {
  it('mails a new code that confirms the account; the earlier code is refused', async () => {
    const email = uniqueEmail('resend');
    await callApi(info, 'pjuserregistration/pjregistration', {
      body: { username: email, email, password: TEST_PASSWORD, languageCode: 'en' },
    });
    const first = await latestCode(info, email, 'SignUp');

    const resent = await callApi(info, 'pjuserauthverifycode/pjuserauthverifycode/resend', {
      body: { email },
    });

    expect(resent).toMatchObject({
      status: 200,
      body: { CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'r***@t***' } },
    });
    const second = await latestCode(info, email, 'ResendCode');
    if (second !== first) {
      await expect(
        callApi(info, 'pjuserauthverifycode/pjuserauthverifycode', { body: { email, code: first } }),
      ).resolves.toMatchObject({ status: 400, body: { type: 'CodeMismatch' } });
    }
    await expect(
      callApi(info, 'pjuserauthverifycode/pjuserauthverifycode', { body: { email, code: second } }),
    ).resolves.toMatchObject({ status: 200, body: 'SUCCESS' });
    await expect(logIn(info, email)).resolves.toHaveProperty('IdToken');
  });
});

describe('login', () => {
  const login = (email: string, password: string) =>
    callApi(info, 'pjuserlogin/login', { body: { username_input: email, password_input: password } });

  it('answers a wrong password with 401 IncorrectCredentials, and 429 once five failed', async () => {
    const { email } = await confirmedAccount(info, uniqueEmail('wrongpass'));

    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(login(email, 'Wrong4pass!')).resolves.toMatchObject({
        status: 401,
        body: { type: 'IncorrectCredentials' },
      });
    }

    await expect(login(email, TEST_PASSWORD)).resolves.toMatchObject({
      status: 429,
      body: { type: 'TooManyRequests' },
    });
  });

  it('answers an unknown email like a wrong password', async () => {
    await expect(login(uniqueEmail('nobody'), TEST_PASSWORD)).resolves.toMatchObject({
      status: 401,
      body: { type: 'IncorrectCredentials' },
    });
  });

  it('accepts the email in another case, as the pool does', async () => {
    const { email } = await confirmedAccount(info, uniqueEmail('casing'));

    await expect(login(email.toUpperCase(), TEST_PASSWORD)).resolves.toMatchObject({ status: 200 });
  });
});

describe('verifyUser without a token', () => {
  it('reveals only userCount and Active, for an active, an unconfirmed and an unknown email', async () => {
    const active = await signedUpAccount(info, gameId, uniqueEmail('anonverify'));
    const unconfirmed = uniqueEmail('unconfirmed');
    await callApi(info, 'pjuserregistration/pjregistration', {
      body: { username: unconfirmed, email: unconfirmed, password: TEST_PASSWORD, languageCode: 'en' },
    });

    const answers = await Promise.all(
      [active.email, unconfirmed, uniqueEmail('unknown')].map(async (email) => (await verify(email)).body),
    );

    expect(answers).toEqual([
      { body: [{ userCount: 1, Active: 1 }] },
      { body: [{ userCount: 1, Active: -1 }] },
      { body: [{ userCount: 0, Active: 0 }] },
    ]);
  });

  it('reveals nothing more with another user’s token', async () => {
    const [owner, stranger] = await Promise.all([
      signedUpAccount(info, gameId, uniqueEmail('owner')),
      signedUpAccount(info, gameId, uniqueEmail('stranger')),
    ]);

    const answer = await verify(owner.email, stranger.tokens.IdToken);

    expect(answer.body).toEqual({ body: [{ userCount: 1, Active: 1 }] });
  });

  it('counts one client address whatever X-Forwarded-For and CloudFront-Viewer-Address it claims', async () => {
    const from = uniqueClientAddress();
    const statuses: number[] = [];

    for (let call = 1; call <= 35; call += 1) {
      const claimed = `198.51.100.${call}`;
      const reply = await callApi(info, 'pjuser/user/verify', {
        from,
        body: { email: uniqueEmail('sweep') },
        headers: { 'X-Forwarded-For': claimed, 'CloudFront-Viewer-Address': `${claimed}:443` },
      });
      statuses.push(reply.status);
    }

    // ATTEMPT_LIMITS.accountLookup: 30 in 15 minutes per address
    expect(statuses).toEqual([...Array<number>(30).fill(200), ...Array<number>(5).fill(429)]);
  });
});

describe('forgot password', () => {
  it('mails a reset code; the new password signs in, the old one and the old session do not', async () => {
    const account = await signedUpAccount(info, gameId, uniqueEmail('forgot'));
    await nextSecond();

    const requested = await callApi(info, 'pjuserpassword/pjuserpassword/forgotpasswordcode', {
      body: { email: account.email, languageCode: 'en' },
    });
    expect(requested).toMatchObject({
      status: 200,
      body: { CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'f***@t***' } },
    });
    const code = await latestCode(info, account.email, 'ForgotPassword');
    const confirmed = await callApi(info, 'pjuserpassword/pjuserpassword/forgotpasswordconfirm', {
      body: { email: account.email, code, password: NEW_PASSWORD },
    });

    expect(confirmed).toMatchObject({ status: 200, body: { affectedRows: 1 } });
    await expect(logIn(info, account.email, NEW_PASSWORD)).resolves.toHaveProperty('IdToken');
    await expect(
      callApi(info, 'pjuserlogin/login', {
        body: { username_input: account.email, password_input: TEST_PASSWORD },
      }),
    ).resolves.toMatchObject({ status: 401, body: { type: 'IncorrectCredentials' } });
    await expect(settings(account)).resolves.toMatchObject(sessionRevoked);
    await expect(
      callApi(info, 'pjuserpassword/pjuserpassword/forgotpasswordconfirm', {
        body: { email: account.email, code, password: 'Other8pass!' },
      }),
    ).resolves.toMatchObject({ status: 400, body: { type: 'ExpiredCode' } });
  });

  it('answers an unknown email like a known one, and mails nothing', async () => {
    const email = uniqueEmail('forgotnobody');

    const requested = await callApi(info, 'pjuserpassword/pjuserpassword/forgotpasswordcode', {
      body: { email, languageCode: 'en' },
    });

    expect(requested).toMatchObject({
      status: 200,
      body: { CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'f***@t***' } },
    });
    await expect(latestCode(info, email, 'ForgotPassword')).rejects.toThrow('no ForgotPassword code');
  });
});

describe('change password', () => {
  it('changes it with the access token and ends every session: ID tokens at once, refresh tokens at Cognito', async () => {
    const account = await signedUpAccount(info, gameId, uniqueEmail('change'));
    const other = await logIn(info, account.email);
    await nextSecond();

    const changed = await callApi(info, 'pjuserpassword/pjuserpassword/changepassword', {
      token: account.tokens.IdToken,
      body: {
        accesstoken: account.tokens.AccessToken,
        oldpassword: account.password,
        newpassword: NEW_PASSWORD,
      },
    });

    expect(changed).toMatchObject({ status: 200, body: { affectedRows: 1 } });
    await expect(settings(account, other.IdToken)).resolves.toMatchObject(sessionRevoked);
    await expect(settings(account)).resolves.toMatchObject(sessionRevoked);
    for (const token of [other.RefreshToken, account.tokens.RefreshToken]) {
      await expect(refresh(token)).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Refresh Token has been revoked',
      });
    }
    const again = await logIn(info, account.email, NEW_PASSWORD);
    await expect(settings(account, again.IdToken)).resolves.toMatchObject({ status: 200 });
  });

  it('answers a wrong current password with 400 IncorrectPassword and keeps the session', async () => {
    const account = await signedUpAccount(info, gameId, uniqueEmail('changewrong'));

    const refused = await callApi(info, 'pjuserpassword/pjuserpassword/changepassword', {
      token: account.tokens.IdToken,
      body: {
        accesstoken: account.tokens.AccessToken,
        oldpassword: 'Wrong4pass!',
        newpassword: NEW_PASSWORD,
      },
    });

    expect(refused).toMatchObject({ status: 400, body: { type: 'IncorrectPassword' } });
    await expect(settings(account)).resolves.toMatchObject({ status: 200 });
  });
});

describe('settings', () => {
  it('keeps the date of birth, gender and language changes', async () => {
    const account = await signedUpAccount(info, gameId, uniqueEmail('settings'));
    const token = account.tokens.IdToken;
    const uuid = account.uuid;

    const answers = await Promise.all([
      callApi(info, 'pjupdatedob/pjupdatedob', { token, body: { uuid, dob: '1990-02-03' } }),
      callApi(info, 'pjupdategender/pjupdategender', { token, body: { uuid, gender: 5 } }),
      callApi(info, 'pjusersettings/pjusersettings/personalinfo/language/update', {
        token,
        body: { uuid, languageId: 42 },
      }),
    ]);

    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(
      Array(3).fill({ status: 200, body: { affectedRows: 1 } }),
    );
    await expect(settings(account)).resolves.toMatchObject({
      status: 200,
      body: [{ LanguageId: 42, DateOfBirth: '1990-02-03', GenderId: 5 }],
    });
  });
});

describe('blocked list', () => {
  it('lists a blocked user and unblocks them', async () => {
    const account = await signedUpAccount(info, gameId, uniqueEmail('blocker'));
    const token = account.tokens.IdToken;
    const uuid = account.uuid;
    const blockedList = () =>
      callApi(info, 'pjuserblock/pjuserblock/reportinguser', { token, query: { uuid } });

    const blocked = await callApi(info, 'pjuserblock/pjuserblock/insert', {
      token,
      body: { uuid, username: seededUser.userName, block: true },
    });
    expect(blocked).toMatchObject({ status: 200, body: { affectedRows: 1 } });
    await expect(blockedList()).resolves.toMatchObject({
      status: 200,
      body: [{ UserName: seededUser.userName, ProfilePicLink: expect.stringContaining(info.urls.media) }],
    });

    const unblocked = await callApi(info, 'pjuserblock/pjuserblock/unblockuser', {
      token,
      body: { uuid, username: seededUser.userName },
    });

    expect(unblocked).toMatchObject({ status: 200, body: { affectedRows: 1 } });
    await expect(blockedList()).resolves.toMatchObject({ status: 200, body: [] });
    await expect(
      callApi(info, 'pjuserblock/pjuserblock/unblockuser', {
        token,
        body: { uuid, username: seededUser.userName },
      }),
    ).resolves.toMatchObject({ status: 200, body: { affectedRows: 0 } });
  });
});

describe('sign out', () => {
  /**
   * The socket's close, or a timeout. The stream consumer closes a signed-out user's connections
   * (lambdas/streams/index.ts); the twin's stream runner polls every 250 ms, so this takes well under
   * a second when the twin is idle. The stream is shared with the other test files, whose signups each
   * rebuild match lists and offer the newcomer to others (seconds of work on a loaded machine), so the
   * bound leaves room for their records ahead of this one.
   */
  const closedWithin = (ws: Parameters<typeof waitForClose>[0], ms = 30_000) => {
    let timer: NodeJS.Timeout | undefined;
    const stillOpen = new Promise((resolve) => {
      timer = setTimeout(() => resolve(`still open after ${ms} ms`), ms);
    });
    return Promise.race([waitForClose(ws), stillOpen]).finally(() => clearTimeout(timer));
  };

  it('refuses the previous token and closes the user’s open game chat through the stream', async () => {
    const account = await signedUpAccount(info, gameId, uniqueEmail('signout'));
    const socketUrl = (token: string) =>
      `${info.urls.gameChatSocket}?${new URLSearchParams({ auth: token, userId: account.userName, gameId: String(gameId) })}`;
    const outcome = await openSocket(socketUrl(account.tokens.IdToken));
    if (!('ws' in outcome)) throw new Error(`game chat refused with ${outcome.status}: ${outcome.body}`);
    const closed = closedWithin(outcome.ws);
    await nextSecond();

    const signedOut = await callApi(info, 'pjuseradmin/pjuseradmin/signout', {
      token: account.tokens.IdToken,
      body: { email: account.email },
    });

    expect(signedOut).toMatchObject({ status: 200, body: { signedOut: true } });
    await expect(closed).resolves.toMatchObject({ code: 1000 });
    await expect(settings(account)).resolves.toMatchObject(sessionRevoked);
    await expect(refresh(account.tokens.RefreshToken)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(openSocket(socketUrl(account.tokens.IdToken))).resolves.toMatchObject({ status: 403 });
  });

  it('closes the user’s open direct-messages socket within seconds and forgets the connection', async () => {
    const account = await signedUpAccount(info, gameId, uniqueEmail('signoutdm'));
    const messagesUrl = `${info.urls.messagesSocket}?${new URLSearchParams({
      auth: account.tokens.IdToken,
      fromUser: account.userName,
      toUser: seededUser.userName,
    })}`;
    const outcome = await openSocket(messagesUrl);
    if (!('ws' in outcome))
      throw new Error(`direct messages refused with ${outcome.status}: ${outcome.body}`);
    const connections = () =>
      dynamo.send(
        new QueryCommand({
          TableName: info.tableName,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk',
          ExpressionAttributeValues: { ':pk': { S: `USERCONNS#${account.uuid}` } },
        }),
      );
    await eventually(async () => expect((await connections()).Items).toHaveLength(1));
    const closed = closedWithin(outcome.ws);

    const signedOut = await callApi(info, 'pjuseradmin/pjuseradmin/signout', {
      token: account.tokens.IdToken,
      body: { email: account.email },
    });

    expect(signedOut).toMatchObject({ status: 200, body: { signedOut: true } });
    await expect(closed).resolves.toMatchObject({ code: 1000 });
    await eventually(async () => expect((await connections()).Items).toEqual([]));
  });
});

describe('deactivate', () => {
  it('refuses the token and the sign-in, hides the profile and shows the account disabled', async () => {
    const account = await signedUpAccount(info, gameId, uniqueEmail('deactivate'));
    const publicProfile = () =>
      callApi(info, 'pjpubprofile/pj/user', {
        query: { username: account.userName },
        headers: { 'x-api-key': info.publicApiKey },
      });
    await expect(publicProfile()).resolves.toMatchObject({ status: 200, body: [expect.anything()] });
    await expect(verify(account.email)).resolves.toMatchObject({
      body: { body: [{ userCount: 1, Active: 1 }] },
    });

    const deactivated = await callApi(info, 'pjactivestatus/activestatus/off', {
      token: account.tokens.IdToken,
      body: { uuid: account.uuid },
    });

    expect(deactivated).toMatchObject({ status: 200, body: { affectedRows: 1 } });
    await expect(settings(account)).resolves.toMatchObject(sessionRevoked);
    await expect(
      callApi(info, 'pjuserlogin/login', {
        body: { username_input: account.email, password_input: account.password },
      }),
    ).resolves.toMatchObject({ status: 403, body: { type: 'UserDisabled' } });
    await expect(refresh(account.tokens.RefreshToken)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(publicProfile()).resolves.toMatchObject({ status: 200, body: [] });
    await expect(verify(account.email)).resolves.toMatchObject({
      body: { body: [{ userCount: 1, Active: 0 }] },
    });
  });
});

describe('contact form', () => {
  /** The stored contact message sent from `email` this month. */
  async function storedMessage(email: string) {
    const month = new Date().toISOString().slice(0, 7);
    return eventually(async () => {
      const page = await dynamo.send(
        new QueryCommand({
          TableName: info.tableName,
          KeyConditionExpression: 'pk = :pk',
          FilterExpression: 'email = :email',
          ExpressionAttributeValues: { ':pk': { S: `CONTACT#${month}` }, ':email': { S: email } },
        }),
      );
      expect(page.Items).toHaveLength(1);
      return page.Items![0]!;
    });
  }

  it.each([
    ['the socket, not the forged headers', true],
    ['the socket when the client sends none', false],
  ])('records the sender address from %s and answers affectedRows 1', async (_case, forged) => {
    const email = uniqueEmail('contact');
    const address = uniqueClientAddress();

    const sent = await callApi(info, 'pjcontactus/pjcontactus/insert', {
      from: address,
      headers: forged
        ? { 'X-Forwarded-For': '203.0.113.9', 'CloudFront-Viewer-Address': '203.0.113.9:443' }
        : {},
      body: { email, ipAddress: '192.0.2.1', question: true, contactDetails: 'Where is my invite?' },
    });

    expect(sent).toMatchObject({ status: 200, body: { affectedRows: 1 } });
    const item = await storedMessage(email);
    expect(item.ipAddress).toEqual({ S: address });
    expect(item.contactDetails).toEqual({ S: 'Where is my invite?' });
  });
});

describe('profile image', () => {
  /** A small PNG-looking body; S3 does not look inside. */
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    randomBytes(600),
  ]);

  const uploadAddress = async (account: Account, size = bytes.length) => {
    const reply = await callApi<string>(info, 'pjuserimages/pjuserimages', {
      token: account.tokens.IdToken,
      query: { filetype: 'png', uuid: account.uuid, filesize: size },
    });
    expect(reply.status).toBe(200);
    return reply.body;
  };

  it('PUTs the bytes to the presigned address, sets the picture and serves it at /media/<key>', async () => {
    const account = await signedUpAccount(info, gameId, uniqueEmail('picture'));

    const url = await uploadAddress(account);

    const address = new URL(url);
    expect(address.origin).toBe(info.urls.engines.s3);
    expect(address.pathname).toMatch(
      new RegExp(`^/${info.mediaBucket}/uploads/userprofileimages/${account.uuid}-[\\w-]+\\.png$`),
    );
    expect(address.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        Origin: info.urls.site,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type,content-length',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(info.urls.site);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const put = (body: Buffer, contentType: string) =>
      fetch(url, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'Content-Type': contentType, Origin: info.urls.site },
      });
    await expect(put(bytes, 'image/jpeg')).resolves.toHaveProperty('status', 403);
    await expect(put(Buffer.concat([bytes, Buffer.from('x')]), 'image/png')).resolves.toHaveProperty(
      'status',
      403,
    );
    const uploaded = await put(bytes, 'image/png');
    expect(uploaded.status).toBe(200);
    expect(uploaded.headers.get('access-control-allow-origin')).toBe(info.urls.site);

    const set = await callApi<{ ProfilePicLink: string }>(info, 'pjusersettings/pjusersettings/image', {
      token: account.tokens.IdToken,
      body: { uuid: account.uuid, imageFile: `${address.origin}${address.pathname}` },
    });

    // checked, then published under a new key of the account's pictures
    expect(set).toMatchObject({
      status: 200,
      body: {
        ProfilePicLink: expect.stringMatching(
          new RegExp(`^${info.urls.media}/userprofileimages/${account.uuid}-[\\w-]+\\.png$`),
        ),
      },
    });
    const served = await fetch(set.body.ProfilePicLink);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    await expect(verify(account.email, account.tokens.IdToken)).resolves.toMatchObject({
      body: { body: [expect.objectContaining({ ProfilePicLink: set.body.ProfilePicLink })] },
    });
  });

  it('takes the PUT from a page of the twin in Chromium, as the SPA makes it', async () => {
    const account = await signedUpAccount(info, gameId, uniqueEmail('browserpic'));
    const url = await uploadAddress(account);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(info.urls.config);

      const status = await page.evaluate(
        ({ target, body }) =>
          new Promise<number>((resolve) => {
            const request = new XMLHttpRequest();
            request.open('PUT', target);
            request.setRequestHeader('Content-Type', 'image/png');
            request.onload = () => resolve(request.status);
            request.onerror = () => resolve(0);
            request.send(new Blob([new Uint8Array(body)]));
          }),
        { target: url, body: [...bytes] },
      );

      expect(status).toBe(200);
      // the bytes arrived: set as the picture (checked, published), they are what is served
      const set = await callApi<{ ProfilePicLink: string }>(info, 'pjusersettings/pjusersettings/image', {
        token: account.tokens.IdToken,
        body: { uuid: account.uuid, imageFile: url },
      });
      expect(set.status).toBe(200);
      const served = await fetch(set.body.ProfilePicLink);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
