/**
 * Operations that are in the contract but not built yet. Each answers 501 NotImplemented naming the
 * issue that will build it; none fakes data.
 */
import { NotImplementedError } from '../core/errors';

/** The issues that will build the remaining operations. */
export const PLANNED_ISSUES = {
  chronicle: 'Chronicle: feed, media upload, posts, comments, likes',
} as const;

export type PlannedIssue = keyof typeof PLANNED_ISSUES;

/** An operation that answers 501, naming the issue that will build it. */
export function planned(issue: PlannedIssue): () => Promise<never> {
  return async () => {
    throw new NotImplementedError(
      `Not implemented yet: planned in issue "${issue}" (${PLANNED_ISSUES[issue]}).`,
    );
  };
}
