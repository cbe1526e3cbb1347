/**
 * The FAQ (001 §1, §2): six collapsible questions (each a button with aria-expanded that shows and
 * hides its region) and an about-us block with pictures of the office.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { PublicFrame } from '../../components/PublicFrame';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { AboutUs } from './AboutUs';
import { FaqItem } from './FaqItem';

/** The six questions, in display order. */
export const FAQ_ITEMS = ['free', 'app', 'matching', 'safety', 'spectating', 'languages'] as const;
export type FaqItemId = (typeof FAQ_ITEMS)[number];

const FAQ_TITLE_ID = 'faq-title';

export function FaqScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.faq'));
  return (
    <PublicFrame>
      <div className="faq-page">
        <header className="page-intro">
          <h1 id={FAQ_TITLE_ID} className="page-intro__title">
            {t('faq.title')}
          </h1>
          <p className="muted">{t('faq.intro')}</p>
        </header>
        <ul className="faq-list" aria-labelledby={FAQ_TITLE_ID}>
          {FAQ_ITEMS.map((item) => (
            <FaqItem
              key={item}
              question={t(`faq.items.${item}.question`)}
              answer={t(`faq.items.${item}.answer`)}
            />
          ))}
        </ul>
        <p className="faq-page__more">
          {t('faq.more')} <Link to={PATHS.contact}>{t('faq.moreLink')}</Link>
        </p>
        <AboutUs />
      </div>
    </PublicFrame>
  );
}
