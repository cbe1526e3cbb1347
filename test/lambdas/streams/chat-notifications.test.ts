/**
 * The chat notifications reaction: which events a like or a reply implies, for whom, and that each
 * record's events go through applyOnce with the record's marker (a redelivery counts once).
 */
import { ChatLikeEntity, ChatMessageEntity } from '../../../lambdas/data/entities';
import type { OnceUpdate } from '../../../lambdas/data/stream-events';
import { chatNotifications } from '../../../lambdas/streams/reactions/chat-notifications';
import { ALICE, BOB, NOW } from '../factories';

const CAROL = '3c9d8e7f-0000-4000-8000-00000000000c';
const message = (messageId: string, senderUuid: string, extra: Record<string, unknown> = {}) => ({
  messageId,
  gameId: 7,
  senderUuid,
  userName: senderUuid === ALICE ? 'alice_plays' : senderUuid === BOB ? 'bob_builds' : 'carol_c',
  profileImage: 'https://media.test/p.svg',
  messageText: `text of ${messageId}`,
  parentMessageId: null,
  replyToId: null,
  likeCount: 0,
  isFlagged: false,
  isInappropriate: false,
  createdAt: NOW.toISOString(),
  ...extra,
});
const like = ChatLikeEntity.item({
  messageId: '1764358000123000',
  gameId: 7,
  uuid: BOB,
  userName: 'bob_builds',
  profileImage: 'https://media.test/bob.svg',
  createdAt: NOW.toISOString(),
});

function deps(messages: Record<string, ReturnType<typeof message>>, names: Record<string, string> = {}) {
  const applied: Array<{ marker: string; updates: readonly OnceUpdate[] }> = [];
  const data = {
    getChatMessage: jest.fn(async (id: string) => messages[id] as never),
    getUuidByUserName: jest.fn(async (name: string) => names[name]),
    applyOnce: jest.fn(async (marker: string, updates: readonly OnceUpdate[]) => {
      applied.push({ marker, updates });
      return { outcome: 'applied' as const, refused: [] };
    }),
    hideEmptyChatNotification: jest.fn(async () => true),
  };
  return { applied, data, deps: { data, clock: { now: () => NOW }, log: console as never } };
}
const ownerOf = (update: OnceUpdate) => String(update.key.pk);
const counterOf = (update: OnceUpdate) => update.names?.['#counter'];

describe('chat notifications reaction', () => {
  it("adds 1 to the author's liked count with the record's marker, and takes it back on unlike", async () => {
    const { applied, data, deps: d } = deps({ '1764358000123000': message('1764358000123000', ALICE) });

    await chatNotifications.react({ eventName: 'INSERT', eventID: 'e1', before: undefined, after: like }, d);
    await chatNotifications.react({ eventName: 'REMOVE', eventID: 'e2', before: like, after: undefined }, d);

    expect(applied.map(({ marker }) => marker)).toEqual(['e1#chat-notifications', 'e2#chat-notifications']);
    expect(applied.map(({ updates }) => updates.map(ownerOf))).toEqual([
      [`USER#${ALICE}`],
      [`USER#${ALICE}`],
    ]);
    expect(
      applied.map(({ updates }) => updates[0]!.values?.[':delta'] ?? updates[0]!.values?.[':one']),
    ).toEqual([1, -1]);
    expect(applied[0]!.updates[0]!.values?.[':actor']).toEqual({
      uuid: BOB,
      userName: 'bob_builds',
      profileImage: 'https://media.test/bob.svg',
    });
    expect(data.hideEmptyChatNotification).toHaveBeenCalledTimes(1);
    expect(data.hideEmptyChatNotification).toHaveBeenCalledWith(ALICE, '1764358000123000');
  });

  it('notifies nobody of a like of your own message or of a message that is gone', async () => {
    const own = deps({ '1764358000123000': message('1764358000123000', BOB) });
    const gone = deps({});

    await chatNotifications.react(
      { eventName: 'INSERT', eventID: 'e3', before: undefined, after: like },
      own.deps,
    );
    await chatNotifications.react(
      { eventName: 'INSERT', eventID: 'e4', before: undefined, after: like },
      gone.deps,
    );

    expect([...own.applied, ...gone.applied]).toEqual([]);
  });

  it("notifies the thread's author and the player the reply names, never the one who wrote it", async () => {
    const root = message('1764358000100000', ALICE);
    const reply = ChatMessageEntity.item(
      message('1764358000200000', BOB, { parentMessageId: root.messageId, replyToId: 'carol_c' }),
    );
    const { applied } = deps({ [root.messageId]: root }, { carol_c: CAROL });
    const withNames = deps({ [root.messageId]: root }, { carol_c: CAROL });

    await chatNotifications.react(
      { eventName: 'INSERT', eventID: 'e5', before: undefined, after: reply },
      withNames.deps,
    );

    expect(applied).toEqual([]);
    const updates = withNames.applied[0]!.updates;
    expect(updates.map(ownerOf).sort()).toEqual([`USER#${ALICE}`, `USER#${CAROL}`].sort());
    expect(updates.map(counterOf)).toEqual(['respondedCount', 'respondedCount']);
    expect(updates[0]!.key.sk).toBe(`CHATNOTI#${root.messageId}`);

    // a reply to your own thread notifies only the one it names
    const ownThread = deps({ [root.messageId]: root }, { bob_builds: BOB });
    const selfReply = ChatMessageEntity.item(
      message('1764358000300000', ALICE, { parentMessageId: root.messageId, replyToId: 'bob_builds' }),
    );
    await chatNotifications.react(
      { eventName: 'INSERT', eventID: 'e6', before: undefined, after: selfReply },
      ownThread.deps,
    );
    expect(ownThread.applied[0]!.updates.map(ownerOf)).toEqual([`USER#${BOB}`]);
  });

  it('ignores messages that answer nothing and every other item', async () => {
    const { applied, deps: d } = deps({});
    await chatNotifications.react(
      {
        eventName: 'INSERT',
        eventID: 'e7',
        before: undefined,
        after: ChatMessageEntity.item(message('1764358000400000', ALICE)),
      },
      d,
    );
    await chatNotifications.react({ eventName: 'MODIFY', eventID: 'e8', before: like, after: like }, d);
    expect(applied).toEqual([]);
  });
});
