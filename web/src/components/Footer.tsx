import { useTranslation } from 'react-i18next';
import { DISPLAY } from '../../../lib/contract/constants';
import { LanguagePicker } from './LanguagePicker';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p className="site-footer__copyright">{t('footer.copyright', { year: DISPLAY.footerCopyrightYear })}</p>
      <LanguagePicker />
    </footer>
  );
}
