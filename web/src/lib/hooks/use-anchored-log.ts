/**
 * The scrolling of a chat log, oldest at the top (the game chat room's feed and a direct-message
 * conversation): older pages are asked for when the log is scrolled to its top (or from the button
 * there) and put above without the view jumping (the scroll position moves by the height they add);
 * a new message at the end (or the first page) keeps the log at its end when it was there.
 *
 * `firstKey` changes when an older page is put above, `lastKey` when a message is added at the end;
 * `history` is the first page's load state (the log is shown once it is read).
 */
import { useLayoutEffect, useRef, type UIEvent } from 'react';
import { TIMINGS } from '../../../../lib/contract/constants';

/** How close to its end (px) the log counts as "at the end", so new messages keep it there. */
const AT_END_PX = 48;

export interface AnchoredLogOptions {
  firstKey: string | undefined;
  lastKey: string | undefined;
  history: unknown;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => unknown;
}

export function useAnchoredLog<T extends HTMLElement>({
  firstKey,
  lastKey,
  history,
  hasOlder,
  loadingOlder,
  loadOlder,
}: AnchoredLogOptions) {
  const ref = useRef<T>(null);
  /** the log's height and position before an older page was asked for */
  const restore = useRef<{ height: number; top: number } | null>(null);
  const atEnd = useRef(true);

  const askOlder = () => {
    const log = ref.current;
    if (!log || !hasOlder || loadingOlder) return;
    restore.current = { height: log.scrollHeight, top: log.scrollTop };
    void loadOlder();
  };

  // an older page above: keep what was on screen where it was
  useLayoutEffect(() => {
    const log = ref.current;
    const before = restore.current;
    if (!log || !before) return;
    restore.current = null;
    log.scrollTop = before.top + (log.scrollHeight - before.height);
  }, [firstKey]);

  // a new message below (or the first page): stay at the end when the log was there
  useLayoutEffect(() => {
    const log = ref.current;
    if (log && atEnd.current) log.scrollTop = log.scrollHeight;
  }, [lastKey, history]);

  const onScroll = (event: UIEvent<T>) => {
    const log = event.currentTarget;
    atEnd.current = log.scrollHeight - log.scrollTop - log.clientHeight <= AT_END_PX;
    if (log.scrollTop <= TIMINGS.scrollEndThresholdPx) askOlder();
  };

  return { ref, askOlder, onScroll };
}
