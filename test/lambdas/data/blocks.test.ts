import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { deleteBlock, getBlockRelations, listBlockedUuids, putBlock } from '../../../lambdas/data';
import { ALICE, BOB, CAROL, NOW } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const edge = { pk: `USER#${ALICE}`, sk: `BLOCKED#${BOB}` };

describe('blocks (A10)', () => {
  it('writes a block edge once; blocking again keeps the first', async () => {
    ddb
      .on(PutCommand)
      .resolvesOnce({})
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));

    expect(await putBlock(ALICE, BOB, NOW)).toBe(true);
    expect(await putBlock(ALICE, BOB, NOW)).toBe(false);
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: {
        blockerUuid: ALICE,
        blockedUuid: BOB,
        createdAt: NOW.toISOString(),
        ...edge,
        gsi1pk: `BLOCKEDBY#${BOB}`,
        gsi1sk: ALICE,
        entity: 'block',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('deletes a block and tells whether there was one', async () => {
    ddb.on(DeleteCommand).resolvesOnce({ Attributes: edge }).resolvesOnce({});

    expect(await deleteBlock(ALICE, BOB)).toBe(true);
    expect(await deleteBlock(ALICE, BOB)).toBe(false);
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: edge,
      ReturnValues: 'ALL_OLD',
    });
  });

  it('lists the uuids a user blocked', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [BOB, CAROL].map((blocked) => ({
        blockerUuid: ALICE,
        blockedUuid: blocked,
        createdAt: NOW.toISOString(),
      })),
    });

    expect(await listBlockedUuids(ALICE)).toEqual([BOB, CAROL]);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'BLOCKED#' },
    });
  });

  it("reads both directions of a user's blocks with two queries, the blocked-by side on the index", async () => {
    ddb
      .on(QueryCommand, { IndexName: undefined })
      .resolves({ Items: [{ ...edge, blockerUuid: ALICE, blockedUuid: BOB, createdAt: NOW.toISOString() }] });
    ddb.on(QueryCommand, { IndexName: 'gsi1' }).resolves({
      Items: [
        {
          pk: `USER#${CAROL}`,
          sk: `BLOCKED#${ALICE}`,
          blockerUuid: CAROL,
          blockedUuid: ALICE,
          createdAt: NOW.toISOString(),
        },
      ],
    });

    expect(await getBlockRelations(ALICE)).toEqual({ blocked: [BOB], blockedBy: [CAROL] });
    expect(ddb.commandCalls(QueryCommand).map((call) => call.args[0].input)).toEqual([
      expect.objectContaining({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'BLOCKED#' },
      }),
      expect.objectContaining({
        IndexName: 'gsi1',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'gsi1pk' },
        ExpressionAttributeValues: { ':pk': `BLOCKEDBY#${ALICE}` },
      }),
    ]);
  });
});
