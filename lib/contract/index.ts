/**
 * The contract, in one import for the CDK app, the twin, scripts and tests. The Lambdas import the
 * modules they need directly instead (test/lambdas/imports.test.ts): this index also re-exports the
 * ready-built field schemas (`fields`, schemas.ts), whose building costs every cold start milliseconds.
 */
export * from './codes';
export * from './constants';
export * from './route';
export * from './manifest';
export * from './sockets';
export * from './table';
export * as fields from './schemas';
export * as answers from './responses';
export * from './web-config';
export * from './handlers';
