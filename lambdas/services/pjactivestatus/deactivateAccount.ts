/**
 * POST pjactivestatus/activestatus/off — deactivates the caller's account (001 §4 settings):
 * 1. the profile becomes inactive and every token issued so far is refused (one write), so public
 *    profiles answer [] and list readers drop the user at once; the table's stream consumer sees the
 *    change and closes every live connection of theirs (streams/index.ts);
 * 2. Cognito disables the user (no sign-in, no refresh) and revokes their tokens;
 * 3. the user's list items leave every list (username search, game communities, community lists).
 * Each step is idempotent.
 */
import { disableUser, signOutEverywhere } from '../../auth/cognito';
import { revocationTime } from '../../auth/session';
import type { OperationFor } from '../../http/service';

export const deactivateAccount: OperationFor<
  'deactivateAccount',
  'deactivateProfile' | 'setListed'
> = async ({ caller, deps }) => {
  const profile = await deps.data.deactivateProfile(caller.uuid, revocationTime(deps.clock.now()));
  await disableUser(caller.poolUserName);
  await signOutEverywhere(caller.poolUserName);
  if (profile) await deps.data.setListed(profile, false);
  return { affectedRows: 1 };
};
