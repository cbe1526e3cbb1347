/**
 * Our policies (001 §2): the privacy policy, terms of use and community guidelines, each expandable,
 * in the interface language (the same texts as the /terms pages, loaded with useLegalTexts), with a
 * link to the full page.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { PageLoading } from '../../components/PageLoading';
import { useLegalTexts, type LegalDocumentId, type LegalTexts } from '../../locale/legal';

const DOCUMENTS: ReadonlyArray<{ id: LegalDocumentId; path: string }> = [
  { id: 'privacy', path: PATHS.privacy },
  { id: 'terms', path: PATHS.terms },
  { id: 'guidelines', path: PATHS.guidelines },
];

export function Policies() {
  const { t, i18n } = useTranslation();
  const legal = useLegalTexts(i18n.resolvedLanguage ?? i18n.language);
  if (legal.status === 'loading') return <PageLoading />;
  if (legal.status === 'error') {
    return (
      <div className="settings-error" role="alert">
        <p>{t('legal.error')}</p>
        <button type="button" className="button button--secondary button--small" onClick={legal.retry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <ul className="settings-policies">
      {DOCUMENTS.map((document) => (
        <PolicyItem key={document.id} texts={legal.texts} id={document.id} path={document.path} />
      ))}
    </ul>
  );
}

function PolicyItem({ texts, id, path }: { texts: LegalTexts; id: LegalDocumentId; path: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const regionId = useId();
  const doc = texts[id];
  return (
    <li className="settings-policy">
      <h4 className="settings-policy__heading">
        <button
          type="button"
          id={buttonId}
          className="settings-policy__toggle"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((current) => !current)}
        >
          <span>{t(`legal.${id}`)}</span>
          <span className="chevron" aria-hidden="true" />
        </button>
      </h4>
      <div
        id={regionId}
        role="region"
        aria-labelledby={buttonId}
        className="settings-policy__body"
        hidden={!open}
      >
        {open ? (
          <>
            {doc.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {doc.sections.map((section, index) => (
              <section key={section.id}>
                <h5 className="settings-policy__section">
                  {index + 1}. {section.heading}
                </h5>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.items ? (
                  <ul>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
            <p>
              <Link to={path}>{t('settings.policies.fullPage', { document: t(`legal.${id}`) })}</Link>
            </p>
          </>
        ) : null}
      </div>
    </li>
  );
}
