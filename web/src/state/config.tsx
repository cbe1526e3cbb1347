/**
 * The runtime config as a resource: loaded once (lib/config.ts) by the ApiShell, read by screens
 * with `useConfig()` (media base URL and the like).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { WebConfig } from '../../../lib/contract/web-config';

const ConfigContext = createContext<WebConfig | null>(null);

export function ConfigProvider({ value, children }: { value: WebConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={value}>{children}</ConfigContext.Provider>;
}

export function useConfig(): WebConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig() outside the ApiShell');
  return config;
}
