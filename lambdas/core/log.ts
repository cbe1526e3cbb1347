/**
 * The Lambdas' logger: one structured line per call, written through `console`, no dependency.
 *
 * Why not Powertools Logger: measured in the pjgame and socket-gamechat bundles, it added 3.5 to 4 ms
 * of CPU to each cold load (20 KiB of code, its set-up and the config it reads at import), more than
 * the whole budget issue 2 allows a bundle over its bare SDK clients (10% of ~30 ms). Constructing it
 * lazily would still load its code at start-up and move its set-up into the first request. Nothing
 * it adds is needed, because the functions use Lambda's JSON log format (lib/aws/functions.ts
 * `loggingFormat: JSON`): the runtime already writes each console call as `{ timestamp, level,
 * requestId, message }` with the invocation's request id, drops calls below the function's
 * application log level, and, when the call passes one object, keeps that object as structured JSON
 * under `message`.
 *
 * So every call logs one object: `{ message, service, coldStart, ...invocation keys, ...extra }`
 * (as one JSON text line where the console is not Lambda's JSON one: the twin, or the Text format).
 * An error passed as the extra argument becomes `error: { name, message, stack, cause }`, a string
 * becomes `extra`. LOG_LEVEL is applied here too (TRACE ... SILENT, as Powertools read it), so the
 * local twin, whose console is not Lambda's, logs the same lines; it is read on the first call.
 */
import { logFormatConfig, runtimeConfig, type RuntimeConfig } from './config';

/** What a log call may add to its message: an error, a text, or fields merged into the line. */
export type LogExtra = Error | string | Readonly<Record<string, unknown>>;
export type LogMethod = (message: string, extra?: LogExtra) => void;

export interface Log {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}

type Method = keyof Log;

const THRESHOLDS: Record<RuntimeConfig['logLevel'], number> = {
  TRACE: 6,
  DEBUG: 8,
  INFO: 12,
  WARN: 16,
  ERROR: 20,
  CRITICAL: 24,
  SILENT: 28,
};
const SEVERITY: Record<Method, number> = { debug: 8, info: 12, warn: 16, error: 20 };

/** An error as plain JSON (the cause chain included; Error's own properties are not enumerable). */
export function describeErrorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const cause =
    error.cause === undefined || depth >= 3 ? undefined : describeErrorForLog(error.cause, depth + 1);
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    ...(cause === undefined ? {} : { cause }),
  };
}

function extraFields(extra: LogExtra | undefined): Record<string, unknown> {
  if (extra === undefined) return {};
  if (extra instanceof Error) return { error: describeErrorForLog(extra) };
  if (typeof extra === 'string') return { extra };
  return { ...extra };
}

/** The keys of the running invocation, added to every line until `endInvocation`. */
let invocationKeys: Record<string, unknown> = {};
let coldStart = true;

/** Writes one line (replaceable in tests). */
export type LogSink = (method: Method, line: Record<string, unknown>) => void;
/**
 * Under Lambda's JSON format the object itself is logged (it stays queryable under `message`);
 * elsewhere (the twin, Text format) as one JSON text line, as Powertools wrote.
 */
const consoleSink: LogSink = (method, line) => {
  // eslint-disable-next-line no-console -- the logger is the one writer; Lambda maps console.debug to DEBUG
  console[method](logFormatConfig().json ? line : JSON.stringify(line));
};

/** A logger writing to `sink` (the container's logger writes to the console). */
export function createLogger(
  sink: LogSink = consoleSink,
  settings: () => RuntimeConfig = runtimeConfig,
): Log {
  const write =
    (method: Method): LogMethod =>
    (message, extra) => {
      const { serviceName, logLevel } = settings();
      if (SEVERITY[method] < THRESHOLDS[logLevel]) return;
      sink(method, { message, service: serviceName, coldStart, ...invocationKeys, ...extraFields(extra) });
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** The container's logger. */
export const logger: Log = createLogger();

/**
 * Adds the invocation's identity (the API's request id, the route) to every log line of this
 * invocation; Lambda adds its own request id to each line.
 */
export function beginInvocation(keys: Record<string, string | undefined>): void {
  invocationKeys = Object.fromEntries(Object.entries(keys).filter(([, value]) => value !== undefined));
}

/** Removes the per-invocation keys; later invocations of this container are warm. */
export function endInvocation(): void {
  invocationKeys = {};
  coldStart = false;
}
