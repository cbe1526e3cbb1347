/**
 * Starts a twin in its own Node process (child.ts under tsx) and answers its info once it is ready.
 * Used where the twin must not share the caller's process: jest's global setup (whose TypeScript
 * hook is gone once setup returns), and tests that stop and restart a twin.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildMessage } from './child';
import type { TwinInfo, TwinOptions } from './twin';

export interface SpawnedTwin {
  info: TwinInfo;
  process: ChildProcess;
  /** SIGTERM, waiting for the twin to stop its engines; SIGKILL after the grace period */
  stop(graceMs?: number): Promise<void>;
}

export function spawnTwin(options: TwinOptions, startTimeoutMs = 120_000): Promise<SpawnedTwin> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'child.ts')], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      // the twin runs on the local Node; the SDK's notice about Lambda's newer runtime is noise here
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...process.env,
      TWIN_OPTIONS: JSON.stringify(options),
    },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    errors.push(text);
    if (errors.length > 100) errors.shift();
    process.stderr.write(text);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // a twin that has not stopped its engines in time goes with them: killed alone, it would leave
    // DynamoDB Local's JVM (and the other engines) running with nobody to stop them
    const timer = setTimeout(() => {
      for (const pid of descendantsOf(child.pid)) killQuietly(pid);
      child.kill('SIGKILL');
    }, graceMs);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop(1000);
      reject(new Error(`the twin did not start within ${startTimeoutMs} ms:\n${errors.join('')}`));
    }, startTimeoutMs);
    child.on('message', (message: ChildMessage) => {
      clearTimeout(timer);
      if (message.type === 'ready') resolve({ info: message.info, process: child, stop });
      else reject(new Error(message.message));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(
          `the twin process exited during start-up (code ${code}, signal ${signal}):\n${errors.join('')}`,
        ),
      );
    });
  });
}

/**
 * The processes below `pid` (children first found, then theirs), read from /proc; none where there is
 * no /proc (macOS), where only the twin itself can be killed.
 */
function descendantsOf(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const parentOf = new Map<number, number>();
  for (const entry of entries) {
    try {
      // /proc/<pid>/stat: "pid (command) state ppid …"; the command may hold spaces and brackets
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while the list was read
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [child, ppid] of parentOf) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
