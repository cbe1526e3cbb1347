/**
 * DynamoDB Local accepts a TTL setting but never expires items; DynamoDB does, in the background.
 * The sweeper does the same on the twin: every interval it deletes items whose TTL attribute (epoch
 * seconds, a Number) is in the past, as DynamoDB does (items more than five years past are left
 * alone, as DynamoDB leaves them), and remembers their keys so the stream runner can mark the
 * REMOVE records as TTL deletions.
 */
import type { AttributeValue, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException, DeleteItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { TABLE_DEFINITION } from '../contract';
import type { TwinLog } from './log';

const FIVE_YEARS_SECONDS = 5 * 365 * 24 * 3600;
const REMEMBER_MS = 10 * 60 * 1000;

export interface TtlSweeperOptions {
  client: DynamoDBClient;
  tableName: string;
  log: TwinLog;
  intervalMs?: number;
}

export function keyOf(keys: Record<string, unknown>): string {
  const text = (name: string) => {
    const value = keys[name] as { S?: string; N?: string } | undefined;
    return value?.S ?? value?.N ?? '';
  };
  return `${text(TABLE_DEFINITION.partitionKey)}\u0000${text(TABLE_DEFINITION.sortKey)}`;
}

export class TtlSweeper {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  /** key → when it was expired */
  private readonly expired = new Map<string, number>();

  constructor(private readonly options: TtlSweeperOptions) {}

  start(): void {
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log.warn(`TTL sweep failed: ${String(error)}`))
        .finally(() => (this.sweeping = undefined));
    }, this.options.intervalMs ?? 60_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  wasExpired(keys: Record<string, unknown>): boolean {
    return this.expired.has(keyOf(keys));
  }

  /** One pass over the table; answers how many items expired. */
  async sweep(): Promise<number> {
    const now = Math.floor(Date.now() / 1000);
    for (const [key, at] of this.expired) if (at < Date.now() - REMEMBER_MS) this.expired.delete(key);
    const names = { '#ttl': TABLE_DEFINITION.ttlAttribute };
    const values: Record<string, AttributeValue> = {
      ':now': { N: String(now) },
      ':oldest': { N: String(now - FIVE_YEARS_SECONDS) },
      ':number': { S: 'N' },
    };
    let removed = 0;
    let startKey: Record<string, AttributeValue> | undefined;
    do {
      const page = await this.options.client.send(
        new ScanCommand({
          TableName: this.options.tableName,
          FilterExpression: 'attribute_type(#ttl, :number) AND #ttl < :now AND #ttl > :oldest',
          ProjectionExpression: `${TABLE_DEFINITION.partitionKey}, ${TABLE_DEFINITION.sortKey}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const key of page.Items ?? []) {
        this.expired.set(keyOf(key), Date.now());
        try {
          await this.options.client.send(
            new DeleteItemCommand({
              TableName: this.options.tableName,
              Key: key,
              ConditionExpression: '#ttl < :now',
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: { ':now': values[':now']! },
            }),
          );
          removed++;
        } catch (error) {
          this.expired.delete(keyOf(key));
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return removed;
  }
}
