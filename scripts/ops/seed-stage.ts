/**
 * `npm run seed -- --stage <stage>`, less its AWS clients (scripts/seed.ts passes them): seeds a
 * deployed stage with lib/seed through the data layer, configured from the stage's stack outputs
 * (docs/RUNBOOK.md "Seeding").
 *
 * Two rules keep a deployed stage safe:
 * - Passwords. The dataset's members share one password that the README publishes: fine on the twin,
 *   an open door anywhere reachable. On a deployed stage every member gets a random password of its
 *   own, written before any is set to `.seed-passwords/<stage>.json` (gitignored, readable by its
 *   owner only), so a run that stops half-way still leaves the passwords it set on record.
 * - Prod. Prod holds real players: it gets the games catalogue alone, never demo members or their
 *   chat, and only when told twice: `--yes-seed-prod` on the command line, and the stack's name
 *   (PlayJoin-prod) typed back at the prompt, or given as `--confirm PlayJoin-prod` where no one can
 *   type (CI). A dry run needs neither: it changes nothing.
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { LIMITS } from '../../lib/contract/constants';
import type { SeedOptions, SeedResult } from '../../lib/seed/seed';
import type { SeedUser } from '../../lib/seed/types';
import { parseCommandLine } from './args';
import { OpsError } from './errors';
import { checkStage, PROD_STAGE, requireOutputs, stackName, type OutputsSource } from './stack-outputs';

/** The stack outputs a seed reads (lib/aws/playjoin-stack.ts). */
export const SEED_OUTPUTS = [
  'TableName',
  'UserPoolId',
  'UserPoolClientId',
  'MediaBucketName',
  'MediaBaseUrl',
] as const;

export const SEED_USAGE =
  'usage: npm run seed -- --stage <stage> [--region <region>] [--dry-run] [--force] ' +
  '[--yes-seed-prod [--confirm PlayJoin-prod]]';

/** Where the members' passwords are written, under the repository (the folder is gitignored). */
export const PASSWORDS_FOLDER = '.seed-passwords';

export class SeedRefusedError extends OpsError {}

export interface SeedArgs {
  stage: string;
  region?: string;
  dryRun: boolean;
  force: boolean;
  yesSeedProd: boolean;
  /** the stack's name, typed on the command line instead of at the prompt */
  confirm?: string;
}

export function parseSeedArgs(argv: string[]): SeedArgs {
  const values = parseCommandLine(
    argv,
    {
      stage: { type: 'string' },
      region: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      'yes-seed-prod': { type: 'boolean', default: false },
      confirm: { type: 'string' },
    },
    SEED_USAGE,
  );
  return {
    stage: checkStage(values.stage),
    region: values.region,
    dryRun: values['dry-run'] === true,
    force: values.force === true,
    yesSeedProd: values['yes-seed-prod'] === true,
    confirm: values.confirm,
  };
}

/**
 * Whether the stage may be seeded: any stage but prod; prod when told twice (see the module comment).
 * `ask` puts a question to the operator and answers what they typed, or undefined without a terminal.
 */
export async function checkConsent(
  args: SeedArgs,
  ask: (question: string) => Promise<string | undefined>,
): Promise<void> {
  if (args.stage !== PROD_STAGE || args.dryRun) return;
  const name = stackName(args.stage);
  if (!args.yesSeedProd) {
    throw new SeedRefusedError(
      `${name} holds real players' data: seeding it needs --yes-seed-prod, and then its name typed back ` +
        '(it gets the games catalogue alone, never demo members)',
    );
  }
  const typed =
    args.confirm ?? (await ask(`Seeding ${name} with the games catalogue. Type ${name} to go on: `));
  if (typed === undefined) {
    throw new SeedRefusedError(`no terminal to confirm on: add --confirm ${name}`);
  }
  if (typed.trim() !== name) {
    throw new SeedRefusedError(`"${typed.trim()}" is not ${name}: nothing was seeded`);
  }
}

/**
 * A random password the contract's rule accepts (lib/contract/rules.ts PASSWORD_PATTERN): the longest
 * it allows, at least one digit and one symbol, letters that cannot be misread (no I, l, O, 0, 1).
 * About 85 bits: nobody guesses it, and it never repeats the dataset's public one.
 */
export function generatePassword(random: (max: number) => number = randomInt): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const digits = '23456789';
  const symbols = LIMITS.passwordSymbols;
  const every = letters + digits + symbols;
  const pick = (from: string) => from[random(from.length)]!;
  const characters = [pick(digits), pick(symbols)];
  while (characters.length < LIMITS.passwordMax) characters.push(pick(every));
  // Fisher–Yates, so the digit and the symbol are anywhere
  for (let i = characters.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  return characters.join('');
}

export interface MemberLogin {
  userName: string;
  email: string;
  password: string;
  active: boolean;
}

/** Each member's login with a password of its own. */
export function memberLogins(users: readonly SeedUser[], password = () => generatePassword()): MemberLogin[] {
  return users.map((user) => ({
    userName: user.userName,
    email: user.email,
    password: password(),
    active: user.active,
  }));
}

/** What the seed's clients read (lambdas/core/config.ts and the SDK). */
export interface SeedEnvironment {
  TABLE_NAME: string;
  USER_POOL_ID: string;
  USER_POOL_CLIENT_ID: string;
  MEDIA_BUCKET: string;
  MEDIA_BASE_URL: string;
}

export interface SeedStageDeps {
  outputs: OutputsSource;
  ask: (question: string) => Promise<string | undefined>;
  /** the members of the dataset (lib/seed/data) */
  users: () => readonly SeedUser[];
  /** the table's seed marker (read only) */
  seededAt: (env: SeedEnvironment) => Promise<string | undefined>;
  /** lib/seed's seed(), run with the stage's environment */
  seed: (env: SeedEnvironment, options: SeedOptions) => Promise<SeedResult>;
  /** writes the file, readable by its owner only, making its folder when needed */
  writePrivateFile: (file: string, text: string) => void;
  /** the repository's root: the passwords file goes under it */
  root: string;
  log: (line: string) => void;
}

export interface SeedStageResult {
  seeded: boolean;
  /** where the members' passwords were written, when members were seeded */
  passwordsFile?: string;
}

export async function seedStage(argv: string[], deps: SeedStageDeps): Promise<SeedStageResult> {
  const args = parseSeedArgs(argv);
  await checkConsent(args, deps.ask);
  const catalogueOnly = args.stage === PROD_STAGE;
  const outputs = requireOutputs(await deps.outputs(args.stage), SEED_OUTPUTS, args.stage);
  const env: SeedEnvironment = {
    TABLE_NAME: outputs.TableName,
    USER_POOL_ID: outputs.UserPoolId,
    USER_POOL_CLIENT_ID: outputs.UserPoolClientId,
    MEDIA_BUCKET: outputs.MediaBucketName,
    MEDIA_BASE_URL: outputs.MediaBaseUrl,
  };
  const users = catalogueOnly ? [] : deps.users();
  const passwordsFile = path.join(deps.root, PASSWORDS_FOLDER, `${args.stage}.json`);
  deps.log(
    `${stackName(args.stage)}: table ${env.TABLE_NAME}, user pool ${env.USER_POOL_ID}, ` +
      `media ${env.MEDIA_BUCKET} (${env.MEDIA_BASE_URL})`,
  );
  deps.log(
    catalogueOnly
      ? 'seeds the games catalogue alone (prod: no demo member, no chat)'
      : `seeds the games catalogue, ${users.length} demo members with passwords of their own ` +
          `(written to ${path.relative(deps.root, passwordsFile)}) and their chat`,
  );

  const seededAt = await deps.seededAt(env);
  if (seededAt && !args.force) {
    deps.log(`already seeded at ${seededAt}: nothing to do (--force seeds again, with new passwords)`);
    return { seeded: false };
  }
  if (args.dryRun) {
    deps.log(`dry run: nothing written${seededAt ? ` (seeded before, at ${seededAt}; --force given)` : ''}`);
    return { seeded: false };
  }

  const logins = memberLogins(users);
  if (logins.length) {
    const file = {
      stage: args.stage,
      stack: stackName(args.stage),
      writtenAt: new Date().toISOString(),
      logins,
    };
    deps.writePrivateFile(passwordsFile, `${JSON.stringify(file, null, 2)}\n`);
  }
  const passwords = new Map(logins.map((login) => [login.email, login.password]));
  const result = await deps.seed(env, {
    log: deps.log,
    force: args.force,
    catalogueOnly,
    passwordOf: (user) => {
      const password = passwords.get(user.email);
      if (!password) throw new Error(`no password was made for ${user.email}`);
      return password;
    },
  });
  if (!logins.length) return { seeded: result.seeded };
  const login = logins.find((candidate) => candidate.active);
  deps.log(`the members' passwords: ${passwordsFile} (yours alone; delete it once you no longer need it)`);
  if (login) deps.log(`a login to try: ${login.email} (password in that file)`);
  return { seeded: result.seeded, passwordsFile };
}
