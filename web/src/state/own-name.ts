/**
 * The signed-in user's own username, as the login stored it with the session values (001 §3) and a
 * username change rewrites it. Used to tell your own profile from someone else's: no profile view is
 * recorded for your own (000 §5), spectating yourself is refused (000 §4), your own ring shows 100%.
 */
import { readSessionValue } from '../lib/session-values';

/** The caller's username, or null when the session values hold none. */
export function useOwnUserName(): string | null {
  return readSessionValue('userName');
}
