import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES } from '../../../lib/contract/codes';

/**
 * Switches the interface language (the language PlayJoin is shown in); the choice is cached in
 * session storage by the detector (001 §4). It is not the profile's primary language (Settings, the
 * language the player speaks, used for matching): the label says "Interface language" to keep the two
 * apart. `compact` (the signed-in top bar) shows a globe in place of the label on narrow screens; the
 * label stays the select's accessible name.
 */
export function LanguagePicker({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const classes = ['language-picker', compact ? 'language-picker--compact' : null, className].filter(Boolean);
  return (
    <div className={classes.join(' ')}>
      <label htmlFor={id}>
        {compact ? (
          <svg
            className="language-picker__icon"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z M3 12h18 M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9s1.3-6.5 3.8-9Z"
            />
          </svg>
        ) : null}
        <span className="language-picker__label">{t('languagePicker.label')}</span>
      </label>
      <select id={id} value={current} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {INTERFACE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
