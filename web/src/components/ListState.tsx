/**
 * A panel list's state when it has no rows to show (social-app style: every list renders its loading,
 * empty and error states explicitly, and the same way): a skeleton of three rows while it loads
 * (announced by its label), the failure with a retry (role="alert"), or the empty text with its hint.
 * Shared by the conversations, the chat notifications and the general notifications; the classes
 * follow the list's block (`<block>__state`, `<block>__empty-title`, `<block> <block>--loading`).
 */
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonRegion, SkeletonText } from './Skeleton';

export type ListStateKind = 'loading' | 'failed' | 'empty';

/** The state of a list from its rows and its failure: null once there are rows to show. */
export function listStateOf(rows: readonly unknown[] | undefined, error: unknown): ListStateKind | null {
  if (rows === undefined) return error ? 'failed' : 'loading';
  return rows.length === 0 ? 'empty' : null;
}

export function ListState({
  state,
  block,
  row,
  labels,
  onRetry,
}: {
  state: ListStateKind;
  /** the list's class */
  block: string;
  /** a row's class (its skeleton is `<row> <row>--skeleton`), and the lines of its text */
  row: { className: string; lines: number };
  labels: { loading: string; failed: string; empty: string; emptyHint: string };
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (state === 'failed') {
    return (
      <div className={`${block}__state`} role="alert">
        <p>{labels.failed}</p>
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  if (state === 'loading') {
    return (
      <SkeletonRegion label={labels.loading} className={`${block} ${block}--loading`}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={`${row.className} ${row.className}--skeleton`} aria-hidden="true">
            <Skeleton shape="circle" width={40} height={40} />
            <SkeletonText lines={row.lines} className={`${row.className}__body`} />
          </div>
        ))}
      </SkeletonRegion>
    );
  }
  return (
    <div className={`${block}__state`}>
      <p className={`${block}__empty-title`}>{labels.empty}</p>
      <p className="muted">{labels.emptyHint}</p>
    </div>
  );
}
