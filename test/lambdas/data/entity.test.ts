import * as v from 'valibot';
import { buildKey, buildKeyPrefix, defineEntity } from '../../../lambdas/data/entity';

const Sample = defineEntity({
  name: 'sample',
  schema: () =>
    v.object({
      owner: v.string(),
      gameId: v.pipe(v.number(), v.integer()),
      score: v.pipe(v.number(), v.integer()),
      listed: v.boolean(),
      until: v.optional(v.pipe(v.number(), v.integer())),
    }),
  pk: { prefix: 'OWNER', parts: ['owner'] },
  sk: { prefix: 'GAME', parts: [{ attr: 'gameId', pad: 6 }] },
  gsi1: {
    pk: { prefix: 'GAMEPLAYERS', parts: ['gameId'] },
    sk: { prefix: '', parts: [{ attr: 'score', pad: 3 }, 'owner'] },
  },
  gsi2: { pk: { prefix: 'ALL', parts: [] }, sk: { prefix: '', parts: ['owner'] } },
  sparse: { gsi1: (item) => item.listed },
  ttl: (item) => item.until,
});

describe('entity helper', () => {
  it('builds table keys from the declared parts, padding numbers', () => {
    expect(Sample.key({ owner: 'u1', gameId: 42 })).toEqual({ pk: 'OWNER#u1', sk: 'GAME#000042' });
    expect(Sample.partition({ owner: 'u1' })).toBe('OWNER#u1');
  });

  it('writes the full item: attributes, keys, index keys, entity and TTL', () => {
    const item = Sample.item({ owner: 'u1', gameId: 7, score: 87, listed: true, until: 1_700_000_000 });

    expect(item).toEqual({
      owner: 'u1',
      gameId: 7,
      score: 87,
      listed: true,
      until: 1_700_000_000,
      pk: 'OWNER#u1',
      sk: 'GAME#000007',
      gsi1pk: 'GAMEPLAYERS#7',
      gsi1sk: '087#u1',
      gsi2pk: 'ALL',
      gsi2sk: 'u1',
      entity: 'sample',
      expiresAt: 1_700_000_000,
    });
  });

  it('leaves a sparse index out while its predicate does not hold', () => {
    const item = Sample.item({ owner: 'u1', gameId: 7, score: 1, listed: false });

    expect(item).not.toHaveProperty('gsi1pk');
    expect(item).not.toHaveProperty('gsi1sk');
    expect(item).not.toHaveProperty('expiresAt');
    expect(item.gsi2pk).toBe('ALL');
  });

  it('validates attributes before writing', () => {
    expect(() => Sample.item({ owner: 'u1', gameId: 1.5, score: 1, listed: true })).toThrow();
  });

  it('parses a stored item back to its attributes only', () => {
    const stored = Sample.item({ owner: 'u1', gameId: 7, score: 3, listed: true });

    expect(Sample.parse(stored)).toEqual({ owner: 'u1', gameId: 7, score: 3, listed: true });
    expect(Sample.is(stored)).toBe(true);
    expect(Sample.is({ entity: 'other' })).toBe(false);
  });

  it('keeps key-only attributes in the keys alone and reads them back from there', () => {
    const Lean = defineEntity({
      name: 'lean',
      schema: () => v.object({ owner: v.string(), gameId: v.number(), note: v.string() }),
      pk: { prefix: 'OWNER', parts: ['owner'] },
      sk: { prefix: 'GAME', parts: [{ attr: 'gameId', pad: 6 }] },
      keyOnly: ['owner', 'gameId'],
    });
    const stored = Lean.item({ owner: 'u1', gameId: 7, note: 'hi' });

    expect(stored).toEqual({ pk: 'OWNER#u1', sk: 'GAME#000007', note: 'hi', entity: 'lean' });
    expect(Lean.parse(stored)).toEqual({ owner: 'u1', gameId: 7, note: 'hi' });
    // an item written before the attributes moved into the keys still reads the same
    expect(Lean.parse({ ...stored, owner: 'u1', gameId: 7 })).toEqual({ owner: 'u1', gameId: 7, note: 'hi' });
    expect(() => Lean.parse({ pk: 'OTHER#u1', sk: 'GAME#000007', note: 'hi' })).toThrow();
  });

  it('gives begins_with prefixes from the leading parts', () => {
    expect(Sample.sortKeyPrefix()).toBe('GAME#');
    expect(Sample.gsi1.sortKeyPrefix({ score: 5 })).toBe('005#');
    expect(buildKeyPrefix<{ x: string; y: string }>({ prefix: 'A', parts: ['x', 'y'] }, { x: 'one' })).toBe(
      'A#one#',
    );
  });

  it('builds an ExclusiveStartKey for an index from the item attributes', () => {
    expect(Sample.startKey({ owner: 'u1', gameId: 7, score: 9 }, 'gsi1')).toEqual({
      pk: 'OWNER#u1',
      sk: 'GAME#000007',
      gsi1pk: 'GAMEPLAYERS#7',
      gsi1sk: '009#u1',
    });
  });

  it('refuses keys with missing or malformed parts', () => {
    expect(() => buildKey({ prefix: 'A', parts: ['x'] }, {})).toThrow(/x is missing/);
    expect(() => buildKey({ prefix: 'A', parts: [{ attr: 'n', pad: 3 }] }, { n: -1 })).toThrow(
      /non-negative/,
    );
  });
});
