/**
 * What every handler receives, whatever its transport (a REST operation, a socket action, a stream
 * reaction): the data access patterns it calls, a clock, the logger and media URLs, in one object so
 * that code is testable with fakes and each entry bundles only the data functions it names.
 * Transports add their own: sockets a `push` (sockets/events.ts), REST the caller (http/service.ts).
 * `D` is the data access a piece of code needs (data/access.ts `DataNeeds`): core sits below data and
 * names none of it.
 */
import { mediaUrl } from '../model/media-url';
import { mediaConfig } from './config';
import { logger, type Log } from './log';

/** Everything a handler reaches outside itself, injected so handlers are testable. */
export interface Deps<D = unknown> {
  data: D;
  clock: { now(): Date };
  log: Log;
  media: { url(key: string): string };
}

/** The real dependencies over `data`; media settings are read only when a handler builds a URL. */
export function defaultDeps<D>(data: D): Deps<D> {
  return {
    data,
    clock: { now: () => new Date() },
    log: logger,
    media: { url: (key) => mediaUrl(mediaConfig().baseUrl, key) },
  };
}
