/**
 * Seeding a deployed stage (scripts/ops/seed-stage.ts): prod only when told twice and with the
 * catalogue alone, a password of its own for every member, written before any is set. No AWS: the
 * outputs, the seed and the file are fakes.
 */
import path from 'node:path';
import { PASSWORD_PATTERN } from '../../../lib/contract/rules';
import { loadSeedUsers } from '../../../lib/seed/data';
import type { SeedOptions } from '../../../lib/seed/seed';
import type { SeedUser } from '../../../lib/seed/types';
import {
  checkConsent,
  generatePassword,
  memberLogins,
  parseSeedArgs,
  SeedRefusedError,
  seedStage,
  type SeedEnvironment,
  type SeedStageDeps,
} from '../../../scripts/ops/seed-stage';
import { UsageError } from '../../../scripts/ops/errors';
import { StageNameError } from '../../../scripts/ops/stack-outputs';

const OUTPUTS = {
  TableName: 'PlayJoin-dev-Data',
  UserPoolId: 'eu-west-1_Pool',
  UserPoolClientId: 'client123',
  MediaBucketName: 'playjoin-dev-media',
  MediaBaseUrl: 'https://d111.cloudfront.net/media',
  TableStreamArn: 'arn:aws:dynamodb:eu-west-1:123456789012:table/x/stream/y',
};
const ENV: SeedEnvironment = {
  TABLE_NAME: 'PlayJoin-dev-Data',
  USER_POOL_ID: 'eu-west-1_Pool',
  USER_POOL_CLIENT_ID: 'client123',
  MEDIA_BUCKET: 'playjoin-dev-media',
  MEDIA_BASE_URL: 'https://d111.cloudfront.net/media',
};
const ROOT = '/repo';
const aUser = (userName: string, active = true) =>
  ({ userName, email: `${userName}@demo.playjoin.example`, password: 'Play4fun!', active }) as SeedUser;
const USERS = [aUser('gone_user', false), aUser('demo_gamer'), aUser('sleepy_cat')];

/** Fakes for every dependency, recording what the run did. */
function fakes(overrides: Partial<SeedStageDeps> = {}) {
  const events: string[] = [];
  const files = new Map<string, string>();
  const seeds: Array<{ env: SeedEnvironment; options: SeedOptions }> = [];
  const lines: string[] = [];
  const deps: SeedStageDeps = {
    outputs: jest.fn(async () => OUTPUTS),
    ask: jest.fn(async () => undefined),
    users: () => USERS,
    seededAt: async () => undefined,
    seed: async (env, options) => {
      events.push('seed');
      // the seed sets each member's password as it goes
      for (const user of USERS) if (!options.catalogueOnly) options.passwordOf?.(user);
      seeds.push({ env, options });
      return { seeded: true, games: 206, users: options.catalogueOnly ? 0 : USERS.length };
    },
    writePrivateFile: (file, text) => {
      events.push('write');
      files.set(file, text);
    },
    root: ROOT,
    log: (line) => lines.push(line),
    ...overrides,
  };
  return { deps, events, files, seeds, lines };
}

describe('seeding prod', () => {
  it('refuses without --yes-seed-prod, before reading anything of the stage', async () => {
    const { deps, seeds } = fakes();

    await expect(seedStage(['--stage', 'prod'], deps)).rejects.toThrow(
      new SeedRefusedError(
        "PlayJoin-prod holds real players' data: seeding it needs --yes-seed-prod, and then its name typed " +
          'back (it gets the games catalogue alone, never demo members)',
      ),
    );
    expect(deps.outputs).not.toHaveBeenCalled();
    expect(deps.ask).not.toHaveBeenCalled();
    expect(seeds).toEqual([]);
  });

  it('asks for the stack name once told, and refuses any other answer', async () => {
    const { deps, seeds } = fakes({ ask: jest.fn(async () => 'prod') });

    await expect(seedStage(['--stage', 'prod', '--yes-seed-prod'], deps)).rejects.toThrow(
      new SeedRefusedError('"prod" is not PlayJoin-prod: nothing was seeded'),
    );
    expect(deps.ask).toHaveBeenCalledWith(
      'Seeding PlayJoin-prod with the games catalogue. Type PlayJoin-prod to go on: ',
    );
    expect(seeds).toEqual([]);
  });

  it('refuses without a terminal unless the name is given with --confirm', async () => {
    const { deps } = fakes();

    await expect(seedStage(['--stage', 'prod', '--yes-seed-prod'], deps)).rejects.toThrow(
      new SeedRefusedError('no terminal to confirm on: add --confirm PlayJoin-prod'),
    );
    await expect(
      seedStage(['--stage', 'prod', '--yes-seed-prod', '--confirm', 'PlayJoin-dev'], deps),
    ).rejects.toThrow(SeedRefusedError);
  });

  it('refuses --confirm alone: the name typed back is the second telling, not the first', async () => {
    const { deps } = fakes();

    await expect(seedStage(['--stage', 'prod', '--confirm', 'PlayJoin-prod'], deps)).rejects.toThrow(
      SeedRefusedError,
    );
  });

  it('seeds the catalogue alone once told twice: no member, no password file', async () => {
    const { deps, seeds, files } = fakes({ ask: jest.fn(async () => ' PlayJoin-prod\n') });

    const result = await seedStage(['--stage', 'prod', '--yes-seed-prod'], deps);

    expect(result).toEqual({ seeded: true });
    expect(seeds).toEqual([
      { env: ENV, options: expect.objectContaining({ catalogueOnly: true, force: false }) },
    ]);
    expect(files.size).toBe(0);
  });

  it('takes --confirm where no one can type', async () => {
    const { deps, seeds } = fakes();

    await seedStage(['--stage', 'prod', '--yes-seed-prod', '--confirm', 'PlayJoin-prod'], deps);

    expect(deps.ask).not.toHaveBeenCalled();
    expect(seeds).toHaveLength(1);
  });

  it('lets a dry run through without consent: it writes nothing', async () => {
    const { deps, seeds, files, lines } = fakes();

    await seedStage(['--stage', 'prod', '--dry-run'], deps);

    expect(seeds).toEqual([]);
    expect(files.size).toBe(0);
    expect(lines).toContain('seeds the games catalogue alone (prod: no demo member, no chat)');
    expect(lines.at(-1)).toBe('dry run: nothing written');
  });

  it('checks consent for prod only', async () => {
    const ask = jest.fn(async () => undefined);
    await expect(checkConsent(parseSeedArgs(['--stage', 'prod-eu']), ask)).resolves.toBeUndefined();
    await expect(checkConsent(parseSeedArgs(['--stage', 'dev']), ask)).resolves.toBeUndefined();
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('seeding another stage', () => {
  it('gives every member a password of its own, written before the seed sets any', async () => {
    const { deps, events, files, seeds, lines } = fakes();

    const result = await seedStage(['--stage', 'dev'], deps);

    const file = path.join(ROOT, '.seed-passwords', 'dev.json');
    expect(result).toEqual({ seeded: true, passwordsFile: file });
    expect(events).toEqual(['write', 'seed']);
    const written = JSON.parse(files.get(file)!) as {
      stage: string;
      stack: string;
      logins: Array<{ userName: string; email: string; password: string; active: boolean }>;
    };
    expect(written.stage).toBe('dev');
    expect(written.stack).toBe('PlayJoin-dev');
    expect(written.logins.map((login) => login.email)).toEqual(USERS.map((user) => user.email));
    const passwords = written.logins.map((login) => login.password);
    expect(new Set(passwords).size).toBe(USERS.length);
    for (const password of passwords) {
      expect(password).toMatch(PASSWORD_PATTERN);
      expect(password).not.toBe('Play4fun!');
    }
    const { options } = seeds[0]!;
    expect(options.catalogueOnly).toBe(false);
    expect(USERS.map((user) => options.passwordOf!(user))).toEqual(passwords);
    expect(seeds[0]!.env).toEqual(ENV);
    expect(lines).toContain('a login to try: demo_gamer@demo.playjoin.example (password in that file)');
    expect(lines.join('\n')).not.toContain(passwords[1]);
  });

  it('writes no password file and seeds nothing when the stage was seeded, unless --force', async () => {
    const { deps, files, seeds, lines } = fakes({ seededAt: async () => '2026-01-01T00:00:00.000Z' });

    await expect(seedStage(['--stage', 'dev'], deps)).resolves.toEqual({ seeded: false });
    expect(files.size).toBe(0);
    expect(seeds).toEqual([]);
    expect(lines.at(-1)).toBe(
      'already seeded at 2026-01-01T00:00:00.000Z: nothing to do (--force seeds again, with new passwords)',
    );

    await seedStage(['--stage', 'dev', '--force'], deps);
    expect(seeds).toEqual([{ env: ENV, options: expect.objectContaining({ force: true }) }]);
    expect(files.size).toBe(1);
  });

  it('names the outputs a stack deployed from an older commit lacks', async () => {
    const { deps } = fakes({ outputs: async () => ({ TableName: 'x' }) });

    await expect(seedStage(['--stage', 'dev'], deps)).rejects.toThrow(
      'stack PlayJoin-dev has no output UserPoolId, UserPoolClientId, MediaBucketName, MediaBaseUrl',
    );
  });

  it('refuses a command line it does not know', async () => {
    const { deps } = fakes();

    await expect(seedStage(['--stage', 'dev', '--yes'], deps)).rejects.toThrow(UsageError);
    await expect(seedStage([], deps)).rejects.toThrow(StageNameError);
  });
});

describe('generatePassword', () => {
  it('always satisfies the password rule: 15 characters, a digit and a symbol among them', () => {
    for (let i = 0; i < 500; i++) {
      const password = generatePassword();
      expect(password).toMatch(PASSWORD_PATTERN);
      expect(password).toHaveLength(15);
    }
  });

  it('keeps the rule even when the random source always picks the same', () => {
    expect(generatePassword(() => 0)).toMatch(PASSWORD_PATTERN);
    expect(generatePassword((max) => max - 1)).toMatch(PASSWORD_PATTERN);
  });

  it('never repeats across the whole dataset', () => {
    const logins = memberLogins(loadSeedUsers());

    expect(new Set(logins.map((login) => login.password)).size).toBe(logins.length);
    expect(logins.every((login) => login.password !== 'Play4fun!')).toBe(true);
  });
});
