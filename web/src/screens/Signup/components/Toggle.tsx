import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** An on/off setting (role="switch"): its label, an optional description and the visible state. */
export function Switch({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="switch-row">
      <div className="switch-row__text">
        <span id={labelId} className="switch-row__label">
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className="switch-row__description">
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        onClick={() => onChange(!checked)}
      >
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        <span className="switch__state" aria-hidden="true">
          {checked ? t('signup.preferences.on') : t('signup.preferences.off')}
        </span>
      </button>
    </div>
  );
}

/** A choice chip that is either pressed or not (aria-pressed). */
export function ToggleChip({
  label,
  pressed,
  onToggle,
}: {
  label: string;
  pressed: boolean;
  onToggle: () => void;
}) {
  return (
    <button type="button" className="chip" aria-pressed={pressed} onClick={onToggle}>
      <span className="chip__mark" aria-hidden="true">
        {pressed ? '✓' : '+'}
      </span>
      {label}
    </button>
  );
}
