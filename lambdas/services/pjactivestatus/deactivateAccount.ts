/**
 * POST pjactivestatus/activestatus/off — deactivates the caller's account (001 §4 settings):
 * 1. every session begun so far is refused (auth/session.ts): the user's session item takes the
 *    revocation (a user without a profile yet has only that), then the profile becomes inactive with
 *    it (one write), so public profiles answer [] and list readers drop the user at once; the table's
 *    stream consumer sees the change and closes every live connection of theirs (streams/index.ts);
 * 2. Cognito disables the user (no sign-in, no refresh) and revokes their tokens;
 * 3. the user's list items leave every list (username search, game communities, community lists).
 * Each step is idempotent.
 */
import { disableUser, signOutEverywhere } from '../../auth/cognito';
import { revocationTime } from '../../auth/session';
import type { OperationFor } from '../../http/service';

export const deactivateAccount: OperationFor<
  'deactivateAccount',
  'recordSessionRevocation' | 'deactivateProfile' | 'setListed'
> = async ({ caller, deps }) => {
  const validAfter = revocationTime(deps.clock.now());
  await deps.data.recordSessionRevocation(caller.uuid, validAfter);
  const profile = await deps.data.deactivateProfile(caller.uuid, validAfter);
  await disableUser(caller.poolUserName);
  await signOutEverywhere(caller.poolUserName);
  if (profile) await deps.data.setListed(profile, false);
  return { affectedRows: 1 };
};
