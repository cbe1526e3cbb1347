/**
 * `npm run seed -- --stage <stage>`: seeds a deployed stage from its stack's outputs with lib/seed
 * (scripts/ops/seed-stage.ts: prod is seeded with the catalogue alone and only when told twice; every
 * member gets a password of its own). Uses the SDK's credentials and region (`--region`, else
 * AWS_REGION or the profile's). The twin seeds itself on `npm start`.
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { loadSeedUsers } from '../lib/seed/data';
import { reportFailure } from './ops/errors';
import { writePrivateFile } from './ops/private-file';
import { parseSeedArgs, seedStage, type SeedEnvironment } from './ops/seed-stage';
import { cloudFormationOutputs } from './ops/stack-outputs';

const ROOT = path.resolve(__dirname, '..');

/** The seed's clients read their configuration from the environment: set it before lib/ is loaded. */
function useEnvironment(env: SeedEnvironment): void {
  Object.assign(process.env, env);
}

async function ask(question: string): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const { region } = parseSeedArgs(argv);
  if (region) process.env.AWS_REGION = region;
  await seedStage(argv, {
    outputs: cloudFormationOutputs(new CloudFormationClient(region ? { region } : {})),
    ask,
    users: loadSeedUsers,
    seededAt: async (env) => {
      useEnvironment(env);
      const { getSeedMarker } = await import('../lambdas/data/seed-marker');
      return (await getSeedMarker())?.seededAt;
    },
    seed: async (env, options) => {
      useEnvironment(env);
      const { seed } = await import('../lib/seed/seed');
      return seed(options);
    },
    writePrivateFile,
    root: ROOT,
    log: (line) => console.info(line),
  });
}

main().catch((error: unknown) => reportFailure(error, 'seed'));
