import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { verifyIdToken } from '../../../lambdas/auth/token-verifier';
import { handler } from '../../../lambdas/sockets/authorizer';
import { ALICE, aProfile } from '../factories';

jest.mock('../../../lambdas/auth/token-verifier', () => ({ verifyIdToken: jest.fn() }));
const verify = jest.mocked(verifyIdToken);
const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => {
  ddb.reset();
  verify.mockReset();
});

const METHOD_ARN = 'arn:aws:execute-api:eu-west-1:123456789012:abc123/prod/$connect';
const event = (query: Record<string, string> | null) =>
  ({
    type: 'REQUEST',
    methodArn: METHOD_ARN,
    queryStringParameters: query,
  }) as unknown as APIGatewayRequestAuthorizerEvent;
const policy = (Effect: 'Allow' | 'Deny') => ({
  Version: '2012-10-17',
  Statement: [{ Action: 'execute-api:Invoke', Effect, Resource: METHOD_ARN }],
});

describe('WebSocket authorizer', () => {
  it('allows an active user with context {uuid, userName}', async () => {
    verify.mockResolvedValue({ sub: ALICE, token_use: 'id' } as Awaited<ReturnType<typeof verifyIdToken>>);
    ddb.on(GetCommand).resolves({ Item: aProfile({ userName: 'alice_plays' }) });

    const result = await handler(event({ auth: 'id-token', gameId: '1', userId: 'alice_plays' }));

    expect(result).toEqual({
      principalId: ALICE,
      policyDocument: policy('Allow'),
      context: { uuid: ALICE, userName: 'alice_plays' },
    });
    expect(verify).toHaveBeenCalledWith('id-token');
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: `USER#${ALICE}`, sk: 'PROFILE' },
    });
  });

  it('answers Unauthorized without a token, and for a token that does not verify', async () => {
    verify.mockRejectedValue(new Error('JwtExpiredError'));

    await expect(handler(event(null))).rejects.toThrow('Unauthorized');
    await expect(handler(event({ auth: 'expired' }))).rejects.toThrow('Unauthorized');
    expect(ddb.calls()).toHaveLength(0);
  });

  it('denies a verified user without an active profile', async () => {
    verify.mockResolvedValue({ sub: ALICE, token_use: 'id' } as Awaited<ReturnType<typeof verifyIdToken>>);
    ddb
      .on(GetCommand)
      .resolvesOnce({ Item: aProfile({ active: false }) })
      .resolvesOnce({});

    expect(await handler(event({ auth: 'id-token' }))).toEqual({
      principalId: ALICE,
      policyDocument: policy('Deny'),
    });
    expect(await handler(event({ auth: 'id-token' }))).toEqual({
      principalId: ALICE,
      policyDocument: policy('Deny'),
    });
  });

  it('denies a token issued before the user signed out, and allows one issued after', async () => {
    const signedOutAt = 1_748_779_200;
    ddb.on(GetCommand).resolves({ Item: aProfile({ tokensValidAfter: signedOutAt }) });
    verify
      .mockResolvedValueOnce({ sub: ALICE, token_use: 'id', iat: signedOutAt - 30 } as Awaited<
        ReturnType<typeof verifyIdToken>
      >)
      .mockResolvedValueOnce({ sub: ALICE, token_use: 'id', iat: signedOutAt + 30 } as Awaited<
        ReturnType<typeof verifyIdToken>
      >);

    expect(await handler(event({ auth: 'old-token' }))).toEqual({
      principalId: ALICE,
      policyDocument: policy('Deny'),
    });
    expect(await handler(event({ auth: 'new-token' }))).toEqual(
      expect.objectContaining({ policyDocument: policy('Allow') }),
    );
  });
});
