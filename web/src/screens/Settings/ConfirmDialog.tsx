import { useEffect, useId, useRef, type ReactNode } from 'react';
import { trapTab } from '../../lib/hooks/focus-trap';

/**
 * A modal question or notice inside the settings panel (role="alertdialog"): focus starts on the
 * safe choice (`initialFocus: 'cancel'`) or the only one, Tab stays inside, Escape cancels. It is
 * rendered inside the side panel (not in a portal) so a press on it never counts as an outside click
 * that would close the panel; it still covers the page with its backdrop.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  danger = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** without one the dialog is a notice with a single button */
  cancelLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  return (
    <div className="modal-backdrop modal-backdrop--inline">
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="modal modal--small"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            // only the dialog closes, not the panel behind it
            event.stopPropagation();
            event.nativeEvent.stopImmediatePropagation();
            (onCancel ?? onConfirm)();
            return;
          }
          trapTab(event, dialogRef.current);
        }}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div id={bodyId} className="modal__body">
          {children}
        </div>
        <div className="modal__actions">
          {cancelLabel && onCancel ? (
            <button
              ref={firstRef}
              type="button"
              className="button button--secondary button--small"
              onClick={onCancel}
            >
              {cancelLabel}
            </button>
          ) : null}
          <button
            ref={cancelLabel && onCancel ? undefined : firstRef}
            type="button"
            className={`button button--small ${danger ? 'button--danger' : 'button--primary'}`}
            aria-disabled={busy}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
