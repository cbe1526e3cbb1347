import {
  checkChronicleMedia,
  chronicleTextParts,
  isVideoLink,
  mediaReferenceOfUploadUrl,
  postHasContent,
} from '../../../web/src/lib/chronicle-text';
import { checkNowPlaying, EMPTY_EVENT } from '../../../web/src/screens/Chronicle/now-playing-rules';
import { chroniclePageKey, postsOf, withComment, withLike } from '../../../web/src/state/server/chronicle';
import { uploadFileName } from '../../../web/src/state/flows/chronicle-post';
import { aComment, aPost, posts } from './harness';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());

const file = (name: string, size = 10) => {
  const made = new File(['x'], name);
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('mentions in a text (000 §5)', () => {
  it('splits text and @names by the contract rule (4–20 letters, digits, _ or .)', () => {
    expect(chronicleTextParts('GG @NeonFox, mail a@b.co @abc @ゲーマー太郎!')).toEqual([
      { kind: 'text', text: 'GG ' },
      { kind: 'mention', text: '@NeonFox', name: 'NeonFox' },
      { kind: 'text', text: ', mail a@b.co @abc ' },
      { kind: 'mention', text: '@ゲーマー太郎', name: 'ゲーマー太郎' },
      { kind: 'text', text: '!' },
    ]);
    expect(chronicleTextParts('')).toEqual([]);
  });
});

describe('media rules (000 §5)', () => {
  it.each([
    ['a.JPG', 'image/jpeg', 'image'],
    ['a.jpeg', 'image/jpeg', 'image'],
    ['a.png', 'image/png', 'image'],
    ['a.gif', 'image/gif', 'image'],
    ['a.mp4', 'video/mp4', 'video'],
    ['a.mov', 'video/quicktime', 'video'],
    ['a.webm', 'video/webm', 'video'],
  ])('accepts %s as %s', (name, contentType, kind) => {
    const check = checkChronicleMedia([file(name)]);
    expect(check.ok && [check.media.contentType, check.media.kind]).toEqual([contentType, kind]);
  });

  it.each([
    [[file('a.webp')], 'extension'],
    [[file('png')], 'extension'],
    [[file('a.png', 0)], 'size'],
    [[file('a.mp4', 50 * 1024 * 1024 + 1)], 'size'],
    [[file('a.png'), file('b.png')], 'tooMany'],
  ])('refuses %#', (files, reason) => {
    expect(checkChronicleMedia(files)).toEqual({ ok: false, reason });
  });

  it('takes 50 MB exactly, and tells videos by their link', () => {
    expect(checkChronicleMedia([file('a.mp4', 50 * 1024 * 1024)]).ok).toBe(true);
    expect([isVideoLink('media/chronicle/x.MP4'), isVideoLink('media/chronicle/x.gif?v=1')]).toEqual([
      true,
      false,
    ]);
  });

  it('names the uploaded object by its key, never with the signature', () => {
    expect(
      mediaReferenceOfUploadUrl('https://s3.test/bucket/uploads/chronicle/u/abc.png?X-Amz-Signature=s'),
    ).toBe('uploads/chronicle/u/abc.png');
    expect(mediaReferenceOfUploadUrl('https://cdn.test/other/abc.png?sig=1')).toBe(
      'https://cdn.test/other/abc.png',
    );
    expect(mediaReferenceOfUploadUrl('not a url')).toBeNull();
    expect(uploadFileName(`${'a'.repeat(300)}.png`)).toHaveLength(200);
    expect(uploadFileName(`${'a'.repeat(300)}.png`).endsWith('.png')).toBe(true);
  });

  it('needs media or non-blank text (errorMsg3)', () => {
    expect([postHasContent('  ', false), postHasContent('  ', true), postHasContent('hi', false)]).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe('feed paging (000 §4, §9)', () => {
  it('asks 50 at a time by offset, stops after a short page and at the deepest offset', () => {
    expect(chroniclePageKey(0, null)).toEqual(['listChroniclePosts', { limit: 50, offset: 0 }]);
    expect(chroniclePageKey(1, { data: posts(50) })).toEqual([
      'listChroniclePosts',
      { limit: 50, offset: 50 },
    ]);
    expect(chroniclePageKey(2, { data: posts(49) })).toBeNull();
    // the deepest offset the contract takes (PAGE_SIZES.chronicleMaxOffset, 10,000): page 200 is the last
    expect(chroniclePageKey(200, { data: posts(50) })).toEqual([
      'listChroniclePosts',
      { limit: 50, offset: 10_000 },
    ]);
    expect(chroniclePageKey(201, { data: posts(50) })).toBeNull();
  });

  it('shows each post once when a new one shifted the offsets', () => {
    expect(postsOf([{ data: posts(2) }, { data: posts(2, 1) }])!.map((post) => post.postId)).toEqual([
      'p0',
      'p1',
      'p2',
    ]);
  });

  it('moves a like by one and puts the liker in or out', () => {
    const likes = { likeCount: 1, likeUsers: [{ name: 'Bob', profileImage: '' }] };
    expect(withLike(likes, 'Me', 'me.png', true)).toEqual({
      likeCount: 2,
      likeUsers: [
        { name: 'Bob', profileImage: '' },
        { name: 'Me', profileImage: 'me.png' },
      ],
    });
    expect(withLike(likes, 'bob', '', false)).toEqual({ likeCount: 0, likeUsers: [] });
    expect(withLike(likes, 'Bob', '', true)).toBe(likes);
  });

  it('puts a reply under the comment it answers, at any depth', () => {
    const pages = [{ data: [aPost({ comments: [aComment({ replies: [aComment({ commentId: 'c2' })] })] })] }];
    const next = withComment(pages, 'p1', aComment({ commentId: 'r' }), 'c2');
    expect(next![0]!.data[0]!.comments[0]!.replies[0]!.replies.map((reply) => reply.commentId)).toEqual([
      'r',
    ]);
  });
});

describe('Now Playing checks', () => {
  const NOW = new Date(2030, 5, 15, 18, 0);
  const valid = {
    ...EMPTY_EVENT,
    game: 'Halo',
    date: '2030-06-15',
    time: '19:00',
    players: '4',
    platform: 'pc' as const,
  };

  it('passes a complete event later today', () => {
    expect(checkNowPlaying(valid, NOW)).toEqual({});
  });

  it.each([
    [{ game: ' ' }, { game: 'gameRequired' }],
    [{ game: 'x'.repeat(101) }, { game: 'gameTooLong' }],
    [{ date: '' }, { date: 'dateRequired' }],
    [{ date: '2030-06-14' }, { date: 'datePast' }],
    [{ time: '' }, { time: 'timeRequired' }],
    [{ time: '17:59' }, { time: 'timePast' }],
    [{ players: '1' }, { players: 'playersRange' }],
    [{ players: '101' }, { players: 'playersRange' }],
    [{ players: '2.5' }, { players: 'playersRange' }],
    [{ platform: '' as const }, { platform: 'platformRequired' }],
  ])('%j gives %j', (change, issues) => {
    expect(checkNowPlaying({ ...valid, ...change }, NOW)).toEqual(issues);
  });
});
