/**
 * The landing page (001 §1, §2): hero with Log in, Sign up and the app store badges, the leaderboard
 * slider (10 games, 10 gamers, sample data), the four feature sections (match, connect, explore, game)
 * and a closing call to action, inside the public frame (top navigation, footer with the social link
 * and the copyright year). Kept light: nothing here imports valibot, Amplify, swr or the route manifest,
 * and the carousel behaviour (embla) arrives in its own small chunk.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { PublicFrame } from '../../components/PublicFrame';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { useLiveSession } from '../../lib/live-session';
import { Features } from './Features';
import { Leaderboard } from './Leaderboard';
import { StoreBadges } from './StoreBadges';

export function LandingScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.landing'));
  // a signed-in visitor is offered the way back rather than Log in / Sign up
  const signedIn = useLiveSession();
  return (
    <PublicFrame mainClassName="landing">
      <section className="hero" aria-labelledby="hero-title">
        <span className="brand__mark brand__mark--large" aria-hidden="true" />
        <h1 id="hero-title" className="hero__title">
          {t('app.name')}
        </h1>
        <p className="hero__tagline">{t('landing.tagline')}</p>
        <p className="hero__lead">{t('landing.lead')}</p>
        <div className="hero__actions" role="group" aria-label={t('landing.actionsLabel')}>
          {signedIn ? (
            <Link to={PATHS.home('user-home')} className="button button--primary">
              {t('landing.openDashboard')}
            </Link>
          ) : (
            <>
              <Link to={PATHS.login} className="button button--primary">
                {t('landing.logIn')}
              </Link>
              <Link to={PATHS.signup} className="button button--secondary">
                {t('landing.signUp')}
              </Link>
            </>
          )}
        </div>
        <StoreBadges />
      </section>
      <Leaderboard />
      <Features />
      <section className="landing-section closing" aria-labelledby="closing-title">
        <h2 id="closing-title" className="landing-section__title">
          {t('landing.closing.title')}
        </h2>
        <p className="muted">{t('landing.closing.body')}</p>
        <Link to={PATHS.signup} className="button button--primary">
          {t('landing.closing.action')}
        </Link>
      </section>
    </PublicFrame>
  );
}
