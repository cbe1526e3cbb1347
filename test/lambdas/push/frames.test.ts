/**
 * The chat message a room is pushed and the one its history shows are one presenter's
 * (model/chat-message.ts): same fields in the same order, the frame tagged, unread and not liked.
 */
import { ChatMessageEntity } from '../../../lambdas/data/entities';
import { presentChatMessage } from '../../../lambdas/domain/chat';
import { chatMessageFrame } from '../../../lambdas/push/frames';
import { ALICE, NOW } from '../factories';

const stored = ChatMessageEntity.parse(
  ChatMessageEntity.item({
    messageId: '1764358000000001',
    gameId: 7,
    senderUuid: ALICE,
    userName: 'alice_plays',
    profileImage: 'https://media.test/p.svg',
    messageText: 'gg',
    parentMessageId: '1764357000000001',
    replyToId: '1764357000000002',
    likeCount: 3,
    createdAt: NOW.toISOString(),
  }),
);

describe('chatMessageFrame', () => {
  it('pushes the history item of a message, tagged, unread and not liked', () => {
    const history = presentChatMessage(stored, { liked: new Set([stored.messageId]) });

    const frame = chatMessageFrame(stored);

    expect(JSON.stringify(frame)).toBe(
      JSON.stringify({ type: 'message', ...history, readMessage: false, isLiked: false }),
    );
    expect(frame).toMatchObject({ likes: 3, userId: 'alice_plays', replyToId: '1764357000000002' });
  });
});
