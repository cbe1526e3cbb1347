// One lint setup for the whole tree; `npm test` runs it through `npm run check`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'dist/', '.local/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['*.config.js', 'test/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS files jest loads as they are: require is how they import
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'lib/local/**', 'test/**', 'bin/**'],
    rules: { 'no-console': 'off' },
  },
  // Server layers: the import rules of lambdas/ and lib/contract, with their reasons below.
  ...serverLayers(),
  // Web layers: the import rules of web/src, defined with their reasons at the end of this file.
  ...webLayers(),
);

/** An import whose relative path passes through a folder (or file) named one of `names`. */
function through(...names) {
  return `^\\.{1,2}/(?:.*/)?(?:${names.join('|')})(?:/|$)`;
}

// ---- Server layers -------------------------------------------------------------------------------
// lambdas/ is layered, top to bottom: the transports (services/ for REST, sockets/, streams/, http/)
// → domain/ (with the adapters auth/, media/ and push/ beside it) → data/ → core/ → model/, with
// lib/contract beneath everything. A layer imports its own and lower ones, never a higher one: data
// stores and reads what domain decides, so what both need (the player card, the pool's keys, the
// online window) lives in model/, pure and importing nothing of ours but the contract. Further: domain
// holds rules, not AWS (no SDK, and data only as types: the access patterns are passed in); and the
// contract imports nothing of ours, so the web, the stack and the twin can all read it.
// scripts/import-graph.ts counts what still goes up, type-only imports included, and finds circles
// (test/scripts/import-graph.test.ts).
function serverLayers() {
  const transports = {
    regex: through('http', 'sockets', 'streams', 'services'),
    message: 'This layer sits below the transports: throw a core error and let the transport answer.',
  };
  const below = (name, above, remedy) => ({
    regex: through(...above),
    message: `${name} sits below ${above.map((folder) => `${folder}/`).join(', ')}: ${remedy}`,
  });
  const moveDown = 'move what both need down into model/, or let the caller pass it in.';
  const awsSdk = {
    regex: '^@aws-sdk/',
    message: 'Domain code is free of AWS plumbing: take the access pattern as a parameter (deps.data).',
  };
  const dataAtRuntime = {
    regex: through('data'),
    allowTypeImports: true,
    message: 'Domain code reads data only through the access patterns passed in; import item types only.',
  };
  const outOf = (depth) => ({
    regex: `^(?:\\.\\./){${depth}}`,
    message: 'The contract imports nothing of ours outside lib/contract: everything else imports it.',
  });
  const layer = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
  return [
    layer(['lambdas/{domain,auth,media,push}/**/*.ts'], [transports]),
    layer(['lambdas/domain/**/*.ts'], [transports, awsSdk, dataAtRuntime]),
    layer(['lambdas/data/**/*.ts'], [transports, below('data/', ['domain', 'auth', 'media'], moveDown)]),
    layer(
      ['lambdas/core/**/*.ts'],
      [
        transports,
        below(
          'core/',
          ['domain', 'auth', 'media', 'data'],
          'name no data or rule here; the layers above pass theirs in.',
        ),
      ],
    ),
    layer(
      ['lambdas/model/**/*.ts'],
      [
        transports,
        below(
          'model/',
          ['domain', 'auth', 'media', 'data', 'core'],
          'keep it pure values and key functions over the contract.',
        ),
        { ...awsSdk, message: 'model/ is pure values and key functions: no AWS.' },
      ],
    ),
    layer(['lib/contract/*.ts'], [outOf(1)]),
    layer(['lib/contract/*/**/*.ts'], [outOf(2)]),
  ];
}

// ---- Web layers ----------------------------------------------------------------------------------
// web/src is layered, top to bottom: main.tsx → app → screens → components → state → lib and locale,
// with the shared contract (../lib/contract, ../lib/reference) beneath. A layer imports its own and
// lower ones, never a higher one; a screen folder imports no other screen folder (what two screens
// share moves down into components or lib, and app composes screens); nothing in web/ imports lambdas/.
// Imports are relative, so each rule is a pattern on the path an import goes through. Two details:
// no-restricted-imports sees static imports and re-exports, not the import() that loads a lazy chunk,
// so each pattern is also a no-restricted-syntax selector on import(); and in flat config the last
// block that sets a rule replaces its options for a file, so every block carries the lambdas rule.
function webLayers() {
  const noLambdas = {
    regex: '(?:^|/)lambdas(?:/|$)',
    message: 'The web never imports lambdas/: what both sides need belongs in lib/contract.',
  };
  const layer = (folders, forbidden = []) => {
    const rules = [...forbidden, noLambdas];
    return {
      files: folders.map((folder) => `${folder}/**/*.{ts,tsx}`),
      rules: {
        // folder names are matched as written: components/profile is not the screens/Profile folder
        'no-restricted-imports': [
          'error',
          { patterns: rules.map((rule) => ({ ...rule, caseSensitive: true })) },
        ],
        'no-restricted-syntax': [
          'error',
          ...rules.map(({ regex, message }) => ({
            selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
            message,
          })),
        ],
      },
    };
  };
  const screens = readdirSync(join(import.meta.dirname, 'web/src/screens'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const below = (name, above) => ({
    regex: through(...above),
    message: `${name} sits below ${above.map((folder) => `${folder}/`).join(', ')}: move the shared piece down, or let the upper layer pass it in.`,
  });
  return [
    layer(['web']),
    layer(
      ['web/src/lib', 'web/src/locale'],
      [below('lib/ and locale/', ['state', 'components', 'screens', 'app'])],
    ),
    layer(['web/src/state'], [below('state/', ['components', 'screens', 'app'])]),
    layer(['web/src/components'], [below('components/', ['screens', 'app'])]),
    ...screens.map((screen) =>
      layer(
        [`web/src/screens/${screen}`],
        [
          below('screens/', ['app']),
          {
            regex: through('screens', ...screens.filter((other) => other !== screen)),
            message: `screens/${screen} imports no other screen: share through components/ or lib/, compose screens in app/.`,
          },
        ],
      ),
    ),
  ];
}
