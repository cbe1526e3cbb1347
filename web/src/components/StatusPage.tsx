import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../lib/hooks/use-document-title';
import { PublicFrame } from './PublicFrame';

/** A full page that states one thing (404, not available, failure) and leads back home. */
export function StatusPage({
  code,
  title,
  documentTitle,
  children,
}: {
  code?: string;
  title: string;
  documentTitle: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(documentTitle);
  return (
    <PublicFrame>
      <section className="status-page">
        {code ? <p className="status-page__code">{code}</p> : null}
        <h1 className="status-page__title">{title}</h1>
        {children ? <div className="status-page__body">{children}</div> : null}
        <Link to="/" className="button button--primary">
          {t('common.backHome')}
        </Link>
      </section>
    </PublicFrame>
  );
}
