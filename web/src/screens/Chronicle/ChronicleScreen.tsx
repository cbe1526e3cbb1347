/**
 * The chronicle (000 §2 /home/user-posts, §4 "Chronicle"): the feed, newest first, read 50 posts at a
 * time as the reader nears its end (and with a Load more button, for keyboards and for browsers without
 * IntersectionObserver) until a page comes back short; loading, empty and failed states with a retry.
 * The Add button opens the Add modal (000 §2) on its Chronicle tab; a new post goes to the top.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../components/people/ListStates';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { readSessionValue } from '../../lib/session-values';
import { useOwnUsername } from '../../state/own-name';
import { useChronicleFeed, type ChroniclePost } from '../../state/server/chronicle';
import { useSession } from '../../state/session';
import { AddModal, type AddTab } from './AddModal';
import { PostCard, type PostActions } from './PostCard';

/** How far below the screen the next page starts loading. */
const PREFETCH_MARGIN = '600px 0px';

export function ChronicleScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.userPosts'));
  const session = useSession();
  const ownUserName = useOwnUsername();
  const feed = useChronicleFeed({
    uuid: session.uuid,
    userName: ownUserName,
    picture: readSessionValue('profilePicLink') ?? '',
  });
  const [addTab, setAddTab] = useState<AddTab | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const actions: PostActions = {
    ownUserName,
    toggleLike: feed.toggleLike,
    addComment: feed.addComment,
    loadThread: feed.loadThread,
  };

  const onPosted = (post: ChroniclePost) => {
    void feed.addPost(post);
    setAddTab(null);
    setAnnouncement(t('chronicle.posted'));
  };

  return (
    <section className="chronicle" aria-labelledby="chronicle-title">
      <div className="chronicle__header">
        <h1 id="chronicle-title">{t('chronicle.title')}</h1>
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={() => {
            setAnnouncement('');
            setAddTab('chronicle');
          }}
        >
          {t('chronicle.add')}
        </button>
      </div>
      <p className="chronicle__announcement" role="status">
        {announcement}
      </p>
      <Feed feed={feed} actions={actions} />
      {addTab ? (
        <AddModal
          initialTab={addTab}
          uuid={session.uuid}
          ownUserName={ownUserName}
          onPosted={onPosted}
          onClose={() => setAddTab(null)}
        />
      ) : null}
    </section>
  );
}

function Feed({ feed, actions }: { feed: ReturnType<typeof useChronicleFeed>; actions: PostActions }) {
  const { t } = useTranslation();
  if (feed.isLoading || (!feed.posts && !feed.error)) return <PageLoading label={t('chronicle.loading')} />;
  if (!feed.posts) return <ListError message={t('chronicle.loadFailed')} onRetry={feed.retry} />;
  if (feed.posts.length === 0) return <p className="chronicle__empty muted">{t('chronicle.empty')}</p>;
  return (
    <>
      <ul className="chronicle__feed" aria-label={t('chronicle.feedLabel')}>
        {feed.posts.map((post) => (
          <li key={post.postId}>
            <PostCard post={post} actions={actions} />
          </li>
        ))}
      </ul>
      {feed.error ? (
        <ListError message={t('chronicle.moreFailed')} onRetry={feed.retry} />
      ) : feed.loadingMore ? (
        <PageLoading label={t('chronicle.loadingMore')} />
      ) : feed.hasMore ? (
        <NextPage onReach={feed.loadMore} />
      ) : (
        <p className="chronicle__end muted">{t('chronicle.end')}</p>
      )}
    </>
  );
}

/** The end of the feed: reaching it (or pressing the button) asks for the next page. */
function NextPage({ onReach }: { onReach: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const reach = useRef(onReach);
  reach.current = onReach;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach.current();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="chronicle__more">
      <button type="button" className="button button--secondary" onClick={onReach}>
        {t('chronicle.loadMore')}
      </button>
    </div>
  );
}
