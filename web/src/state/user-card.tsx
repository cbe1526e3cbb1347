/**
 * The user card (000 §2 "User card modal: a profile with match score") as an app-wide surface: any
 * list of people opens it with `useUserCard().open(userName)`. The provider is mounted once in the
 * signed-in frame and renders the card it is given (the app passes the UserCard screen, loaded
 * lazily), so components and screens can open it without importing a screen. Opening another user
 * while a card is open replaces it; closing gives focus back to whatever opened the first card.
 */
import {
  createContext,
  type ComponentType,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export interface UserCardControls {
  /** opens (or switches) the card to this user */
  open: (userName: string) => void;
  close: () => void;
  /** the user whose card is open, or null */
  openUserName: string | null;
  /** says something that outlives the card ("NeonFox is blocked"), politely, for a few seconds */
  announce: (text: string) => void;
}

/** How long an announcement stays on screen. */
export const ANNOUNCEMENT_MS = 6000;

export interface UserCardProps {
  userName: string;
  onClose: () => void;
}
/** The card itself (the app passes the UserCard screen in its dialog, loaded lazily). */
export type UserCardComponent = ComponentType<UserCardProps>;
/** What the provider renders while a card is open. */
export type UserCardRenderer = (props: UserCardProps) => ReactNode;

const UserCardContext = createContext<UserCardControls | null>(null);

export function UserCardProvider({ render, children }: { render: UserCardRenderer; children: ReactNode }) {
  const [userName, setUserName] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((next: string) => {
    // the first card remembers where focus was; a card opened from inside a card keeps that place
    if (current.current === null && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
    current.current = next;
    setUserName(next);
  }, []);

  const close = useCallback(() => {
    current.current = null;
    setUserName(null);
  }, []);

  // focus goes back once the card has left the page (its cleanup has made the app usable again)
  useEffect(() => {
    if (userName !== null || !opener.current) return;
    const back = opener.current;
    opener.current = null;
    if (back.isConnected) back.focus();
  }, [userName]);

  const [announcement, setAnnouncement] = useState<{ text: string; at: number } | null>(null);
  const announce = useCallback((text: string) => setAnnouncement({ text, at: Date.now() }), []);
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(null), ANNOUNCEMENT_MS);
    return () => clearTimeout(timer);
  }, [announcement]);

  const controls = useMemo(
    () => ({ open, close, openUserName: userName, announce }),
    [open, close, userName, announce],
  );
  return (
    <UserCardContext.Provider value={controls}>
      {children}
      {userName === null ? null : render({ userName, onClose: close })}
      <div className="people-announcement" role="status" aria-live="polite">
        {announcement?.text}
      </div>
    </UserCardContext.Provider>
  );
}

/** Opens and closes the user card; only inside the signed-in frame. */
export function useUserCard(): UserCardControls {
  const controls = useContext(UserCardContext);
  if (!controls) throw new Error('useUserCard() outside the signed-in frame');
  return controls;
}
