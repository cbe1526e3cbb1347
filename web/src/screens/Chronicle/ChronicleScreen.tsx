/**
 * The chronicle (000 §2 /home/user-posts, §4 "Chronicle"): the feed, newest first, read 50 posts at a
 * time as the reader nears its end (and with the pager's Load more button, for keyboards and for browsers
 * without IntersectionObserver) until a page comes back short; loading, empty and failed states with a
 * retry (components/ListState.tsx).
 * The Add button opens the Add modal (000 §2) on its Chronicle tab; a new post goes to the top.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, listStatusOf, type ListPaging } from '../../components/ListState';
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
  const posts = feed.posts;
  const loading = feed.isLoading || (!posts && !feed.error);
  const paging: ListPaging | undefined = posts && {
    shown: posts.length,
    // the end: a page shorter than its limit (state/server/chronicle.ts)
    hasMore: feed.hasMore,
    loadingMore: feed.loadingMore,
    failed: Boolean(feed.error),
    loadMore: feed.loadMore,
    retry: feed.retry,
  };
  return (
    <>
      <ListState
        status={loading ? 'loading' : listStatusOf(posts, feed.error)}
        labels={{
          loading: t('chronicle.loading'),
          failed: t('chronicle.loadFailed'),
          empty: t('chronicle.empty'),
        }}
        onRetry={feed.retry}
        paging={paging}
        pagerLabels={{
          more: t('chronicle.loadMore'),
          loading: t('chronicle.loadingMore'),
          failed: t('chronicle.moreFailed'),
          end: t('chronicle.end'),
        }}
      >
        <ul className="chronicle__feed" aria-label={t('chronicle.feedLabel')}>
          {(posts ?? []).map((post) => (
            <li key={post.postId}>
              <PostCard post={post} actions={actions} />
            </li>
          ))}
        </ul>
      </ListState>
      {paging?.hasMore && !paging.loadingMore && !paging.failed ? <NearEnd onReach={feed.loadMore} /> : null}
    </>
  );
}

/** Below the last post: reaching it (within PREFETCH_MARGIN) asks for the next page. */
function NearEnd({ onReach }: { onReach: () => void }) {
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
  return <div ref={ref} className="chronicle__near-end" aria-hidden="true" />;
}
