/**
 * The user card's modal shell (000 §2 "User card modal"): rendered over the page in a portal, with
 * the rest of the app inert while it is open; focus starts on its close button and stays inside
 * (Tab and Shift+Tab wrap), and goes back to what opened it (a View all button, a tile) on closing; Escape, a press on the backdrop or the close button close it. A press
 * inside it never reaches the side navigation's outside-click handler, so a card opened from a side
 * panel leaves that panel open beneath it. The content (the UserCard screen) is passed in by the app.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from '../../lib/hooks/focus-trap';
import { Icon } from '../Icon';

/** The app's root: made inert while the card (rendered next to it) is open. */
const APP_ROOT_ID = 'root';
/** The app root's data attribute counting the dialogs open over it (data-open-dialogs). */
const OPEN_DIALOGS = 'openDialogs';

export function PersonDialog({
  label,
  closeLabel,
  onClose,
  children,
}: {
  /** the dialog's accessible name */
  label: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // what had focus when the dialog opened gets it back when it closes (once the app is no longer inert)
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const giveFocusBack = () => {
      if (opener?.isConnected) opener.focus();
    };
    closeRef.current?.focus();
    const appRoot = document.getElementById(APP_ROOT_ID);
    if (!appRoot) return giveFocusBack;
    // dialogs can open over dialogs (a user card over a view-all list): the app stays inert until the last closes
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
      giveFocusBack();
    };
  }, []);

  return createPortal(
    <div
      className="modal-backdrop person-dialog__backdrop"
      onPointerDown={(event) => {
        // a press in the card is not an outside click for the panels beneath
        event.stopPropagation();
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className="modal person-dialog"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            event.nativeEvent.stopImmediatePropagation();
            onClose();
            return;
          }
          trapTab(event, dialogRef.current);
        }}
      >
        {/* a bar of no height that sticks to the top: the close button stays in reach however far the card scrolls */}
        <div className="person-dialog__bar">
          <button
            ref={closeRef}
            type="button"
            className="icon-button person-dialog__close"
            aria-label={closeLabel}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
