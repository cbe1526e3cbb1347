/**
 * Shared pieces of the service handler tests: the signed-in caller (Alice), her token's claims as
 * API Gateway's Cognito authorizer hands them on, and the profile read every cognito call makes.
 */
import { mockClient, type AwsStub } from 'aws-sdk-client-mock';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { Profile } from '../../../lambdas/data';
import { ALICE, NOW, aProfile } from '../factories';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any DynamoDB document client stub
type DocumentStub = AwsStub<any, any, any>;

export const ALICE_EMAIL = 'alice@example.test';

/** Alice's token claims: issued a minute before NOW (API Gateway renders iat as a Java date). */
export const ALICE_CLAIMS = {
  email: ALICE_EMAIL,
  'cognito:username': ALICE,
  iat: 'Sun Jun 01 11:59:00 UTC 2025',
};

export const PROFILE_KEY = { pk: `USER#${ALICE}`, sk: 'PROFILE' };
export const SESSION_KEY = { pk: `USER#${ALICE}`, sk: 'SESSION' };

/**
 * The caller's profile as the session check (and caller.profile()) reads it; null for none yet. A
 * caller without a profile has their session item read instead: `revokedAt` is its
 * `tokensValidAfter`, none by default.
 */
export function givenCaller(
  ddb: DocumentStub,
  profile: Profile | null = aProfile(),
  revokedAt?: number,
): void {
  ddb.on(GetCommand, { Key: PROFILE_KEY }).resolves(profile ? { Item: profile } : {});
  ddb
    .on(GetCommand, { Key: SESSION_KEY })
    .resolves(
      revokedAt === undefined
        ? {}
        : { Item: { ...SESSION_KEY, uuid: ALICE, tokensValidAfter: revokedAt, entity: 'session' } },
    );
}

/** The session check's read, as every cognito call makes it. */
export const SESSION_READ = { TableName: 'playjoin-test', Key: PROFILE_KEY, ConsistentRead: true };

export function answer(response: APIGatewayProxyResult): unknown {
  return JSON.parse(response.body);
}

export const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);

/** Stubs the clients the account services call (Cognito, the table, the socket management API), reset after each test. */
export function mockAccountClients() {
  const clients = {
    cognito: mockClient(CognitoIdentityProviderClient),
    management: mockClient(ApiGatewayManagementApiClient),
    ddb: mockClient(DynamoDBDocumentClient),
  };
  afterEach(() => Object.values(clients).forEach((client) => client.reset()));
  return clients;
}

/**
 * The attempt window of `key` holding `count` attempts (none when undefined), as the reservation
 * (data/attempts.ts) meets it: one more place while the count is under `max`, a failed condition
 * showing the full window otherwise; giving a place back and closing the window succeed.
 */
export function givenAttempts(
  ddb: DocumentStub,
  key: { pk: string; sk: string },
  count: number | undefined,
  max = 5,
): void {
  const [, scope, subject] = key.pk.split('#');
  const item = (n: number) => ({ ...key, scope, subject, count: n, expiresAt: NOW_SECONDS + 60 });
  const reserve = ddb.on(UpdateCommand, { Key: key, UpdateExpression: 'ADD #count :one' });
  if (count === undefined) reserve.rejects(conditionFailed());
  else if (count >= max) reserve.rejects(conditionFailed(item(count)));
  else reserve.resolves({ Attributes: item(count + 1) });
  ddb.on(PutCommand, { Item: expect.objectContaining(key) }).resolves({});
  ddb.on(UpdateCommand, { Key: key, UpdateExpression: 'ADD #count :minusOne' }).resolves({});
  ddb.on(DeleteCommand, { Key: key }).resolves({});
}

/** The source address apiEvent's requests come from. */
export const SOURCE_ADDRESS = '198.51.100.7';

/** The two windows of a guess about `email` (auth/attempts.ts): with the caller's address, and the email's ceiling. */
export function emailWindowKeys(scope: string, email: string, address = SOURCE_ADDRESS) {
  const subject = email.toLowerCase();
  return {
    pair: { pk: `LIMIT#${scope}#${subject} ${address}`, sk: 'LIMIT' },
    email: { pk: `LIMIT#${scope}-email#${subject}`, sk: 'LIMIT' },
  };
}

/** Both windows of a guess about an email: the pair's with `count` (of 5), the email's with `emailCount` (of `emailMax`). */
export function givenEmailWindows(
  ddb: DocumentStub,
  keys: { pair: { pk: string; sk: string }; email: { pk: string; sk: string } },
  count: number | undefined,
  emailCount: number | undefined = count,
  emailMax = 10,
): void {
  givenAttempts(ddb, keys.pair, count);
  givenAttempts(ddb, keys.email, emailCount, emailMax);
}

/** A failed condition as DynamoDB answers it, with the item it saw when asked for it. */
export function conditionFailed(item?: Record<string, unknown>): ConditionalCheckFailedException {
  return new ConditionalCheckFailedException({
    message: 'The conditional request failed',
    $metadata: {},
    ...(item ? { Item: marshall(item) } : {}),
  });
}

/** The inputs of the table writes a call made to `key`, by kind: reserve, release, open, clear. */
export function attemptWrites(ddb: DocumentStub, key: { pk: string; sk: string }): string[] {
  return ddb
    .calls()
    .map((call) => call.args[0].input as { Key?: unknown; Item?: { pk?: string }; UpdateExpression?: string })
    .filter((input) => JSON.stringify(input.Key) === JSON.stringify(key) || input.Item?.pk === key.pk)
    .flatMap((input) => {
      if (input.UpdateExpression === 'ADD #count :one') return ['reserve'];
      if (input.UpdateExpression === 'ADD #count :minusOne') return ['release'];
      if (input.Item) return ['open'];
      return input.Key && !input.UpdateExpression ? ['clear'] : [];
    });
}
