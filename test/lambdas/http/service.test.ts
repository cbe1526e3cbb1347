import '../env';
import { createService } from '../../../lambdas/http/service';
import type { Deps } from '../../../lambdas/core/deps';
import type { DataAccess } from '../../../lambdas/data/access';
import { routes as pjgameRoutes } from '../../../lib/contract/routes/pjgame';
import { routes as pjpubprofileRoutes } from '../../../lib/contract/routes/pjpubprofile';
import { routes as pjuseradminRoutes } from '../../../lib/contract/routes/pjuseradmin';
import { routes as pjusermatchesRoutes } from '../../../lib/contract/routes/pjusermatches';
import { ALICE, BOB, aProfile, apiEvent } from '../factories';

/** An answer of no route's shape: these tests exercise dispatch, not any operation's answer. */
const anyAnswer = <T>(value: T) => value as never;
const ok = jest.fn(async () => anyAnswer('ok'));

/** Deps whose data answers no profile unless told otherwise. */
function fakeDeps(data: Partial<DataAccess> = {}): Deps<DataAccess> {
  return {
    data: {
      getProfile: jest.fn(async () => undefined),
      getSessionRevocation: jest.fn(async () => undefined),
      ...data,
    } as DataAccess,
    clock: { now: () => new Date('2025-06-01T12:00:00.000Z') },
    log: { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() },
    media: { url: (key) => `https://media.test/${key}` },
  };
}

afterEach(() => jest.clearAllMocks());

describe('createService at cold start', () => {
  it('refuses an empty route list, and routes of several services', () => {
    expect(() => createService([], {}, {})).toThrow(/at least one route/);
    expect(() =>
      createService([...pjgameRoutes, ...pjpubprofileRoutes], { listGames: ok } as never, {}),
    ).toThrow(/service pjgame: routes of other services \[getPublicProfile, getPublicProfileGames\]/);
  });

  it('refuses an operations map missing a route or naming an unknown one', () => {
    expect(() => createService(pjpubprofileRoutes, { getPublicProfile: ok } as never, {})).toThrow(
      /missing operations \[getPublicProfileGames\]/,
    );
    expect(() => createService(pjgameRoutes, { listGames: ok, extra: ok } as never, {})).toThrow(
      /unknown \[extra\]/,
    );
  });
});

describe('a service handler', () => {
  const pubprofile = (deps = fakeDeps()) =>
    createService(pjpubprofileRoutes, { getPublicProfile: ok, getPublicProfileGames: ok }, {}, () => deps);

  it('dispatches on method and resource and answers the result as JSON', async () => {
    const handler = pubprofile();

    const response = await handler(
      apiEvent({ method: 'GET', path: 'pjpubprofile/pj/user', query: { username: 'alice_plays' } }),
    );

    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toBe('ok');
    expect(ok).toHaveBeenCalledWith(
      expect.objectContaining({ caller: undefined, query: { username: 'alice_plays' }, body: undefined }),
    );
  });

  it('answers 404 for a route of another service and for OPTIONS (no CORS preflight: /api is same-origin)', async () => {
    const handler = pubprofile();

    const other = await handler(apiEvent({ method: 'GET', path: 'pjgame/pjgame', sub: ALICE }));
    const options = await handler(apiEvent({ method: 'OPTIONS', path: 'pjpubprofile/pj/user' }));

    expect(other.statusCode).toBe(404);
    expect(JSON.parse(other.body)).toEqual({ type: 'NotFound', message: 'no route GET pjgame/pjgame' });
    expect(options.statusCode).toBe(404);
    expect(JSON.parse(options.body)).toEqual({
      type: 'NotFound',
      message: 'no route OPTIONS pjpubprofile/pj/user',
    });
    expect(options.headers).toEqual({ 'Content-Type': 'application/json; charset=utf-8' });
    expect(ok).not.toHaveBeenCalled();
  });

  it('answers 400 with the issues when the query fails the schema', async () => {
    const handler = pubprofile();

    const response = await handler(
      apiEvent({ method: 'GET', path: 'pjpubprofile/pj/user', query: { username: 'ab' } }),
    );

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      type: 'BadRequest',
      message: 'invalid query',
      issues: [{ path: 'query.username', message: 'invalid username' }],
    });
    expect(ok).not.toHaveBeenCalled();
  });

  it('requires a token on cognito routes (401) and hands the caller to the operation', async () => {
    const listGames = jest.fn(async () => []);
    const handler = createService(pjgameRoutes, { listGames }, {}, () => fakeDeps());

    const anonymous = await handler(apiEvent({ method: 'GET', path: 'pjgame/pjgame' }));
    const signedIn = await handler(apiEvent({ method: 'GET', path: 'pjgame/pjgame', sub: ALICE }));

    expect(anonymous.statusCode).toBe(401);
    expect(JSON.parse(anonymous.body)).toEqual({ type: 'Unauthorized', message: 'sign-in required' });
    expect(signedIn.statusCode).toBe(200);
    expect(listGames).toHaveBeenCalledTimes(1);
    expect(listGames.mock.calls[0]).toEqual([
      expect.objectContaining({ caller: expect.objectContaining({ uuid: ALICE }) }),
    ]);
  });

  describe('with a JSON body and caller fields', () => {
    const changeUsername = jest.fn(async (_context: unknown) => anyAnswer({ changed: true }));
    const signOut = jest.fn(async () => anyAnswer('bye'));
    const getProfile = jest.fn();
    const admin = () =>
      createService(pjuseradminRoutes, { changeUsername, signOut }, {}, () =>
        fakeDeps({ getProfile } as Partial<DataAccess>),
      );
    const path = 'pjuseradmin/pjuseradmin/changeusername';

    it('answers 400 for a body that is not JSON', async () => {
      const response = await admin()(apiEvent({ method: 'POST', path, rawBody: '{"username":', sub: ALICE }));

      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body)).toEqual({
        type: 'BadRequest',
        message: 'body is not valid JSON',
        issues: [{ path: 'body', message: 'not valid JSON' }],
      });
    });

    it('answers 400 with body issues when the body fails the schema', async () => {
      const response = await admin()(
        apiEvent({ method: 'POST', path, body: { username: 'alice_plays', uuid: ALICE }, sub: ALICE }),
      );

      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body).issues).toEqual([
        { path: 'body.newusername', message: expect.any(String) },
      ]);
    });

    it('refuses a payload uuid that is not the caller (403) before loading anything', async () => {
      const response = await admin()(
        apiEvent({
          method: 'POST',
          path,
          body: { username: 'alice_plays', newusername: 'alice_new', uuid: BOB },
          sub: ALICE,
        }),
      );

      expect(response.statusCode).toBe(403);
      expect(JSON.parse(response.body)).toEqual({
        type: 'Forbidden',
        message: "uuid must be the caller's uuid",
      });
      expect(changeUsername).not.toHaveBeenCalled();
    });

    it("refuses a username that is not the caller's current one (403)", async () => {
      getProfile.mockResolvedValue(aProfile({ uuid: ALICE, userName: 'alice_plays' }));

      const response = await admin()(
        apiEvent({
          method: 'POST',
          path,
          body: { username: 'bob_the_builder', newusername: 'x_new_name', uuid: ALICE },
          sub: ALICE,
        }),
      );

      expect(response.statusCode).toBe(403);
      expect(JSON.parse(response.body).message).toBe("username must be the caller's username");
      expect(getProfile).toHaveBeenCalledWith(ALICE, { consistent: true });
    });

    it('refuses every call of a deactivated account (401 SessionRevoked) before the operation', async () => {
      getProfile.mockResolvedValue(aProfile({ active: false }));

      const response = await admin()(
        apiEvent({
          method: 'POST',
          path,
          body: { username: 'alice_plays', newusername: 'alice_new', uuid: ALICE },
          sub: ALICE,
        }),
      );

      expect(response.statusCode).toBe(401);
      expect(JSON.parse(response.body).type).toBe('SessionRevoked');
      expect(changeUsername).not.toHaveBeenCalled();
    });

    it('runs the operation with the parsed body when the caller matches (username case-insensitively), loading the profile once', async () => {
      getProfile.mockResolvedValue(aProfile({ uuid: ALICE, userName: 'alice_plays' }));
      changeUsername.mockImplementationOnce(async (context) => {
        await (context as { caller: { profile(): Promise<unknown> } }).caller.profile();
        return anyAnswer({ changed: true });
      });

      const response = await admin()(
        apiEvent({
          method: 'POST',
          path,
          body: { username: 'Alice_Plays', newusername: 'alice_new', uuid: ALICE },
          sub: ALICE,
        }),
      );

      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ changed: true });
      expect(changeUsername).toHaveBeenCalledWith(
        expect.objectContaining({
          body: { username: 'Alice_Plays', newusername: 'alice_new', uuid: ALICE },
          query: undefined,
        }),
      );
      expect(getProfile).toHaveBeenCalledTimes(1);
    });
  });

  describe('session revocation (auth/session.ts)', () => {
    const listGames = jest.fn(async () => []);
    const SIGNED_OUT_AT = Math.floor(Date.parse('2025-06-01T11:00:00.000Z') / 1000);
    const call = (getProfile: jest.Mock, iat: string | undefined) =>
      createService(pjgameRoutes, { listGames }, {}, () => fakeDeps({ getProfile } as Partial<DataAccess>))(
        apiEvent({
          method: 'GET',
          path: 'pjgame/pjgame',
          sub: ALICE,
          claims: iat === undefined ? {} : { iat },
        }),
      );
    const signedOut = () => jest.fn(async () => aProfile({ tokensValidAfter: SIGNED_OUT_AT }));

    it('refuses a token issued before the sign-out, as API Gateway renders iat (a Java date)', async () => {
      const getProfile = signedOut();

      const response = await call(getProfile, 'Sun Jun 01 10:59:59 UTC 2025');

      expect(response.statusCode).toBe(401);
      expect(JSON.parse(response.body)).toEqual({
        type: 'SessionRevoked',
        message: 'this session has ended: sign in again',
      });
      expect(getProfile).toHaveBeenCalledWith(ALICE, { consistent: true });
      expect(listGames).not.toHaveBeenCalled();
    });

    it('accepts a token issued at or after the sign-out (a new sign-in), also as epoch seconds', async () => {
      expect((await call(signedOut(), 'Sun Jun 01 11:00:00 UTC 2025')).statusCode).toBe(200);
      expect((await call(signedOut(), String(SIGNED_OUT_AT + 60))).statusCode).toBe(200);
      expect(listGames).toHaveBeenCalledTimes(2);
    });

    it('refuses a token without a readable iat once sessions were revoked', async () => {
      expect((await call(signedOut(), undefined)).statusCode).toBe(401);
      expect((await call(signedOut(), 'yesterday')).statusCode).toBe(401);
    });

    it('accepts any token of a user who never signed out, or who has no profile yet', async () => {
      expect(
        (
          await call(
            jest.fn(async () => aProfile()),
            undefined,
          )
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await call(
            jest.fn(async () => undefined),
            undefined,
          )
        ).statusCode,
      ).toBe(200);
    });

    it('does not load a profile for routes without a token', async () => {
      const getProfile = jest.fn();
      const handler = createService(
        pjpubprofileRoutes,
        { getPublicProfile: ok, getPublicProfileGames: ok },
        {},
        () => fakeDeps({ getProfile } as Partial<DataAccess>),
      );

      await handler(
        apiEvent({ method: 'GET', path: 'pjpubprofile/pj/user', query: { username: 'alice_plays' } }),
      );

      expect(getProfile).not.toHaveBeenCalled();
    });
  });

  it('hands the operations the data the service passes, with the caller profile loader', async () => {
    const getGames = jest.fn();
    const getPublicProfile = jest.fn(async (_context: unknown) => []);
    const handler = createService(
      pjpubprofileRoutes,
      { getPublicProfile, getPublicProfileGames: ok },
      { getGames },
    );

    await handler(
      apiEvent({ method: 'GET', path: 'pjpubprofile/pj/user', query: { username: 'alice_plays' } }),
    );

    const { deps } = getPublicProfile.mock.calls[0]![0] as { deps: Deps<DataAccess> };
    expect(Object.keys(deps.data).sort()).toEqual(['getGames', 'getProfile', 'getSessionRevocation']);
    expect(deps.data.getGames).toBe(getGames);
  });

  it('applies the schema defaults before the operation runs', async () => {
    const listTrending = jest.fn(async () => []);
    const operations = Object.fromEntries(pjusermatchesRoutes.map((route) => [route.name, ok]));
    const handler = createService(pjusermatchesRoutes, { ...operations, listTrending } as never, {}, () =>
      fakeDeps(),
    );

    await handler(
      apiEvent({
        method: 'GET',
        path: 'pjusermatches/percentmatch/trending',
        query: { uuid: ALICE },
        sub: ALICE,
      }),
    );

    expect(listTrending).toHaveBeenCalledWith(
      expect.objectContaining({ query: { uuid: ALICE, limit: 25, offset: 0 } }),
    );
  });

  it('answers a bare 500 when an operation throws an unknown error, and logs it', async () => {
    const deps = fakeDeps();
    const failure = new Error('secret detail');
    const handler = createService(
      pjpubprofileRoutes,
      { getPublicProfile: async () => Promise.reject(failure), getPublicProfileGames: ok },
      {},
      () => deps,
    );

    const response = await handler(
      apiEvent({ method: 'GET', path: 'pjpubprofile/pj/user', query: { username: 'alice_plays' } }),
    );

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(deps.log.error).toHaveBeenCalledWith('unhandled error', failure);
  });
});
