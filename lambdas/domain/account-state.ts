/**
 * The existence check's answer (001 §3 "Verify result", §4): `userCount` is 1 when an account exists
 * for the email, else 0; `Active` encodes its state for the signup and login flows:
 *
 * | Active | meaning                                               | the web client (001 §4)                                |
 * | ------ | ----------------------------------------------------- | ------------------------------------------------------ |
 * | 1      | a PlayJoin profile exists and is active               | "already exists": log in instead                       |
 * | 0      | the account is disabled (deactivated); also no account | disabled-account message (support by email)           |
 * | -1     | an account without a profile yet (unconfirmed email,   | log in with the given credentials and resume signup    |
 * |        | or signup stopped before the last step)               | (code step when login says UserNotConfirmed)           |
 *
 * `Active` only means something when `userCount` is 1.
 */
import type { Profile } from '../data';

export const ACCOUNT_ACTIVE = { active: 1, disabled: 0, incomplete: -1 } as const;
export type AccountActive = (typeof ACCOUNT_ACTIVE)[keyof typeof ACCOUNT_ACTIVE];

/** What the check can know of an email: its profile, and else its pool account (when looked up). */
export interface AccountFacts {
  profile: Pick<Profile, 'active'> | undefined;
  account: { enabled: boolean } | undefined;
}

export function accountState({ profile, account }: AccountFacts): {
  userCount: 0 | 1;
  Active: AccountActive;
} {
  if (profile)
    return { userCount: 1, Active: profile.active ? ACCOUNT_ACTIVE.active : ACCOUNT_ACTIVE.disabled };
  if (!account) return { userCount: 0, Active: ACCOUNT_ACTIVE.disabled };
  return { userCount: 1, Active: account.enabled ? ACCOUNT_ACTIVE.incomplete : ACCOUNT_ACTIVE.disabled };
}
