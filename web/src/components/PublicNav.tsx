import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { PATHS } from '../app/paths';

/**
 * The top navigation of the public pages: the brand, FAQ, Contact and the Log in trigger (001 §2).
 * The login dialog arrives with the accounts task; until then the trigger leads to /login.
 */
export function PublicNav() {
  const { t } = useTranslation();
  return (
    <header className="public-header">
      <Link to={PATHS.landing} className="brand">
        <span className="brand__mark" aria-hidden="true" />
        {t('app.name')}
      </Link>
      <nav aria-label={t('publicNav.label')} className="public-nav">
        <NavLink to={PATHS.faq} className="public-nav__link">
          {t('publicNav.faq')}
        </NavLink>
        <NavLink to={PATHS.contact} className="public-nav__link">
          {t('publicNav.contact')}
        </NavLink>
        <Link to={PATHS.login} className="button button--secondary button--small">
          {t('publicNav.logIn')}
        </Link>
      </nav>
    </header>
  );
}
