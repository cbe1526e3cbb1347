/**
 * The table's stream consumer (NEW_AND_OLD_IMAGES). Keeps counters in step with the items they
 * count; each change is applied at most once (data/stream-events.ts), and records are handled in
 * order, stopping at the first failure, which is reported (ReportBatchItemFailures) so the retry
 * resumes exactly there.
 *
 * - userGame: a player counts toward `game.gameCount` while their user-game item is in the game's
 *   community index (carries gsi1pk): insert +1, removal −1, deactivation (keys stripped) −1,
 *   reactivation +1.
 * - chatMessage: insert → `game.messageCount` +1.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { addToCounterOnce } from '../data/stream-events';
import { ChatMessageEntity, GameEntity, UserGameEntity } from '../data/entities';
import { logger, type Log } from '../log';

export interface StreamDeps {
  data: { addToCounterOnce: typeof addToCounterOnce };
  clock: { now(): Date };
  log: Log;
}

type Image = Record<string, unknown>;

function image(raw: Record<string, unknown> | undefined): Image | undefined {
  return raw ? unmarshall(raw as Record<string, AttributeValue>) : undefined;
}

/** The counter change a record implies, if any. */
export function counterChange(
  eventName: DynamoDBRecord['eventName'],
  before: Image | undefined,
  after: Image | undefined,
): { gameId: number; attribute: 'gameCount' | 'messageCount'; delta: number } | undefined {
  const current = after ?? before;
  if (UserGameEntity.is(current)) {
    const listed = (item: Image | undefined) =>
      item !== undefined && typeof item[UserGameEntity.gsi1.pkAttribute] === 'string';
    const delta = (listed(after) ? 1 : 0) - (listed(before) ? 1 : 0);
    return delta === 0 ? undefined : { gameId: Number(current?.gameId), attribute: 'gameCount', delta };
  }
  if (eventName === 'INSERT' && ChatMessageEntity.is(after)) {
    return { gameId: Number(after?.gameId), attribute: 'messageCount', delta: 1 };
  }
  return undefined;
}

async function applyRecord(record: DynamoDBRecord, deps: StreamDeps): Promise<void> {
  const change = counterChange(
    record.eventName,
    image(record.dynamodb?.OldImage as Record<string, unknown> | undefined),
    image(record.dynamodb?.NewImage as Record<string, unknown> | undefined),
  );
  if (!change) return;
  if (!record.eventID) throw new Error('stream record without eventID');
  if (!Number.isInteger(change.gameId) || change.gameId <= 0) {
    deps.log.warn('stream record without a game id', { eventID: record.eventID });
    return;
  }
  const outcome = await deps.data.addToCounterOnce(
    record.eventID,
    GameEntity.key({ gameId: change.gameId }),
    change.attribute,
    change.delta,
    deps.clock.now(),
  );
  if (outcome !== 'applied')
    deps.log.info('counter change skipped', { eventID: record.eventID, outcome, ...change });
}

export function createStreamHandler(
  deps: StreamDeps = { data: { addToCounterOnce }, clock: { now: () => new Date() }, log: logger },
): (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse> {
  return async (event) => {
    for (const record of event.Records) {
      try {
        await applyRecord(record, deps);
      } catch (error) {
        deps.log.error('stream record failed', error as Error);
        const itemIdentifier = record.dynamodb?.SequenceNumber ?? record.eventID ?? '';
        return { batchItemFailures: [{ itemIdentifier }] };
      }
    }
    return { batchItemFailures: [] };
  };
}

export const handler = createStreamHandler();
