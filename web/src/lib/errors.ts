/**
 * The one error-reporting module of the SPA (001 §4, 000 §8): every caught failure goes through
 * `report(error, context)`. In development each report is logged to the console; sampled reports
 * (ERROR_TRACE_SAMPLE_RATE, 1 = every trace) go to the installed sink, which a real reporting service
 * plugs into later with `setErrorSink`. Until then production logs the sampled reports to the console.
 *
 * Light on purpose: the landing chunk uses it, so it imports nothing but the contract constants.
 */
import { ERROR_TRACE_SAMPLE_RATE } from '../../../lib/contract/constants';

export interface ErrorContext {
  /** where the failure happened, e.g. `api:getPublicProfile` or `router` */
  where: string;
  [detail: string]: unknown;
}

export type ErrorSink = (error: unknown, context: ErrorContext) => void;

const isDevelopment = process.env.NODE_ENV !== 'production';

const consoleSink: ErrorSink = (error, context) => {
  console.error(`[playjoin] ${context.where}`, error, context);
};

let sink: ErrorSink | null = null;
let sampleRate: number = ERROR_TRACE_SAMPLE_RATE;
let random: () => number = Math.random;

/** Installs the reporting service (or removes it with `null`). */
export function setErrorSink(next: ErrorSink | null): void {
  sink = next;
}

/** Overrides the sampling rate and the random source; for tests and for a service's own settings. */
export function configureSampling(options: { rate?: number; random?: () => number }): void {
  if (options.rate !== undefined) sampleRate = Math.min(1, Math.max(0, options.rate));
  if (options.random) random = options.random;
}

/** Whether this trace is kept: with rate 1 every trace, with rate 0 none. */
function sampled(): boolean {
  return sampleRate >= 1 || random() < sampleRate;
}

export function report(error: unknown, context: ErrorContext): void {
  if (isDevelopment) consoleSink(error, context);
  if (!sampled()) return;
  const target = sink ?? (isDevelopment ? null : consoleSink);
  if (!target) return;
  try {
    target(error, context);
  } catch (sinkFailure) {
    // a broken reporter must never break the page
    if (isDevelopment) console.warn('[playjoin] error sink failed', sinkFailure);
  }
}

let globalHandlersInstalled = false;

/** Reports uncaught errors and unhandled promise rejections; called once at start-up (001 §4). */
export function installGlobalErrorHandlers(target: Window = window): void {
  if (globalHandlersInstalled) return;
  globalHandlersInstalled = true;
  target.addEventListener('error', (event) =>
    report(event.error ?? event.message, { where: 'window.error' }),
  );
  target.addEventListener('unhandledrejection', (event) =>
    report(event.reason, { where: 'window.unhandledrejection' }),
  );
}
