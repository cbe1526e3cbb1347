import { TABLE } from '../env';
import {
  AdminDisableUserCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { BatchWriteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { handler } from '../../../lambdas/services/pjactivestatus';
import { useFixedDate } from '../clock';
import { ALICE, BOB, NOW, aProfile, aUserGame, apiEvent } from '../factories';
import { ALICE_CLAIMS, NOW_SECONDS, PROFILE_KEY, answer, givenCaller, mockAccountClients } from './helpers';

const { cognito, management, ddb } = mockAccountClients();
useFixedDate(NOW);

const deactivate = (uuid = ALICE) =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjactivestatus/activestatus/off',
      body: { uuid },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );

describe('POST pjactivestatus/activestatus/off (deactivateAccount)', () => {
  it('deactivates the profile, disables and signs out the user and unlists them, leaving the connections to the stream', async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({ Attributes: { ...aProfile(), ...PROFILE_KEY } });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'GAME#' } })
      .resolves({ Items: [aUserGame({ gameId: 5 })] })
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'LIST#' } })
      .resolves({ Items: [{ pk: `USER#${ALICE}`, sk: 'LIST#ONLINE' }] });
    ddb.on(PutCommand).resolves({});
    ddb.on(BatchWriteCommand).resolves({});
    cognito.on(AdminDisableUserCommand).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});

    const response = await deactivate();

    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: PROFILE_KEY,
      UpdateExpression: 'SET #active = :inactive, #validAfter = :validAfter',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#active': 'active', '#validAfter': 'tokensValidAfter' },
      ExpressionAttributeValues: { ':inactive': false, ':validAfter': NOW_SECONDS + 1 },
      ReturnValues: 'ALL_OLD',
    });
    const pool = { UserPoolId: 'eu-west-1_TestPool', Username: ALICE };
    expect(cognito.commandCalls(AdminDisableUserCommand)[0]!.args[0].input).toEqual(pool);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]!.args[0].input).toEqual(pool);
    // the stream consumer closes the connections when it sees the deactivation (streams/index.ts)
    expect(management.commandCalls(DeleteConnectionCommand)).toHaveLength(0);
    expect(ddb.commandCalls(QueryCommand, { IndexName: 'gsi2' })).toHaveLength(0);
    // first the session item takes the revocation (data/sessions.ts), then the username item is unlisted
    const [session, userName] = ddb.commandCalls(PutCommand).map((call) => call.args[0].input.Item);
    expect(session).toEqual(expect.objectContaining({ sk: 'SESSION', tokensValidAfter: NOW_SECONDS + 1 }));
    expect(userName).toEqual(expect.objectContaining({ pk: 'USERNAME#alice_plays', active: false }));
    expect(userName).not.toHaveProperty('gsi1pk');
    const writes = ddb.commandCalls(BatchWriteCommand)[0]!.args[0].input.RequestItems![TABLE]!;
    expect(writes).toEqual([
      {
        PutRequest: {
          Item: {
            ...aUserGame({ gameId: 5, active: false }),
            pk: `USER#${ALICE}`,
            sk: 'GAME#000005',
            entity: 'userGame',
          },
        },
      },
      { DeleteRequest: { Key: { pk: `USER#${ALICE}`, sk: 'LIST#ONLINE' } } },
    ]);
  });

  it('disables and signs out a user who has no profile yet, with nothing to unlist', async () => {
    givenCaller(ddb, null);
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));
    cognito.on(AdminDisableUserCommand).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});

    expect(answer(await deactivate())).toEqual({ affectedRows: 1 });
    expect(cognito.commandCalls(AdminDisableUserCommand)).toHaveLength(1);
    // the one item written is the session item, which ends the sessions of a user without a profile
    expect(ddb.commandCalls(PutCommand).map((call) => call.args[0].input.Item)).toEqual([
      {
        pk: `USER#${ALICE}`,
        sk: 'SESSION',
        entity: 'session',
        uuid: ALICE,
        tokensValidAfter: NOW_SECONDS + 1,
      },
    ]);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });

  it("refuses another user's uuid (403), and every call once deactivated (401)", async () => {
    givenCaller(ddb);
    expect((await deactivate(BOB)).statusCode).toBe(403);

    ddb.reset();
    givenCaller(ddb, aProfile({ active: false, tokensValidAfter: NOW_SECONDS }));
    expect((await deactivate()).statusCode).toBe(401);
    expect(cognito.calls()).toHaveLength(0);
  });
});
