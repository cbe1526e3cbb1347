/**
 * Ends every session of a user (sign-out, password change or reset): tokens whose session began
 * before now are refused from now on (auth/session.ts) and Cognito revokes their refresh and access
 * tokens. The revocation goes to the user's session item first, then to the profile when there is
 * one: the item always holds the latest, and a profile created meanwhile takes it over (createUser).
 * Their live connections close when that profile change reaches the table's stream consumer
 * (streams/index.ts), not here.
 */
import type { Deps } from '../core/deps';
import type { DataNeeds } from '../data/access';
import { signOutEverywhere } from './cognito';
import { revocationTime } from './session';

export interface SessionOwner {
  /** the user's uuid (the Cognito `sub`), when known */
  uuid: string | undefined;
  /** the name the user pool knows them by (username, email or sub) */
  poolUserName: string;
}

/** The data access ending sessions calls. */
export type SessionEndingData = 'recordSessionRevocation' | 'revokeSessions';

export async function endSessions(
  owner: SessionOwner,
  deps: Deps<DataNeeds<SessionEndingData>>,
): Promise<void> {
  if (owner.uuid) {
    const validAfter = revocationTime(deps.clock.now());
    await deps.data.recordSessionRevocation(owner.uuid, validAfter);
    await deps.data.revokeSessions(owner.uuid, validAfter);
  }
  await signOutEverywhere(owner.poolUserName);
}

/** The data access a new profile's takeover of its user's revocation calls. */
export type RevocationTakeoverData = 'getSessionRevocation' | 'revokeSessions';

/**
 * The revocation a new profile starts with: the one its user's session item holds (a signup that
 * signed out or reset its password before creating the profile), or null.
 */
export async function revocationToTakeOver(
  uuid: string,
  deps: Deps<DataNeeds<RevocationTakeoverData>>,
): Promise<number | null> {
  return (await deps.data.getSessionRevocation(uuid))?.tokensValidAfter ?? null;
}

/**
 * After the profile is written: a revocation that landed between the read above and the write
 * reached the session item but not the profile, so it is copied now. One written later finds the
 * profile itself (endSessions writes the item, then the profile).
 */
export async function confirmRevocationTakeover(
  uuid: string,
  takenOver: number | null,
  deps: Deps<DataNeeds<RevocationTakeoverData>>,
): Promise<void> {
  const latest = await revocationToTakeOver(uuid, deps);
  if (latest !== null && (takenOver === null || latest > takenOver))
    await deps.data.revokeSessions(uuid, latest);
}
