/**
 * The name-gram reaction: a card written indexes the name's pieces with the name and picture, a rename
 * removes the pieces the new name lacks, a deactivation (card removed) removes them all, and a card
 * change that keeps the face writes nothing.
 */
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { createStreamHandler } from '../../../lambdas/streams';
import * as data from '../../../lambdas/data';
import { PlayerCardEntity, ProfileEntity } from '../../../lambdas/data/entities';
import { cardOf } from '../../../lambdas/domain/matching/card';
import { nameGramIndex } from '../../../lambdas/streams/reactions/name-grams';
import { ALICE, NOW, aProfile, aUserGame } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const handler = createStreamHandler({ data, clock: { now: () => NOW }, log }, [nameGramIndex]);

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

const cardItem = (userName: string, pic: string | null = null, microphone: 0 | 1 = 1) =>
  PlayerCardEntity.item(
    cardOf(aProfile({ uuid: ALICE, userName, profilePicKey: pic, microphone }), [aUserGame({ gameId: 12 })]),
  );
const writes = () =>
  ddb.commandCalls(BatchWriteCommand).flatMap((call) => call.args[0].input.RequestItems![TABLE]!);
const gramKey = (gram: string, lower: string) => ({ pk: `NAMEGRAM#${gram}`, sk: `${lower}#${ALICE}` });

describe('name-grams reaction', () => {
  beforeEach(() => ddb.on(BatchWriteCommand).resolves({}));

  it("indexes a new card's name pieces, each with the name and picture", async () => {
    await handler({
      Records: [record('INSERT', { after: cardItem('NeoX', 'media/userprofileimages/a.png') })],
    });
    expect(writes()).toEqual(
      ['ne', 'eo', 'ox', 'neo', 'eox'].map((gram) => ({
        PutRequest: {
          Item: {
            gram,
            userNameLower: 'neox',
            uuid: ALICE,
            userName: 'NeoX',
            pic: 'media/userprofileimages/a.png',
            ...gramKey(gram, 'neox'),
            entity: 'nameGram',
          },
        },
      })),
    );
  });

  it('on a rename removes every old piece (their keys hold the old name) and writes the new ones', async () => {
    await handler({ Records: [record('MODIFY', { before: cardItem('abc'), after: cardItem('abd') })] });
    const all = writes();
    expect(all.filter((w) => 'DeleteRequest' in w)).toEqual(
      ['ab', 'bc', 'abc'].map((gram) => ({ DeleteRequest: { Key: gramKey(gram, 'abc') } })),
    );
    expect(
      all
        .filter((w) => 'PutRequest' in w)
        .map((w) => (w as { PutRequest: { Item: { sk: string; pk: string } } }).PutRequest.Item.pk),
    ).toEqual(['NAMEGRAM#ab', 'NAMEGRAM#bd', 'NAMEGRAM#abd']);
  });

  it('rewrites the pieces with the new picture, and removes them all when the card goes (deactivation)', async () => {
    await handler({
      Records: [record('MODIFY', { before: cardItem('abc'), after: cardItem('abc', 'media/p.png') })],
    });
    expect(writes().every((w) => 'PutRequest' in w)).toBe(true);
    expect(writes()).toHaveLength(3);
    ddb.resetHistory();

    await handler({ Records: [record('REMOVE', { before: cardItem('abc') })] });
    expect(writes()).toEqual(
      ['ab', 'bc', 'abc'].map((gram) => ({ DeleteRequest: { Key: gramKey(gram, 'abc') } })),
    );
  });

  it('writes nothing for a card change that keeps the face, nor for other items', async () => {
    await handler({
      Records: [
        record('MODIFY', { before: cardItem('abc', null, 1), after: cardItem('abc', null, 0) }),
        record('MODIFY', {
          before: ProfileEntity.item(aProfile()),
          after: ProfileEntity.item(aProfile({ userName: 'x_y_z_w' })),
        }),
      ],
    });
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});
