import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES } from '../../../lib/contract/codes';

/** Switches the interface language; the choice is cached in session storage by the detector (001 §4). */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="language-picker">
      <label htmlFor={id}>{t('footer.language')}</label>
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
