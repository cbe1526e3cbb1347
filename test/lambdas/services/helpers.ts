/**
 * Shared pieces of the service handler tests: the signed-in caller (Alice), her token's claims as
 * API Gateway's Cognito authorizer hands them on, and the profile read every cognito call makes.
 */
import { mockClient, type AwsStub } from 'aws-sdk-client-mock';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
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

/** The caller's profile as the session check (and caller.profile()) reads it; null for none yet. */
export function givenCaller(ddb: DocumentStub, profile: Profile | null = aProfile()): void {
  ddb.on(GetCommand, { Key: PROFILE_KEY }).resolves(profile ? { Item: profile } : {});
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
