import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { SUPPORT_EMAIL } from '../../lib/support';

/** The contact details block (001 §2). */
export function ContactDetails() {
  const { t } = useTranslation();
  return (
    <aside className="panel contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="panel__title">
        {t('contact.details.title')}
      </h2>
      <dl className="contact-details__list">
        <div>
          <dt>{t('contact.details.email')}</dt>
          <dd>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contact.details.response')}</dt>
          <dd>{t('contact.details.responseBody')}</dd>
        </div>
      </dl>
      <p className="muted">
        {t('contact.details.faq')} <Link to={PATHS.faq}>{t('contact.details.faqLink')}</Link>
      </p>
    </aside>
  );
}
