import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { LEGAL_UPDATED, useLegalTexts, type LegalDocumentId } from '../../locale/legal';
import { LegalParagraphs, LegalSections } from '../../components/LegalSections';

/**
 * One legal document in the interface language: title, last update, introduction, a table of contents
 * and numbered sections. The texts load with their language's chunk (loading and error states shown).
 */
export function LegalPage({ document: documentId }: { document: LegalDocumentId }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useDocumentTitle(t(`titles.${documentId}`));
  const legal = useLegalTexts(language);

  if (legal.status === 'loading') return <PageLoading />;
  if (legal.status === 'error') {
    return (
      <div className="legal-error" role="alert">
        <p>{t('legal.error')}</p>
        <button type="button" className="button button--secondary" onClick={legal.retry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }

  const doc = legal.texts[documentId];
  const anchor = (sectionId: string) => `${documentId}-${sectionId}`;
  const titleId = `${documentId}-title`;
  const updated = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL_UPDATED}T00:00:00Z`),
  );
  return (
    <article className="legal" aria-labelledby={titleId}>
      <header className="legal__header">
        <h1 id={titleId} className="page-intro__title">
          {doc.title}
        </h1>
        <p className="muted">{t('legal.updated', { date: updated })}</p>
        <LegalParagraphs paragraphs={doc.intro} />
      </header>
      <nav className="legal__toc" aria-labelledby={`${documentId}-contents`}>
        <h2 id={`${documentId}-contents`} className="legal__toc-title">
          {t('legal.contents')}
        </h2>
        <ol>
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${anchor(section.id)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <LegalSections
        sections={doc.sections}
        heading="h2"
        headingClassName="legal__heading"
        className="legal__section"
        anchor={anchor}
      />
    </article>
  );
}
