import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Footer } from './Footer';

export const MAIN_CONTENT_ID = 'main-content';

/** The frame of the public pages: skip link, brand header, the page, footer. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="public-frame">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('app.skipToContent')}
      </a>
      <header className="public-header">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true" />
          {t('app.name')}
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} className="public-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
