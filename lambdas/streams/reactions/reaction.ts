/**
 * What the stream consumer runs for each record: one reaction per concern, each in a module of its
 * own under streams/reactions/, registered once in index.ts. A reaction names the access patterns it
 * calls (`data`, the real ones); the consumer's dependencies are every registered reaction's, merged,
 * so adding a reaction touches its own module and one line of the registry. A reaction must be
 * idempotent: a record is redelivered when any reaction failed on it, and every reaction then runs on
 * it again.
 */
import type { Deps } from '../../core/deps';
import type { TableChange } from '../change';

/** What a reaction reaches: the core's dependencies less media URLs, which no reaction builds yet. */
export type ReactionDeps<D = unknown> = Pick<Deps<D>, 'data' | 'clock' | 'log'>;

export interface Reaction<D = unknown> {
  /** names the reaction in logs */
  name: string;
  /** the access patterns `react` calls, bound to the data layer (tests pass fakes in `deps` instead) */
  data: D;
  react(change: TableChange, deps: ReactionDeps<D>): Promise<void>;
}
