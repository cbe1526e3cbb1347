import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { getSpectatedAmong, putSpectate, putSpectates } from '../../../lambdas/data/spectate';
import { ALICE, BOB, CAROL, NOW } from '../factories';

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

  it('tells which of a page of users the spectator spectates, with one batch of keys and never themselves', async () => {
    ddb.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [{ targetUuid: CAROL }] } });

    expect(await getSpectatedAmong(ALICE, [BOB, CAROL, ALICE, BOB])).toEqual([CAROL]);
    expect(await getSpectatedAmong(ALICE, [ALICE])).toEqual([]);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(1);
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input).toEqual({
      RequestItems: {
        [TABLE]: {
          Keys: [
            { pk: `USER#${ALICE}`, sk: `SPECTATING#${BOB}` },
            { pk: `USER#${ALICE}`, sk: `SPECTATING#${CAROL}` },
          ],
          ProjectionExpression: 'targetUuid',
        },
      },
    });
  });
});
