/**
 * The pjinvitetoplay service (issue 11): invites to play (one per sender, recipient and game per UTC
 * day), accepting them, the invite notifications of the General tab, marking them read, and the
 * recipient's invite preferences (ours), whose refusals look to the sender exactly like a delivery.
 */
import * as v from 'valibot';
import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { answers } from '../../../lib/contract';
import type { Invite, Profile } from '../../../lambdas/data';
import { GameEntity, InviteEntity, UserGameEntity } from '../../../lambdas/data/entities';
import { clearCatalogueCache } from '../../../lambdas/data/games';
import { handler } from '../../../lambdas/services/pjinvitetoplay';
import { useFixedDate } from '../clock';
import { ALICE, BOB, CAROL, NOW, aGame, aProfile, aUserGame, apiEvent } from '../factories';
import { PROFILE_KEY, answer, conditionFailed, givenCaller } from './helpers';
import { ALICE_CLAIMS, BLOCK_READ, bob, givenAliceAndBob } from './social-fixtures';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => clearCatalogueCache());
afterEach(() => ddb.reset());
useFixedDate(NOW); // 2025-06-01T12:00Z

const DAVE = '44444444-4444-4444-8444-444444444444';
const EVE = '55555555-5555-4555-8555-555555555555';
const FRANK = '66666666-6666-4666-8666-666666666666';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const NINETY_DAYS = 90 * 24 * 60 * 60;
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

type Body = Record<string, unknown>;
const post = (path: string, body: Body) =>
  handler(
    apiEvent({ method: 'POST', path: `pjinvitetoplay/${path}`, body, sub: ALICE, claims: ALICE_CLAIMS }),
  );
const get = (path: string, query: Record<string, string>) =>
  handler(
    apiEvent({ method: 'GET', path: `pjinvitetoplay/${path}`, query, sub: ALICE, claims: ALICE_CLAIMS }),
  );
const typeOf = (response: { body: string }) => (answer(response as never) as { type: string }).type;

/** Alice's own game 1 (Fortnite), as getUserGame reads it; `owned` false: she does not play it. */
function givenAliceGame(owned = true, gameId = 1) {
  ddb
    .on(GetCommand, { Key: UserGameEntity.key({ uuid: ALICE, gameId }) })
    .resolves(owned ? { Item: UserGameEntity.item(aUserGame({ gameId })) } : {});
}

/** Whether Bob spectates Alice (the key the 'spectated' policy reads). */
const SPECTATE_KEY = { pk: `USER#${BOB}`, sk: `SPECTATING#${ALICE}` };

function anInvite(overrides: Partial<Invite> = {}): Invite {
  return {
    toUuid: ALICE,
    fromUuid: BOB,
    gameId: 1,
    day: '2025-06-01',
    inviteId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    createdAt: ago(60),
    delivered: true,
    accepted: 0,
    acceptedAt: null,
    expiresAt: NOW_SECONDS + NINETY_DAYS - 3600,
    ...overrides,
  };
}

describe('POST pjinvitetoplay/pjinvitetoplaycreate (createInvite)', () => {
  const invite = (body: Body = {}) =>
    post('pjinvitetoplaycreate', {
      usernameFrom: 'alice_plays',
      usernameTo: 'bob_builds',
      gameId: 1,
      gameDescription: 'Fortnite',
      ...body,
    });
  const putInput = () => ddb.commandCalls(PutCommand)[0]!.args[0].input;

  it('stores one delivered invite under the UTC day, listed for the recipient, and answers created', async () => {
    givenAliceAndBob(ddb);
    givenAliceGame();
    ddb.on(PutCommand).resolves({});

    const response = await invite({ gameDescription: 'anything the browser claims' });

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({ type: 'created' });
    expect(v.parse(answers.inviteResult(), answer(response))).toEqual({ type: 'created' });
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input).toEqual(BLOCK_READ);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
    expect(putInput()).toEqual({
      TableName: TABLE,
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        toUuid: BOB,
        fromUuid: ALICE,
        gameId: 1,
        day: '2025-06-01',
        inviteId: expect.stringMatching(UUID_PATTERN),
        createdAt: NOW.toISOString(),
        delivered: true,
        accepted: 0,
        acceptedAt: null,
        expiresAt: NOW_SECONDS + NINETY_DAYS,
        pk: `USER#${BOB}`,
        sk: `INVITE#1#${ALICE}#2025-06-01`,
        gsi1pk: `INVITES_TO#${BOB}`,
        gsi1sk: NOW.toISOString(),
        entity: 'invite',
      },
    });
    // the body's gameDescription is not stored: lists show the catalogue's name
    expect(JSON.stringify(putInput())).not.toContain('anything the browser claims');
    // everyone may invite Bob: whether he spectates Alice is not read
    expect(ddb.commandCalls(GetCommand, { Key: SPECTATE_KEY })).toHaveLength(0);
  });

  it('answers dup for a second invite the same day (the key is taken: nothing written)', async () => {
    givenAliceAndBob(ddb);
    givenAliceGame();
    ddb.on(PutCommand).rejects(conditionFailed());

    const response = await invite();

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({ type: 'dup' });
  });

  it('files an invite just before midnight UTC under that day, whatever anyone’s time zone', async () => {
    jest.setSystemTime(new Date('2025-06-01T23:59:59.999Z'));
    givenAliceAndBob(ddb, { bob: bob({ timeZoneId: 30 }) });
    givenAliceGame();
    ddb.on(PutCommand).resolves({});

    await invite();
    jest.setSystemTime(new Date('2025-06-02T00:00:00.000Z'));
    await invite();

    const keys = ddb.commandCalls(PutCommand).map((call) => call.args[0].input.Item!.sk);
    expect(keys).toEqual([`INVITE#1#${ALICE}#2025-06-01`, `INVITE#1#${ALICE}#2025-06-02`]);
  });

  it.each(['alice_plays', 'ALICE_Plays'])(
    'refuses to invite yourself (%s: 400 CannotInviteYourself)',
    async (name) => {
      givenAliceAndBob(ddb);
      givenAliceGame();

      const response = await invite({ usernameTo: name });

      expect(response.statusCode).toBe(400);
      expect(typeOf(response)).toBe('CannotInviteYourself');
      expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    },
  );

  it.each(['alice', 'bob'] as const)(
    'refuses an invite across a block by %s (403 Blocked)',
    async (blocked) => {
      givenAliceAndBob(ddb, { blocked });
      givenAliceGame();

      const response = await invite();

      expect(response.statusCode).toBe(403);
      expect(typeOf(response)).toBe('Blocked');
      expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    },
  );

  it('answers 404 for an unknown or closed recipient', async () => {
    givenAliceAndBob(ddb, { bob: bob({ active: false }) });
    givenAliceGame();

    expect((await invite()).statusCode).toBe(404);
    expect((await invite({ usernameTo: 'nobody_here' })).statusCode).toBe(404);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it("refuses a game that is not one of the sender's (400 NotYourGame)", async () => {
    givenAliceAndBob(ddb);
    givenAliceGame(false, 7);

    const response = await invite({ gameId: 7 });

    expect(response.statusCode).toBe(400);
    expect(typeOf(response)).toBe('NotYourGame');
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it("refuses a usernameFrom that is not the caller's (403), and bad input (400)", async () => {
    givenAliceAndBob(ddb);
    givenAliceGame();

    expect((await invite({ usernameFrom: 'bob_builds', usernameTo: 'alice_plays' })).statusCode).toBe(403);
    expect((await invite({ gameId: 0 })).statusCode).toBe(400);
    expect((await invite({ usernameTo: 'x' })).statusCode).toBe(400);
    expect((await invite({ gameDescription: 'x'.repeat(201) })).statusCode).toBe(400);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  describe("the recipient's preferences", () => {
    const refused = async (prefs: Partial<Profile>, spectates?: boolean) => {
      givenAliceAndBob(ddb, { bob: bob(prefs) });
      givenAliceGame();
      if (spectates !== undefined) {
        ddb.on(GetCommand, { Key: SPECTATE_KEY }).resolves(spectates ? { Item: { targetUuid: ALICE } } : {});
      }
      ddb.on(PutCommand).resolves({});
      return invite();
    };

    it.each([
      ['who may invite: nobody', { whoMayInvite: 'nobody' as const }, undefined],
      ['a muted game', { mutedInviteGameIds: [3, 1] }, undefined],
      [
        'only people he spectates, and he does not spectate her',
        { whoMayInvite: 'spectated' as const },
        false,
      ],
    ])(
      '%s: answers created as for a delivery, but stores it undelivered, in no list',
      async (_, prefs, spectates) => {
        const response = await refused(prefs, spectates);

        expect(response.statusCode).toBe(200);
        expect(answer(response)).toEqual({ type: 'created' });
        const item = putInput().Item!;
        expect(item).toEqual(
          expect.objectContaining({
            pk: `USER#${BOB}`,
            sk: `INVITE#1#${ALICE}#2025-06-01`,
            delivered: false,
          }),
        );
        expect(item).not.toHaveProperty('gsi1pk');
        expect(item).not.toHaveProperty('gsi2pk');
        expect(putInput().ConditionExpression).toBe('attribute_not_exists(pk)');
      },
    );

    it('a refused invite holds the day too: a second one answers dup, exactly as a delivered one', async () => {
      givenAliceAndBob(ddb, { bob: bob({ whoMayInvite: 'nobody' }) });
      givenAliceGame();
      ddb.on(PutCommand).rejects(conditionFailed());

      expect(answer(await invite())).toEqual({ type: 'dup' });
    });

    it('delivers to a recipient who accepts only people he spectates, when he spectates the sender', async () => {
      const response = await refused({ whoMayInvite: 'spectated' }, true);

      expect(answer(response)).toEqual({ type: 'created' });
      expect(putInput().Item).toEqual(
        expect.objectContaining({ delivered: true, gsi1pk: `INVITES_TO#${BOB}` }),
      );
      expect(ddb.commandCalls(GetCommand, { Key: SPECTATE_KEY })).toHaveLength(1);
    });

    it('a muted game is refused whoever sends it (no spectate read needed)', async () => {
      await refused({ whoMayInvite: 'spectated', mutedInviteGameIds: [1] }, true);

      expect(putInput().Item!.delivered).toBe(false);
      expect(ddb.commandCalls(GetCommand, { Key: SPECTATE_KEY })).toHaveLength(0);
    });
  });
});

describe('POST pjinvitetoplay/pjinvitetoplayupdateaccept (acceptInvite)', () => {
  const accept = (body: Body = {}) =>
    post('pjinvitetoplayupdateaccept', {
      usernameFrom: 'bob_builds',
      usernameTo: 'alice_plays',
      gameId: 1,
      gameDescription: 'Fortnite',
      accepted: 1,
      ...body,
    });
  const PAIR_PREFIX = `INVITE#1#${BOB}#`;
  const givenInvites = (...pages: Invite[][]) => {
    // the accept's one query: the pair's days in Alice's partition
    const query = ddb.on(QueryCommand, { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)' });
    pages.forEach((items, index) =>
      query.resolvesOnce({
        Items: items.map((item) => InviteEntity.item(item)),
        LastEvaluatedKey: index < pages.length - 1 ? { pk: 'more', sk: 'more' } : undefined,
      }),
    );
  };

  it('accepts the latest delivered invite from the sender for that game, entering it in his accepted list', async () => {
    givenAliceAndBob(ddb);
    givenInvites([anInvite({ day: '2025-06-01', createdAt: ago(60) })]);
    ddb.on(UpdateCommand).resolves({});

    const response = await accept({ gameDescription: 'ignored' });

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      FilterExpression: 'delivered = :true AND expiresAt > :now',
      ExpressionAttributeValues: {
        ':pk': `USER#${ALICE}`,
        ':sk': PAIR_PREFIX,
        ':true': true,
        ':now': NOW_SECONDS,
      },
      ScanIndexForward: false,
      Limit: 10,
      ExclusiveStartKey: undefined,
    });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: `USER#${ALICE}`, sk: `INVITE#1#${BOB}#2025-06-01` },
      UpdateExpression: 'SET accepted = :one, acceptedAt = :at, #gsiPk = :gsiPk, #gsiSk = :gsiSk',
      ConditionExpression: 'attribute_exists(pk) AND delivered = :true AND accepted = :zero',
      ExpressionAttributeNames: { '#gsiPk': 'gsi2pk', '#gsiSk': 'gsi2sk' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':zero': 0,
        ':true': true,
        ':at': NOW.toISOString(),
        ':gsiPk': `INVITES_FROM#${BOB}`,
        ':gsiSk': ago(60),
      },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
  });

  it('reads on past pages the filter left empty (undelivered or expired days)', async () => {
    givenAliceAndBob(ddb);
    givenInvites([], [anInvite({ day: '2025-05-20' })]);
    ddb.on(UpdateCommand).resolves({});

    expect(answer(await accept())).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(2);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.Key).toEqual({
      pk: `USER#${ALICE}`,
      sk: `INVITE#1#${BOB}#2025-05-20`,
    });
  });

  it('is idempotent: an accepted invite answers 0 and writes nothing', async () => {
    givenAliceAndBob(ddb);
    givenInvites([anInvite({ accepted: 1, acceptedAt: ago(5) })]);

    const response = await accept();

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({ affectedRows: 0 });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 0 when another accept won the race, 404 when the invite vanished meanwhile', async () => {
    givenAliceAndBob(ddb);
    givenInvites([anInvite()]);
    ddb
      .on(UpdateCommand)
      .rejectsOnce(conditionFailed({ ...InviteEntity.item(anInvite({ accepted: 1, acceptedAt: ago(0) })) }));
    expect(answer(await accept())).toEqual({ affectedRows: 0 });

    ddb.reset();
    givenAliceAndBob(ddb);
    givenInvites([anInvite()]);
    ddb.on(UpdateCommand).rejects(conditionFailed());
    expect((await accept()).statusCode).toBe(404);
  });

  it('answers 404 when there is no such invite, or the sender is unknown or closed', async () => {
    givenAliceAndBob(ddb);
    givenInvites([]);
    expect((await accept()).statusCode).toBe(404);
    expect((await accept({ usernameFrom: 'nobody_here' })).statusCode).toBe(404);
    expect((await accept({ usernameFrom: 'alice_plays' })).statusCode).toBe(404);

    ddb.reset();
    givenAliceAndBob(ddb, { bob: bob({ active: false }) });
    expect((await accept()).statusCode).toBe(404);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it.each(['alice', 'bob'] as const)(
    'refuses an accept across a block by %s (403 Blocked)',
    async (blocked) => {
      givenAliceAndBob(ddb, { blocked });
      givenInvites([anInvite()]);

      const response = await accept();

      expect(response.statusCode).toBe(403);
      expect(typeOf(response)).toBe('Blocked');
      expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    },
  );

  it('refuses accepted 0 (400) and a usernameTo that is not the caller (403)', async () => {
    givenAliceAndBob(ddb);
    givenInvites([anInvite()]);

    const zero = await accept({ accepted: 0 });
    expect(zero.statusCode).toBe(400);
    expect(answer(zero)).toEqual(
      expect.objectContaining({ issues: [{ path: 'body.accepted', message: expect.any(String) }] }),
    );
    expect((await accept({ usernameTo: 'bob_builds', usernameFrom: 'alice_plays' })).statusCode).toBe(403);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('GET pjinvitetoplay/pjinvitetoplaynotiget (listInviteNotifications)', () => {
  const list = (usernameTo = 'alice_plays') => get('pjinvitetoplaynotiget', { usernameTo });
  const person = (uuid: string, userName: string, overrides: Partial<Profile> = {}) =>
    aProfile({ uuid, userName, profilePicKey: `media/userprofileimages/${userName}.png`, ...overrides });
  const PEOPLE = [
    person(BOB, 'Bob_Builds'),
    person(CAROL, 'carol', { inviteNotiReadAt: ago(20), profilePicKey: null }),
    person(DAVE, 'dave', { active: false }),
    person(EVE, 'eve'),
    person(FRANK, 'frank'),
  ];
  const GAMES = [
    aGame({ gameId: 1, description: 'Fortnite', thumbKey: 'media/games/1-thumb.svg' }),
    aGame({
      gameId: 3,
      description: 'Stardew Valley',
      imageKey: 'media/games/3.svg',
      thumbKey: 'media/games/3-thumb.svg',
    }),
  ];

  /** Alice reads her lists: received (gsi1) and accepted sent (gsi2), blocks, profiles, catalogue. */
  function givenLists(received: Invite[], sent: Invite[], alice: Partial<Profile> = {}) {
    givenCaller(ddb, aProfile(alice));
    ddb
      .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': `INVITES_TO#${ALICE}` } })
      .resolves({ Items: received.map((invite) => InviteEntity.item(invite)) });
    ddb
      .on(QueryCommand, { IndexName: 'gsi2', ExpressionAttributeValues: { ':pk': `INVITES_FROM#${ALICE}` } })
      .resolves({ Items: sent.map((invite) => InviteEntity.item(invite)) });
    // Alice blocked Frank; Eve blocked Alice
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'BLOCKED#' } })
      .resolves({ Items: [{ blockerUuid: ALICE, blockedUuid: FRANK, createdAt: ago(600) }] });
    ddb
      .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': `BLOCKEDBY#${ALICE}` } })
      .resolves({ Items: [{ blockerUuid: EVE, blockedUuid: ALICE, createdAt: ago(600) }] });
    ddb
      .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': 'GAMES' } })
      .resolves({ Items: GAMES.map((game) => GameEntity.item(game)) });
    ddb
      .on(BatchGetCommand)
      .callsFake((input: { RequestItems: Record<string, { Keys: { pk: string }[] }> }) => {
        const wanted = new Set(input.RequestItems[TABLE]!.Keys.map((key) => key.pk));
        return { Responses: { [TABLE]: PEOPLE.filter((p) => wanted.has(`USER#${p.uuid}`)) } };
      });
  }
  const profileReads = () =>
    ddb.commandCalls(BatchGetCommand).map((call) => call.args[0].input.RequestItems![TABLE]!.Keys);

  it('merges received invites (TO) and accepted sent ones (FROM) newest first, with names, pictures, games and read flags', async () => {
    const received = [
      // Bob → Alice an hour ago, not accepted: unread (Alice read up to 90 minutes ago)
      anInvite({ fromUuid: BOB, inviteId: 'b0b00000-0000-4000-8000-000000000001', createdAt: ago(60) }),
      // Carol → Alice three hours ago, accepted by Alice 100 minutes ago; Carol read that 20 minutes ago
      anInvite({
        fromUuid: CAROL,
        gameId: 3,
        inviteId: 'ca401000-0000-4000-8000-000000000002',
        createdAt: ago(180),
        accepted: 1,
        acceptedAt: ago(100),
      }),
    ];
    const sent = [
      // Alice → Carol two hours ago, accepted 30 minutes ago: the accept is new to Alice
      anInvite({
        toUuid: CAROL,
        fromUuid: ALICE,
        inviteId: 'a11ce000-0000-4000-8000-000000000003',
        createdAt: ago(120),
        accepted: 1,
        acceptedAt: ago(30),
      }),
    ];
    givenLists(received, sent, { inviteNotiReadAt: ago(90) });

    const response = await list();

    expect(response.statusCode).toBe(200);
    const body = answer(response);
    expect(v.parse(answers.generalNotifications(), body)).toEqual(body);
    expect(body).toEqual({
      data: [
        {
          type: 'invite',
          name: 'Bob_Builds',
          profileImage: `${MEDIA_BASE}/userprofileimages/Bob_Builds.png`,
          status: 'TO',
          accepted: 0,
          readMessage: 0,
          readMessageTo: 0,
          readMessageFrom: 0,
          gameId: 1,
          gameDescription: 'Fortnite',
          gameImage: `${MEDIA_BASE}/games/1-thumb.svg`,
          key: 'invite#b0b00000-0000-4000-8000-000000000001#TO',
          InviteId: 'b0b00000-0000-4000-8000-000000000001',
          Created: ago(60),
        },
        {
          type: 'invite',
          name: 'carol',
          profileImage: `${MEDIA_BASE}/defaults/profile.svg`,
          status: 'FROM',
          accepted: 1,
          // the accept is new to Alice; Carol read the invite (her mark is 20 minutes old)
          readMessage: 0,
          readMessageTo: 1,
          readMessageFrom: 0,
          gameId: 1,
          gameDescription: 'Fortnite',
          gameImage: `${MEDIA_BASE}/games/1-thumb.svg`,
          key: 'invite#a11ce000-0000-4000-8000-000000000003#FROM',
          InviteId: 'a11ce000-0000-4000-8000-000000000003',
          Created: ago(120),
        },
        {
          type: 'invite',
          name: 'carol',
          profileImage: `${MEDIA_BASE}/defaults/profile.svg`,
          status: 'TO',
          accepted: 1,
          readMessage: 1,
          readMessageTo: 1,
          readMessageFrom: 1,
          gameId: 3,
          gameDescription: 'Stardew Valley',
          gameImage: `${MEDIA_BASE}/games/3-thumb.svg`,
          key: 'invite#ca401000-0000-4000-8000-000000000002#TO',
          InviteId: 'ca401000-0000-4000-8000-000000000002',
          Created: ago(180),
        },
      ],
    });
  });

  it('reads each list once, newest first, 50 at most, and the other players in one batch', async () => {
    givenLists(
      [anInvite({ fromUuid: BOB }), anInvite({ fromUuid: CAROL, createdAt: ago(70) })],
      [anInvite({ toUuid: CAROL, fromUuid: ALICE, accepted: 1, acceptedAt: ago(1) })],
    );

    await list();

    const indexQueries = ddb
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input)
      .filter((input) => String(input.ExpressionAttributeValues?.[':pk']).startsWith('INVITES_'));
    expect(indexQueries).toEqual([
      {
        TableName: TABLE,
        IndexName: 'gsi1',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'gsi1pk' },
        ExpressionAttributeValues: { ':pk': `INVITES_TO#${ALICE}` },
        ScanIndexForward: false,
        Limit: 50,
      },
      {
        TableName: TABLE,
        IndexName: 'gsi2',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'gsi2pk' },
        ExpressionAttributeValues: { ':pk': `INVITES_FROM#${ALICE}` },
        ScanIndexForward: false,
        Limit: 50,
      },
    ]);
    // Carol is on both lists: read once
    expect(profileReads()).toEqual([
      [
        { pk: `USER#${BOB}`, sk: 'PROFILE' },
        { pk: `USER#${CAROL}`, sk: 'PROFILE' },
      ],
    ]);
  });

  it('leaves out invites with people now blocked either way or closed, and invites past their 90 days', async () => {
    givenLists(
      [
        anInvite({ fromUuid: FRANK, inviteId: 'f0000000-0000-4000-8000-000000000001' }), // Alice blocked Frank
        anInvite({ fromUuid: EVE, inviteId: 'e0000000-0000-4000-8000-000000000002' }), // Eve blocked Alice
        anInvite({ fromUuid: DAVE, inviteId: 'd0000000-0000-4000-8000-000000000003' }), // Dave closed his account
        anInvite({ fromUuid: BOB, inviteId: 'b0000000-0000-4000-8000-000000000004', expiresAt: NOW_SECONDS }),
        anInvite({ fromUuid: CAROL, inviteId: 'c0000000-0000-4000-8000-000000000005' }),
      ],
      [anInvite({ toUuid: EVE, fromUuid: ALICE, accepted: 1, acceptedAt: ago(2) })],
    );

    const body = answer(await list()) as { data: { name: string }[] };

    expect(body.data.map((item) => item.name)).toEqual(['carol']);
  });

  it('answers an empty list without reading people or the catalogue', async () => {
    givenLists([], []);

    expect(answer(await list())).toEqual({ data: [] });
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
    expect(ddb.commandCalls(QueryCommand, { ExpressionAttributeValues: { ':pk': 'GAMES' } })).toHaveLength(0);
  });

  it("refuses another user's list (403)", async () => {
    givenLists([], []);
    expect((await list('bob_builds')).statusCode).toBe(403);
  });
});

describe('POST pjinvitetoplay/pjinvitetoplayreadmessageupdate (markInvitesRead)', () => {
  it("sets the caller's inviteNotiReadAt to now (nothing unread is fine)", async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});

    const response = await post('pjinvitetoplayreadmessageupdate', { username: 'alice_plays' });

    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: PROFILE_KEY,
      UpdateExpression: 'SET #mark = :at',
      ExpressionAttributeNames: { '#mark': 'inviteNotiReadAt' },
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': NOW.toISOString() },
    });
  });

  it("refuses another user's name (403)", async () => {
    givenCaller(ddb);
    expect((await post('pjinvitetoplayreadmessageupdate', { username: 'bob_builds' })).statusCode).toBe(403);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('invite preferences (ours)', () => {
  it('reads them from the profile the session check loaded, with the defaults', async () => {
    givenCaller(ddb);
    const defaults = await get('pjinvitetoplaypreferences', { uuid: ALICE });
    expect(answer(defaults)).toEqual({ whoMayInvite: 'everyone', mutedGameIds: [] });
    expect(v.parse(answers.invitePreferences(), answer(defaults))).toEqual(answer(defaults));

    ddb.reset();
    givenCaller(ddb, aProfile({ whoMayInvite: 'spectated', mutedInviteGameIds: [3] }));
    expect(answer(await get('pjinvitetoplaypreferences', { uuid: ALICE }))).toEqual({
      whoMayInvite: 'spectated',
      mutedGameIds: [3],
    });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
    expect((await get('pjinvitetoplaypreferences', { uuid: BOB })).statusCode).toBe(403);
  });

  const save = (body: Body) =>
    post('pjinvitetoplaypreferences', { uuid: ALICE, whoMayInvite: 'everyone', mutedGameIds: [], ...body });
  const givenCatalogue = () =>
    ddb
      .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': 'GAMES' } })
      .resolves({ Items: [aGame({ gameId: 1 }), aGame({ gameId: 3 })].map((game) => GameEntity.item(game)) });

  it('stores who may invite and the muted catalogue games, each once, in order', async () => {
    givenCaller(ddb);
    givenCatalogue();
    ddb.on(UpdateCommand).resolves({});

    const response = await save({ whoMayInvite: 'nobody', mutedGameIds: [3, 1, 3] });

    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: PROFILE_KEY,
      UpdateExpression: 'SET whoMayInvite = :who, mutedInviteGameIds = :muted',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':who': 'nobody', ':muted': [1, 3] },
    });
  });

  it('refuses games outside the catalogue, a policy it does not know, and more than 100 games (400; nothing written)', async () => {
    givenCaller(ddb);
    givenCatalogue();

    const unknown = await save({ mutedGameIds: [1, 99] });
    expect(unknown.statusCode).toBe(400);
    expect(answer(unknown)).toEqual(
      expect.objectContaining({
        issues: [{ path: 'body.mutedGameIds', message: 'not catalogue games: 99' }],
      }),
    );
    expect((await save({ whoMayInvite: 'friends' })).statusCode).toBe(400);
    expect((await save({ mutedGameIds: Array.from({ length: 101 }, (_, i) => i + 1) })).statusCode).toBe(400);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 404 for a caller without a profile yet, and reads no catalogue when nothing is muted', async () => {
    givenCaller(ddb, null);
    ddb.on(UpdateCommand).rejects(conditionFailed());

    expect((await save({ whoMayInvite: 'spectated' })).statusCode).toBe(404);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });
});
