import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { OWN_CHRONICLE_LIKE_REFUSED } from '../../../lib/contract/constants';
import { ApiError } from '../../../web/src/lib/api';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { USER_UUID } from '../auth-fixtures';
import { englishI18n } from '../helpers';
import {
  aComment,
  answer,
  aPost,
  callsTo,
  deferred,
  expectValidCalls,
  feed,
  OWN,
  posts,
  renderChronicle,
} from './harness';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  localStorage.setItem(SESSION_VALUE_KEYS.userName, OWN);
});
afterEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

const page = (data: unknown[]) => ({ data });

describe('the feed (000 §2 /home/user-posts, §4)', () => {
  it('shows loading, then the posts with author, text, mentions, time, likes and media', async () => {
    const first = deferred();
    answer({ listChroniclePosts: first.call });
    renderChronicle(i18n);

    expect(screen.getByRole('heading', { level: 1, name: 'Chronicle' })).toBeInTheDocument();
    expect(screen.getByText('Loading the chronicle…')).toBeInTheDocument();

    await act(async () =>
      first.resolve(
        page([
          aPost({
            likeCount: 2,
            likeUsers: [
              { name: 'BobGamer', profileImage: '' },
              { name: 'CarolGamer', profileImage: '' },
            ],
          }),
          aPost({ postId: 'p2', postAuthor: 'BobGamer', message: '', mediaURL: 'media/chronicle/p2.png' }),
          aPost({
            postId: 'p3',
            postAuthor: 'CarolGamer',
            message: 'clip',
            mediaURL: 'media/chronicle/p3.mp4',
          }),
        ]),
      ),
    );

    const post = within(await screen.findByRole('article', { name: 'Post by NeonFox' }));
    expect(post.getByRole('button', { name: 'NeonFox' })).toBeInTheDocument();
    expect(post.getByText('Cleared the raid with')).toBeInTheDocument();
    expect(post.getByRole('button', { name: '@PixelMage: open their profile card' })).toHaveTextContent(
      '@PixelMage',
    );
    expect(post.getByRole('button', { name: 'Like: Post by NeonFox' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(post.getByText(/ago|yesterday|last|now/)).toHaveAttribute('datetime', '2024-01-01T10:00:00.000Z');

    await userEvent.click(post.getByRole('button', { name: '2 likes' }));
    expect(post.getByRole('list', { name: 'Who liked it: Post by NeonFox' })).toHaveTextContent(
      'BobGamerCarolGamer',
    );

    expect(screen.getByRole('img', { name: 'Picture posted by BobGamer' })).toHaveAttribute(
      'src',
      'https://media.test/chronicle/p2.png',
    );
    expect(document.querySelector('video')).toHaveAttribute('src', 'https://media.test/chronicle/p3.mp4');
    expect(callsTo('listChroniclePosts')).toEqual([{ limit: 50, offset: 0 }]);
    expectValidCalls('listChroniclePosts');
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
  });

  it('opens the card of a mentioned player', async () => {
    answer({ listChroniclePosts: page([aPost()]) });
    renderChronicle(i18n);
    await userEvent.click(await screen.findByRole('button', { name: '@PixelMage: open their profile card' }));
    expect(screen.getByTestId('user-card')).toHaveTextContent('PixelMage');
  });

  it('shows text as text, never as HTML', async () => {
    answer({ listChroniclePosts: page([aPost({ message: '<img src=x onerror=alert(1)><b>bold</b>' })]) });
    renderChronicle(i18n);
    expect(await screen.findByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(feed().querySelector('b')).toBeNull();
    expect(feed().querySelectorAll('img')).toHaveLength(1); // the author's picture only
  });

  it('says errorMsg1 when a video cannot play', async () => {
    answer({ listChroniclePosts: page([aPost({ mediaURL: 'media/chronicle/p1.webm' })]) });
    renderChronicle(i18n);
    await screen.findByRole('article', { name: 'Post by NeonFox' });
    fireEvent.error(document.querySelector('video')!);
    expect(screen.getByRole('alert')).toHaveTextContent("This video can't be played.");
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows the empty state', async () => {
    answer({ listChroniclePosts: page([]) });
    renderChronicle(i18n);
    expect(await screen.findByText('No posts yet. Press Add to share the first moment.')).toBeInTheDocument();
  });

  it('shows a failure with a retry that reads the feed again', async () => {
    let fail = true;
    answer({
      listChroniclePosts: () => {
        if (fail) throw new ApiError('pjchronicle', 500);
        return page([aPost()]);
      },
    });
    renderChronicle(i18n);
    expect(await screen.findByRole('alert')).toHaveTextContent('The chronicle could not be loaded.');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Post by NeonFox' })).toBeInTheDocument();
  });

  it('reads pages of 50 by offset and stops once a page comes back short', async () => {
    answer({
      listChroniclePosts: (input: unknown) => {
        const { offset } = input as { offset: number };
        return page(offset === 0 ? posts(50) : offset === 50 ? posts(50, 50) : posts(7, 100));
      },
    });
    renderChronicle(i18n);
    await waitFor(() => expect(within(feed()).getAllByRole('article')).toHaveLength(50));

    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(within(feed()).getAllByRole('article')).toHaveLength(100));
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(within(feed()).getAllByRole('article')).toHaveLength(107));

    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
    expect(callsTo('listChroniclePosts')).toEqual([
      { limit: 50, offset: 0 },
      { limit: 50, offset: 50 },
      { limit: 50, offset: 100 },
    ]);
  });

  it('loads the next page when the end of the feed scrolls into view', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const real = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      answer({
        listChroniclePosts: (input: unknown) =>
          page((input as { offset: number }).offset === 0 ? posts(50) : posts(3, 50)),
      });
      renderChronicle(i18n);
      await waitFor(() => expect(within(feed()).getAllByRole('article')).toHaveLength(50));
      act(() => observers.at(-1)!([{ isIntersecting: true }]));
      await waitFor(() => expect(within(feed()).getAllByRole('article')).toHaveLength(53));
      expect(callsTo('listChroniclePosts')).toHaveLength(2);
    } finally {
      globalThis.IntersectionObserver = real;
    }
  });

  it('says when a next page fails and retries it', async () => {
    let fail = true;
    answer({
      listChroniclePosts: (input: unknown) => {
        if ((input as { offset: number }).offset === 0) return page(posts(50));
        if (fail) throw new ApiError('pjchronicle', 503);
        return page(posts(2, 50));
      },
    });
    renderChronicle(i18n);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More posts could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(feed()).getAllByRole('article')).toHaveLength(52));
  });
});

describe('comments (000 §3, §4)', () => {
  const THREAD = aPost({
    comments: [
      aComment({
        replies: [
          aComment({
            commentId: 'c2',
            commentAuthor: 'NeonFox',
            commentMessage: 'Thanks!',
            replies: [aComment({ commentId: 'c3', commentAuthor: 'BobGamer', commentMessage: 'GG' })],
          }),
        ],
      }),
      aComment({ commentId: 'c4', commentAuthor: 'CarolGamer', commentMessage: 'Wow' }),
    ],
  });

  it('are hidden until shown, and nest replies 20 px a level', async () => {
    answer({ listChroniclePosts: page([THREAD]) });
    renderChronicle(i18n);
    const toggle = await screen.findByRole('button', { name: 'Show 4 comments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Nice run!')).toBeNull();

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide comments' })).toHaveAttribute('aria-expanded', 'true');

    const depthOf = (text: string) => screen.getByText(text).closest('li')!.getAttribute('data-depth');
    expect([depthOf('Nice run!'), depthOf('Thanks!'), depthOf('GG'), depthOf('Wow')]).toEqual([
      '0',
      '1',
      '2',
      '0',
    ]);
    const lists = [...document.querySelectorAll<HTMLElement>('.chronicle-comments__list')];
    expect(lists.map((list) => [list.dataset.depth, list.style.marginInlineStart])).toEqual([
      ['0', ''],
      ['1', '20px'],
      ['2', '20px'],
    ]);
    // each level sits inside the one above: 20 px more per level
    expect(screen.getByText('GG').closest('ul')!.parentElement!.closest('ul')!.dataset.depth).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Hide comments' }));
    expect(screen.queryByText('Nice run!')).toBeNull();
  });

  it('adds a comment to the post and a reply under its comment', async () => {
    answer({
      listChroniclePosts: page([THREAD]),
      commentOnChronicle: (input: unknown) => {
        const { message, replyToChronicleId } = input as {
          message: string;
          replyToChronicleId: string | null;
        };
        return aComment({
          commentId: replyToChronicleId ? 'r-new' : 'c-new',
          commentAuthor: OWN,
          commentMessage: message,
        });
      },
    });
    const user = userEvent.setup();
    renderChronicle(i18n);
    await user.click(await screen.findByRole('button', { name: 'Show 4 comments' }));

    const send = screen.getByRole('button', { name: 'Comment' });
    expect(send).toBeDisabled(); // a blank comment is not sent
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Great @BobGamer');
    await user.click(send);
    const added = await screen.findByText('Great');
    expect(added.closest('li')).toHaveAttribute('data-depth', '0');
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');

    const reply = screen.getByRole('button', { name: 'Reply to BobGamer' });
    expect(reply).toHaveAttribute('aria-expanded', 'false');
    await user.click(reply);
    const box = screen.getByRole('textbox', { name: 'Reply to BobGamer' });
    expect(box).toHaveFocus();
    await user.type(box, 'Deeper');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Deeper')).toBeInTheDocument();
    expect(screen.getByText('Deeper').closest('li')).toHaveAttribute('data-depth', '3');
    expect(screen.queryByRole('textbox', { name: 'Reply to BobGamer' })).toBeNull();

    expect(callsTo('commentOnChronicle')).toEqual([
      { uuid: USER_UUID, chronicleId: 'p1', message: 'Great @BobGamer', replyToChronicleId: null },
      { uuid: USER_UUID, chronicleId: 'p1', message: 'Deeper', replyToChronicleId: 'c3' },
    ]);
    expectValidCalls('commentOnChronicle');
  });

  it('keeps the text when a comment fails', async () => {
    answer({
      listChroniclePosts: page([aPost()]),
      commentOnChronicle: () => {
        throw new ApiError('pjchronicle', 500);
      },
    });
    const user = userEvent.setup();
    renderChronicle(i18n);
    await user.click(await screen.findByRole('button', { name: 'Show 0 comments' }));
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your comment could not be sent.');
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('Hello');
  });
});

describe('likes (000 §4, §7 pjchronicleaddlikes)', () => {
  it('toggles a post like at once, then takes the count the server answers', async () => {
    const like = deferred();
    answer({ listChroniclePosts: page([aPost({ likeCount: 4, likeUsers: [] })]), likeChronicle: like.call });
    const user = userEvent.setup();
    renderChronicle(i18n);
    const button = await screen.findByRole('button', { name: 'Like: Post by NeonFox' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '5 likes' })).toBeInTheDocument();
    await user.click(button); // a second press while the first is on its way sends nothing
    expect(callsTo('likeChronicle')).toEqual([{ uuid: USER_UUID, chronicleId: 'p1', chronicleCommentId: 0 }]);

    await act(async () => like.resolve({ likeCount: 9, isLiked: true }));
    expect(await screen.findByRole('button', { name: '9 likes' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expectValidCalls('likeChronicle');
  });

  it('puts the like back and says so when the server refuses it', async () => {
    answer({
      listChroniclePosts: page([aPost({ likeCount: 1, likeUsers: [{ name: OWN, profileImage: '' }] })]),
      likeChronicle: () => {
        throw new ApiError('pjchronicle', 500);
      },
    });
    const user = userEvent.setup();
    renderChronicle(i18n);
    const button = await screen.findByRole('button', { name: 'Like: Post by NeonFox' });
    expect(button).toHaveAttribute('aria-pressed', 'true');

    await user.click(button);

    expect(await screen.findByText('Your like could not be saved. Please try again.')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1 like' })).toBeInTheDocument();
  });

  it("shows no like button on the caller's own post or comment (000 §5), the count and who liked stay", async () => {
    answer({
      listChroniclePosts: page([
        aPost({
          postAuthor: OWN.toLowerCase(),
          likeCount: 1,
          likeUsers: [{ name: 'NeonFox', profileImage: '' }],
          comments: [aComment({ commentId: 'mine', commentAuthor: OWN }), aComment({ commentId: 'theirs' })],
        }),
      ]),
    });
    const user = userEvent.setup();
    renderChronicle(i18n);
    expect(await screen.findByRole('button', { name: '1 like' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Like: Post by ${OWN.toLowerCase()}` })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show 2 comments' }));
    expect(screen.queryByRole('button', { name: `Like: Comment by ${OWN}` })).toBeNull();
    expect(screen.getByRole('button', { name: 'Like: Comment by PixelMage' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Like:/ })).toHaveLength(1);
  });

  it("says the server's own-like refusal in the chat's words, the like put back", async () => {
    answer({
      listChroniclePosts: page([aPost({ likeCount: 0, likeUsers: [] })]),
      likeChronicle: () => {
        throw new ApiError('pjchronicle', 403, { type: 'ownLike', message: OWN_CHRONICLE_LIKE_REFUSED });
      },
    });
    const user = userEvent.setup();
    renderChronicle(i18n);
    const button = await screen.findByRole('button', { name: 'Like: Post by NeonFox' });
    await user.click(button);
    expect(await screen.findByText(OWN_CHRONICLE_LIKE_REFUSED)).toHaveAttribute('role', 'status');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('0 likes')).toBeInTheDocument();
  });

  it('toggles a like on a nested comment with its id', async () => {
    answer({
      listChroniclePosts: page([
        aPost({
          comments: [aComment({ replies: [aComment({ commentId: 'c2', commentAuthor: 'BobGamer' })] })],
        }),
      ]),
      likeChronicle: { likeCount: 1, isLiked: true },
    });
    const user = userEvent.setup();
    renderChronicle(i18n);
    await user.click(await screen.findByRole('button', { name: 'Show 2 comments' }));
    const button = screen.getByRole('button', { name: 'Like: Comment by BobGamer' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(callsTo('likeChronicle')).toEqual([
        { uuid: USER_UUID, chronicleId: 'p1', chronicleCommentId: 'c2' },
      ]),
    );
    expect(await screen.findByRole('button', { name: '1 like' })).toBeInTheDocument();
  });
});
