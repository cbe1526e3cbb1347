/**
 * Contact support (001 §2, §4, §5): the form (email, message, six category flags with 'question' on),
 * inline validation that blocks the call, an in-page alert on success or failure, and the contact
 * details. Lazily loaded: it brings the typed client (valibot, the manifest) only to this page.
 */
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../../components/PublicFrame';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';

export function ContactScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.contact'));
  return (
    <PublicFrame>
      <div className="contact-page">
        <header className="page-intro">
          <h1 className="page-intro__title">{t('contact.title')}</h1>
          <p className="muted">{t('contact.intro')}</p>
        </header>
        <div className="contact-page__columns">
          <ContactForm />
          <ContactDetails />
        </div>
      </div>
    </PublicFrame>
  );
}
