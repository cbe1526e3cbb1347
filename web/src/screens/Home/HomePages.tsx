/**
 * The signed-in pages still to come (the chronicle belongs to a later issue): each says so honestly
 * instead of showing made-up data. The dashboard and the community page are screens of their own.
 */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';

export function UserPostsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.userPosts'));
  return <EmptyState title={t('home.pages.userPosts.title')}>{t('home.pages.userPosts.body')}</EmptyState>;
}
