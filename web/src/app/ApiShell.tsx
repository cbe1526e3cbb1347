/**
 * Everything that talks to the API renders inside this shell: it waits for /config.json (suspending
 * until it is loaded and validated), then provides the config and the SWR data layer. It is loaded
 * lazily, so the landing page never downloads valibot, the route manifest, swr or Amplify. A page that
 * opens inside it has the config loaded before the first render (`prepareApiShell`, app/lazy.ts), so
 * it renders at once.
 */
import { use, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { WebConfig } from '../../../lib/contract/web-config';
import { loadConfig } from '../lib/config';
import { ConfigProvider } from '../state/config';
import { swrConfig } from '../state/swr-config';

/** The configs `loadConfig()` has answered, by its promise (the loader keeps one promise while it is current). */
const settled = new WeakMap<Promise<WebConfig>, WebConfig>();

export function ApiShell({ children }: { children?: ReactNode }) {
  const pending = loadConfig();
  // `use` may be called conditionally: with the config in hand there is nothing to wait for
  const config = settled.get(pending) ?? use(pending);
  return (
    <ConfigProvider value={config}>
      <SWRConfig value={swrConfig}>{children ?? <Outlet />}</SWRConfig>
    </ConfigProvider>
  );
}

/** Loads what the shell waits for (the runtime config); settles when it is in hand or failed. */
export function prepareApiShell(): Promise<unknown> {
  const pending = loadConfig();
  return pending.then((config) => settled.set(pending, config));
}
