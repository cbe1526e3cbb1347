import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { getSeedMarker, putSeedMarker } from '../../../lambdas/data/seed-marker';
import { NOW } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

describe('seed marker', () => {
  it('reads and writes the marker item', async () => {
    const marker = { seededAt: NOW.toISOString(), games: 2, users: 3 };
    ddb.on(GetCommand).resolves({ Item: { ...marker, pk: 'SEED', sk: 'MARKER' } });
    ddb.on(PutCommand).resolves({});

    expect(await getSeedMarker()).toEqual(marker);
    await putSeedMarker(marker);

    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: 'SEED', sk: 'MARKER' },
      ConsistentRead: true,
    });
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: { ...marker, pk: 'SEED', sk: 'MARKER', entity: 'seedMarker' },
    });
  });
});
