/**
 * The game modal (000 §2 "Game modal, opened from a game tile with one of three tabs") as an app-wide
 * surface: any game tile opens it with `useGameModal().open(game, tab)` — the tile's chat icon with
 * 'chat', its play icon with 'all', its matches icon with 'matches'. The provider is mounted once in
 * the signed-in frame and renders the modal it is given (the app passes the GameModal screen, loaded
 * lazily), so tiles never import a screen. It also remembers which games were opened in this session:
 * a tile's new-game badge disappears once its game has been opened (000 §4 "New-game badge").
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** The modal's tabs (000 §4 "Tab state is Chat, All or Matches"). */
export const GAME_MODAL_TABS = ['chat', 'all', 'matches'] as const;
export type GameModalTab = (typeof GAME_MODAL_TABS)[number];

/** The game a tile shows, as every game list answers it (the modal needs no catalogue read to open). */
export interface GameModalGame {
  gameId: number;
  gameDescription: string;
  /** the game's image and square thumbnail URLs, when the tile has them */
  image?: string;
  imageThumbnail?: string;
}

export interface GameModalProps {
  game: GameModalGame;
  tab: GameModalTab;
  /** switches the tab (the modal resets and reloads its lists: 000 §4) */
  onTab: (tab: GameModalTab) => void;
  onClose: () => void;
}
/** The modal itself (the app passes the GameModal screen, loaded lazily). */
export type GameModalComponent = ComponentType<GameModalProps>;
export type GameModalRenderer = (props: GameModalProps) => ReactNode;

export interface GameModalControls {
  open: (game: GameModalGame, tab: GameModalTab) => void;
  close: () => void;
  /** whether this game was opened in this browser session (its new-game badge is cleared) */
  wasOpened: (gameId: number) => boolean;
}

/** Where the games opened in this session are kept (sessionStorage: a new session shows badges again). */
export const OPENED_GAMES_KEY = 'pj.openedGames';

function readOpened(): Set<number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(OPENED_GAMES_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

const GameModalContext = createContext<GameModalControls | null>(null);

export function GameModalProvider({ render, children }: { render: GameModalRenderer; children: ReactNode }) {
  const [state, setState] = useState<{ game: GameModalGame; tab: GameModalTab } | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<number>>(readOpened);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((game: GameModalGame, tab: GameModalTab) => {
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    setState({ game, tab });
    setOpened((previous) => {
      if (previous.has(game.gameId)) return previous;
      const next = new Set(previous).add(game.gameId);
      try {
        sessionStorage.setItem(OPENED_GAMES_KEY, JSON.stringify([...next]));
      } catch {
        // storage full or denied: the badge still clears for this page's life
      }
      return next;
    });
  }, []);
  const close = useCallback(() => setState(null), []);
  const onTab = useCallback(
    (tab: GameModalTab) => setState((current) => (current ? { ...current, tab } : current)),
    [],
  );
  const wasOpened = useCallback((gameId: number) => opened.has(gameId), [opened]);

  // focus goes back to the tile that opened the modal once it has left the page
  useEffect(() => {
    if (state !== null || !opener.current) return;
    const back = opener.current;
    opener.current = null;
    if (back.isConnected) back.focus();
  }, [state]);

  const controls = useMemo(() => ({ open, close, wasOpened }), [open, close, wasOpened]);
  return (
    <GameModalContext.Provider value={controls}>
      {children}
      {state === null ? null : render({ game: state.game, tab: state.tab, onTab, onClose: close })}
    </GameModalContext.Provider>
  );
}

/** Opens the game modal; only inside the signed-in frame. */
export function useGameModal(): GameModalControls {
  const controls = useContext(GameModalContext);
  if (!controls) throw new Error('useGameModal() outside the signed-in frame');
  return controls;
}
