import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchWriteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { putSpectate, putSpectates } from '../../../lambdas/data/spectate';
import { ALICE, BOB, NOW } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const edge = { spectatorUuid: ALICE, targetUuid: BOB, createdAt: NOW.toISOString() };
const storedEdge = {
  ...edge,
  pk: `USER#${ALICE}`,
  sk: `SPECTATING#${BOB}`,
  gsi1pk: `SPECTATORS#${BOB}`,
  gsi1sk: `${NOW.toISOString()}#${ALICE}`,
  gsi2pk: `SPECTATING#${ALICE}`,
  gsi2sk: `${NOW.toISOString()}#${BOB}`,
  entity: 'spectate',
};

describe('spectate edges', () => {
  it('stores a new edge once', async () => {
    ddb.on(PutCommand).resolves({});

    expect(await putSpectate(edge)).toBe(true);
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: storedEdge,
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('answers false when the edge already exists', async () => {
    ddb.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));

    expect(await putSpectate(edge)).toBe(false);
  });

  it('refuses spectating yourself before writing', async () => {
    await expect(putSpectate({ ...edge, targetUuid: ALICE })).rejects.toThrow(/themselves/);
    await expect(putSpectates([{ ...edge, targetUuid: ALICE }])).rejects.toThrow(/themselves/);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('stores many edges in a batch', async () => {
    ddb.on(BatchWriteCommand).resolves({});

    await putSpectates([edge]);

    expect(ddb.commandCalls(BatchWriteCommand)[0]!.args[0].input).toEqual({
      RequestItems: { [TABLE]: [{ PutRequest: { Item: storedEdge } }] },
    });
  });
});
