import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { PublicNav } from './PublicNav';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The frame of the public pages: skip link, top navigation, the page, footer. `mainClassName` lets
 * full-width pages (the landing) lay out their own sections; `signingUp`: see PublicNav.
 */
export function PublicFrame({
  children,
  mainClassName = 'public-main',
  signingUp = false,
}: {
  children: ReactNode;
  mainClassName?: string;
  signingUp?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="public-frame">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('app.skipToContent')}
      </a>
      <PublicNav signingUp={signingUp} />
      <main id={MAIN_CONTENT_ID} className={mainClassName} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
