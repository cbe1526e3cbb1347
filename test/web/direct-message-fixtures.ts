/** Direct messages for the tests (000 §3 "Message history item"), built with one small factory. */
import type { DirectMessage } from '../../web/src/state/server/direct-messages';

export function aDirectMessage(overrides: Partial<DirectMessage> = {}): DirectMessage {
  return {
    Id: '1700000000000100',
    Created: '2024-01-01T00:00:00.000Z',
    Message: 'hello',
    ReadMessage: 1,
    CurrentUser: 'NeonFox',
    MessagedUser: 'DemoGamer',
    ProfilePicLink: 'media/neon.png',
    MessageType: 'text',
    ...overrides,
  };
}

/** The live frame of a direct message (what the messages socket sends). */
export function aDirectMessageFrame(overrides: Partial<DirectMessage> = {}) {
  return { type: 'message' as const, ...aDirectMessage(overrides) };
}
