/**
 * The username and bio in the editor, each behind an edit toggle of its own (000 §4). The username
 * follows the rule of 000 §5 as it is typed: nothing typed or pasted is cut short; a name that breaks
 * the rule says which part, and a new name is checked for availability while typing (the check runs
 * again on Save). The bio shows its length against the limit and is never cut either.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../lib/contract/constants';
import { sameUserName } from '../../../../lib/contract/user-names';
import { usernameIssue } from '../../lib/field-rules';
import { useUsernameAvailability } from '../../state/server/username-availability';

export function UsernameEditor({
  current,
  value,
  open,
  onToggle,
  onChange,
}: {
  /** the name the server holds */
  current: string;
  value: string;
  open: boolean;
  onToggle: () => void;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const ids = { field: useId(), hint: useId(), message: useId(), status: useId() };
  const changed = value.trim() !== current;
  const issue = changed ? usernameIssue(value) : null;
  // a change of letter case only is still the user's own name: no availability check
  const checked = changed && !issue && !sameUserName(value.trim(), current) ? value : '';
  const { status } = useUsernameAvailability(checked);
  const length = [...value.trim()].length;

  return (
    <div className="profile-editor__group">
      <div className="profile-editor__row">
        <span className="profile-editor__label" id={`${ids.field}-label`}>
          {t('profilePanel.username.label')}
        </span>
        {!open ? <span className="profile-editor__value">{current}</span> : null}
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={open}
          aria-controls={ids.field}
          onClick={onToggle}
        >
          {open ? t('profilePanel.username.keep') : t('profilePanel.username.change')}
        </button>
      </div>
      <div className="field" id={ids.field} hidden={!open}>
        <label htmlFor={`${ids.field}-input`} className="visually-hidden">
          {t('profilePanel.username.label')}
        </label>
        {open ? (
          <input
            id={`${ids.field}-input`}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={value}
            aria-invalid={Boolean(issue) || status === 'taken'}
            aria-describedby={`${ids.hint} ${ids.message} ${ids.status}`}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : null}
        <p id={ids.hint} className="field__hint">
          {t('profilePanel.username.rule', { min: LIMITS.usernameMin, max: LIMITS.usernameMax })}
        </p>
        <p id={ids.message} className="field__error" role="alert">
          {issue && issue !== 'empty'
            ? t(`profilePanel.username.issues.${issue}`, {
                count: length,
                max: LIMITS.usernameMax,
                min: LIMITS.usernameMin,
              })
            : null}
          {issue === 'empty' ? t('profilePanel.username.issues.empty') : null}
          {!issue && status === 'taken' ? t('profilePanel.username.taken') : null}
        </p>
        <p id={ids.status} className="field__status" role="status">
          {!issue && status === 'checking' ? t('profilePanel.username.checking') : null}
          {!issue && status === 'available' ? t('profilePanel.username.available') : null}
          {!issue && status === 'failed' ? t('profilePanel.username.checkFailed') : null}
        </p>
      </div>
    </div>
  );
}

export function BioEditor({
  current,
  value,
  open,
  onToggle,
  onChange,
}: {
  current: string;
  value: string;
  open: boolean;
  onToggle: () => void;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const ids = { field: useId(), count: useId() };
  const length = value.length;
  const tooLong = length > LIMITS.bioMax;
  return (
    <div className="profile-editor__group">
      <div className="profile-editor__row">
        <span className="profile-editor__label">{t('profilePanel.bio.label')}</span>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={open}
          aria-controls={ids.field}
          onClick={onToggle}
        >
          {open ? t('profilePanel.bio.keep') : t('profilePanel.bio.change')}
        </button>
      </div>
      {!open ? (
        <p className="profile-editor__value profile-editor__bio">{current || t('profilePanel.bio.empty')}</p>
      ) : null}
      <div className="field" id={ids.field} hidden={!open}>
        <label htmlFor={`${ids.field}-input`} className="visually-hidden">
          {t('profilePanel.bio.label')}
        </label>
        {open ? (
          <textarea
            id={`${ids.field}-input`}
            rows={4}
            value={value}
            aria-invalid={tooLong}
            aria-describedby={ids.count}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : null}
        <p id={ids.count} className="field__hint">
          {t('profilePanel.bio.count', { count: length, max: LIMITS.bioMax })}
        </p>
        {tooLong ? (
          <p className="field__error" role="alert">
            {t('profilePanel.bio.tooLong', { count: length, max: LIMITS.bioMax })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
