/**
 * The runtime configuration (/config.json, lib/contract/web-config.ts), fetched and validated once.
 * Everything that calls the API awaits `loadConfig()` first; the landing page never loads this module.
 */
import * as v from 'valibot';
import { payloadIssues } from '../../../lib/contract/validation';
import {
  EARLY_CONFIG_GLOBAL,
  WEB_CONFIG_PATH,
  WEB_CONFIG_REQUEST,
  webConfigSchema,
  type WebConfig,
} from '../../../lib/contract/web-config';
import { report } from './errors';

/** /config.json is missing, unreachable or does not match the contract. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

let pending: Promise<WebConfig> | null = null;

/**
 * The route preload's early fetch (scripts/build-web.ts), taken once: a retry after a failure fetches
 * anew. Null when the page did not start one (the landing page, a build without it, tests).
 */
function takeEarlyFetch(): Promise<Response> | null {
  const holder = window as unknown as Record<string, unknown>;
  const early = holder[EARLY_CONFIG_GLOBAL];
  delete holder[EARLY_CONFIG_GLOBAL];
  return early instanceof Promise ? (early as Promise<Response>) : null;
}

async function fetchConfig(): Promise<WebConfig> {
  let response: Response;
  try {
    response = await (takeEarlyFetch() ?? fetch(WEB_CONFIG_PATH, WEB_CONFIG_REQUEST));
  } catch (cause) {
    throw new ConfigError(`${WEB_CONFIG_PATH} could not be fetched`, { cause });
  }
  if (!response.ok) throw new ConfigError(`${WEB_CONFIG_PATH} answered ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new ConfigError(`${WEB_CONFIG_PATH} is not JSON`, { cause });
  }
  const parsed = v.safeParse(webConfigSchema, json);
  if (!parsed.success) {
    const fields = payloadIssues(parsed.issues)
      .map((issue) => issue.path || '(root)')
      .join(', ');
    throw new ConfigError(`${WEB_CONFIG_PATH} does not match the contract: ${fields}`);
  }
  return { ...parsed.output, apiUrl: parsed.output.apiUrl.replace(/\/+$/, '') };
}

/** The validated config; fetched on the first call, shared afterwards. A failure is reported and retried on the next call. */
export function loadConfig(): Promise<WebConfig> {
  pending ??= fetchConfig().catch((error: unknown) => {
    pending = null;
    report(error, { where: 'config' });
    throw error;
  });
  return pending;
}
