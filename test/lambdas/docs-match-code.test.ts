/**
 * The docs that list what the code declares stay true to it (docs/data-model.md): every entity is a
 * row of the Entities table and is listed under the module that declares it, every module of
 * lambdas/data/entities/ is named, and every reaction registered on the table's stream is described
 * under "Stream handler". A new entity, entity module or reaction fails here until the doc names it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as entities from '../../lambdas/data/entities';
import { TABLE_REACTIONS } from '../../lambdas/streams/reactions';

const ROOT = join(__dirname, '../..');
const dataModel = readFileSync(join(ROOT, 'docs/data-model.md'), 'utf8');

/** The text of the doc from the heading `from` up to the next heading of the same level. */
function section(doc: string, from: string): string {
  const start = doc.indexOf(from);
  if (start < 0) throw new Error(`docs/data-model.md has no "${from}"`);
  const level = from.match(/^#+/)![0];
  const next = doc.indexOf(`\n${level} `, start + from.length);
  return doc.slice(start, next < 0 ? undefined : next);
}

const ENTITIES_DIR = join(ROOT, 'lambdas/data/entities');
/** Each module of lambdas/data/entities/ that declares entities, with their names. */
const declared = readdirSync(ENTITIES_DIR)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => ({
    file,
    names: [
      ...readFileSync(join(ENTITIES_DIR, file), 'utf8').matchAll(/defineEntity\(\{\s*name: '(\w+)'/g),
    ].map((match) => match[1]!),
  }))
  .filter((module) => module.names.length > 0);

const entityNames = (Object.values(entities) as unknown[])
  .filter((value): value is { name: string; key: unknown } => {
    return typeof value === 'object' && value !== null && 'key' in value && 'name' in value;
  })
  .map((entity) => entity.name);

describe('docs/data-model.md', () => {
  it('finds the entities the code declares (the detector sees them all)', () => {
    expect(declared.flatMap((module) => module.names).sort()).toEqual([...entityNames].sort());
  });

  it.each(entityNames)('has a row for the entity %s in its Entities table', (name) => {
    const rows = section(dataModel, '## Entities')
      .split('\n')
      .filter((line) => line.startsWith('| '));
    expect(rows.some((row) => row.split('|')[1]!.includes(`\`${name}\``))).toBe(true);
  });

  it.each(declared.map((module) => [module.file, module.names] as const))(
    'lists the module %s with its entities',
    (file, names) => {
      const row = dataModel.split('\n').find((line) => line.startsWith(`| \`${file}\``));
      expect(row).toBeDefined();
      for (const name of names) expect(row).toContain(`\`${name}\``);
    },
  );

  it.each(TABLE_REACTIONS.map((reaction) => reaction.name))('describes the stream reaction %s', (name) => {
    expect(section(dataModel, '## Stream handler')).toContain(`\`${name}\``);
  });
});
