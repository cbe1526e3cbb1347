/**
 * The one rule of who a viewer may see (the people layer's rules step, domain/people.ts): never the
 * viewer, never anyone blocked either way, never a closed account. On its own, without the scorer, so
 * the code that only filters (the room ticks' pushes, the match lists' ranking) applies the same rule
 * without bundling the rest of the layer.
 */
import type { BlockRelations } from '../data';

/** Whom a viewer may see: the one rule, built once per request from the viewer's block relations. */
export interface Audience {
  readonly viewer: string;
  /** everyone blocked either way with the viewer */
  readonly hidden: ReadonlySet<string>;
  /** a person may be listed: not the viewer, not blocked either way, not closed (`active` false) */
  lists(uuid: string, active?: boolean): boolean;
  /** content by this author is hidden: blocked either way, or a closed account (the viewer's own shows) */
  hides(uuid: string, active?: boolean): boolean;
}

/** The audience of `viewer` given their block relations (both ways). */
export function audienceOf(viewer: string, relations: BlockRelations): Audience {
  const hidden = new Set([...relations.blocked, ...relations.blockedBy]);
  return {
    viewer,
    hidden,
    lists: (uuid, active = true) => active && uuid !== viewer && !hidden.has(uuid),
    hides: (uuid, active = true) => !active || (uuid !== viewer && hidden.has(uuid)),
  };
}

/**
 * The audience that also knows the closed accounts among some people (a page's authors or faces, read
 * by `withClosedAmong` in people.ts): `lists` and `hides` then treat them as closed without the
 * caller passing each one's flag.
 */
export function withClosed(audience: Audience, closed: ReadonlySet<string>): Audience {
  if (closed.size === 0) return audience;
  return {
    ...audience,
    lists: (uuid, active = true) => audience.lists(uuid, active && !closed.has(uuid)),
    hides: (uuid, active = true) => audience.hides(uuid, active && !closed.has(uuid)),
  };
}

/** Reads the viewer's block relations (two key queries, ≈ 1 RCU) and builds their audience. */
export async function loadAudience(
  viewer: string,
  source: { getBlockRelations(uuid: string): Promise<BlockRelations> },
): Promise<Audience> {
  return audienceOf(viewer, await source.getBlockRelations(viewer));
}
