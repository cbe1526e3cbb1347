/**
 * Build on first use. Building a valibot schema costs from a few to tens of microseconds (the first ones
 * are the dearest); the contract declares several hundred, and one Lambda serves a handful of
 * routes. So schemas are declared as functions and built the first time they are read, then kept:
 * a cold start pays only for the schemas its first requests use (see scripts/bench).
 */

/** `build`, called at most once: the first call builds and keeps the value, later calls return it. */
export function once<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}

/** Defines `key` on `target` as an enumerable getter that builds its value once, on first read. */
export function defineLazy<T extends object>(target: T, key: PropertyKey, build: () => unknown): void {
  const value = once(build);
  Object.defineProperty(target, key, { get: value, enumerable: true, configurable: true });
}
