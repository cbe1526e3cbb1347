/**
 * Writes the reference lists: data/<lang>/{languages,countries,timezones}.json for each interface
 * language, plus data/meta.json naming the ICU they came from.
 *
 *   npx tsx lib/reference/generate.ts
 *
 * Needs full ICU (Node 20+ ships it). Output is formatted with the repository's prettier settings.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { INTERFACE_LANGUAGES } from '../contract';
import { buildReferenceLists, currentIcu } from './build';
import { REFERENCE_KINDS } from './types';

const DATA_DIR = join(__dirname, 'data');

async function writeJson(file: string, value: unknown): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  const text = await prettier.format(JSON.stringify(value), { ...options, filepath: file });
  await writeFile(file, text);
}

async function main(): Promise<void> {
  for (const lang of INTERFACE_LANGUAGES) {
    const lists = buildReferenceLists(lang);
    const dir = join(DATA_DIR, lang);
    await mkdir(dir, { recursive: true });
    for (const kind of REFERENCE_KINDS) await writeJson(join(dir, `${kind}.json`), lists[kind]);
    console.info(
      `${lang}: ${lists.languages.length} languages, ${lists.countries.length} countries, ${lists.timezones.length} time zones`,
    );
  }
  await writeJson(join(DATA_DIR, 'meta.json'), currentIcu());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
