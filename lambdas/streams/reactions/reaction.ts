/**
 * What the stream consumer runs for each record: one reaction per concern (counters, ended
 * sessions; matches, notifications and snapshots next), each in a module of its own under
 * streams/reactions/. A reaction must be idempotent: a record is redelivered when any reaction
 * failed on it, and every reaction then runs on it again.
 */
import type { Deps } from '../../core/deps';
import type { TableChange } from '../change';

/** What a reaction reaches: the core's dependencies less media URLs, which no reaction builds yet. */
export type ReactionDeps<D = unknown> = Pick<Deps<D>, 'data' | 'clock' | 'log'>;

export interface Reaction<D = unknown> {
  /** names the reaction in logs */
  name: string;
  react(change: TableChange, deps: ReactionDeps<D>): Promise<void>;
}
