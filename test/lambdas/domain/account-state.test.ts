import { accountState } from '../../../lambdas/domain/account-state';
import { aProfile } from '../factories';

describe('accountState (the verify encoding)', () => {
  it('answers 1/1 for an active profile and 1/0 for a deactivated one, whatever the pool says', () => {
    expect(accountState({ profile: aProfile(), account: undefined })).toEqual({ userCount: 1, Active: 1 });
    expect(accountState({ profile: aProfile({ active: false }), account: { enabled: true } })).toEqual({
      userCount: 1,
      Active: 0,
    });
  });

  it('answers 1/-1 for an enabled account without a profile and 1/0 for a disabled one', () => {
    expect(accountState({ profile: undefined, account: { enabled: true } })).toEqual({
      userCount: 1,
      Active: -1,
    });
    expect(accountState({ profile: undefined, account: { enabled: false } })).toEqual({
      userCount: 1,
      Active: 0,
    });
  });

  it('answers 0/0 when there is no account', () => {
    expect(accountState({ profile: undefined, account: undefined })).toEqual({ userCount: 0, Active: 0 });
  });
});
