/**
 * The table's stream consumer (NEW_AND_OLD_IMAGES). Keeps counters in step with the items they
 * count, and closes the live connections of users whose sessions ended. Records are handled in
 * order, stopping at the first failure, which is reported (ReportBatchItemFailures) so the retry
 * resumes exactly there.
 *
 * - userGame: a player counts toward `game.gameCount` while their user-game item is in the game's
 *   community index (carries gsi1pk): insert +1, removal −1, deactivation (keys stripped) −1,
 *   reactivation +1.
 * - chatMessage: insert → `game.messageCount` +1.
 *   Each counter change is applied at most once (data/stream-events.ts).
 * - profile: a change that ends the user's sessions (`tokensValidAfter` grew: sign-out, password
 *   change or reset; or `active` went from true to false: deactivation) closes every open connection
 *   of theirs, to both WebSocket APIs (sockets/close.ts). Closing is idempotent, so a retried record
 *   simply closes again (usually nothing is left). Doing it here rather than in the account services
 *   keeps the management API client out of their bundles, and every writer of a revocation gets the
 *   closing without asking for it. On AWS the event source's batching window (1 s) bounds the delay.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { deleteConnection, listAllUserConnections } from '../data/connections';
import { addToCounterOnce } from '../data/stream-events';
import { ChatMessageEntity, GameEntity, ProfileEntity, UserGameEntity } from '../data/entities';
import { logger, type Log } from '../log';
import { closeUserConnections } from '../sockets/close';

export interface StreamDeps {
  data: {
    addToCounterOnce: typeof addToCounterOnce;
    listAllUserConnections: typeof listAllUserConnections;
    deleteConnection: typeof deleteConnection;
  };
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

/**
 * The user whose sessions a record ends, if any: a profile change where `tokensValidAfter` grew (from
 * none to a time, or to a later time) or `active` went from true to false.
 */
export function sessionsEndedFor(
  eventName: DynamoDBRecord['eventName'],
  before: Image | undefined,
  after: Image | undefined,
): string | undefined {
  if (eventName !== 'MODIFY' || !ProfileEntity.is(before) || !ProfileEntity.is(after)) return undefined;
  const validAfter = (item: Image | undefined) =>
    typeof item?.tokensValidAfter === 'number' ? item.tokensValidAfter : undefined;
  const previous = validAfter(before);
  const next = validAfter(after);
  const revoked = next !== undefined && (previous === undefined || next > previous);
  const deactivated = before?.active === true && after?.active === false;
  if (!revoked && !deactivated) return undefined;
  return typeof after?.uuid === 'string' ? after.uuid : undefined;
}

async function applyRecord(record: DynamoDBRecord, deps: StreamDeps): Promise<void> {
  const before = image(record.dynamodb?.OldImage as Record<string, unknown> | undefined);
  const after = image(record.dynamodb?.NewImage as Record<string, unknown> | undefined);
  const ended = sessionsEndedFor(record.eventName, before, after);
  if (ended) {
    const closed = await closeUserConnections(ended, deps);
    if (closed > 0)
      deps.log.info('closed the connections of ended sessions', { eventID: record.eventID, closed });
  }
  const change = counterChange(record.eventName, before, after);
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
  deps: StreamDeps = {
    data: { addToCounterOnce, listAllUserConnections, deleteConnection },
    clock: { now: () => new Date() },
    log: logger,
  },
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
