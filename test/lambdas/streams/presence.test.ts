/**
 * Presence on the stream (streams/reactions/presence.ts, docs/data-model.md M8): a sign-in writes a
 * sighting into the partition of each fan and spectator and removes the previous one; a closed account
 * takes its sighting back; joining a player's audience while they are online writes it for the newcomer;
 * leaving it removes it only when no other relation remains.
 */
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type BatchWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { createStreamHandler } from '../../../lambdas/streams';
import { presence } from '../../../lambdas/streams/reactions/presence';
import * as data from '../../../lambdas/data';
import {
  MatchFanEntity,
  PlayerCardEntity,
  PresenceEntity,
  ProfileEntity,
  SpectateEntity,
} from '../../../lambdas/data/entities';
import { AUDIENCE_CAP } from '../../../lambdas/domain/presence';
import { ALICE, BOB, CAROL, NOW, aCard, aProfile } from '../factories';
import { TABLE } from '../env';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => ddb.on(BatchWriteCommand).resolves({}));
afterEach(() => ddb.reset());

const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const handler = createStreamHandler({ data, clock: { now: () => NOW }, log }, [presence]);
const DAVE = '44444444-4444-4444-8444-444444444444';

let sequence = 0;
function record(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  images: { before?: Record<string, unknown>; after?: Record<string, unknown> },
): DynamoDBRecord {
  const eventID = `evt-${(sequence += 1)}`;
  const image = (item: Record<string, unknown>) => marshall(item, { removeUndefinedValues: true }) as never;
  return {
    eventID,
    eventName,
    dynamodb: {
      SequenceNumber: `seq-${eventID}`,
      ...(images.before ? { OldImage: image(images.before) } : {}),
      ...(images.after ? { NewImage: image(images.after) } : {}),
    },
  };
}
const run = async (...records: DynamoDBRecord[]) =>
  expect(await handler({ Records: records })).toEqual({ batchItemFailures: [] });

const card = aCard({ uuid: ALICE, userName: 'alice_plays' }, [{ gameId: 7 }]);
const seenAt = '2025-06-01T11:58:00.000Z';
const previous = '2025-06-01T11:50:00.000Z';
const profile = (lastLoginAt: string | null, active = true) =>
  ProfileEntity.item(aProfile({ uuid: ALICE, lastLoginAt, active }));

/** Alice's audience: Bob holds her on a match list, Carol spectates her, and Dave does both. */
function audience() {
  ddb
    .on(GetCommand, { Key: PlayerCardEntity.key({ uuid: ALICE }) })
    .resolves({ Item: PlayerCardEntity.item(card) });
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': MatchFanEntity.partition({ uuid: ALICE }) } })
    .resolves({
      Items: [BOB, DAVE].map((viewerUuid) => MatchFanEntity.item({ uuid: ALICE, viewerUuid })),
    });
  ddb.on(QueryCommand, { IndexName: SpectateEntity.gsi1.indexName }).resolves({
    Items: [CAROL, DAVE].map((spectatorUuid) =>
      SpectateEntity.item({ spectatorUuid, targetUuid: ALICE, createdAt: '2025-05-01T00:00:00.000Z' }),
    ),
  });
}

/** The puts and deletes sent, as sighting places. */
function writes() {
  const requests = ddb
    .commandCalls(BatchWriteCommand)
    .flatMap((call) => (call.args[0].input as BatchWriteCommandInput).RequestItems![TABLE]!);
  return {
    puts: requests.flatMap((request) => (request.PutRequest ? [request.PutRequest.Item!] : [])),
    deletes: requests.flatMap((request) => (request.DeleteRequest ? [request.DeleteRequest.Key!] : [])),
  };
}
const place = (viewerUuid: string, at: string) => PresenceEntity.key({ viewerUuid, uuid: ALICE, seenAt: at });

describe('a player is seen', () => {
  it('writes a sighting with the card into each fan’s and spectator’s partition, once each, and removes the previous one', async () => {
    audience();
    await run(record('MODIFY', { before: profile(previous), after: profile(seenAt) }));

    const { puts, deletes } = writes();
    expect(puts.map((item) => item.pk).sort()).toEqual(
      [BOB, CAROL, DAVE].map((viewerUuid) => PresenceEntity.partition({ viewerUuid })).sort(),
    );
    // who and when live in the key alone: the viewer's list reads the item whole
    expect(puts[0]).toEqual({
      pk: expect.any(String),
      sk: `SEEN#${seenAt}#${ALICE}`,
      entity: 'presence',
      card,
      // the online window (15 minutes) after the sighting, in epoch seconds
      expiresAt: Date.parse(seenAt) / 1000 + 15 * 60,
    });
    expect(PresenceEntity.parse(puts[0]!)).toMatchObject({ uuid: ALICE, seenAt });
    expect(deletes).toEqual(
      expect.arrayContaining([BOB, CAROL, DAVE].map((viewer) => place(viewer, previous))),
    );
    expect(deletes).toHaveLength(3);
    // the audience is bounded: AUDIENCE_CAP fans and AUDIENCE_CAP newest spectators at most
    const queries = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries.map((input) => input.Limit).sort()).toEqual([AUDIENCE_CAP, AUDIENCE_CAP]);
  });

  it('a first sign-in (a new profile seen for the first time) removes nothing', async () => {
    audience();
    await run(record('MODIFY', { before: profile(null), after: profile(seenAt) }));
    expect(writes().deletes).toEqual([]);
    expect(writes().puts).toHaveLength(3);
  });

  it('does nothing for a sighting already outside the window (a record delivered late) or a closed account', async () => {
    audience();
    await run(
      record('MODIFY', { before: profile(null), after: profile('2025-06-01T11:40:00.000Z') }),
      record('MODIFY', { before: profile(null, false), after: profile(seenAt, false) }),
      record('MODIFY', { before: profile(seenAt), after: { ...profile(seenAt), bio: 'edited' } }),
    );
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});

it('a closed account takes its sighting back from its whole audience', async () => {
  audience();
  await run(record('MODIFY', { before: profile(seenAt), after: profile(seenAt, false) }));
  expect(writes()).toEqual({
    puts: [],
    deletes: expect.arrayContaining([BOB, CAROL, DAVE].map((viewer) => place(viewer, seenAt))),
  });
  expect(writes().deletes).toHaveLength(3);
});

describe('the audience changes while the player is online', () => {
  beforeEach(() => {
    ddb.on(GetCommand, { Key: ProfileEntity.key({ uuid: ALICE }) }).resolves({ Item: profile(seenAt) });
    ddb
      .on(GetCommand, { Key: PlayerCardEntity.key({ uuid: ALICE }) })
      .resolves({ Item: PlayerCardEntity.item(card) });
  });

  it('a new spectator and a new fan get the sighting', async () => {
    await run(
      record('INSERT', {
        after: SpectateEntity.item({ spectatorUuid: CAROL, targetUuid: ALICE, createdAt: seenAt }),
      }),
      record('INSERT', { after: MatchFanEntity.item({ uuid: ALICE, viewerUuid: BOB }) }),
    );
    expect(writes().puts.map((item) => [item.pk, item.sk])).toEqual([
      [`USER#${CAROL}`, `SEEN#${seenAt}#${ALICE}`],
      [`USER#${BOB}`, `SEEN#${seenAt}#${ALICE}`],
    ]);
  });

  it('someone who stops spectating loses it, unless the player is still on their list', async () => {
    ddb
      .on(GetCommand, { Key: MatchFanEntity.key({ uuid: ALICE, viewerUuid: BOB }) })
      .resolves({ Item: { viewerUuid: BOB } });
    ddb.on(GetCommand, { Key: MatchFanEntity.key({ uuid: ALICE, viewerUuid: CAROL }) }).resolves({});
    ddb.on(GetCommand, { Key: SpectateEntity.key({ spectatorUuid: CAROL, targetUuid: ALICE }) }).resolves({});
    ddb.on(GetCommand, { Key: SpectateEntity.key({ spectatorUuid: BOB, targetUuid: ALICE }) }).resolves({});
    const unspectate = (spectatorUuid: string) =>
      record('REMOVE', {
        before: SpectateEntity.item({ spectatorUuid, targetUuid: ALICE, createdAt: previous }),
      });
    await run(unspectate(BOB), unspectate(CAROL));
    expect(writes()).toEqual({ puts: [], deletes: [place(CAROL, seenAt)] });
  });

  it('writes nothing when the player is offline', async () => {
    ddb
      .on(GetCommand, { Key: ProfileEntity.key({ uuid: ALICE }) })
      .resolves({ Item: profile('2025-06-01T10:00:00.000Z') });
    await run(record('INSERT', { after: MatchFanEntity.item({ uuid: ALICE, viewerUuid: BOB }) }));
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});
