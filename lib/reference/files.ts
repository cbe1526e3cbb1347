/**
 * The English lists as files, for the Lambdas. Bundled, they would be about 36 KiB of object literals
 * that every cold load of the functions using them parses (scripts/bench: load time follows bundle
 * bytes); read as JSON on first use they cost well under a millisecond once. lib/aws/functions.ts
 * copies these files into every function's asset, under LAMBDA_REFERENCE_DIR; elsewhere (the twin,
 * tests) they are read from the source tree.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReferenceLists } from './types';

/** The files, one per list, in data/<language>/. */
export const REFERENCE_FILES = [
  'countries',
  'languages',
  'timezones',
] as const satisfies readonly (keyof ReferenceLists)[];
/** The English files in the source tree (relative to the project root). */
export const ENGLISH_SOURCE_DIR = 'lib/reference/data/en';
/** Where a function's asset holds them (relative to the task root). */
export const LAMBDA_REFERENCE_DIR = 'reference-en';

/** The directory to read: the function's own copy on Lambda (LAMBDA_TASK_ROOT is set there), the source tree otherwise. */
export function englishListsDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return env.LAMBDA_TASK_ROOT
    ? join(env.LAMBDA_TASK_ROOT, LAMBDA_REFERENCE_DIR)
    : join(__dirname, '..', '..', ENGLISH_SOURCE_DIR);
}

/** Reads and parses the three English lists. */
export async function readEnglishLists(directory = englishListsDirectory()): Promise<ReferenceLists> {
  const [countries, languages, timezones] = await Promise.all(
    REFERENCE_FILES.map(
      async (name) => JSON.parse(await readFile(join(directory, `${name}.json`), 'utf8')) as unknown,
    ),
  );
  return { countries, languages, timezones } as ReferenceLists;
}
