/**
 * Capacity metering for benches that run the real handlers against DynamoDB Local: a middleware on
 * the data layer's document client forces `ReturnConsumedCapacity: TOTAL` on every command and sums
 * what each answers, reads and writes apart, with a trace of the commands. `metered(work)` resets the
 * sums, runs the work and answers its value with the units it spent and its wall time.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Units consumed since the last reset, by kind. */
export interface Units {
  read: number;
  write: number;
  calls: number;
  /** conditional writes refused (DynamoDB bills them; the error carries no ConsumedCapacity) */
  refused: number;
  /** each command with its units, e.g. `Query gsi1 2` */
  trace: string[];
}

export type Metered<T> = Units & { value: T; ms: number };

const READ_COMMAND = /^(Get|BatchGet|Query|Scan|TransactGet)/;

/** Installs the meter on the client; `units` are the running sums (reset by `metered`). */
export function meterClient(client: DynamoDBDocumentClient) {
  const units: Units = { read: 0, write: 0, calls: 0, refused: 0, trace: [] };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const isRead = READ_COMMAND.test(context.commandName ?? '');
      units.calls += 1;
      try {
        const result = await next(args);
        const output = result.output as {
          ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
        };
        const consumed = output.ConsumedCapacity;
        let spent = 0;
        for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
          spent += entry.CapacityUnits ?? 0;
        }
        if (isRead) units.read += spent;
        else units.write += spent;
        const index = (args.input as { IndexName?: string }).IndexName;
        units.trace.push(
          `${(context.commandName ?? '?').replace(/Command$/, '')}${index ? ` ${index}` : ''} ${spent}`,
        );
        return result;
      } catch (error) {
        if ((error as { name?: string }).name === 'ConditionalCheckFailedException') units.refused += 1;
        throw error;
      }
    },
    { step: 'initialize', name: 'countUnits' },
  );
  const reset = () => Object.assign(units, { read: 0, write: 0, calls: 0, refused: 0, trace: [] });
  const metered = async <T>(work: () => Promise<T>): Promise<Metered<T>> => {
    reset();
    const at = performance.now();
    const value = await work();
    return { value, ms: performance.now() - at, ...units, trace: [...units.trace] };
  };
  return { units, reset, metered };
}

/** Percentile of sorted numbers (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
