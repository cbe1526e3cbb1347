import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DISPLAY } from '../../../lib/contract/constants';
import { PATHS } from '../lib/paths';
import { LanguagePicker } from './LanguagePicker';

/** PlayJoin's account on X, the footer's social link (001 §1). */
export const SOCIAL_LINK = 'https://x.com/playjoin';

/** The public footer: page links, the social link, the copyright year (001 §1) and the language picker. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')} className="site-footer__nav">
        <ul className="site-footer__links">
          <li>
            <Link to={PATHS.faq}>{t('footer.faq')}</Link>
          </li>
          <li>
            <Link to={PATHS.contact}>{t('footer.contact')}</Link>
          </li>
          <li>
            <Link to={PATHS.terms}>{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to={PATHS.privacy}>{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to={PATHS.guidelines}>{t('footer.guidelines')}</Link>
          </li>
        </ul>
      </nav>
      <a className="social-link" href={SOCIAL_LINK} target="_blank" rel="noopener noreferrer">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5Z"
          />
        </svg>
        <span>{t('footer.social')}</span>
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
      <p className="site-footer__copyright">{t('footer.copyright', { year: DISPLAY.footerCopyrightYear })}</p>
      <LanguagePicker />
    </footer>
  );
}
