/**
 * The table's stream consumer (NEW_AND_OLD_IMAGES): a dispatcher that runs every registered reaction
 * (streams/reactions/index.ts) on each record, in order, with the access patterns they name.
 *
 * Failures, the stream's one place for them:
 * - All reactions run on a record even when one of them fails, so a failing reaction does not keep
 *   an unrelated one from doing its work on that record.
 * - A record on which a reaction failed unexpectedly (a thrown Error, or an AppError with a 5xx code:
 *   throttling, an unavailable dependency) is reported (ReportBatchItemFailures) and processing stops
 *   there, so the retry resumes exactly at it and per-item order is kept; every reaction runs on it
 *   again, which is why reactions are idempotent. The event source bisects, retries a bounded number
 *   of times, then parks the record in the failure queue (lib/aws/streams.ts), so one bad record
 *   holds the others back for minutes at most.
 * - An AppError with a 4xx code says the record can never succeed (it is malformed for that
 *   reaction): it is logged and passed over rather than retried.
 *
 * DynamoDB Streams serves two readers per shard without throttling: this dispatcher is the first, and
 * the second is streams/room-ticks.ts (big game chat rooms' ticks, latency-bound, on its own filtered
 * mapping so a busy room never waits behind counters, nor they behind its pushes).
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { AppError, describeError } from '../core/errors';
import { logger } from '../core/log';
import { tableChange } from './change';
import { TABLE_REACTIONS } from './reactions';
import type { Reaction, ReactionDeps } from './reactions/reaction';

type ReactionData<R> = R extends Reaction<infer D> ? D : never;
/** Every member of a union at once: the data of each reaction, not of any one of them. */
type AllOf<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
/** The data the table's reactions call, together. */
type StreamData = AllOf<ReactionData<(typeof TABLE_REACTIONS)[number]>>;
/** The stream consumer's dependencies. */
export type StreamDeps = ReactionDeps<StreamData>;

/** Whether a reaction's failure is worth a retry (see the module comment). */
function retryable(error: unknown): boolean {
  return !(error instanceof AppError) || describeError(error).statusCode >= 500;
}

/** The access patterns every registered reaction names, together: the consumer's real data. */
const streamData = Object.assign({}, ...TABLE_REACTIONS.map((reaction) => reaction.data)) as StreamData;

export function createStreamHandler(
  deps: StreamDeps = { data: streamData, clock: { now: () => new Date() }, log: logger },
  reactions: readonly Pick<Reaction<StreamData>, 'name' | 'react'>[] = TABLE_REACTIONS,
): (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse> {
  return async (event) => {
    for (const record of event.Records) {
      const change = tableChange(record);
      const outcomes = await Promise.allSettled(reactions.map((reaction) => reaction.react(change, deps)));
      let failed = false;
      outcomes.forEach((outcome, index) => {
        if (outcome.status === 'fulfilled') return;
        const reaction = reactions[index]?.name;
        if (retryable(outcome.reason)) {
          failed = true;
          deps.log.error('stream record failed', outcome.reason as Error);
        } else {
          deps.log.warn('stream record passed over', {
            eventID: record.eventID,
            reaction,
            error: String(outcome.reason),
          });
        }
      });
      if (failed) {
        const itemIdentifier = record.dynamodb?.SequenceNumber ?? record.eventID ?? '';
        return { batchItemFailures: [{ itemIdentifier }] };
      }
    }
    return { batchItemFailures: [] };
  };
}

export const handler = createStreamHandler();
