/**
 * Shared pieces of the social-graph service tests (srv-social): Alice signed in, Bob found by his
 * name, and the block relation between them as the two-key read (`isBlockedEitherWay`) answers it.
 */
import type { AwsStub } from 'aws-sdk-client-mock';
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '../../../lambdas/data';
import { TABLE } from '../env';
import { ALICE, BOB, aProfile } from '../factories';
import { ALICE_CLAIMS, givenCaller } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any DynamoDB document client stub
type DocumentStub = AwsStub<any, any, any>;

export const BOB_NAME_KEY = { pk: 'USERNAME#bob_builds', sk: 'USERNAME' };
export const BOB_PROFILE_KEY = { pk: `USER#${BOB}`, sk: 'PROFILE' };
export const ALICE_NAME_KEY = { pk: 'USERNAME#alice_plays', sk: 'USERNAME' };
export const bob = (overrides: Partial<Profile> = {}) =>
  aProfile({
    uuid: BOB,
    userName: 'Bob_Builds',
    profilePicKey: 'media/userprofileimages/bob.png',
    ...overrides,
  });

const nameItem = (userName: string, uuid: string) => ({
  userName,
  userNameLower: userName.toLowerCase(),
  initial: userName[0]!.toLowerCase(),
  uuid,
  active: true,
});

/** The block keys between Alice and Bob, as isBlockedEitherWay reads them. */
export const BLOCK_KEYS = [
  { pk: `USER#${ALICE}`, sk: `BLOCKED#${BOB}` },
  { pk: `USER#${BOB}`, sk: `BLOCKED#${ALICE}` },
];

/**
 * Alice signed in; Bob (active unless told) found by 'bob_builds'; Alice found by 'alice_plays';
 * `blocked` says whether a block stands between them (either way).
 */
export function givenAliceAndBob(
  ddb: DocumentStub,
  options: { bob?: Profile | null; blocked?: 'alice' | 'bob' } = {},
): void {
  ddb.on(GetCommand).resolves({});
  givenCaller(ddb);
  ddb.on(GetCommand, { Key: ALICE_NAME_KEY }).resolves({ Item: nameItem('alice_plays', ALICE) });
  if (options.bob !== null) {
    ddb.on(GetCommand, { Key: BOB_NAME_KEY }).resolves({ Item: nameItem('Bob_Builds', BOB) });
    ddb.on(GetCommand, { Key: BOB_PROFILE_KEY }).resolves({ Item: options.bob ?? bob() });
  }
  const block =
    options.blocked === 'alice'
      ? [{ blockerUuid: ALICE, blockedUuid: BOB }]
      : options.blocked === 'bob'
        ? [{ blockerUuid: BOB, blockedUuid: ALICE }]
        : [];
  ddb
    .on(BatchGetCommand, { RequestItems: { [TABLE]: { Keys: BLOCK_KEYS } } })
    .resolves({ Responses: { [TABLE]: block } });
}

/** The exact block read, as the call should make it. */
export const BLOCK_READ = { RequestItems: { [TABLE]: { Keys: BLOCK_KEYS } } };

export { ALICE_CLAIMS };
