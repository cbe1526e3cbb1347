/**
 * `npm start`: the whole product on this machine. Builds the web app when its sources changed,
 * starts the twin (seeding it on the first start), prints where everything is, and stops every
 * process it started on Ctrl-C.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assertJavaInstalled } from '../lib/local/engines/dynamodb';
import { createLog } from '../lib/local/log';
import { REPO_ROOT } from '../lib/local/settings';
import type { Twin } from '../lib/local/twin';
import { startTwin } from '../lib/local/twin';
import { ensureWebBuilt } from '../lib/local/web-build';

const DEMO_USERS_FILE = path.join(REPO_ROOT, 'lib', 'seed', 'data', 'users.json');

/** The first active demo user (every seeded user shares the demo password). */
function demoLogin(): { email: string; password: string } | null {
  if (!existsSync(DEMO_USERS_FILE)) return null;
  try {
    const users = JSON.parse(readFileSync(DEMO_USERS_FILE, 'utf8')) as Array<{
      email: string;
      password: string;
      active?: boolean;
    }>;
    const user = users.find((candidate) => candidate.active !== false) ?? users[0];
    return user ? { email: user.email, password: user.password } : null;
  } catch {
    return null;
  }
}

function printTable(twin: Twin): void {
  const login = demoLogin();
  const rows: Array<[string, string]> = [
    ['Site', twin.urls.site],
    ['REST API', `${twin.urls.api}/<path>  e.g. ${twin.urls.api}/pjgame/pjgame`],
    ['Game chat socket', twin.urls.gameChatSocket],
    ['Messages socket', twin.urls.messagesSocket],
    ['Mailbox (codes)', twin.urls.mailbox],
    ['Media', `${twin.urls.media}/<key>`],
    ['Cognito (shim)', twin.urls.cognito],
    ['Runtime config', twin.urls.config],
    ['Twin status', twin.urls.status],
    ['DynamoDB Local', twin.urls.engines.dynamodb],
    ['Cognito engine', twin.urls.engines.cognito],
    ['S3 engine', `${twin.urls.engines.s3}  (bucket ${twin.mediaBucket})`],
    ['Data folder', twin.dataDir],
  ];
  if (login) rows.push(['Demo login', `${login.email} / ${login.password}`]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
  const seed =
    twin.seed.status === 'seeded'
      ? `seeded ${twin.seed.games} games and ${twin.seed.users} users`
      : twin.seed.status === 'kept'
        ? `data kept from ${twin.seed.seededAt} (npm run reset starts over)`
        : twin.seed.status === 'skipped'
          ? 'seeding skipped'
          : 'no seeder yet (lib/seed/seed.ts)';
  console.info(
    `\nPlayJoin is running (ready in ${(twin.startupMs / 1000).toFixed(1)} s; ${seed}).\n\n${lines.join('\n')}\n\nCtrl-C stops everything.\n`,
  );
}

async function main(): Promise<void> {
  // the twin runs on the local Node; the SDK's notice about Lambda's newer runtime is noise here
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const log = createLog(false);
  /** set once start-up finished; the signal handlers below need it before that */
  const running: { twin?: Twin } = {};
  let stopping = false;
  const exitAfterStop = (code: number) => {
    const done = running.twin ? running.twin.stop() : Promise.resolve();
    done.then(
      () => {
        console.info('stopped; every process the twin started has exited.');
        process.exit(code);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!running.twin) {
      console.info(`\n${signal}: stopping as soon as start-up finishes…`);
      return;
    }
    console.info(`\n${signal}: stopping the twin…`);
    exitAfterStop(0);
  };
  // registered before anything starts, so no signal can leave DynamoDB Local running
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGHUP', () => stop('SIGHUP'));
  // a handler's stray rejection fails that invocation on Lambda; here it is reported and the twin keeps serving
  process.on('unhandledRejection', (reason) =>
    log.error(`unhandled rejection in handler code: ${String(reason)}`),
  );
  process.on('uncaughtException', (error) => {
    log.error(`uncaught exception, stopping: ${error.stack ?? error.message}`);
    stopping = true;
    exitAfterStop(1);
  });

  assertJavaInstalled();
  await ensureWebBuilt(log, { required: false });
  running.twin = await startTwin({});
  if (stopping) {
    exitAfterStop(0);
    return;
  }
  printTable(running.twin);
}

main().catch((error: unknown) => {
  console.error(`\nThe twin could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
