/**
 * The landing shell (001 §2): hero with the product name and tagline, Log in and Sign up, footer.
 * Issue 3 completes it (leaderboard slider, feature sections, store badges). Kept light: nothing here
 * imports zod, Amplify, swr or the route manifest.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { Footer } from '../../components/Footer';
import { MAIN_CONTENT_ID } from '../../components/PublicFrame';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';

export function LandingScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.landing'));
  return (
    <div className="landing">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('app.skipToContent')}
      </a>
      <main id={MAIN_CONTENT_ID} className="landing__main" tabIndex={-1}>
        <section className="hero" aria-labelledby="hero-title">
          <span className="brand__mark brand__mark--large" aria-hidden="true" />
          <h1 id="hero-title" className="hero__title">
            {t('app.name')}
          </h1>
          <p className="hero__tagline">{t('landing.tagline')}</p>
          <p className="hero__lead">{t('landing.lead')}</p>
          <div className="hero__actions" role="group" aria-label={t('landing.actionsLabel')}>
            <Link to={PATHS.login} className="button button--primary">
              {t('landing.logIn')}
            </Link>
            <Link to={PATHS.signup} className="button button--secondary">
              {t('landing.signUp')}
            </Link>
          </div>
        </section>
      </main>
      <Footer />
    </div>
  );
}
