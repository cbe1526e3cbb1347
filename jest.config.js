// One jest run covers every kind of test; each kind is a project so it gets the right environment.
/** @type {import('jest').Config['transform']} */
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
const common = { transform, moduleFileExtensions: ['ts', 'tsx', 'js', 'json'] };

/** @type {import('jest').Config} */
module.exports = {
  // one value for all projects (jest reads testTimeout globally); browser journeys need the most
  testTimeout: 60000,
  // one worker per core (jest's default leaves one core to itself: on 2 cores that runs every file in turn)
  maxWorkers: '100%',
  // the twin's files last, so its seed settles while the other projects run
  testSequencer: '<rootDir>/test/sequencer.js',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/{lambdas,lib/contract,lib/seed,lib/reference,scripts}/**/*.test.ts'],
      setupFilesAfterEnv: ['aws-sdk-client-mock-jest'],
    },
    {
      ...common,
      displayName: 'cdk',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/lib/aws/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/web/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/web/setup.ts'],
      moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/test/web/file-stub.js' },
    },
    {
      ...common,
      displayName: 'twin',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/{integration,browser}/**/*.test.ts'],
      globalSetup: '<rootDir>/test/twin/global-setup.ts',
      globalTeardown: '<rootDir>/test/twin/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/twin/seed-settled.ts'],
    },
  ],
};
