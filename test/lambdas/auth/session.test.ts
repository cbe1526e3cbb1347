import { claimSeconds, isSessionCurrent, revocationTime, sessionStart } from '../../../lambdas/auth/session';
import { aProfile } from '../factories';

describe('claimSeconds', () => {
  it('reads epoch seconds from numbers, numeric strings and API Gateway Java dates', () => {
    expect(claimSeconds(1748775600)).toBe(1748775600);
    expect(claimSeconds('1748775600')).toBe(1748775600);
    expect(claimSeconds('Sun Jun 01 11:00:00 UTC 2025')).toBe(Date.parse('2025-06-01T11:00:00Z') / 1000);
  });

  it('answers undefined for anything else', () => {
    expect(claimSeconds(undefined)).toBeUndefined();
    expect(claimSeconds('2025-06-01')).toBeUndefined();
    expect(claimSeconds('Sun Foo 99 11:00:00 UTC 2025')).toBeUndefined();
    expect(claimSeconds(Number.NaN)).toBeUndefined();
  });
});

describe('isSessionCurrent', () => {
  const revokedAt = 1_000;

  it('accepts tokens issued at or after the revocation and refuses older ones', () => {
    const profile = aProfile({ tokensValidAfter: revokedAt });

    expect(isSessionCurrent(profile, revokedAt - 1)).toBe(false);
    expect(isSessionCurrent(profile, revokedAt)).toBe(true);
    expect(isSessionCurrent(profile, revokedAt + 1)).toBe(true);
    expect(isSessionCurrent(profile, undefined)).toBe(false);
  });

  it('refuses every token of a deactivated profile and accepts any before a revocation or a profile', () => {
    expect(isSessionCurrent(aProfile({ active: false }), revokedAt)).toBe(false);
    expect(isSessionCurrent(aProfile(), undefined)).toBe(true);
    expect(isSessionCurrent(undefined, undefined)).toBe(true);
  });

  it('revokes the whole second of the revocation: its first valid second is the next one', () => {
    expect(revocationTime(new Date('2025-06-01T11:00:00.900Z'))).toBe(
      Date.parse('2025-06-01T11:00:01Z') / 1000,
    );
  });

  it('refuses a session begun earlier in the very second of a sign-out, and accepts the next second', () => {
    const signedOutAt = new Date('2025-06-01T11:00:00.900Z');
    const sameSecond = Date.parse('2025-06-01T11:00:00Z') / 1000;
    const state = { tokensValidAfter: revocationTime(signedOutAt) };

    expect(isSessionCurrent(state, sameSecond)).toBe(false);
    expect(isSessionCurrent(state, sameSecond + 1)).toBe(true);
  });

  it('reads a session item (no profile yet) like a profile', () => {
    expect(isSessionCurrent({ tokensValidAfter: revokedAt }, revokedAt - 1)).toBe(false);
    expect(isSessionCurrent({ tokensValidAfter: revokedAt }, revokedAt)).toBe(true);
  });
});

describe('sessionStart', () => {
  it("is the token's auth_time, which refreshed tokens keep, as a number or API Gateway's string", () => {
    expect(sessionStart({ auth_time: 1_000, iat: 1_200 })).toBe(1_000);
    expect(sessionStart({ auth_time: '1000', iat: 'Thu Jan 01 00:20:00 UTC 1970' })).toBe(1_000);
  });

  it('falls back to iat for a token without auth_time', () => {
    expect(sessionStart({ iat: 'Thu Jan 01 00:20:00 UTC 1970' })).toBe(1_200);
    expect(sessionStart({})).toBeUndefined();
  });
});
