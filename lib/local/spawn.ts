/**
 * Starts a twin in its own Node process (child.ts under tsx) and answers its info once it is ready.
 * Used where the twin must not share the caller's process: jest's global setup (whose TypeScript
 * hook is gone once setup returns), and tests that stop and restart a twin.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
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
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
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
