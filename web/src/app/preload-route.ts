/**
 * Loads what the page at a path renders lazily, before the app's first render (main.tsx): the route
 * table's matched elements are walked, and each component with a `preload` (preloadable.ts, and the
 * username route, which knows its screen from the path's parameters) starts loading. Settles when all
 * have loaded or failed: a failure is left to the render, where the page's error handling shows it.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

/** A component that can load ahead of its render what it would otherwise suspend for. */
export interface RoutePreload {
  preload(params: Params): Promise<unknown>;
}

const hasPreload = (type: unknown): type is RoutePreload =>
  (typeof type === 'function' || (typeof type === 'object' && type !== null)) &&
  typeof (type as Partial<RoutePreload>).preload === 'function';

function collect(node: ReactNode, params: Params, into: Array<Promise<unknown>>): void {
  Children.forEach(node, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return;
    if (hasPreload(child.type)) into.push(child.type.preload(params));
    collect(child.props.children, params, into);
  });
}

/** Starts loading the lazily rendered parts of the page at `pathname`; settles when none is pending. */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const pending: Array<Promise<unknown>> = [];
  for (const match of matchRoutes(routes, pathname) ?? [])
    collect(match.route.element, match.params, pending);
  return Promise.allSettled(pending).then(() => undefined);
}
