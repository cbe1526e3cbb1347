/**
 * The General tab's notification kinds (domain/general-notifications.ts `NOTIFICATION_KINDS`): the
 * registry holds a kind for every `type` the contract answers, each kind's read mark is a profile
 * attribute, and every kind's list goes through the one pipeline (notifications/kind.ts): hidden
 * people's items left out, the kind's order, nothing read beyond the skeleton when it is empty.
 */
import type * as v from 'valibot';
import { generalNotification, mentionNotification } from '../../../lib/contract/responses';
import type { Profile, Spectate } from '../../../lambdas/data';
import { ProfileEntity } from '../../../lambdas/data/entities';
import { NOTIFICATION_KINDS } from '../../../lambdas/domain/general-notifications';
import { listNotifications } from '../../../lambdas/domain/notifications/kind';
import { ALICE, BOB, CAROL, NOW, aProfile } from '../factories';

const media = { url: (key: string) => `https://m.test/${key}` };
const DAVE = '44444444-4444-4444-8444-444444444444';

/** The literal values a schema's `type` entry allows. */
function typesOf(schema: v.GenericSchema): string[] {
  const entry = (schema as unknown as { entries: { type: { options?: string[]; literal?: string } } }).entries
    .type;
  return entry.options ?? [entry.literal!];
}

describe('the notification kinds registry', () => {
  it('has one kind for every type the General tab answers, registered under its type', () => {
    const answered = [...typesOf(generalNotification()), ...typesOf(mentionNotification())].sort();
    expect(Object.keys(NOTIFICATION_KINDS).sort()).toEqual(answered);
    for (const [type, kind] of Object.entries(NOTIFICATION_KINDS)) expect(kind.type).toBe(type);
  });

  it('reads each kind under a read mark of its own, kept on the profile', () => {
    const marks = Object.values(NOTIFICATION_KINDS).map((kind) => kind.readMark);
    expect(new Set(marks).size).toBe(marks.length);
    for (const mark of marks) expect(mark).toMatch(ProfileEntity.schema.family.pattern);
  });
});

describe('listNotifications (the one pipeline)', () => {
  const edge = (spectatorUuid: string, createdAt: string): Spectate => ({
    spectatorUuid,
    targetUuid: ALICE,
    createdAt,
  });
  const profiles: Record<string, Profile> = {
    [BOB]: aProfile({ uuid: BOB, userName: 'bob' }),
    [CAROL]: aProfile({ uuid: CAROL, userName: 'carol' }),
    [DAVE]: aProfile({ uuid: DAVE, userName: 'dave', active: false }),
  };
  const data = (edges: Spectate[]) => ({
    listNewestSpectators: jest.fn(async () => edges),
    getProfiles: jest.fn(async (uuids: readonly string[]) => uuids.flatMap((uuid) => profiles[uuid] ?? [])),
    getBlockRelations: jest.fn(async () => ({ blocked: [CAROL], blockedBy: [] })),
  });
  const viewer = aProfile({ uuid: ALICE, specNotiReadAt: '2025-05-02T00:00:00.000Z' });

  it("leaves out the items of people hidden from the caller and presents the rest in the kind's order", async () => {
    const source = data([
      edge(BOB, '2025-05-01T00:00:00.000Z'),
      edge(CAROL, '2025-05-03T00:00:00.000Z'),
      edge(DAVE, '2025-05-04T00:00:00.000Z'),
      edge(BOB, '2025-05-05T00:00:00.000Z'),
    ]);

    const items = await listNotifications(
      NOTIFICATION_KINDS.spec,
      { uuid: ALICE, limit: undefined, viewer: async () => viewer },
      { data: source, media, now: NOW },
    );

    expect(items.map((item) => [item.name, item.Created, item.readMessage])).toEqual([
      ['bob', '2025-05-05T00:00:00.000Z', 0],
      ['bob', '2025-05-01T00:00:00.000Z', 1],
    ]);
    expect(source.getProfiles).toHaveBeenCalledTimes(1);
  });

  it('reads nothing beyond the skeleton when it is empty', async () => {
    const source = data([]);

    const items = await listNotifications(
      NOTIFICATION_KINDS.spec,
      { uuid: ALICE, limit: undefined, viewer: async () => viewer },
      { data: source, media, now: NOW },
    );

    expect(items).toEqual([]);
    expect(source.getProfiles).not.toHaveBeenCalled();
    expect(source.getBlockRelations).not.toHaveBeenCalled();
  });
});
