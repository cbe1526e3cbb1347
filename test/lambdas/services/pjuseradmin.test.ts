import { TABLE } from '../env';
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { handler } from '../../../lambdas/services/pjuseradmin';
import { handler as settings } from '../../../lambdas/services/pjusersettings';
import { useFixedDate } from '../clock';
import { ALICE, NOW, aProfile, apiEvent } from '../factories';
import {
  ALICE_CLAIMS,
  NOW_SECONDS,
  PROFILE_KEY,
  SESSION_KEY,
  answer,
  givenCaller,
  mockAccountClients,
} from './helpers';

const { cognito, management, ddb } = mockAccountClients();
useFixedDate(NOW); // 2025-06-01T12:00:00Z; Alice's token was issued at 11:59:00

const signOut = (email = 'ALICE@example.test') =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjuseradmin/pjuseradmin/signout',
      body: { email },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );

describe('POST pjuseradmin/pjuseradmin/signout (signOut)', () => {
  /** The table as the sign-out leaves it: the profile remembers the revocation. */
  const givenRememberingTable = () => {
    let stored = aProfile();
    ddb.on(GetCommand, { Key: PROFILE_KEY }).callsFake(async () => ({ Item: stored }));
    ddb.on(UpdateCommand).callsFake(async (input: { ExpressionAttributeValues: Record<string, number> }) => {
      stored = { ...stored, tokensValidAfter: input.ExpressionAttributeValues[':validAfter']! };
      return {};
    });
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
  };
  const readSettings = (claims: Record<string, string>) =>
    settings(
      apiEvent({
        method: 'GET',
        path: 'pjusersettings/pjusersettings/user',
        query: { uuid: ALICE },
        sub: ALICE,
        claims,
      }),
    );

  it('refuses old tokens at once and revokes the refresh tokens, leaving the connections to the stream', async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});

    const response = await signOut();

    expect(answer(response)).toEqual({ signedOut: true });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: PROFILE_KEY,
      UpdateExpression: 'SET #validAfter = :validAfter',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#validAfter': 'tokensValidAfter' },
      ExpressionAttributeValues: { ':validAfter': NOW_SECONDS + 1 },
    });
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_TestPool',
      Username: ALICE,
    });
    // the stream consumer closes the connections when it sees the revocation (streams/index.ts)
    expect(management.commandCalls(DeleteConnectionCommand)).toHaveLength(0);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('makes the token issued before the sign-out useless for every later call (401 SessionRevoked)', async () => {
    givenRememberingTable();

    expect((await readSettings(ALICE_CLAIMS)).statusCode).toBe(200);
    expect((await signOut()).statusCode).toBe(200);
    const withOldToken = await readSettings(ALICE_CLAIMS);
    const afterNewSignIn = await readSettings({ ...ALICE_CLAIMS, iat: 'Sun Jun 01 12:00:05 UTC 2025' });

    expect(withOldToken.statusCode).toBe(401);
    expect(answer(withOldToken)).toEqual({
      type: 'SessionRevoked',
      message: 'this session has ended: sign in again',
    });
    expect(afterNewSignIn.statusCode).toBe(200);
  });

  it('refuses a token whose session began in the second of the sign-out, and accepts a sign-in after it', async () => {
    // the sign-out at NOW (12:00:00.000) and a sign-in just before it share their second
    givenRememberingTable();
    const read = (authTime: number) =>
      readSettings({ ...ALICE_CLAIMS, auth_time: String(authTime), iat: 'Sun Jun 01 12:00:00 UTC 2025' });

    expect((await signOut()).statusCode).toBe(200);

    expect((await read(NOW_SECONDS)).statusCode).toBe(401);
    // a later sign-in (the login waits for this second when it falls in the sign-out's: fresh-sign-in.ts)
    expect((await read(NOW_SECONDS + 1)).statusCode).toBe(200);
  });

  it("refuses an email that is not the caller's (403) and does nothing", async () => {
    givenCaller(ddb);

    const response = await signOut('bob@example.test');

    expect(response.statusCode).toBe(403);
    expect(cognito.calls()).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('signs out a user without a profile yet: their session item takes the revocation', async () => {
    givenCaller(ddb, null);
    ddb
      .on(UpdateCommand)
      .rejects(Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' }));
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});

    expect((await signOut()).statusCode).toBe(200);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(1);
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: { ...SESSION_KEY, entity: 'session', uuid: ALICE, tokensValidAfter: NOW_SECONDS + 1 },
      ConditionExpression: 'attribute_not_exists(pk) OR #validAfter < :validAfter',
      ExpressionAttributeNames: { '#validAfter': 'tokensValidAfter' },
      ExpressionAttributeValues: { ':validAfter': NOW_SECONDS + 1 },
    });
  });
});

describe('POST pjuseradmin/pjuseradmin/changeusername (changeUsername)', () => {
  const change = (body: Record<string, unknown>) =>
    handler(
      apiEvent({
        method: 'POST',
        path: 'pjuseradmin/pjuseradmin/changeusername',
        body: { uuid: ALICE, username: 'alice_plays', ...body },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );
  const cancelled = (codes: string[]) =>
    new TransactionCanceledException({
      message: 'cancelled',
      $metadata: {},
      CancellationReasons: codes.map((Code) => ({ Code })),
    });
  const profileRename = (newName: string) => ({
    Update: {
      TableName: TABLE,
      Key: PROFILE_KEY,
      UpdateExpression: 'SET #userName = :new',
      ConditionExpression: 'attribute_exists(pk) AND #userName = :old',
      ExpressionAttributeNames: { '#userName': 'userName' },
      ExpressionAttributeValues: { ':new': newName, ':old': 'alice_plays' },
    },
  });

  it('frees the old name, reserves the new one and renames the profile in one transaction (A6)', async () => {
    givenCaller(ddb);
    ddb.on(TransactWriteCommand).resolves({});

    const response = await change({ newusername: 'Alice.Wins' });

    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input).toEqual({
      TransactItems: [
        {
          Delete: {
            TableName: TABLE,
            Key: { pk: 'USERNAME#alice_plays', sk: 'USERNAME' },
            ConditionExpression: '#uuid = :me',
            ExpressionAttributeNames: { '#uuid': 'uuid' },
            ExpressionAttributeValues: { ':me': ALICE },
          },
        },
        {
          Put: {
            TableName: TABLE,
            ConditionExpression: 'attribute_not_exists(pk)',
            Item: {
              userName: 'Alice.Wins',
              userNameLower: 'alice.wins',
              initial: 'a',
              uuid: ALICE,
              active: true,
              pk: 'USERNAME#alice.wins',
              sk: 'USERNAME',
              entity: 'username',
              gsi1pk: 'NAMES#a',
              gsi1sk: 'alice.wins',
            },
          },
        },
        profileRename('Alice.Wins'),
      ],
    });
  });

  it('changes the letter case alone by rewriting the same reservation', async () => {
    givenCaller(ddb);
    ddb.on(TransactWriteCommand).resolves({});

    expect(answer(await change({ newusername: 'Alice_Plays' }))).toEqual({ affectedRows: 1 });
    const [reservation, profile] = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(reservation).toEqual({
      Put: {
        TableName: TABLE,
        Item: expect.objectContaining({ pk: 'USERNAME#alice_plays', userName: 'Alice_Plays', uuid: ALICE }),
        ConditionExpression: '#uuid = :me',
        ExpressionAttributeNames: { '#uuid': 'uuid' },
        ExpressionAttributeValues: { ':me': ALICE },
      },
    });
    expect(profile).toEqual(profileRename('Alice_Plays'));
  });

  it("answers a taken name with 409 UsernameTaken and the spec's 'Duplicate username found.'", async () => {
    givenCaller(ddb);
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None']));

    const taken = await change({ newusername: 'bob_builds' });
    const reserved = await change({ newusername: 'login' });

    for (const response of [taken, reserved]) {
      expect(response.statusCode).toBe(409);
      expect(answer(response)).toEqual({ type: 'UsernameTaken', message: 'Duplicate username found.' });
    }
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('answers 409 when the name changed meanwhile, and 0 rows for the same name, writing nothing', async () => {
    givenCaller(ddb);
    ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None']));

    const meanwhile = await change({ newusername: 'alice_new' });
    const same = await change({ newusername: 'alice_plays' });

    expect(meanwhile.statusCode).toBe(409);
    expect(answer(meanwhile)).toEqual({ type: 'Conflict', message: 'the username changed meanwhile' });
    expect(answer(same)).toEqual({ affectedRows: 0 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it("refuses an invalid new name (400), and a username or uuid that is not the caller's (403)", async () => {
    givenCaller(ddb);

    const responses = await Promise.all([
      change({ newusername: 'abc' }),
      change({ newusername: 'a'.repeat(21) }),
      change({ newusername: 'has space' }),
      change({ newusername: 'semi;colon' }),
      change({ newusername: 'alice_new', username: 'bob_builds' }),
      change({ newusername: 'alice_new', uuid: '22222222-2222-4222-8222-222222222222' }),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 403, 403]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
