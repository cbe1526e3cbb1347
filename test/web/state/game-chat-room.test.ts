import {
  compareMessageIds,
  mentionsToPost,
  openMention,
  quotePreview,
  textParts,
  tooManyLinks,
} from '../../../web/src/lib/chat-text';
import {
  EMPTY_ROOM,
  entriesOf,
  roomReducer,
  type ChatEntry,
  type RoomState,
} from '../../../web/src/state/realtime/game-chat-room';
import { aChatMessage, aMessageFrame } from '../chat-fixtures';

const ids = (state: RoomState) => entriesOf(state).map((entry) => entry.message.messageId);
const page = (
  messageIds: string[],
  lastEvaluatedKey: { gameId: number; messageId: string } | null = null,
) => ({
  messages: messageIds.map((messageId) => aChatMessage({ messageId })),
  lastEvaluatedKey,
});

describe('the room (merge by messageId, ascending)', () => {
  it('hides a reported message, also when a later page or frame brings it again, until it is unhidden', () => {
    let state = roomReducer(EMPTY_ROOM, {
      type: 'page',
      page: page(['1700000000002', '1700000000001']),
      first: true,
    });
    state = roomReducer(state, { type: 'hide', messageId: '1700000000002' });
    expect(roomReducer(state, { type: 'hide', messageId: '1700000000002' })).toBe(state);
    state = roomReducer(state, { type: 'frame', message: aMessageFrame({ messageId: '1700000000002' }) });
    state = roomReducer(state, { type: 'page', page: page(['1700000000002']), first: false });

    expect(ids(state)).toEqual(['1700000000001']);
    expect(ids(roomReducer(state, { type: 'unhide', messageId: '1700000000002' }))).toEqual([
      '1700000000001',
      '1700000000002',
    ]);
  });

  it('shows a page newest-first from the server oldest first, 13- and 16-digit ids in order', () => {
    const state = roomReducer(EMPTY_ROOM, {
      type: 'page',
      page: page(['1700000000004005', '1700000000003', '1700000000002']),
      first: true,
    });

    expect(ids(state)).toEqual(['1700000000002', '1700000000003', '1700000000004005']);
    expect(state.loaded).toBe(true);
  });

  it('puts an older page above, and keeps its key for the next one', () => {
    let state = roomReducer(EMPTY_ROOM, {
      type: 'page',
      page: page(['1700000000009', '1700000000008'], { gameId: 7, messageId: '1700000000008' }),
      first: true,
    });
    state = roomReducer(state, {
      type: 'page',
      page: page(['1700000000007', '1700000000006']),
      first: false,
    });

    expect(ids(state)).toEqual(['1700000000006', '1700000000007', '1700000000008', '1700000000009']);
    expect(state.olderKey).toBeNull();
  });

  it('shows a message from the history and the same from the socket once', () => {
    let state = roomReducer(EMPTY_ROOM, { type: 'page', page: page(['1700000000001']), first: true });
    state = roomReducer(state, { type: 'frame', message: aMessageFrame({ messageId: '1700000000001' }) });
    state = roomReducer(state, { type: 'frame', message: aMessageFrame({ messageId: '1700000000002' }) });
    state = roomReducer(state, { type: 'frame', message: aMessageFrame({ messageId: '1700000000002' }) });

    expect(ids(state)).toEqual(['1700000000001', '1700000000002']);
  });

  it('replaces the caller’s pending message with the server’s frame that echoes its client id', () => {
    const pending: ChatEntry = {
      clientId: '1700000000500',
      status: 'sending',
      message: aChatMessage({ messageId: '1700000000500', userId: 'DemoGamer', messageText: 'gg' }),
    };
    let state = roomReducer(EMPTY_ROOM, { type: 'page', page: page(['1700000000001']), first: true });
    state = roomReducer(state, { type: 'pending', entry: pending });
    expect(entriesOf(state).map((entry) => entry.status)).toEqual(['sent', 'sending']);

    state = roomReducer(state, {
      type: 'frame',
      message: aMessageFrame({
        messageId: '1700000000002777',
        userId: 'DemoGamer',
        messageText: 'gg',
        clientMessageId: '1700000000500',
      }),
    });

    expect(ids(state)).toEqual(['1700000000001', '1700000000002777']);
    expect(entriesOf(state).every((entry) => entry.status === 'sent')).toBe(true);
  });

  it('likes at once, takes the confirmed count, and puts a refused like back', () => {
    let state = roomReducer(EMPTY_ROOM, {
      type: 'page',
      page: { messages: [aChatMessage({ likes: 3 })], lastEvaluatedKey: null },
      first: true,
    });
    state = roomReducer(state, { type: 'like', messageId: '1700000000001' });
    expect(state.messages[0]!.message).toMatchObject({ likes: 4, isLiked: true });

    const confirmed = roomReducer(state, { type: 'likeConfirmed', messageId: '1700000000001', likes: 9 });
    expect(confirmed.messages[0]!.message).toMatchObject({ likes: 9, isLiked: true });
    expect(confirmed.messages[0]!.likeBefore).toBeUndefined();

    const refused = roomReducer(state, { type: 'likeRefused', messageId: '1700000000001' });
    expect(refused.messages[0]!.message).toMatchObject({ likes: 3, isLiked: false });
  });
});

describe('chat text rules (000 §5, §9)', () => {
  it('orders ids by time, 16-digit microseconds beside 13-digit milliseconds', () => {
    expect(
      ['1700000000009', '1700000000000001', '1600000000000', '1700000000008999'].sort(compareMessageIds),
    ).toEqual(['1600000000000', '1700000000000001', '1700000000008999', '1700000000009']);
  });

  it('turns only http(s) addresses into links, leaving the sentence’s punctuation outside', () => {
    expect(textParts('see https://example.com/a?b=1. or javascript:alert(1) <b>x</b>')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. or javascript:alert(1) <b>x</b>' },
    ]);
    expect(tooManyLinks('http://a.io http://b.io http://c.io')).toBe(false);
    expect(tooManyLinks('http://a.io http://b.io http://c.io http://d.io')).toBe(true);
  });

  it('cuts a quoted reply at 40 characters plus " ..."', () => {
    expect(quotePreview('a'.repeat(40))).toBe('a'.repeat(40));
    expect(quotePreview('b'.repeat(41))).toBe(`${'b'.repeat(40)} ...`);
  });

  it('posts each mentioned name once, 4 to 20 characters of any script, never the author', () => {
    expect(
      mentionsToPost('hi @AliceGamer @alicegamer @DemoGamer @abc @日本語ゲーマー @Zoë_99. ok', 'demogamer'),
    ).toEqual(['AliceGamer', '日本語ゲーマー', 'Zoë_99.']);
  });

  it('finds the mention being typed at the end of the input; a space closes it', () => {
    expect(openMention('hello @')).toBe('');
    expect(openMention('hello @Ali')).toBe('Ali');
    expect(openMention('hello @Ali ')).toBeNull();
    expect(openMention('mail me@home')).toBeNull();
    expect(openMention('no mention')).toBeNull();
  });
});
