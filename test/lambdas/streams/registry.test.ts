// The stream's reaction registry (lambdas/streams/reactions/index.ts): every reaction a module under
// streams/reactions/ exports is registered exactly once, and the consumer's real data is exactly the
// access patterns the registered reactions name, each the data layer's own function.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as data from '../../../lambdas/data';
import { TABLE_REACTIONS } from '../../../lambdas/streams/reactions';
import type { Reaction } from '../../../lambdas/streams/reactions/reaction';

const FOLDER = join(__dirname, '../../../lambdas/streams/reactions');

const isReaction = (value: unknown): value is Reaction =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Reaction).name === 'string' &&
  typeof (value as Reaction).react === 'function' &&
  typeof (value as Reaction).data === 'object';

describe('the stream reaction registry', () => {
  let exported: Reaction[];
  beforeAll(async () => {
    const modules = readdirSync(FOLDER)
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
      .map((file) => import(join(FOLDER, file)) as Promise<Record<string, unknown>>);
    exported = (await Promise.all(modules)).flatMap((module) => Object.values(module)).filter(isReaction);
  });

  it('registers every reaction the modules export, once, under a name of its own', () => {
    expect(exported.length).toBeGreaterThanOrEqual(17);
    const registered: readonly Reaction[] = TABLE_REACTIONS as readonly Reaction[];
    expect(new Set(registered).size).toBe(registered.length);
    expect([...exported].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...registered].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(new Set(registered.map((reaction) => reaction.name)).size).toBe(registered.length);
  });

  it("binds each reaction's access patterns to the data layer's own functions", () => {
    for (const reaction of TABLE_REACTIONS) {
      for (const [name, fn] of Object.entries(reaction.data as Record<string, unknown>)) {
        expect([reaction.name, name, fn]).toEqual([
          reaction.name,
          name,
          (data as Record<string, unknown>)[name],
        ]);
      }
    }
  });
});
