/**
 * Our policies (001 §2): the privacy policy, terms of use and community guidelines, each expandable,
 * in the interface language (the same texts as the /terms pages, loaded with useLegalTexts), with a
 * link to the full page.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { Disclosure } from '../../components/Disclosure';
import { PageLoading } from '../../components/PageLoading';
import { useLegalTexts, type LegalDocumentId, type LegalTexts } from '../../locale/legal';
import { LegalParagraphs, LegalSections } from '../../components/LegalSections';
import { SettingsError } from './SettingsError';

const DOCUMENTS: ReadonlyArray<{ id: LegalDocumentId; path: string }> = [
  { id: 'privacy', path: PATHS.privacy },
  { id: 'terms', path: PATHS.terms },
  { id: 'guidelines', path: PATHS.guidelines },
];

export function Policies() {
  const { t, i18n } = useTranslation();
  const legal = useLegalTexts(i18n.resolvedLanguage ?? i18n.language);
  if (legal.status === 'loading') return <PageLoading />;
  if (legal.status === 'error') return <SettingsError message={t('legal.error')} onRetry={legal.retry} />;
  return (
    <ul className="settings-policies">
      {DOCUMENTS.map((document) => (
        <PolicyItem key={document.id} texts={legal.texts} id={document.id} path={document.path} />
      ))}
    </ul>
  );
}

/** One document, collapsed until opened; its text mounts only when it opens. */
function PolicyItem({ texts, id, path }: { texts: LegalTexts; id: LegalDocumentId; path: string }) {
  const { t } = useTranslation();
  const doc = texts[id];
  return (
    <Disclosure as="li" level={4} block="settings-policy" title={t(`legal.${id}`)}>
      <LegalParagraphs paragraphs={doc.intro} />
      <LegalSections sections={doc.sections} heading="h5" headingClassName="settings-policy__section" />
      <p>
        <Link to={path}>{t('settings.policies.fullPage', { document: t(`legal.${id}`) })}</Link>
      </p>
    </Disclosure>
  );
}
