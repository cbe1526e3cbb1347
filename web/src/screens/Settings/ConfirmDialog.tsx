import { useId, useRef, type ReactNode } from 'react';
import { Dialog } from '../../components/Dialog';

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
  const firstRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={bodyId}
      className="modal--small"
      backdropClassName="modal-backdrop--inline"
      initialFocus={firstRef}
      onClose={onCancel ?? onConfirm}
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
    </Dialog>
  );
}
