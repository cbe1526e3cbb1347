import { useEffect, useState } from 'react';

/**
 * Remembers what had focus when the calling component first rendered (before its children's effects
 * move focus into it) and gives focus back to it when the component unmounts: a modal that closes
 * returns keyboard users to its opener.
 */
export function useReturnFocus(): void {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus();
    },
    [opener],
  );
}
