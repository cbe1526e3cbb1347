/**
 * The signed-in pages. Their content (dashboard, community, chronicle) belongs to later issues; until
 * then each says so honestly instead of showing made-up data.
 */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';

export function UserHomeScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.userHome'));
  return <EmptyState title={t('home.pages.userHome.title')}>{t('home.pages.userHome.body')}</EmptyState>;
}

export function UserCommunityScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.userCommunity'));
  return (
    <EmptyState title={t('home.pages.userCommunity.title')}>{t('home.pages.userCommunity.body')}</EmptyState>
  );
}

export function UserPostsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.userPosts'));
  return <EmptyState title={t('home.pages.userPosts.title')}>{t('home.pages.userPosts.body')}</EmptyState>;
}
