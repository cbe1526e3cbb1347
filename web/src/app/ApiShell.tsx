/**
 * Everything that talks to the API renders inside this shell: it waits for /config.json (suspending
 * until it is loaded and validated), then provides the config and the SWR data layer. It is loaded
 * lazily, so the landing page never downloads valibot, the route manifest, swr or Amplify.
 */
import { use, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { loadConfig } from '../lib/config';
import { ConfigProvider } from '../state/config';
import { swrConfig } from '../state/swr-config';

export function ApiShell({ children }: { children?: ReactNode }) {
  const config = use(loadConfig());
  return (
    <ConfigProvider value={config}>
      <SWRConfig value={swrConfig}>{children ?? <Outlet />}</SWRConfig>
    </ConfigProvider>
  );
}
