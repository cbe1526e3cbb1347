/**
 * POST pjuser/user/verify — the existence check (001 §3, §4): `{ body: [{ userCount, Active }] }`
 * for anyone (see domain/account-state.ts for the encoding), plus UUID, userName and ProfilePicLink
 * only when the request carries a valid ID token of the email's owner. Anonymous checks are counted
 * per client address (30 in 15 minutes), so the call cannot be used to sweep an address book.
 * The token verifier (and its config) is imported with the first call that carries a token.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { ATTEMPT_LIMITS, countCall, type AttemptData } from '../../auth/attempts';
import { accountStatus } from '../../auth/cognito';
import type { IdTokenClaims } from '../../auth/token-verifier';
import { accountState } from '../../domain/account-state';
import { clientAddress, headerValue, UNKNOWN_ADDRESS } from '../../http/client-address';
import type { OperationFor } from '../../http/service';
import { pictureUrl } from '../../domain/views';

/** The claims of the request's ID token when it verifies and names this email; else undefined. */
async function ownerOf(event: APIGatewayProxyEvent, email: string): Promise<IdTokenClaims | undefined> {
  const header = headerValue(event, 'authorization')?.trim();
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '');
  // the verifier loads with the first call that carries a token; a configuration error fails the call
  const { verifyIdToken } = await import('../../auth/token-verifier');
  try {
    const claims = await verifyIdToken(token);
    return claims.email?.toLowerCase() === email.toLowerCase() ? claims : undefined;
  } catch {
    return undefined;
  }
}

export const verifyUser: OperationFor<'verifyUser', 'getProfile' | 'getUuidByEmail' | AttemptData> = async ({
  body,
  deps,
  event,
}) => {
  const owner = await ownerOf(event, body.email);
  if (!owner) await countCall(ATTEMPT_LIMITS.accountLookup, clientAddress(event) ?? UNKNOWN_ADDRESS, deps);

  const uuid = await deps.data.getUuidByEmail(body.email);
  const profile = uuid ? await deps.data.getProfile(uuid) : undefined;
  const account = profile ? undefined : await accountStatus(body.email);
  const state = accountState({ profile, account });
  if (!owner || (profile && profile.uuid !== owner.sub)) return { body: [state] };
  return {
    body: [
      {
        ...state,
        UUID: owner.sub,
        ...(profile
          ? {
              userName: profile.userName,
              ProfilePicLink: pictureUrl(deps.media, profile.profilePicKey),
            }
          : {}),
      },
    ],
  };
};
