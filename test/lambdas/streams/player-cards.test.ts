/**
 * The player-card reaction: a change to what a card is made of rebuilds it (written only when it
 * differs, deleted when the account is deactivated); a stored card is copied onto the user's own
 * entries; copies never trigger a rebuild.
 */
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { createStreamHandler } from '../../../lambdas/streams';
import * as data from '../../../lambdas/data';
import { PlayerCardEntity, ProfileEntity, UserGameEntity } from '../../../lambdas/data/entities';
import { cardOf } from '../../../lambdas/domain/matching/card';
import { cardSourceOf } from '../../../lambdas/streams/reactions/player-cards';
import { playerCards } from '../../../lambdas/streams/reactions/player-cards';
import { ALICE, NOW, aProfile, aUserGame } from '../factories';
import { poolKey } from '../../../lambdas/model/matching';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const handler = createStreamHandler({ data, clock: { now: () => NOW }, log }, [playerCards]);

function record(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  images: { before?: Record<string, unknown>; after?: Record<string, unknown> },
): DynamoDBRecord {
  return {
    eventID: 'evt-1',
    eventName,
    dynamodb: {
      SequenceNumber: 'seq-1',
      ...(images.before
        ? { OldImage: marshall(images.before, { removeUndefinedValues: true }) as never }
        : {}),
      ...(images.after ? { NewImage: marshall(images.after, { removeUndefinedValues: true }) as never } : {}),
    },
  };
}

const profile = aProfile({ uuid: ALICE, userName: 'NeonFox', microphone: 0 });
const game = aUserGame({ uuid: ALICE, gameId: 12, platform: 2, skillLevel: 3, frequency: 2, rating: 2 });
const card = cardOf(profile, [game]);

function givenStored(options: { profile?: typeof profile; games?: (typeof game)[]; card?: typeof card }) {
  ddb.on(GetCommand, { Key: ProfileEntity.key({ uuid: ALICE }) }).resolves({
    Item: options.profile ? ProfileEntity.item(options.profile) : undefined,
  });
  ddb.on(GetCommand, { Key: PlayerCardEntity.key({ uuid: ALICE }) }).resolves({
    Item: options.card ? PlayerCardEntity.item(options.card) : undefined,
  });
  ddb.on(QueryCommand).resolves({ Items: (options.games ?? []).map((g) => UserGameEntity.item(g)) });
}

describe('player cards', () => {
  it('does not copy a card that is no longer the stored one (a newer version follows)', async () => {
    const newer = { ...card, checklist: card.checklist ^ 1 };
    ddb
      .on(GetCommand, { Key: PlayerCardEntity.key({ uuid: ALICE }) })
      .resolves({ Item: PlayerCardEntity.item(newer) });
    await handler({ Records: [record('INSERT', { after: PlayerCardEntity.item(card) })] });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('knows which records can change a card', () => {
    const p = ProfileEntity.item(profile);
    const g = UserGameEntity.item(game);
    expect(
      cardSourceOf({ eventName: 'MODIFY', eventID: 'e', before: p, after: { ...p, bio: 'x' } }),
    ).toBeUndefined();
    expect(
      cardSourceOf({ eventName: 'MODIFY', eventID: 'e', before: p, after: { ...p, microphone: 1 } }),
    ).toBe(ALICE);
    expect(cardSourceOf({ eventName: 'INSERT', eventID: 'e', before: undefined, after: g })).toBe(ALICE);
    expect(cardSourceOf({ eventName: 'MODIFY', eventID: 'e', before: g, after: { ...g, rating: 5 } })).toBe(
      ALICE,
    );
    // the copy of a card onto a user game, or its chat read watermark, is not a change of the card
    expect(
      cardSourceOf({ eventName: 'MODIFY', eventID: 'e', before: g, after: { ...g, card } }),
    ).toBeUndefined();
    expect(
      cardSourceOf({
        eventName: 'MODIFY',
        eventID: 'e',
        before: g,
        after: { ...g, chatSeenCount: 4 },
      }),
    ).toBeUndefined();
  });

  it('rebuilds the card from consistent reads and stores it when it changed', async () => {
    const changed = { ...profile, microphone: 1 as const };
    givenStored({ profile: changed, games: [game], card });
    ddb.on(PutCommand).resolves({});
    const before = ProfileEntity.item(profile);
    const after = ProfileEntity.item(changed);
    await expect(handler({ Records: [record('MODIFY', { before, after })] })).resolves.toEqual({
      batchItemFailures: [],
    });

    expect(
      ddb.commandCalls(GetCommand, { Key: ProfileEntity.key({ uuid: ALICE }) })[0]!.args[0].input
        .ConsistentRead,
    ).toBe(true);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      TableName: TABLE,
      ConsistentRead: true,
    });
    const puts = ddb.commandCalls(PutCommand);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: PlayerCardEntity.item(cardOf(changed, [game])),
    });
  });

  it('writes nothing when the rebuilt card is the stored one (a redelivered record)', async () => {
    givenStored({ profile, games: [game], card });
    await handler({ Records: [record('INSERT', { after: UserGameEntity.item(game) })] });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('deletes the card of a deactivated account', async () => {
    givenStored({ profile: { ...profile, active: false }, games: [game], card });
    ddb.on(DeleteCommand).resolves({});
    const before = ProfileEntity.item(profile);
    const after = ProfileEntity.item({ ...profile, active: false });
    await handler({ Records: [record('MODIFY', { before, after })] });
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: TABLE, Key: PlayerCardEntity.key({ uuid: ALICE }) },
    ]);
  });

  it("copies a stored card onto the user's entries, with each game's place in its matching pool", async () => {
    ddb
      .on(GetCommand, { Key: PlayerCardEntity.key({ uuid: ALICE }) })
      .resolves({ Item: PlayerCardEntity.item(card) });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'GAME#' } })
      .resolves({
        Items: [
          { pk: `USER#${ALICE}`, sk: 'GAME#000012', gameId: 12 },
          { pk: `USER#${ALICE}`, sk: 'GAME#000013', gameId: 13 },
        ],
      })
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'LIST#' } })
      .resolves({ Items: [{ pk: `USER#${ALICE}`, sk: 'LIST#NEW' }] });
    ddb
      .on(UpdateCommand)
      .resolves({})
      .on(UpdateCommand, { Key: { pk: `USER#${ALICE}`, sk: 'GAME#000013' } })
      .rejects(new ConditionalCheckFailedException({ message: 'gone', $metadata: {} }));
    await expect(
      handler({ Records: [record('INSERT', { after: PlayerCardEntity.item(card) })] }),
    ).resolves.toEqual({ batchItemFailures: [] });
    const updates = ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(updates.map((input) => input.Key)).toEqual([
      { pk: `USER#${ALICE}`, sk: 'GAME#000012' },
      { pk: `USER#${ALICE}`, sk: 'GAME#000013' },
      { pk: `USER#${ALICE}`, sk: 'LIST#NEW' },
    ]);
    // one game played: pool bucket 0; the pool key of game 12: platform 2, the game style, the 12
    // checklist bits, then skill 3, frequency 2, rating 2
    const key = poolKey(card, 12);
    expect(key).toMatch(/^2[0-9][01]{12}322$/);
    expect(updates[0]).toEqual({
      TableName: TABLE,
      Key: { pk: `USER#${ALICE}`, sk: 'GAME#000012' },
      UpdateExpression:
        'SET #card = :card, poolBucket = :bucket, poolDetails = :details, #poolPk = :poolPk, #poolSk = :poolSk',
      ConditionExpression: 'attribute_exists(pk) AND #active = :active',
      ExpressionAttributeNames: {
        '#card': 'card',
        '#poolPk': 'gsi4pk',
        '#poolSk': 'gsi4sk',
        '#active': 'active',
      },
      ExpressionAttributeValues: {
        ':card': card,
        ':bucket': 0,
        ':details': key,
        ':poolPk': 'POOL#12#0',
        ':poolSk': `${key}#${ALICE}`,
        ':active': true,
      },
    });
    expect(updates[2]).toEqual({
      TableName: TABLE,
      Key: { pk: `USER#${ALICE}`, sk: 'LIST#NEW' },
      UpdateExpression: 'SET #card = :card',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#card': 'card' },
      ExpressionAttributeValues: { ':card': card },
    });
  });
});
