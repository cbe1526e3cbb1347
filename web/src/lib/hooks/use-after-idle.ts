/**
 * Whether the page has had its idle moment (lib/idle.ts `whenIdle`): false on the first renders, true
 * after. The frame's own reads that no page waits for (the dots on Messages and Notifications) start
 * then, so they never compete with the page's first calls. (A module of its own: lib/idle.ts stays
 * free of React and inlines into the landing page's chunk.)
 */
import { useEffect, useState } from 'react';
import { whenIdle } from '../idle';

export function useAfterIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready;
}
