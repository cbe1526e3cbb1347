import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { PublicFrame } from '../../components/PublicFrame';

const LINKS = [
  { to: PATHS.terms, key: 'legal.terms' },
  { to: PATHS.privacy, key: 'legal.privacy' },
  { to: PATHS.guidelines, key: 'legal.guidelines' },
] as const;

/** /terms and its nested routes (001 §2): tabs between the three documents, the document below. */
export function TermsLayout() {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <div className="legal-page">
        <nav aria-label={t('legal.navLabel')} className="legal-tabs">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className="legal-tabs__link">
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
        <Outlet />
      </div>
    </PublicFrame>
  );
}
