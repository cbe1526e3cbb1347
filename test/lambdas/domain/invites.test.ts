/**
 * Invite rules (domain/invites.ts) and the General tab's presenters (domain/general-notifications.ts):
 * the UTC day, what the recipient's preferences let through (and what they read to decide), and how
 * both people's views of one invite agree on its read flags.
 */
import type { Invite } from '../../../lambdas/data';
import {
  newestFirst,
  presentInvite,
  presentSpectate,
  readUnder,
  type GeneralNotification,
} from '../../../lambdas/domain/general-notifications';
import {
  INVITE_TTL_DAYS,
  invitePreferencesOf,
  isCurrentInvite,
  mutedGamesToStore,
  newInvite,
  reachesRecipient,
  refuseSelfInvite,
} from '../../../lambdas/domain/invites';
import { ALICE, BOB, aProfile } from '../factories';

const media = { url: (key: string) => `https://m.test/${key}` };
const at = (iso: string) => new Date(iso);

describe('newInvite', () => {
  it('files an invite under the UTC day it was sent, kept 90 days, not accepted', () => {
    const late = newInvite({
      fromUuid: ALICE,
      toUuid: BOB,
      gameId: 4,
      delivered: true,
      now: at('2025-06-01T23:59:59.999Z'),
    });
    const early = newInvite({
      fromUuid: ALICE,
      toUuid: BOB,
      gameId: 4,
      delivered: false,
      now: at('2025-06-02T00:00:00.000Z'),
    });

    expect(late).toEqual(
      expect.objectContaining({ day: '2025-06-01', accepted: 0, acceptedAt: null, delivered: true }),
    );
    expect(early.day).toBe('2025-06-02');
    expect(early.expiresAt - Date.parse('2025-06-02T00:00:00.000Z') / 1000).toBe(INVITE_TTL_DAYS * 86_400);
    expect(late.inviteId).not.toBe(early.inviteId);
    expect(isCurrentInvite(early, at('2025-08-30T23:59:59.000Z'))).toBe(true);
    expect(isCurrentInvite(early, at('2025-08-31T00:00:00.000Z'))).toBe(false);
  });

  it('refuses yourself', () => {
    expect(() => refuseSelfInvite(ALICE, ALICE)).toThrow(
      expect.objectContaining({ name: 'CannotInviteYourselfError' }),
    );
    expect(() => refuseSelfInvite(ALICE, BOB)).not.toThrow();
  });
});

describe("the recipient's preferences", () => {
  it('default to everyone and nothing muted', () => {
    expect(invitePreferencesOf(undefined)).toEqual({ whoMayInvite: 'everyone', mutedGameIds: [] });
    expect(invitePreferencesOf(aProfile({ whoMayInvite: 'nobody', mutedInviteGameIds: [2] }))).toEqual({
      whoMayInvite: 'nobody',
      mutedGameIds: [2],
    });
  });

  it.each([
    ['everyone', [], true, false],
    ['nobody', [], false, false],
    ['everyone', [4], false, false],
    ['spectated', [4], false, false],
  ] as const)('%s, muted %j: delivered %s, spectate read %s', async (who, muted, delivered, read) => {
    const spectated = jest.fn(async () => true);
    expect(await reachesRecipient({ whoMayInvite: who, mutedGameIds: [...muted] }, 4, spectated)).toBe(
      delivered,
    );
    expect(spectated).toHaveBeenCalledTimes(read ? 1 : 0);
  });

  it('spectated: delivered exactly when the recipient spectates the sender', async () => {
    const prefs = { whoMayInvite: 'spectated' as const, mutedGameIds: [] };
    expect(await reachesRecipient(prefs, 4, async () => true)).toBe(true);
    expect(await reachesRecipient(prefs, 4, async () => false)).toBe(false);
  });

  it('muted games are kept once each, in order, and only catalogue games', () => {
    expect(mutedGamesToStore([9, 2, 9], new Set([2, 9]))).toEqual([2, 9]);
    expect(() => mutedGamesToStore([2, 7], new Set([2]))).toThrow(
      expect.objectContaining({ name: 'BadRequestError' }),
    );
  });
});

describe('general notification presenters', () => {
  const invite: Invite = {
    toUuid: BOB,
    fromUuid: ALICE,
    gameId: 4,
    day: '2025-06-01',
    inviteId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    createdAt: '2025-06-01T10:00:00.000Z',
    delivered: true,
    accepted: 1,
    acceptedAt: '2025-06-01T11:00:00.000Z',
    expiresAt: 1,
  };
  const alice = aProfile({ uuid: ALICE, userName: 'alice', inviteNotiReadAt: '2025-06-01T10:30:00.000Z' });
  const bob = aProfile({ uuid: BOB, userName: 'bob', inviteNotiReadAt: '2025-06-01T10:05:00.000Z' });
  const game = {
    description: 'Rocket League',
    imageKey: 'media/games/4.svg',
    thumbKey: 'media/games/4-thumb.svg',
  };

  it("gives both people the same readMessageTo and readMessageFrom; readMessage is each one's own", () => {
    const bobSees = presentInvite(invite, bob, alice, game, media);
    const aliceSees = presentInvite(invite, alice, bob, game, media);

    // Bob read the invite (his mark is after it); Alice has not read the accept (hers is before it)
    expect(bobSees).toEqual(
      expect.objectContaining({
        status: 'TO',
        name: 'alice',
        readMessage: 1,
        readMessageTo: 1,
        readMessageFrom: 0,
      }),
    );
    expect(aliceSees).toEqual(
      expect.objectContaining({
        status: 'FROM',
        name: 'bob',
        readMessage: 0,
        readMessageTo: 1,
        readMessageFrom: 0,
      }),
    );
    expect(bobSees.key).not.toBe(aliceSees.key);
    expect(aliceSees).toEqual(
      expect.objectContaining({
        type: 'invite',
        accepted: 1,
        gameId: 4,
        gameDescription: 'Rocket League',
        gameImage: 'https://m.test/media/games/4-thumb.svg',
        InviteId: invite.inviteId,
        Created: invite.createdAt,
      }),
    );
  });

  it('an invite not accepted yet is unread for its sender side (readMessageFrom 0), a missing game shows defaults', () => {
    const open = presentInvite(
      { ...invite, accepted: 0, acceptedAt: null },
      bob,
      aProfile({ uuid: ALICE, inviteNotiReadAt: '2030-01-01T00:00:00.000Z' }),
      undefined,
      media,
    );
    expect(open).toEqual(
      expect.objectContaining({
        accepted: 0,
        readMessageFrom: 0,
        gameDescription: '',
        gameImage: 'https://m.test/media/defaults/game.svg',
      }),
    );
  });

  it('a spectate notification has no game and no other side to read it', () => {
    const item = presentSpectate(
      { createdAt: '2025-06-01T09:00:00.000Z' },
      bob,
      { specNotiReadAt: null },
      media,
    );
    expect(item).toEqual({
      type: 'spec',
      name: 'bob',
      profileImage: 'https://m.test/media/userprofileimages/alice.svg',
      status: 'TO',
      accepted: 0,
      readMessage: 0,
      readMessageTo: 0,
      readMessageFrom: 1,
      gameId: null,
      gameDescription: null,
      gameImage: null,
      key: 'spec#2025-06-01T09:00:00.000Z#bob',
      Created: '2025-06-01T09:00:00.000Z',
    });
  });

  it('reads under a watermark at or after the event; sorts newest first', () => {
    expect(readUnder('2025-06-01T10:00:00.000Z', '2025-06-01T10:00:00.000Z')).toBe(1);
    expect(readUnder('2025-06-01T10:00:00.001Z', '2025-06-01T10:00:00.000Z')).toBe(0);
    expect(readUnder('2025-06-01T10:00:00.000Z', null)).toBe(0);
    const item = (key: string, Created: string) => ({ key, Created }) as GeneralNotification;
    expect(
      newestFirst([
        item('a', '2025-06-01T01:00:00.000Z'),
        item('c', '2025-06-01T03:00:00.000Z'),
        item('b', '2025-06-01T03:00:00.000Z'),
      ]).map((each) => each.key),
    ).toEqual(['b', 'c', 'a']);
  });
});
