/**
 * The scaffold of every modal dialog of the app: a backdrop (`.modal-backdrop`) around the dialog box
 * (`.modal`, role="dialog" or "alertdialog", aria-modal). While it is open:
 *
 * - focus starts inside it (`initialFocus`) and Tab and Shift+Tab wrap inside it (lib/hooks/focus-trap);
 * - Escape calls `onClose`; it and every other key handled here stop here, so the surface beneath (a
 *   user card, the game modal, a side panel) keeps its own Escape and focus trap;
 * - a press on it is never an outside press for what lies beneath (the side navigation's panels);
 *   a press on the backdrop itself closes it only with `closeOnBackdrop`;
 * - `portal`: it is rendered over the page (in document.body) and the app root is inert until the last
 *   such dialog closes (a user card can open over a view-all list or the game modal);
 * - `returnFocus`: on closing, focus goes back to what had it when the dialog opened. Without it the
 *   opener decides where focus goes (some give it back themselves, or to something else).
 *
 * Motion is the stylesheet's (base.css cuts it short under prefers-reduced-motion).
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from '../lib/hooks/focus-trap';

/** The app's root: made inert while a dialog rendered next to it is open. */
const APP_ROOT_ID = 'root';
/** The app root's data attribute counting the dialogs open over it (data-open-dialogs). */
const OPEN_DIALOGS = 'openDialogs';

/** Makes the app root inert and gives back a release; the root stays inert until the last release. */
function holdAppInert(): () => void {
  const appRoot = document.getElementById(APP_ROOT_ID);
  if (!appRoot) return () => {};
  appRoot.dataset[OPEN_DIALOGS] = String(Number(appRoot.dataset[OPEN_DIALOGS] ?? 0) + 1);
  appRoot.setAttribute('inert', '');
  return () => {
    const left = Number(appRoot.dataset[OPEN_DIALOGS] ?? 1) - 1;
    if (left > 0) {
      appRoot.dataset[OPEN_DIALOGS] = String(left);
    } else {
      delete appRoot.dataset[OPEN_DIALOGS];
      appRoot.removeAttribute('inert');
    }
  };
}

export interface DialogProps {
  /** the id of the dialog's heading (aria-labelledby) */
  labelledBy?: string;
  /** the dialog's name, when no heading gives it (aria-label) */
  label?: string;
  /** the id of the text that describes it (aria-describedby) */
  describedBy?: string;
  /** "alertdialog" for a question or notice that needs an answer */
  role?: 'dialog' | 'alertdialog';
  /** classes of the dialog box, after `modal` */
  className?: string;
  /** classes of the backdrop, after `modal-backdrop` */
  backdropClassName?: string;
  /** on Escape, and on a press on the backdrop with `closeOnBackdrop` */
  onClose: () => void;
  closeOnBackdrop?: boolean;
  /** what takes focus on opening: an element, or a selector inside the dialog; by default the dialog itself */
  initialFocus?: RefObject<HTMLElement | null> | string;
  /** give focus back to what had it when the dialog opened, once it closes */
  returnFocus?: boolean;
  /** render over the page (in document.body) with the app beneath inert */
  portal?: boolean;
  /** makes the backdrop and dialog inert (a dialog opened over this one from elsewhere) */
  inert?: boolean;
  /** the dialog box, for content that moves focus inside it */
  dialogRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

export function Dialog({
  labelledBy,
  label,
  describedBy,
  role = 'dialog',
  className,
  backdropClassName,
  onClose,
  closeOnBackdrop = false,
  initialFocus,
  returnFocus = false,
  portal = false,
  inert,
  dialogRef,
  children,
}: DialogProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = dialogRef ?? ownRef;
  // what had focus as the dialog first renders, before its content's effects move focus into it
  const [opener] = useState(() =>
    returnFocus && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    const dialog = ref.current;
    const first =
      initialFocus === undefined
        ? dialog
        : typeof initialFocus === 'string'
          ? dialog?.querySelector<HTMLElement>(initialFocus)
          : initialFocus.current;
    first?.focus();
    const release = portal ? holdAppInert() : null;
    return () => {
      release?.();
      // after the app is live again: an inert element cannot take focus
      if (opener?.isConnected) opener.focus();
    };
    // on opening only: later focus moves are the content's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const backdrop = (
    <div
      className={backdropClassName ? `modal-backdrop ${backdropClassName}` : 'modal-backdrop'}
      inert={inert}
      onPointerDown={(event) => {
        // a press in a modal is not an outside press for the panels or the dialog beneath
        event.stopPropagation();
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        aria-describedby={describedBy}
        tabIndex={initialFocus === undefined ? -1 : undefined}
        className={className ? `modal ${className}` : 'modal'}
        onKeyDown={(event) => {
          // keys handled here stop here: only this dialog closes or traps focus, not one beneath it
          event.stopPropagation();
          if (event.key === 'Escape') {
            event.nativeEvent.stopImmediatePropagation();
            onClose();
            return;
          }
          trapTab(event, event.currentTarget);
        }}
      >
        {children}
      </div>
    </div>
  );
  return portal ? createPortal(backdrop, document.body) : backdrop;
}
