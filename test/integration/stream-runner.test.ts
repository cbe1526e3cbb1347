/**
 * The stream runner against the twin's DynamoDB Local: records reach the handler as an event-source
 * mapping hands them to Lambda, failed batches are retried, and a restart resumes after the last
 * delivered record. The twin's own runner feeds the real lambdas/streams handler.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type AttributeValue,
  DeleteItemCommand,
  DeleteTableCommand,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { dynamoClient, ensureTable } from '../../lib/local/engines/dynamodb';
import type { LambdaHandler } from '../../lib/local/lambda';
import type { StreamRunnerOptions } from '../../lib/local/stream-runner';
import { StreamRunner } from '../../lib/local/stream-runner';
import { TtlSweeper } from '../../lib/local/ttl-sweeper';
import { eventually } from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const dynamo = dynamoClient(info.urls.engines.dynamodb);
const log = { info: () => {}, warn: () => {}, error: () => {} };
const tableName = `stream-test-${randomUUID().slice(0, 8)}`;
let streamArn: string;
let checkpointDir: string;
const runners: StreamRunner[] = [];

beforeAll(async () => {
  ({ streamArn } = await ensureTable(dynamo, tableName));
  checkpointDir = mkdtempSync(path.join(os.tmpdir(), 'playjoin-streams-'));
});

afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await dynamo.send(new DeleteTableCommand({ TableName: tableName }));
  dynamo.destroy();
  rmSync(checkpointDir, { recursive: true, force: true });
});

function runner(
  handler: LambdaHandler,
  checkpointFile: string | null = null,
  extra: Partial<StreamRunnerOptions> = {},
): StreamRunner {
  const created = new StreamRunner({
    ...extra,
    endpoint: info.urls.engines.dynamodb,
    streamArn,
    region: info.region,
    handler: async () => handler,
    checkpointFile,
    log,
    pollIntervalMs: 50,
    retryBaseDelayMs: 20,
    retryAttempts: 3,
  });
  runners.push(created);
  created.start();
  return created;
}

async function stop(stream: StreamRunner): Promise<void> {
  await stream.stop();
  runners.splice(runners.indexOf(stream), 1);
}

const key = (pk: string) => ({ pk: { S: pk }, sk: { S: 'ITEM' } });
const put = (pk: string, extra: Record<string, AttributeValue> = {}) =>
  dynamo.send(new PutItemCommand({ TableName: tableName, Item: { ...key(pk), ...extra } }));

/** Every record the handler saw, in order, for items of one test (their pk prefix). */
function recorder() {
  const events: DynamoDBStreamEvent[] = [];
  const handler = jest.fn(async (event: DynamoDBStreamEvent) => {
    events.push(event);
  });
  const records = (prefix: string): DynamoDBRecord[] =>
    events
      .flatMap((event) => event.Records)
      .filter((record) => record.dynamodb?.Keys?.pk?.S?.startsWith(prefix));
  return { handler, events, records };
}

it('hands INSERT, MODIFY and REMOVE records to the handler as Lambda receives them', async () => {
  const { handler, records } = recorder();
  const prefix = `shape-${randomUUID()}`;
  runner(handler as LambdaHandler);

  // an empty map too: the SDK decodes it to a value with no member, Lambda's event says {M: {}}
  await put(prefix, { name: { S: 'first' }, score: { N: '1' }, faces: { M: { kept: { M: {} } } } });
  await dynamo.send(
    new UpdateItemCommand({
      TableName: tableName,
      Key: key(prefix),
      UpdateExpression: 'SET #name = :name',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':name': { S: 'second' } },
    }),
  );
  await dynamo.send(new DeleteItemCommand({ TableName: tableName, Key: key(prefix) }));

  const seen = await eventually(() => {
    expect(records(prefix)).toHaveLength(3);
    return records(prefix);
  });
  const common = {
    eventID: expect.any(String),
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'us-east-1',
    eventSourceARN: streamArn.replace(/^arn:aws:dynamodb:[^:]*:/, 'arn:aws:dynamodb:us-east-1:'),
  };
  const faces = { M: { kept: { M: {} } } };
  const stream = {
    ApproximateCreationDateTime: expect.any(Number),
    Keys: key(prefix),
    SequenceNumber: expect.any(String),
    SizeBytes: expect.any(Number),
    StreamViewType: 'NEW_AND_OLD_IMAGES',
  };
  expect(seen[0]).toEqual({
    ...common,
    eventName: 'INSERT',
    dynamodb: { ...stream, NewImage: { ...key(prefix), name: { S: 'first' }, score: { N: '1' }, faces } },
  });
  expect(seen[1]).toEqual({
    ...common,
    eventName: 'MODIFY',
    dynamodb: {
      ...stream,
      OldImage: { ...key(prefix), name: { S: 'first' }, score: { N: '1' }, faces },
      NewImage: { ...key(prefix), name: { S: 'second' }, score: { N: '1' }, faces },
    },
  });
  expect(seen[2]).toEqual({
    ...common,
    eventName: 'REMOVE',
    dynamodb: { ...stream, OldImage: { ...key(prefix), name: { S: 'second' }, score: { N: '1' }, faces } },
  });
  expect(seen[0]!.eventSourceARN).toMatch(
    /^arn:aws:dynamodb:us-east-1:\d{12}:table\/stream-test-[0-9a-f]{8}\/stream\//,
  );
});

it('retries a batch whose handler throws', async () => {
  const prefix = `retry-${randomUUID()}`;
  let failures = 1;
  const calls: string[][] = [];
  const handler = jest.fn(async (event: DynamoDBStreamEvent) => {
    const mine = event.Records.filter((record) => record.dynamodb?.Keys?.pk?.S?.startsWith(prefix));
    if (!mine.length) return;
    calls.push(mine.map((record) => record.dynamodb!.Keys!.pk!.S!));
    if (failures-- > 0) throw new Error('transient');
  });
  runner(handler as LambdaHandler);

  await put(`${prefix}-a`);

  await eventually(() => expect(calls).toEqual([[`${prefix}-a`], [`${prefix}-a`]]));
});

it('retries from the first record a handler reports in batchItemFailures', async () => {
  const prefix = `partial-${randomUUID()}`;
  for (const suffix of ['a', 'b', 'c']) await put(`${prefix}-${suffix}`);
  const calls: string[][] = [];
  let failOnce = true;
  const handler = jest.fn(async (event: DynamoDBStreamEvent) => {
    const mine = event.Records.filter((record) => record.dynamodb?.Keys?.pk?.S?.startsWith(prefix));
    if (!mine.length) return {};
    calls.push(mine.map((record) => record.dynamodb!.Keys!.pk!.S!));
    const failed = mine.find((record) => record.dynamodb!.Keys!.pk!.S!.endsWith('-b'));
    if (failOnce && failed) {
      failOnce = false;
      return { batchItemFailures: [{ itemIdentifier: failed.dynamodb!.SequenceNumber }] };
    }
    return { batchItemFailures: [] };
  });

  runner(handler as LambdaHandler);

  await eventually(() =>
    expect(calls).toEqual([
      [`${prefix}-a`, `${prefix}-b`, `${prefix}-c`],
      [`${prefix}-b`, `${prefix}-c`],
    ]),
  );
});

it('resumes after the last delivered record when started again with its checkpoints', async () => {
  const checkpoints = path.join(checkpointDir, 'streams.json');
  const prefix = `resume-${randomUUID()}`;
  const first = recorder();
  const stream = runner(first.handler as LambdaHandler, checkpoints);
  await put(`${prefix}-before`);
  await eventually(() => expect(first.records(prefix)).toHaveLength(1));
  await stop(stream);

  await put(`${prefix}-after`);
  const second = recorder();
  runner(second.handler as LambdaHandler, checkpoints);

  await eventually(() =>
    expect(second.records(prefix).map((record) => record.dynamodb!.Keys!.pk!.S)).toEqual([`${prefix}-after`]),
  );
});

it('expires items whose TTL passed, as DynamoDB does, and marks their REMOVE records as TTL deletions', async () => {
  const prefix = `ttl-${randomUUID()}`;
  const now = Math.floor(Date.now() / 1000);
  await put(`${prefix}-past`, { expiresAt: { N: String(now - 60) } });
  await put(`${prefix}-future`, { expiresAt: { N: String(now + 3600) } });
  await put(`${prefix}-ancient`, { expiresAt: { N: String(now - 6 * 365 * 24 * 3600) } });
  await put(`${prefix}-text`, { expiresAt: { S: String(now - 60) } });
  const sweeper = new TtlSweeper({ client: dynamo, tableName, log });
  const { handler, records } = recorder();
  runner(handler as LambdaHandler, null, { expiredByTtl: (keys) => sweeper.wasExpired(keys) });

  const removed = await sweeper.sweep();

  expect(removed).toBe(1);
  const exists = async (suffix: string) =>
    Boolean(
      (await dynamo.send(new GetItemCommand({ TableName: tableName, Key: key(`${prefix}-${suffix}`) }))).Item,
    );
  await expect(exists('past')).resolves.toBe(false);
  for (const kept of ['future', 'ancient', 'text']) await expect(exists(kept)).resolves.toBe(true);
  const removal = await eventually(() => {
    const found = records(prefix).find((record) => record.eventName === 'REMOVE');
    expect(found).toBeDefined();
    return found!;
  });
  expect(removal.dynamodb?.Keys).toEqual(key(`${prefix}-past`));
  expect(removal.userIdentity).toEqual({ type: 'Service', principalId: 'dynamodb.amazonaws.com' });
  expect(
    records(prefix)
      .filter((record) => record.eventName === 'INSERT')
      .every((record) => !record.userIdentity),
  ).toBe(true);
});

interface TwinStreamStatus {
  streams: { recent: Array<{ eventName: string; keys: Record<string, unknown> }> };
}

const twinStreams = async () => ((await (await fetch(info.urls.status)).json()) as TwinStreamStatus).streams;

it('the twin’s runner delivers the twin table’s records to lambdas/streams', async () => {
  // the seed's backlog is behind us (test/twin/seed-settled.ts), but other files may queue work ahead
  // of the probe (a signup's rebuilds are hundreds of records): it is delivered in order, after them.
  // The status keeps the last ten batches, so once delivered the probe stays visible between two polls.
  const pk = `TWINTEST#${randomUUID()}`;

  await dynamo.send(
    new PutItemCommand({ TableName: info.tableName, Item: { pk: { S: pk }, sk: { S: 'PROBE' } } }),
  );

  await eventually(async () => {
    expect((await twinStreams()).recent).toContainEqual(
      expect.objectContaining({ eventName: 'INSERT', keys: { pk: { S: pk }, sk: { S: 'PROBE' } } }),
    );
  }, 120_000);
  await dynamo.send(
    new DeleteItemCommand({ TableName: info.tableName, Key: { pk: { S: pk }, sk: { S: 'PROBE' } } }),
  );
}, 150_000);
