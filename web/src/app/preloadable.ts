/**
 * Lazily loaded components that can be loaded ahead of their first render.
 *
 * `React.lazy` suspends the first time it renders, even when the chunk is already in the browser's
 * module map: its import() promise settles a microtask later. A page whose own screen suspends shows
 * its Suspense fallback first, and React then holds the real page back for at least 300 ms after that
 * fallback appeared (its throttle against flicker): on a slow phone the visitor sees "Loading…" first
 * and the page later. `preloadable` loads the chunk on `preload()` (main.tsx calls it for the page a
 * visit opens on, before the first render, see preload-route.ts); once the module is in hand, the
 * component renders in the same pass, without suspending. Not preloaded, it behaves as `React.lazy`.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy's own constraint: any component type
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazily loaded component with `preload()`: loads its chunk (and whatever it declares it needs). */
export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  preload(): Promise<void>;
};

/**
 * `load` as for `React.lazy`; `alongside`, what the component needs beyond its code (the API shell's
 * runtime config): started by `preload()` with the chunk, and awaited with it.
 */
export function preloadable<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
  alongside?: () => Promise<unknown>,
): PreloadableComponent<T> {
  let loaded: { default: T } | null = null;
  let pending: Promise<{ default: T }> | null = null;
  const start = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // a failed chunk is fetched again on the next attempt, as React.lazy would on a new render
        pending = null;
        throw error;
      },
    ));
  const component = lazy(() => (loaded ? settled(loaded) : start()));
  return Object.assign(component, {
    preload: () => Promise.all([start(), alongside?.()]).then(() => undefined),
  });
}

/**
 * A thenable that calls back at once. React.lazy reads its module in the same call (it tracks the
 * thenable's status synchronously), so an already loaded component renders without suspending.
 */
function settled<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = {
    then: (onFulfilled) => {
      onFulfilled?.(value);
      return thenable as never;
    },
  };
  // React.lazy asks only for `then`; its type asks for a Promise
  return thenable as Promise<T>;
}
