/**
 * The actions row of a dialog's form: Cancel, then the submit button, which shows `busyLabel` and is
 * aria-disabled while the form is being sent (it stays focusable, so a keyboard user keeps their place).
 */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  busyLabel,
  busy = false,
  className,
}: {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  busyLabel?: string;
  busy?: boolean;
  className?: string;
}) {
  return (
    <div className={className ? `modal__actions ${className}` : 'modal__actions'}>
      <button type="button" className="button button--secondary button--small" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type="submit"
        className="button button--primary button--small"
        {...(busyLabel === undefined ? {} : { 'aria-disabled': busy })}
      >
        {busy && busyLabel ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
