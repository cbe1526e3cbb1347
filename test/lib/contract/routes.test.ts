import { routes, routeKey, serviceOf, routeNamed } from '../../../lib/contract';

describe('route manifest', () => {
  it('holds the 102 calls of both spec documents plus the 3 paths the spec leaves unshown', () => {
    const fromSpec = routes.filter((r) => r.source !== 'ours');
    const ours = routes.filter((r) => r.source === 'ours');

    expect(fromSpec).toHaveLength(102);
    expect(ours.map((r) => r.name).sort()).toEqual([
      'addGameFromModal',
      'listTrendingFlags',
      'setGamePlatformFromModal',
    ]);
  });

  it('has one entry per method and path, and unique operation names', () => {
    const keys = routes.map(routeKey);
    const names = routes.map((r) => r.name);

    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('writes paths as the spec does: pj-prefixed, relative, no trailing slash', () => {
    for (const r of routes) {
      expect(r.path).toMatch(/^pj[a-z]+(\/[a-z]+)+$/);
      expect(serviceOf(r.path)).toMatch(/^pj/);
    }
  });

  it('keeps the pre-login calls tokenless and public profiles behind the API key', () => {
    const tokenless = routes
      .filter((r) => r.auth === 'none')
      .map((r) => r.path)
      .sort();
    const keyed = routes
      .filter((r) => r.auth === 'apiKey')
      .map((r) => r.path)
      .sort();

    expect(tokenless).toEqual([
      'pjcontactus/pjcontactus/insert',
      'pjuser/user/verify',
      'pjuserauthverifycode/pjuserauthverifycode',
      'pjuserauthverifycode/pjuserauthverifycode/resend',
      'pjuserlogin/login',
      'pjuserpassword/pjuserpassword/forgotpasswordcode',
      'pjuserpassword/pjuserpassword/forgotpasswordconfirm',
      'pjuserregistration/pjregistration',
    ]);
    expect(keyed).toEqual(['pjpubprofile/pj/games', 'pjpubprofile/pj/user']);
  });

  it('names the caller field of every route whose payload carries the caller uuid', () => {
    for (const r of routes) {
      const shape = (r.query ?? r.body) as unknown as { shape?: Record<string, unknown> } | undefined;
      const fields = Object.keys(shape?.shape ?? {});
      if (fields.includes('uuid') && r.auth === 'cognito') expect(r.caller?.uuid).toBe('uuid');
    }
  });

  it('applies the spec defaults when a list call omits paging', () => {
    const trending = routeNamed('listTrending');

    const parsed = trending.query.parse({ uuid: '0b4b2b7e-1f1e-4c39-9f5e-2a1f3c4d5e6f' });

    expect(parsed).toEqual({ uuid: '0b4b2b7e-1f1e-4c39-9f5e-2a1f3c4d5e6f', limit: 25, offset: 0 });
  });

  it('rejects a username outside 4 to 20 letters, digits, underscore and period, and accepts CJK and accents', () => {
    const profile = routeNamed('getPublicProfile');

    expect(profile.query.safeParse({ username: 'abc' }).success).toBe(false);
    expect(profile.query.safeParse({ username: 'a'.repeat(21) }).success).toBe(false);
    expect(profile.query.safeParse({ username: 'bad name' }).success).toBe(false);
    expect(profile.query.safeParse({ username: 'José.gamer_1' }).success).toBe(true);
    expect(profile.query.safeParse({ username: 'ゲーマー太郎' }).success).toBe(true);
    expect(profile.query.safeParse({ username: '게이머친구' }).success).toBe(true);
  });
});
