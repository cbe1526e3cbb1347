import { useEffect, type RefObject } from 'react';

/**
 * While `active`, calls `onDismiss` on a pointer press outside `container` or on Escape.
 * Used by the side navigation's panels (000 §2: a click outside closes all).
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = container.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container, active, onDismiss]);
}
