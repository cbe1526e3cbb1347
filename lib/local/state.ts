/**
 * What the twin remembers between starts (`.local/twin.json`): the ids of the user pool and app
 * client it created, the public API key, and whether the data was seeded.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface TwinState {
  userPoolId?: string;
  userPoolClientId?: string;
  /** the `x-api-key` public-profile calls send; random per data folder */
  publicApiKey: string;
  /** ISO time of the first successful seeding */
  seededAt?: string;
}

export function readState(file: string): TwinState {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<TwinState>;
    return { ...parsed, publicApiKey: parsed.publicApiKey ?? newApiKey() };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { publicApiKey: newApiKey() };
  }
}

/** Writes atomically so an interrupted start never leaves half a file. */
export function writeState(file: string, state: TwinState): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(temporary, file);
}

/** API Gateway keys are 20 to 128 characters; this mirrors the 40 alphanumerics it generates. */
function newApiKey(): string {
  return randomBytes(30)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 40)
    .padEnd(40, 'k');
}
