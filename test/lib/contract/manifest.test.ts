import * as v from 'valibot';
import { routes, routeKey, serviceOf, routeNamed } from '../../../lib/contract';

type Fields = Record<string, unknown>;
/** The fields of an object schema, also when it sits first in a pipe (`v.pipe(v.object(...), check)`). */
function entriesOf(schema: unknown): Fields {
  const s = schema as { entries?: Fields; pipe?: readonly { entries?: Fields }[] } | undefined;
  return s?.entries ?? s?.pipe?.[0]?.entries ?? {};
}

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
      const fields = Object.keys(entriesOf(r.query ?? r.body));
      if (fields.includes('uuid') && r.auth === 'cognito') expect(r.caller?.uuid).toBe('uuid');
    }
  });

  it('applies the spec defaults when a list call omits paging', () => {
    const trending = routeNamed('listTrending');

    const parsed = v.parse(trending.query, { uuid: '0b4b2b7e-1f1e-4c39-9f5e-2a1f3c4d5e6f' });

    expect(parsed).toEqual({ uuid: '0b4b2b7e-1f1e-4c39-9f5e-2a1f3c4d5e6f', limit: 25, offset: 0 });
  });

  it('rejects a username outside 4 to 20 letters, digits, underscore and period, and accepts CJK and accents', () => {
    const profile = routeNamed('getPublicProfile');

    expect(v.safeParse(profile.query, { username: 'abc' }).success).toBe(false);
    expect(v.safeParse(profile.query, { username: 'a'.repeat(21) }).success).toBe(false);
    expect(v.safeParse(profile.query, { username: 'bad name' }).success).toBe(false);
    expect(v.safeParse(profile.query, { username: 'José.gamer_1' }).success).toBe(true);
    expect(v.safeParse(profile.query, { username: 'ゲーマー太郎' }).success).toBe(true);
    expect(v.safeParse(profile.query, { username: '게이머친구' }).success).toBe(true);
  });
});
