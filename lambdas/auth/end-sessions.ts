/**
 * Ends every session of a user (sign-out, password change or reset): their ID tokens are refused
 * from now on (the profile's `tokensValidAfter`) and Cognito revokes their refresh and access tokens.
 * Their live connections close when that profile change reaches the table's stream consumer
 * (streams/index.ts), not here. See auth/session.ts.
 */
import type { DataNeeds, Deps } from '../core/deps';
import { signOutEverywhere } from './cognito';
import { revocationTime } from './session';

export interface SessionOwner {
  /** the user's uuid, when known (a user without a profile has nothing stored to revoke) */
  uuid: string | undefined;
  /** the name the user pool knows them by (username, email or sub) */
  poolUserName: string;
}

/** The data access ending sessions calls. */
export type SessionEndingData = 'revokeSessions';

export async function endSessions(
  owner: SessionOwner,
  deps: Deps<DataNeeds<SessionEndingData>>,
): Promise<void> {
  if (owner.uuid) await deps.data.revokeSessions(owner.uuid, revocationTime(deps.clock.now()));
  await signOutEverywhere(owner.poolUserName);
}
