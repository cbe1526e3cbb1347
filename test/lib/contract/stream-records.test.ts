/**
 * A Streams API record as Lambda's event carries it (lib/contract/stream-records.ts), the one shape the
 * twin's mapping and the replay of failed batches both hand the stream processor.
 */
import type { _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import { lambdaStreamRecord } from '../../../lib/contract/stream-records';

const SOURCE = {
  region: 'eu-west-1',
  eventSourceArn: 'arn:aws:dynamodb:eu-west-1:123456789012:table/t/stream/2026-01-01T00:00:00.000',
};

function aRecord(overrides: Partial<StreamRecord> = {}): StreamRecord {
  return {
    eventID: 'e1',
    eventName: 'REMOVE',
    eventVersion: '1.1',
    dynamodb: {
      ApproximateCreationDateTime: new Date('2026-01-01T10:00:00.900Z'),
      Keys: { pk: { S: 'A' }, sk: { S: 'B' } },
      OldImage: {
        pk: { S: 'A' },
        sk: { S: 'B' },
        bytes: { B: new Uint8Array([1, 2, 3]) },
        set: { BS: [new Uint8Array([255])] },
        nested: { M: { list: { L: [{ N: '1' }, { B: new Uint8Array([0]) }] }, empty: {} as never } },
      },
      SequenceNumber: '100000000000000000001',
      SizeBytes: 42,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
    ...overrides,
  };
}

it('carries images as the wire format does: binaries base64, empty maps as {M: {}}, times in seconds', () => {
  expect(lambdaStreamRecord(aRecord(), SOURCE)).toEqual({
    eventID: 'e1',
    eventName: 'REMOVE',
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'eu-west-1',
    eventSourceARN: SOURCE.eventSourceArn,
    dynamodb: {
      ApproximateCreationDateTime: Date.parse('2026-01-01T10:00:00Z') / 1000,
      Keys: { pk: { S: 'A' }, sk: { S: 'B' } },
      OldImage: {
        pk: { S: 'A' },
        sk: { S: 'B' },
        bytes: { B: 'AQID' },
        set: { BS: ['/w=='] },
        nested: { M: { list: { L: [{ N: '1' }, { B: 'AA==' }] }, empty: { M: {} } } },
      },
      SequenceNumber: '100000000000000000001',
      SizeBytes: 42,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  });
});

it("keeps a TTL deletion's service identity, in the event's lower-case form", () => {
  const record = aRecord({ userIdentity: { Type: 'Service', PrincipalId: 'dynamodb.amazonaws.com' } });

  expect(lambdaStreamRecord(record, SOURCE).userIdentity).toEqual({
    type: 'Service',
    principalId: 'dynamodb.amazonaws.com',
  });
  expect(lambdaStreamRecord(aRecord(), SOURCE)).not.toHaveProperty('userIdentity');
});
