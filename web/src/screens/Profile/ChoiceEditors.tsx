/**
 * The play-style checklist and the platforms in the editor (000 §3, §4): game style is a two-way
 * exclusive switch (relaxed 1, competitive 2: two radio buttons, so arrows move between them); the
 * other items are 0/1 checkboxes; each real platform is a checkbox of its own.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameStyle, REAL_PLATFORMS } from '../../../../lib/contract/codes';
import { CHECKLIST_FLAGS, type ChecklistValues } from '../../state/server/own-profile';
import type { PlatformFlags } from '../../state/server/platforms';
import { PLATFORM_ITEMS } from './platform-items';

const STYLES = [
  ['relaxed', GameStyle.Relaxed],
  ['competitive', GameStyle.Competitive],
] as const;

export function ChecklistEditor({
  value,
  onChange,
}: {
  value: ChecklistValues;
  onChange: (value: ChecklistValues) => void;
}) {
  const { t } = useTranslation();
  const group = useId();
  return (
    <fieldset className="profile-editor__group">
      <legend>{t('profile.checklist.title')}</legend>
      <div className="style-switch" role="radiogroup" aria-label={t('profilePanel.checklist.style')}>
        {STYLES.map(([name, style]) => (
          <label key={name} className="style-switch__option">
            <input
              type="radio"
              name={group}
              checked={value.gameStyle === style}
              onChange={() => onChange({ ...value, gameStyle: style })}
            />
            <span>{t(`profile.checklist.${name}`)}</span>
          </label>
        ))}
      </div>
      <ul className="checklist checklist--editable">
        {CHECKLIST_FLAGS.map((flag) => (
          <li key={flag}>
            <label className="checklist__item">
              <input
                type="checkbox"
                checked={value[flag] === 1}
                onChange={(event) => onChange({ ...value, [flag]: event.target.checked ? 1 : 0 })}
              />
              <span>{t(`profilePanel.checklist.${flag}`)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function PlatformsEditor({
  value,
  onChange,
}: {
  value: PlatformFlags;
  onChange: (value: PlatformFlags) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="profile-editor__group">
      <legend>{t('profilePanel.platforms.legend')}</legend>
      <ul className="checklist checklist--editable">
        {REAL_PLATFORMS.map((id) => (
          <li key={id}>
            <label className="checklist__item">
              <input
                type="checkbox"
                checked={value[id]}
                onChange={(event) => onChange({ ...value, [id]: event.target.checked })}
              />
              <span>{t(PLATFORM_ITEMS[id])}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
