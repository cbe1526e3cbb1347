import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  deleteSpectate,
  getSpectatedAmong,
  isSpectating,
  listSpectatingUuids,
  listSpectatorUuids,
  putSpectate,
  putSpectates,
} from '../../../lambdas/data/spectate';
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
  const blockCheck = (blocker: string, blocked: string) => ({
    ConditionCheck: {
      TableName: TABLE,
      Key: { pk: `USER#${blocker}`, sk: `BLOCKED#${blocked}` },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  const cancelled = (...codes: string[]) =>
    new TransactionCanceledException({
      message: 'cancelled',
      $metadata: {},
      CancellationReasons: codes.map((Code) => ({ Code })),
    });

  it('stores a new edge once, checking in the same transaction that no block stands either way', async () => {
    ddb.on(TransactWriteCommand).resolves({});

    expect(await putSpectate(edge)).toBe('created');
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input).toEqual({
      TransactItems: [
        { Put: { TableName: TABLE, Item: storedEdge, ConditionExpression: 'attribute_not_exists(pk)' } },
        blockCheck(ALICE, BOB),
        blockCheck(BOB, ALICE),
      ],
    });
  });

  it("answers 'exists' when the edge is there already and 'blocked' when a block stands", async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('ConditionalCheckFailed', 'None', 'None'))
      .rejectsOnce(cancelled('None', 'None', 'ConditionalCheckFailed'))
      .rejectsOnce(cancelled('ConditionalCheckFailed', 'ConditionalCheckFailed', 'None'));

    expect(await putSpectate(edge)).toBe('exists');
    expect(await putSpectate(edge)).toBe('blocked');
    expect(await putSpectate(edge)).toBe('blocked');
  });

  it('removes an edge only when it exists', async () => {
    ddb
      .on(DeleteCommand)
      .resolvesOnce({})
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'none', $metadata: {} }));

    expect(await deleteSpectate(ALICE, BOB)).toBe(true);
    expect(await deleteSpectate(ALICE, BOB)).toBe(false);
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: `USER#${ALICE}`, sk: `SPECTATING#${BOB}` },
      ConditionExpression: 'attribute_exists(pk)',
    });
  });

  it('reads whether one user spectates another with one key read', async () => {
    ddb
      .on(GetCommand)
      .resolvesOnce({ Item: { targetUuid: BOB } })
      .resolvesOnce({});

    expect(await isSpectating(ALICE, BOB)).toBe(true);
    expect(await isSpectating(ALICE, BOB)).toBe(false);
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: `USER#${ALICE}`, sk: `SPECTATING#${BOB}` },
      ProjectionExpression: 'targetUuid',
    });
  });

  it('lists spectators newest first from the spectators index, in the window asked', async () => {
    const DAVE = '44444444-4444-4444-8444-444444444444';
    const stored = (spectatorUuid: string) => ({
      ...storedEdge,
      spectatorUuid,
      targetUuid: CAROL,
    });
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [stored(ALICE), stored(BOB)], LastEvaluatedKey: { pk: 'x' } })
      .resolvesOnce({ Items: [stored(DAVE)] });

    expect(await listSpectatorUuids(CAROL, { offset: 1, limit: 2 })).toEqual([BOB, DAVE]);
    const inputs = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs[0]).toEqual({
      TableName: TABLE,
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi1pk' },
      ExpressionAttributeValues: { ':pk': `SPECTATORS#${CAROL}` },
      ScanIndexForward: false,
      Limit: 3,
      ExclusiveStartKey: undefined,
    });
    expect(inputs[1]).toEqual(expect.objectContaining({ Limit: 1, ExclusiveStartKey: { pk: 'x' } }));
  });

  it('lists whom a user spectates newest first from the spectating index', async () => {
    ddb.on(QueryCommand).resolves({ Items: [storedEdge, { ...storedEdge, targetUuid: CAROL }] });

    expect(await listSpectatingUuids(ALICE, { offset: 0, limit: 25 })).toEqual([BOB, CAROL]);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual(
      expect.objectContaining({
        IndexName: 'gsi2',
        ExpressionAttributeNames: { '#pk': 'gsi2pk' },
        ExpressionAttributeValues: { ':pk': `SPECTATING#${ALICE}` },
        ScanIndexForward: false,
        Limit: 25,
      }),
    );
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
