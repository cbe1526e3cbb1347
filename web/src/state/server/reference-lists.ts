/**
 * The three reference lists (001 §3: languages, countries, time zones) in the interface language.
 * They ship with the interface (lib/reference, one chunk per language), already sorted by SortBy
 * descending and without placeholder; the selects put their disabled placeholder first.
 */
import { useCallback, useEffect, useState } from 'react';
import { loadReferenceLists } from '../../../../lib/reference/load';
import type { ReferenceLists } from '../../../../lib/reference/types';
import { report } from '../../lib/errors';

export type ReferenceListsState =
  { status: 'loading' } | { status: 'ready'; lists: ReferenceLists } | { status: 'failed' };

/** The lists of `language`; a failed chunk load can be retried. */
export function useReferenceLists(language: string) {
  const [state, setState] = useState<ReferenceListsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadReferenceLists(language).then(
      (lists) => {
        if (!cancelled) setState({ status: 'ready', lists });
      },
      (error: unknown) => {
        report(error, { where: 'reference-lists', language });
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [language, attempt]);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  return { state, retry };
}
