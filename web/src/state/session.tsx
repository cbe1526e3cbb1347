/**
 * The signed-in session as a resource: the guard (screens/Home/RequireSession) provides it once it
 * is checked, and signed-in components read the caller's uuid with `useSession()`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Session } from '../lib/session-state';

export const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ value, children }: { value: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The checked session; only inside the signed-in area. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside the signed-in area');
  return session;
}
