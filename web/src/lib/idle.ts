/**
 * Work that can wait until the page has shown: `whenIdle` runs a task once the browser has nothing
 * else to do (after the first paint and the start-up work), or after `timeoutMs` at the latest.
 * Browsers without idle callbacks (Safari) run it after a short delay instead. Answers a cancel.
 */
const FALLBACK_DELAY_MS = 300;

export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(handle);
}
