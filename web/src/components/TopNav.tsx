import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { PATHS } from '../lib/paths';
import { LanguagePicker } from './LanguagePicker';

/**
 * The signed-in top navigation: two links, user-home and user-community (000 §2), and the interface
 * language picker (the public pages have it in their footer; the signed-in area has no footer).
 * On a phone the links take a row of their own under the brand and the picker.
 */
export function TopNav() {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <Link to={PATHS.home('user-home')} className="brand">
        <span className="brand__mark" aria-hidden="true" />
        {t('app.name')}
      </Link>
      <nav aria-label={t('home.topNavLabel')} className="top-nav">
        <NavLink to={PATHS.home('user-home')} className="top-nav__link">
          {t('home.userHome')}
        </NavLink>
        <NavLink to={PATHS.home('user-community')} className="top-nav__link">
          {t('home.userCommunity')}
        </NavLink>
      </nav>
      <LanguagePicker compact className="top-bar__language" />
    </header>
  );
}
