/**
 * The Lambdas' logger: Powertools, structured JSON, one instance per container.
 * Every REST and WebSocket invocation adds the Lambda context and the API request id, and
 * clears them again at the end so keys never leak into the next invocation.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { runtimeConfig } from './config';

const { serviceName, logLevel } = runtimeConfig();

export const logger = new Logger({ serviceName, logLevel });

export type Log = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

/** Adds the invocation's identity (Lambda request id, API request id, route) to every log line. */
export function beginInvocation(
  context: Context | undefined,
  keys: Record<string, string | undefined>,
): void {
  if (context) logger.addContext(context);
  logger.appendKeys(Object.fromEntries(Object.entries(keys).filter(([, value]) => value !== undefined)));
}

/** Removes the per-invocation keys. */
export function endInvocation(): void {
  logger.resetKeys();
}
