/**
 * One chronicle post (000 §3 "Chronicle post", §4 "Chronicle"): the author with picture and relative
 * time, the message (plain text with mentions), the media, the likes, and the comments, shown or
 * hidden per post. Comments nest their replies, each level indented 20 px; every comment has its own
 * reply box, opened by its Reply button. A blank comment is not sent (000 §5: not checked, so no error).
 *
 * The toggle counts the post's `commentCount`. The feed brings only a post's first few comments: when
 * the comments are shown and the post has more, its whole thread is read (once each time they are
 * opened), with a loading line, and on failure an error line with a Retry button; a thread longer than
 * the server answers says that only its first comments are shown.
 */
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../lib/contract/constants';
import { sameUserName } from '../../../../lib/contract/user-names';
import {
  CHRONICLE_THREAD_CAP,
  hasUnloadedComments,
  type ChronicleComment,
  type ChroniclePost,
  type LikeOutcome,
} from '../../state/server/chronicle';
import { Byline, ChronicleText, LikeControl, PostMedia } from './PostParts';

/** Whether the caller wrote it (no like button on your own content, 000 §5). */
const isOwn = (author: string, ownUserName: string | null) =>
  ownUserName !== null && sameUserName(author, ownUserName);

/** How far each level of replies is indented (000 §4). */
export const REPLY_INDENT_PX = 20;

export interface PostActions {
  ownUserName: string | null;
  toggleLike: (postId: string, commentId: string | null) => Promise<LikeOutcome>;
  addComment: (postId: string, message: string, replyTo: string | null) => Promise<boolean>;
  /** reads the post's whole thread into it; resolves false when that failed */
  loadThread: (postId: string) => Promise<boolean>;
}

/** Where the reading of the post's whole thread stands, for the current opening of its comments. */
type ThreadState = 'idle' | 'loading' | 'failed' | 'loaded';

export function PostCard({ post, actions }: { post: ChroniclePost; actions: PostActions }) {
  const { t } = useTranslation();
  const commentsId = useId();
  const headingId = useId();
  const [showComments, setShowComments] = useState(false);
  const [thread, setThread] = useState<ThreadState>('idle');
  const sectionRef = useRef<HTMLElement>(null);
  /** the current reading (a closed or newer opening ignores an older one's answer) */
  const reading = useRef(0);
  /** the thread was asked for in this opening */
  const asked = useRef(false);
  const unloaded = hasUnloadedComments(post);
  const { loadThread } = actions;
  const { postId } = post;

  const readThread = () => {
    const id = ++reading.current;
    asked.current = true;
    setThread('loading');
    void loadThread(postId).then((done) => {
      if (reading.current === id) setThread(done ? 'loaded' : 'failed');
    });
  };
  const read = useRef(readThread);
  read.current = readThread;

  useEffect(() => {
    if (showComments && unloaded && !asked.current) read.current();
  }, [showComments, unloaded]);

  const toggle = () => {
    if (showComments) {
      reading.current += 1;
      asked.current = false;
      setThread('idle');
    }
    setShowComments(!showComments);
  };

  const retry = () => {
    // the Retry button goes away: keep the focus in the comments
    sectionRef.current?.focus();
    readThread();
  };
  return (
    <article className="chronicle-post" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('chronicle.postBy', { name: post.postAuthor })}
      </h2>
      <Byline name={post.postAuthor} picture={post.profilePicLink} created={post.created} />
      {post.message ? <ChronicleText className="chronicle-post__message" text={post.message} /> : null}
      {post.mediaURL ? <PostMedia link={post.mediaURL} author={post.postAuthor} /> : null}
      <div className="chronicle-post__actions">
        <LikeControl
          likeCount={post.likeCount}
          likeUsers={post.likeUsers}
          ownUserName={actions.ownUserName}
          own={isOwn(post.postAuthor, actions.ownUserName)}
          subject={t('chronicle.postBy', { name: post.postAuthor })}
          onToggle={() => actions.toggleLike(post.postId, null)}
        />
        <button
          type="button"
          className="link-button chronicle-post__comments-toggle"
          aria-expanded={showComments}
          aria-controls={commentsId}
          onClick={toggle}
        >
          {showComments
            ? t('chronicle.hideComments')
            : t('chronicle.showComments', { count: post.commentCount })}
        </button>
      </div>
      {showComments ? (
        <section
          ref={sectionRef}
          id={commentsId}
          className="chronicle-comments"
          tabIndex={-1}
          aria-label={t('chronicle.commentsOf', { name: post.postAuthor })}
        >
          {post.comments.length === 0 && post.commentCount === 0 ? (
            <p className="muted">{t('chronicle.noComments')}</p>
          ) : null}
          <CommentList
            comments={post.comments}
            depth={0}
            post={post}
            actions={actions}
            busy={thread === 'loading'}
          />
          {thread === 'loading' ? (
            <p className="chronicle-comments__status muted" role="status">
              {t('chronicle.loadingComments')}
            </p>
          ) : null}
          {thread === 'failed' ? (
            <div className="chronicle-comments__error" role="alert">
              <p>{t('chronicle.commentsFailed')}</p>
              <button type="button" className="button button--secondary button--small" onClick={retry}>
                {t('chronicle.retryComments')}
              </button>
            </div>
          ) : null}
          {thread === 'loaded' && post.commentCount > CHRONICLE_THREAD_CAP ? (
            <p className="chronicle-comments__capped muted">
              {t('chronicle.threadCapped', { max: CHRONICLE_THREAD_CAP })}
            </p>
          ) : null}
          <CommentBox
            label={t('chronicle.commentLabel')}
            submitLabel={t('chronicle.comment')}
            onSend={(message) => actions.addComment(post.postId, message, null)}
          />
        </section>
      ) : null}
    </article>
  );
}

function CommentList({
  comments,
  depth,
  post,
  actions,
  busy = false,
}: {
  comments: ChronicleComment[];
  depth: number;
  post: ChroniclePost;
  actions: PostActions;
  /** the rest of the thread is being read */
  busy?: boolean;
}) {
  if (comments.length === 0) return null;
  // each nested list is indented from its parent's: 20 px a level
  const style: CSSProperties | undefined =
    depth > 0 ? { marginInlineStart: `${REPLY_INDENT_PX}px` } : undefined;
  return (
    <ul className="chronicle-comments__list" data-depth={depth} style={style} aria-busy={busy || undefined}>
      {comments.map((comment) => (
        <CommentItem key={comment.commentId} comment={comment} depth={depth} post={post} actions={actions} />
      ))}
    </ul>
  );
}

function CommentItem({
  comment,
  depth,
  post,
  actions,
}: {
  comment: ChronicleComment;
  depth: number;
  post: ChroniclePost;
  actions: PostActions;
}) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const boxId = useId();
  return (
    <li className="chronicle-comment" data-depth={depth}>
      <Byline
        name={comment.commentAuthor}
        picture={comment.commentProfilePicLink}
        created={comment.commentCreated}
        size={32}
      />
      <ChronicleText className="chronicle-comment__message" text={comment.commentMessage} />
      <div className="chronicle-comment__actions">
        <LikeControl
          likeCount={comment.commentLikeCount}
          likeUsers={comment.likeUsers}
          ownUserName={actions.ownUserName}
          own={isOwn(comment.commentAuthor, actions.ownUserName)}
          subject={t('chronicle.commentBy', { name: comment.commentAuthor })}
          onToggle={() => actions.toggleLike(post.postId, comment.commentId)}
        />
        <button
          type="button"
          className="link-button"
          aria-expanded={replying}
          aria-controls={boxId}
          aria-label={t('chronicle.replyTo', { name: comment.commentAuthor })}
          onClick={() => setReplying((value) => !value)}
        >
          {t('chronicle.reply')}
        </button>
      </div>
      {replying ? (
        <div id={boxId}>
          <CommentBox
            autoFocus
            label={t('chronicle.replyTo', { name: comment.commentAuthor })}
            submitLabel={t('chronicle.sendReply')}
            onSend={(message) => actions.addComment(post.postId, message, comment.commentId)}
            onSent={() => setReplying(false)}
          />
        </div>
      ) : null}
      <CommentList comments={comment.replies} depth={depth + 1} post={post} actions={actions} />
    </li>
  );
}

/** A comment or reply box: kept as typed when sending fails; blank text is not sent. */
function CommentBox({
  label,
  submitLabel,
  autoFocus = false,
  onSend,
  onSent,
}: {
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  onSend: (message: string) => Promise<boolean>;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const blank = text.trim().length === 0;
  return (
    <form
      className="chronicle-comment-box"
      onSubmit={async (event) => {
        event.preventDefault();
        if (blank || sending) return;
        setSending(true);
        setFailed(false);
        const sent = await onSend(text.trim());
        setSending(false);
        if (sent) {
          setText('');
          onSent?.();
        } else {
          setFailed(true);
        }
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={inputId}
        className="input chronicle-comment-box__input"
        rows={2}
        value={text}
        maxLength={LIMITS.chronicleMessageMax}
        placeholder={label}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--small" disabled={blank || sending}>
        {sending ? t('chronicle.sending') : submitLabel}
      </button>
      {failed ? (
        <p className="field__error" role="alert">
          {t('chronicle.commentFailed')}
        </p>
      ) : null}
    </form>
  );
}
