/**
 * The REQUEST authorizer of both WebSocket APIs. The client sends its ID token as the `auth` query
 * parameter (000 §7). A valid token of an active user gets an Allow policy for the connect route with
 * context {uuid, userName}, which API Gateway passes to every later event of the connection. No or a
 * bad token: 'Unauthorized' (401). A valid token without an active profile, or whose session began
 * before the user's sessions were revoked (auth/session.ts): Deny (403).
 */
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { isSessionCurrent, sessionStart } from '../auth/session';
import { verifyIdToken } from '../auth/token-verifier';
import { getProfile } from '../data/profiles';
import { logger } from '../core/log';

function policy(effect: 'Allow' | 'Deny', resource: string): APIGatewayAuthorizerResult['policyDocument'] {
  return {
    Version: '2012-10-17',
    Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: resource }],
  };
}

export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const token = event.queryStringParameters?.auth;
  if (!token) throw new Error('Unauthorized');
  let uuid: string;
  let signedInAt: number | undefined;
  try {
    const claims = await verifyIdToken(token);
    uuid = claims.sub;
    signedInAt = sessionStart(claims);
  } catch (error) {
    logger.info('socket token refused', { reason: (error as Error).name });
    throw new Error('Unauthorized', { cause: error });
  }
  const profile = await getProfile(uuid);
  if (!profile || !profile.active) {
    logger.info('socket connection denied: no active profile', { uuid });
    return { principalId: uuid, policyDocument: policy('Deny', event.methodArn) };
  }
  if (!isSessionCurrent(profile, signedInAt)) {
    logger.info('socket connection denied: session revoked', { uuid });
    return { principalId: uuid, policyDocument: policy('Deny', event.methodArn) };
  }
  return {
    principalId: uuid,
    policyDocument: policy('Allow', event.methodArn),
    context: { uuid, userName: profile.userName },
  };
}
