/** Where the twin started by test/twin/global-setup.ts answers; read by integration and browser tests. */
import { readFileSync } from 'node:fs';
import type { TwinInfo } from '../../lib/local/twin';

export interface TwinUrls {
  site: string;
}

export function twinUrls(): TwinUrls {
  const site = process.env.TWIN_URL;
  if (!site) throw new Error('TWIN_URL is not set: the twin project global setup did not run');
  return { site };
}

/** Everything the global setup's twin reports: URLs, engine endpoints, pool ids, API key, table. */
export function twinInfo(): TwinInfo {
  const file = process.env.TWIN_INFO_FILE;
  if (!file) throw new Error('TWIN_INFO_FILE is not set: the twin project global setup did not run');
  return JSON.parse(readFileSync(file, 'utf8')) as TwinInfo;
}
