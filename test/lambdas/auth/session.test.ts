import { claimSeconds, isSessionCurrent, revocationTime } from '../../../lambdas/auth/session';
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

  it('stores whole seconds, so a sign-in later in the same second stays valid', () => {
    expect(revocationTime(new Date('2025-06-01T11:00:00.900Z'))).toBe(
      Date.parse('2025-06-01T11:00:00Z') / 1000,
    );
  });
});
