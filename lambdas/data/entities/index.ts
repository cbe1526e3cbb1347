/**
 * Every entity of the single table, declared once, one module per area (see docs/data-model.md for
 * the access patterns). Item types are derived from these declarations:
 * `Profile = v.InferOutput<typeof ProfileEntity.schema>`.
 * Each declaration is marked `@__PURE__`, so esbuild drops the ones a Lambda's data modules never use:
 * a bundle holds only its own entities (scripts/bench, BENCH_INPUTS=1).
 */
export * from './catalogue';
export * from './accounts';
export * from './games';
export * from './social';
export * from './community';
export * from './cards';
export * from './matching';
export * from './chat';
export * from './connections';
export * from './support';
export * from './operations';
export * from './search';
export * from './presence';
export * from './chronicle';
