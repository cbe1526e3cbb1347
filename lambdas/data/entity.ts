/**
 * A small typed single-table entity helper (electrodb-style, hand-rolled).
 *
 * An entity is declared once: its attributes as a valibot object, and, for the table and each index,
 * a key template — a prefix and the attributes it is made of. The helper builds every key string
 * (`USER#<uuid>`, `GAME#000042`), the full item to write (keys, `entity`, TTL, sparse index keys),
 * and parses items read back into the declared type. No other module assembles keys.
 */
import * as v from 'valibot';
import { once } from '../../lib/contract/lazy';
import { TABLE_DEFINITION } from '../../lib/contract/table';

/** One part of a key: an attribute, optionally a number left-padded with zeros to `pad` digits. */
export type KeyPart<A> = (keyof A & string) | { readonly attr: keyof A & string; readonly pad: number };

export interface KeyTemplate<A> {
  /** fixed leading text, e.g. `USER`; '' for keys made only of attributes */
  readonly prefix: string;
  readonly parts: readonly KeyPart<A>[];
}

export interface IndexTemplate<A> {
  readonly pk: KeyTemplate<A>;
  readonly sk: KeyTemplate<A>;
}

type PartName<P> = P extends string ? P : P extends { readonly attr: infer N } ? N : never;
type PartsOf<T> = T extends { readonly parts: readonly (infer P)[] } ? PartName<P> : never;
/** The attributes a key template needs. */
export type KeyInput<A, T> = Pick<A, Extract<PartsOf<T>, keyof A>>;

export type TableKey = { pk: string; sk: string };
/**
 * The attributes of an entity: a valibot object (or one with an attribute family, `objectWithFamily`)
 * whose entries the data modules may also read.
 */
export type EntitySchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>> & {
  readonly entries: v.ObjectEntries;
};

/** The attributes of a family: any name ending in the suffix, each holding the family's value. */
type FamilyAttributes<N extends string, T> = { [K in `${string}${N}`]: T | undefined };

/** A valibot object with an attribute family beside its declared entries (see `objectWithFamily`). */
export type FamilySchema<
  E extends v.ObjectEntries,
  N extends string,
  V extends v.GenericSchema,
> = v.GenericSchema<
  v.InferInput<v.ObjectSchema<E, undefined>> & FamilyAttributes<N, v.InferInput<V>>,
  v.InferOutput<v.ObjectSchema<E, undefined>> & FamilyAttributes<N, v.InferOutput<V>>
> & {
  readonly entries: E;
  /** the family: its names' suffix, and the pattern a member's whole name matches */
  readonly family: { readonly suffix: N; readonly pattern: RegExp };
};

/**
 * An object of declared entries plus a family of attributes named `<lowerCamel>${suffix}`, each
 * validated by `value`: a member is kept whether declared or not (so a new one needs no declaration),
 * while any other undeclared attribute is dropped, as `v.object` drops it. Declared members keep their
 * own schema.
 */
export function objectWithFamily<
  const E extends v.ObjectEntries,
  const N extends string,
  V extends v.GenericSchema,
>(entries: E, family: { readonly suffix: N; readonly value: V }): FamilySchema<E, N, V> {
  const pattern = new RegExp(`^[a-z][A-Za-z0-9]*${family.suffix}$`);
  const schema = v.pipe(
    v.looseObject(entries),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const kept: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(dataset.value)) {
        if (Object.hasOwn(entries, name)) kept[name] = value;
        else if (pattern.test(name)) {
          const member = v.safeParse(family.value, value);
          if (!member.success) {
            addIssue({ message: `${name} is not a valid ${family.suffix}`, received: JSON.stringify(value) });
            return NEVER;
          }
          if (member.output !== undefined) kept[name] = member.output;
        }
      }
      return kept;
    }),
  );
  return Object.assign(schema, { family: { suffix: family.suffix, pattern } }) as unknown as FamilySchema<
    E,
    N,
    V
  >;
}
export type IndexName = (typeof TABLE_DEFINITION.indexes)[number]['indexName'];
export const TTL_ATTRIBUTE = TABLE_DEFINITION.ttlAttribute;

function partValue<A>(attributes: Partial<A>, part: KeyPart<A>): string {
  const name = typeof part === 'string' ? part : part.attr;
  const value = (attributes as Record<string, unknown>)[name];
  if (value === undefined || value === null || value === '') throw new Error(`key part ${name} is missing`);
  if (typeof part !== 'string') {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new Error(`key part ${name} must be a non-negative integer`);
    }
    return String(value).padStart(part.pad, '0');
  }
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new Error(`key part ${name} is not a scalar`);
  return String(value);
}

/** The key string for a template: prefix and parts joined with '#'. */
export function buildKey<A>(template: KeyTemplate<A>, attributes: Partial<A>): string {
  const values = template.parts.map((part) => partValue(attributes, part));
  return [template.prefix, ...values].filter((piece) => piece !== '').join('#');
}

/** The attributes a key string was built from (the inverse of buildKey for values without '#'). */
export function readKey<A>(template: KeyTemplate<A>, key: string): Partial<A> {
  const pieces = key.split('#');
  if (template.prefix !== '' && pieces.shift() !== template.prefix) return {};
  const attributes: Record<string, unknown> = {};
  template.parts.forEach((part, index) => {
    const piece = pieces[index];
    if (piece === undefined) return;
    if (typeof part === 'string') attributes[part] = piece;
    else attributes[part.attr] = Number(piece);
  });
  return attributes as Partial<A>;
}

/**
 * The leading text shared by every key whose first parts are the given attributes, for
 * `begins_with`: parts are used until the first missing one; the result ends with '#' when
 * anything follows.
 */
export function buildKeyPrefix<A>(template: KeyTemplate<A>, attributes: Partial<A>): string {
  const pieces = template.prefix === '' ? [] : [template.prefix];
  for (const part of template.parts) {
    const name = typeof part === 'string' ? part : part.attr;
    if ((attributes as Record<string, unknown>)[name] === undefined) return `${pieces.join('#')}#`;
    pieces.push(partValue(attributes, part));
  }
  return pieces.join('#');
}

export interface EntityDefinition<
  S extends EntitySchema,
  PK extends KeyTemplate<v.InferOutput<S>>,
  SK extends KeyTemplate<v.InferOutput<S>>,
  G1 extends IndexTemplate<v.InferOutput<S>> | undefined,
  G2 extends IndexTemplate<v.InferOutput<S>> | undefined,
  G3 extends IndexTemplate<v.InferOutput<S>> | undefined = undefined,
  G4 extends IndexTemplate<v.InferOutput<S>> | undefined = undefined,
> {
  /** stored as the `entity` attribute; the stream handler branches on it */
  readonly name: string;
  /** builds the attributes' schema; called once, on first use (a cold start builds no entity schema) */
  readonly schema: () => S;
  readonly pk: PK;
  readonly sk: SK;
  readonly gsi1?: G1;
  readonly gsi2?: G2;
  /** gsi3 and gsi4 project only the `card` attribute (lib/contract/table.ts): for indexes read by the page */
  readonly gsi3?: G3;
  readonly gsi4?: G4;
  /** sparse indexes: an item carries an index's keys only while its predicate holds */
  readonly sparse?: { readonly [I in IndexName]?: (attributes: v.InferOutput<S>) => boolean };
  /** epoch seconds after which DynamoDB may delete the item */
  readonly ttl?: (attributes: v.InferOutput<S>) => number | undefined;
  /**
   * Attributes stored only inside the table keys (`pk`, `sk`): left out of the written item and read
   * back from the keys, for items read in bulk whose size is their cost. Only for values that never
   * hold '#' (uuids, ISO timestamps, ids).
   */
  readonly keyOnly?: readonly (keyof v.InferOutput<S> & string)[];
}

export interface IndexAccess<A, T extends IndexTemplate<A>> {
  readonly indexName: IndexName;
  readonly pkAttribute: string;
  readonly skAttribute: string;
  /** the index partition key value */
  partition(input: KeyInput<A, T['pk']>): string;
  /** the index sort key value */
  sortKey(input: KeyInput<A, T['sk']>): string;
  /** the index sort key prefix made of the given leading parts */
  sortKeyPrefix(input: Partial<A>): string;
}

export interface Entity<
  S extends EntitySchema,
  PK extends KeyTemplate<v.InferOutput<S>>,
  SK extends KeyTemplate<v.InferOutput<S>>,
  G1 extends IndexTemplate<v.InferOutput<S>> | undefined,
  G2 extends IndexTemplate<v.InferOutput<S>> | undefined,
  G3 extends IndexTemplate<v.InferOutput<S>> | undefined = undefined,
  G4 extends IndexTemplate<v.InferOutput<S>> | undefined = undefined,
> {
  readonly name: string;
  readonly schema: S;
  /** the table key of one item */
  key(input: KeyInput<v.InferOutput<S>, PK> & KeyInput<v.InferOutput<S>, SK>): TableKey;
  /** the table partition key value */
  partition(input: KeyInput<v.InferOutput<S>, PK>): string;
  /** the table sort key prefix made of the given leading parts (for begins_with) */
  sortKeyPrefix(input?: Partial<v.InferOutput<S>>): string;
  /** the full item to write: validated attributes, keys, sparse index keys, `entity`, TTL */
  item(attributes: v.InferInput<S>): Record<string, unknown>;
  /** an item read back, as the declared attributes (keys and unknown attributes dropped) */
  parse(raw: Record<string, unknown>): v.InferOutput<S>;
  /** whether a raw item (e.g. a stream image) is of this entity */
  is(raw: Record<string, unknown> | undefined): boolean;
  /** all key attributes (table and indexes) of an item: an ExclusiveStartKey for any index */
  startKey(attributes: Partial<v.InferOutput<S>>, index?: IndexName): Record<string, string>;
  readonly gsi1: G1 extends IndexTemplate<v.InferOutput<S>> ? IndexAccess<v.InferOutput<S>, G1> : undefined;
  readonly gsi2: G2 extends IndexTemplate<v.InferOutput<S>> ? IndexAccess<v.InferOutput<S>, G2> : undefined;
  readonly gsi3: G3 extends IndexTemplate<v.InferOutput<S>> ? IndexAccess<v.InferOutput<S>, G3> : undefined;
  readonly gsi4: G4 extends IndexTemplate<v.InferOutput<S>> ? IndexAccess<v.InferOutput<S>, G4> : undefined;
}

const INDEX_ATTRIBUTES: Record<IndexName, { pk: string; sk: string }> = Object.fromEntries(
  TABLE_DEFINITION.indexes.map((index) => [index.indexName, { pk: index.partitionKey, sk: index.sortKey }]),
) as Record<IndexName, { pk: string; sk: string }>;

function indexAccess<A, T extends IndexTemplate<A>>(indexName: IndexName, template: T): IndexAccess<A, T> {
  return {
    indexName,
    pkAttribute: INDEX_ATTRIBUTES[indexName].pk,
    skAttribute: INDEX_ATTRIBUTES[indexName].sk,
    partition: (input) => buildKey(template.pk, input as Partial<A>),
    sortKey: (input) => buildKey(template.sk, input as Partial<A>),
    sortKeyPrefix: (input) => buildKeyPrefix(template.sk, input),
  };
}

/** Declares an entity; see the module comment. */
export function defineEntity<
  S extends EntitySchema,
  const PK extends KeyTemplate<v.InferOutput<S>>,
  const SK extends KeyTemplate<v.InferOutput<S>>,
  const G1 extends IndexTemplate<v.InferOutput<S>> | undefined = undefined,
  const G2 extends IndexTemplate<v.InferOutput<S>> | undefined = undefined,
  const G3 extends IndexTemplate<v.InferOutput<S>> | undefined = undefined,
  const G4 extends IndexTemplate<v.InferOutput<S>> | undefined = undefined,
>(definition: EntityDefinition<S, PK, SK, G1, G2, G3, G4>): Entity<S, PK, SK, G1, G2, G3, G4> {
  type A = v.InferOutput<S>;
  const { name } = definition;
  const schema = once(definition.schema);
  const indexes: [IndexName, IndexTemplate<A> | undefined][] = [
    ['gsi1', definition.gsi1],
    ['gsi2', definition.gsi2],
    ['gsi3', definition.gsi3],
    ['gsi4', definition.gsi4],
  ];
  const keyOnly = (definition.keyOnly?.length ?? 0) > 0;
  const fromKeys = (raw: Record<string, unknown>): Partial<A> =>
    ({
      ...(typeof raw.pk === 'string' ? readKey(definition.pk, raw.pk) : {}),
      ...(typeof raw.sk === 'string' ? readKey(definition.sk, raw.sk) : {}),
    }) as Partial<A>;
  const access = (indexName: IndexName, template: IndexTemplate<A> | undefined) =>
    template ? indexAccess<A, IndexTemplate<A>>(indexName, template) : undefined;
  const tableKey = (attributes: Partial<A>): TableKey => ({
    pk: buildKey(definition.pk, attributes),
    sk: buildKey(definition.sk, attributes),
  });

  return {
    name,
    get schema() {
      return schema();
    },
    key: (input) => tableKey(input as Partial<A>),
    partition: (input) => buildKey(definition.pk, input as Partial<A>),
    sortKeyPrefix: (input = {}) => buildKeyPrefix(definition.sk, input),
    item(input) {
      const attributes = v.parse(schema(), input) as A;
      const item: Record<string, unknown> = { ...attributes, ...tableKey(attributes), entity: name };
      for (const [indexName, template] of indexes) {
        const belongs = definition.sparse?.[indexName];
        if (!template || (belongs && !belongs(attributes))) continue;
        const names = INDEX_ATTRIBUTES[indexName];
        item[names.pk] = buildKey(template.pk, attributes);
        item[names.sk] = buildKey(template.sk, attributes);
      }
      const expiresAt = definition.ttl?.(attributes);
      if (expiresAt !== undefined) item[TTL_ATTRIBUTE] = expiresAt;
      for (const attribute of definition.keyOnly ?? []) delete item[attribute];
      return item;
    },
    parse: (raw) => v.parse(schema(), keyOnly ? { ...fromKeys(raw), ...raw } : raw) as A,
    is: (raw) => raw?.entity === name,
    startKey(attributes, index) {
      const key: Record<string, string> = { ...tableKey(attributes) };
      const template = indexes.find(([indexName]) => indexName === index)?.[1];
      if (index && template) {
        key[INDEX_ATTRIBUTES[index].pk] = buildKey(template.pk, attributes);
        key[INDEX_ATTRIBUTES[index].sk] = buildKey(template.sk, attributes);
      }
      return key;
    },
    gsi1: access('gsi1', definition.gsi1),
    gsi2: access('gsi2', definition.gsi2),
    gsi3: access('gsi3', definition.gsi3),
    gsi4: access('gsi4', definition.gsi4),
  } as Entity<S, PK, SK, G1, G2, G3, G4>;
}
