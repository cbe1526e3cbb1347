import type { Ref } from 'react';
import { Icon } from './Icon';

/** The × button of a dialog, panel or notice: an icon button whose label says what it closes. */
export function CloseButton({
  label,
  onClick,
  className,
  ref,
}: {
  label: string;
  onClick: () => void;
  className?: string;
  /** for a dialog that starts its focus here */
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name="close" />
    </button>
  );
}
