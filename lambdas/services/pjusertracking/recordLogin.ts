/**
 * POST pjusertracking/pjusertracking/insert — records a sign-in (001 §4 login): the profile's
 * lastLoginAt and a login item kept 400 days, with the client's address and user agent. 404 when the
 * caller has no profile yet.
 */
import { LOGIN_TTL_SECONDS } from '../../data/logins';
import { clientAddress, headerValue } from '../../http/client-address';
import { NotFoundError } from '../../core/errors';
import type { OperationFor } from '../../http/service';

export const recordLogin: OperationFor<'recordLogin', 'recordLogin'> = async ({ caller, deps, event }) => {
  const now = deps.clock.now();
  const recorded = await deps.data.recordLogin({
    uuid: caller.uuid,
    at: now.toISOString(),
    sourceIp: clientAddress(event) ?? null,
    userAgent: headerValue(event, 'user-agent')?.slice(0, 512) ?? null,
    expiresAt: Math.floor(now.getTime() / 1000) + LOGIN_TTL_SECONDS,
  });
  if (!recorded) throw new NotFoundError('the caller has no profile yet');
  return { affectedRows: 1 };
};
