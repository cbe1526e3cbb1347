/**
 * The frame of a live log, shared by the game chat's feed and a conversation's messages (000 §4): a
 * skeleton while the first page loads, its failure with a retry, and once read the log itself:
 * role="log" (new messages announced politely), focusable, oldest at the top, and at its top the pager
 * of older pages (the button, 'loading', or the failure with the button again). Older pages load when
 * the log is scrolled to its top too, and are put above without the view jumping (useAnchoredLog);
 * a new message keeps the log at its end when it was there. The messages and the empty state are the
 * screen's (`children`), as are the words (`labels`, in the player's language).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnchoredLog } from '../../lib/hooks/use-anchored-log';
import type { HistoryState, OlderState } from '../../state/realtime/live-log';
import { Skeleton, SkeletonText } from '../Skeleton';

/** What a log's hook (use-game-chat, use-conversation) says about its pages. */
export interface LogPagesState {
  history: HistoryState;
  older: OlderState;
  hasOlder: boolean;
  loadOlder: () => Promise<void>;
  reloadHistory: () => void;
}

export function LogView({
  log,
  firstKey,
  lastKey,
  className,
  item,
  labels,
  children,
}: {
  log: LogPagesState;
  /** the oldest and newest entries' keys: an older page and a new message are told apart by them */
  firstKey: string | undefined;
  lastKey: string | undefined;
  /** the log's class (`game-chat__feed`); its block gives `<block>__state` and `<block>__older` */
  className: { block: string; log: string };
  /** a message's class and picture size, for the skeleton */
  item: { className: string; picture: number };
  labels: {
    log: string;
    loading: string;
    failed: string;
    older: string;
    olderLoading: string;
    olderFailed: string;
  };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { history, older, hasOlder } = log;
  const { ref, askOlder, onScroll } = useAnchoredLog<HTMLDivElement>({
    firstKey,
    lastKey,
    history,
    hasOlder,
    loadingOlder: older === 'loading',
    loadOlder: log.loadOlder,
  });
  const { block, log: logClass } = className;

  if (history === 'loading') {
    return (
      <div className={`${logClass} ${logClass}--loading`} role="status">
        <span className="visually-hidden">{labels.loading}</span>
        {[0, 1, 2].map((index) => (
          <div key={index} className={item.className} aria-hidden="true">
            <Skeleton shape="circle" width={item.picture} height={item.picture} />
            <SkeletonText lines={2} className={`${item.className}__body`} />
          </div>
        ))}
      </div>
    );
  }
  if (history === 'failed') {
    return (
      <div className={`${logClass} ${block}__state`} role="alert">
        <p>{labels.failed}</p>
        <button type="button" className="button button--secondary button--small" onClick={log.reloadHistory}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <div
      ref={ref}
      className={logClass}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={labels.log}
      tabIndex={0}
      onScroll={onScroll}
    >
      {hasOlder ? (
        <div className={`${block}__older`}>
          {older === 'loading' ? (
            <p role="status" className="muted">
              {labels.olderLoading}
            </p>
          ) : (
            <>
              {older === 'failed' ? (
                <p role="alert" className="field__error">
                  {labels.olderFailed}
                </p>
              ) : null}
              <button type="button" className="button button--secondary button--small" onClick={askOlder}>
                {labels.older}
              </button>
            </>
          )}
        </div>
      ) : null}
      {children}
    </div>
  );
}
