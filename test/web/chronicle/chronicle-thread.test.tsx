/**
 * A post's whole thread (ours: pjchroniclegetcomments): the feed brings a post's first comments and its
 * commentCount; showing the comments of a post with more reads the thread once per opening.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { PAGE_SIZES } from '../../../lib/contract/constants';
import { ApiError } from '../../../web/src/lib/api';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { withThread } from '../../../web/src/state/server/chronicle';
import { englishI18n } from '../helpers';
import {
  aComment,
  answer,
  aPost,
  callsTo,
  deferred,
  expectValidCalls,
  OWN,
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

/** The feed's share of a post with 7 comments: its first 5 (one of them a reply), and the count. */
const FIRST = [
  aComment({
    commentId: 'c1',
    commentMessage: 'one',
    replies: [aComment({ commentId: 'c2', commentMessage: 'two' })],
  }),
  aComment({ commentId: 'c3', commentMessage: 'three' }),
  aComment({ commentId: 'c4', commentMessage: 'four' }),
  aComment({ commentId: 'c5', commentMessage: 'five' }),
];
const PARTIAL = aPost({ comments: FIRST, commentCount: 7 });
/** The whole thread: a deeper reply and a last comment the feed did not bring. */
const THREAD = [
  aComment({
    commentId: 'c1',
    commentMessage: 'one',
    replies: [
      aComment({
        commentId: 'c2',
        commentMessage: 'two',
        replies: [aComment({ commentId: 'c6', commentAuthor: 'BobGamer', commentMessage: 'six' })],
      }),
    ],
  }),
  aComment({ commentId: 'c3', commentMessage: 'three' }),
  aComment({ commentId: 'c4', commentMessage: 'four' }),
  aComment({ commentId: 'c5', commentMessage: 'five' }),
  aComment({ commentId: 'c7', commentAuthor: 'CarolGamer', commentMessage: 'seven' }),
];

const topList = () => document.querySelector<HTMLElement>('.chronicle-comments__list[data-depth="0"]')!;

describe("a post's whole thread", () => {
  it('counts commentCount on the toggle, not the comments the feed brought', async () => {
    answer({ listChroniclePosts: page([PARTIAL]) });
    renderChronicle(i18n);
    expect(await screen.findByRole('button', { name: 'Show 7 comments' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(callsTo('listChronicleComments')).toEqual([]);
  });

  it('reads the thread once when the comments are shown, busy until it comes', async () => {
    const thread = deferred();
    answer({ listChroniclePosts: page([PARTIAL]), listChronicleComments: thread.call });
    const user = userEvent.setup();
    renderChronicle(i18n);
    await user.click(await screen.findByRole('button', { name: 'Show 7 comments' }));

    // the feed's comments show at once; the rest is on its way
    expect(screen.getByText('five')).toBeInTheDocument();
    expect(screen.getByText('Loading all the comments…')).toHaveAttribute('role', 'status');
    expect(topList()).toHaveAttribute('aria-busy', 'true');
    expect(callsTo('listChronicleComments')).toEqual([{ chronicleId: 'p1' }]);
    expectValidCalls('listChronicleComments');

    await act(async () => thread.resolve({ data: THREAD }));
    expect(await screen.findByText('seven')).toBeInTheDocument();
    expect(screen.getByText('six').closest('li')).toHaveAttribute('data-depth', '2');
    expect(screen.getByText('six').closest('ul')).toHaveStyle({ marginInlineStart: '20px' });
    expect(screen.queryByText('Loading all the comments…')).toBeNull();
    expect(topList()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText(/Only the first/)).toBeNull();

    // everything is loaded now: closing and opening again reads nothing more
    await user.click(screen.getByRole('button', { name: 'Hide comments' }));
    await user.click(screen.getByRole('button', { name: 'Show 7 comments' }));
    expect(screen.getByText('seven')).toBeInTheDocument();
    expect(callsTo('listChronicleComments')).toHaveLength(1);
  });

  it('says when the thread fails, and Retry (from the keyboard) reads it again', async () => {
    let fail = true;
    answer({
      listChroniclePosts: page([PARTIAL]),
      listChronicleComments: () => {
        if (fail) throw new ApiError('pjchronicle', 500);
        return { data: THREAD };
      },
    });
    const user = userEvent.setup();
    renderChronicle(i18n);
    await user.click(await screen.findByRole('button', { name: 'Show 7 comments' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The comments could not be loaded.');
    expect(topList()).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('five')).toBeInTheDocument(); // what the feed brought stays
    expect(callsTo('listChronicleComments')).toHaveLength(1);

    fail = false;
    within(alert).getByRole('button', { name: 'Retry' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('seven')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // the focus stays in the comments
    expect(screen.getByRole('region', { name: 'Comments on the post by NeonFox' })).toHaveFocus();
    expect(callsTo('listChronicleComments')).toEqual([{ chronicleId: 'p1' }, { chronicleId: 'p1' }]);
  });

  it('reads nothing for a post whose comments all came with the feed', async () => {
    answer({
      listChroniclePosts: page([aPost({ comments: FIRST }), aPost({ postId: 'p2', postAuthor: 'BobGamer' })]),
    });
    const user = userEvent.setup();
    renderChronicle(i18n);
    await user.click(await screen.findByRole('button', { name: 'Show 5 comments' }));
    await user.click(screen.getByRole('button', { name: 'Show 0 comments' }));
    expect(screen.getByText('five')).toBeInTheDocument();
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
    expect(screen.queryByText('Loading all the comments…')).toBeNull();
    expect(callsTo('listChronicleComments')).toEqual([]);
  });

  it('says when only the first 200 comments are shown', async () => {
    const cap = PAGE_SIZES.chronicleThread;
    const many = Array.from({ length: cap }, (_, index) =>
      aComment({ commentId: `m${index}`, commentMessage: `comment ${index}` }),
    );
    answer({
      listChroniclePosts: page([aPost({ comments: many.slice(0, 5), commentCount: 250 })]),
      listChronicleComments: { data: many },
    });
    const user = userEvent.setup();
    renderChronicle(i18n);
    await user.click(await screen.findByRole('button', { name: 'Show 250 comments' }));
    expect(await screen.findByText('Only the first 200 comments are shown.')).toHaveClass('muted');
    expect(screen.getByText(`comment ${cap - 1}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide comments' }));
    expect(screen.getByRole('button', { name: 'Show 250 comments' })).toBeInTheDocument();
  });

  it('counts a comment and a reply the caller adds', async () => {
    answer({
      listChroniclePosts: page([PARTIAL]),
      listChronicleComments: { data: THREAD },
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
    await user.click(await screen.findByRole('button', { name: 'Show 7 comments' }));
    await screen.findByText('seven');

    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await screen.findByText('Mine');
    await user.click(screen.getByRole('button', { name: 'Reply to CarolGamer' }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to CarolGamer' }), 'Answer');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await screen.findByText('Answer');

    await user.click(screen.getByRole('button', { name: 'Hide comments' }));
    expect(screen.getByRole('button', { name: 'Show 9 comments' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 9 comments' }));
    await waitFor(() => expect(screen.getByText('Answer')).toBeInTheDocument());
    expect(callsTo('listChronicleComments')).toHaveLength(1);
  });
});

describe('withThread', () => {
  const pages = (post = PARTIAL) => [{ data: [post] }];

  it('replaces the comments with the thread and counts them', () => {
    const post = withThread(pages(), 'p1', THREAD)![0]!.data[0]!;
    expect(post.comments).toBe(THREAD);
    expect(post.commentCount).toBe(7);
  });

  it('keeps a comment the caller added that the thread does not hold yet, and likes on their way', () => {
    const held = aPost({
      comments: [
        aComment({
          commentId: 'c1',
          commentLikeCount: 1,
          likeUsers: [{ name: OWN, profileImage: '' }],
          replies: [aComment({ commentId: 'mine-reply', commentAuthor: OWN })],
        }),
        aComment({ commentId: 'mine', commentAuthor: OWN }),
      ],
      commentCount: 8,
    });
    const post = withThread(pages(held), 'p1', THREAD, {
      added: new Set(['mine', 'mine-reply']),
      liking: new Set(['c1']),
    })![0]!.data[0]!;
    expect(post.comments.map((comment) => comment.commentId)).toEqual(['c1', 'c3', 'c4', 'c5', 'c7', 'mine']);
    expect(post.comments[0]!.replies.map((reply) => reply.commentId)).toEqual(['c2', 'mine-reply']);
    expect(post.comments[0]!.commentLikeCount).toBe(1);
    expect(post.commentCount).toBe(9);
  });

  it('keeps a higher count when the thread came back capped', () => {
    const many = Array.from({ length: PAGE_SIZES.chronicleThread }, (_, index) =>
      aComment({ commentId: `m${index}` }),
    );
    const post = withThread(pages(aPost({ commentCount: 250 })), 'p1', many)![0]!.data[0]!;
    expect(post.commentCount).toBe(250);
  });
});
