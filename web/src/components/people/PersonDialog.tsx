/**
 * The user card's modal shell (000 §2 "User card modal"): rendered over the page in a portal, with
 * the rest of the app inert while it is open; focus starts on its close button and stays inside
 * (Tab and Shift+Tab wrap), and goes back to what opened it (a View all button, a tile) on closing; Escape, a press on the backdrop or the close button close it. A press
 * inside it never reaches the side navigation's outside-click handler, so a card opened from a side
 * panel leaves that panel open beneath it. The content (the UserCard screen) is passed in by the app.
 */
import { useRef, type ReactNode } from 'react';
import { Dialog } from '../Dialog';
import { CloseButton } from '../CloseButton';

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
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      portal
      label={label}
      className="person-dialog"
      backdropClassName="person-dialog__backdrop"
      initialFocus={closeRef}
      returnFocus
      closeOnBackdrop
      onClose={onClose}
    >
      {/* a bar of no height that sticks to the top: the close button stays in reach however far the card scrolls */}
      <div className="person-dialog__bar">
        <CloseButton ref={closeRef} label={closeLabel} onClick={onClose} className="person-dialog__close" />
      </div>
      {children}
    </Dialog>
  );
}
