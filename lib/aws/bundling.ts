/**
 * How every Lambda is bundled, as esbuild options. lib/aws/functions.ts passes these to NodejsFunction
 * and scripts/bench bundles with them too, so the benchmark measures exactly what is deployed.
 */
export const BUNDLING = {
  format: 'cjs',
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
} as const;
