/**
 * Runs a twin in a child process for a parent that needs one (the jest twin project, tests that
 * restart a twin): options come in TWIN_OPTIONS (JSON), the twin's info goes back over IPC, and the
 * twin stops on SIGTERM/SIGINT or when the parent goes away. Started by spawn.ts.
 */
import type { Twin, TwinOptions } from './twin';
import { startTwin } from './twin';

export type ChildMessage = { type: 'ready'; info: Omit<Twin, 'stop'> } | { type: 'failed'; message: string };

async function main(): Promise<void> {
  const options = JSON.parse(process.env.TWIN_OPTIONS ?? '{}') as TwinOptions;
  let twin: Twin | undefined;
  let exiting = false;
  const exit = async (code: number) => {
    if (exiting) return;
    exiting = true;
    try {
      await twin?.stop();
    } finally {
      process.exit(code);
    }
  };
  process.once('SIGTERM', () => void exit(0));
  process.once('SIGINT', () => void exit(0));
  process.once('disconnect', () => void exit(0));
  process.on('unhandledRejection', (reason) =>
    console.error(`[twin] unhandled rejection in handler code: ${String(reason)}`),
  );
  process.once('uncaughtException', (error) => {
    console.error(`[twin] uncaught exception, stopping: ${error.stack ?? error.message}`);
    void exit(1);
  });
  try {
    twin = await startTwin(options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.send?.({ type: 'failed', message } satisfies ChildMessage);
    await exit(1);
    return;
  }
  const { stop: _stop, ...info } = twin;
  process.send?.({ type: 'ready', info } satisfies ChildMessage);
}

void main();
