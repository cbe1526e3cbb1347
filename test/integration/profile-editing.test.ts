/**
 * Profile editing through the twin (000 §4 "Profile", §7 "Profile editing"): a seeded user signs in,
 * edits every field the profile panel saves (picture, username, bio, checklist, games added and
 * removed, per-game details, platforms) and reads each back through the read routes, as the panel's
 * reload after a save does. Refusals write nothing: another user's uuid, codes outside the tables,
 * a text file posing as a picture. A username change frees the old name (another account takes it),
 * moves the public profile to the new name, and the stream handler refreshes the name's snapshots on
 * the user's game items.
 *
 * The seeded user is RetroRonin, whom no other test uses; the test gives the name back at the end.
 */
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../lib/local/engines/dynamodb';
import { loadSeedUsers } from '../../lib/seed/data';
import { twinInfo } from '../twin/urls';
import {
  callApi,
  cognitoClient,
  eventually,
  jwtClaims,
  signIn,
  signedUpAccount,
  uniqueUserName,
  type ApiReply,
} from '../twin/helpers';

const info = twinInfo();
const cognito = cognitoClient(info);
const table = DynamoDBDocumentClient.from(dynamoClient(info.urls.engines.dynamodb));
const seeded = loadSeedUsers().find((user) => user.userName === 'RetroRonin')!;

/** A 1×1 transparent PNG (67 bytes). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let token: string;
let uuid: string;

beforeAll(async () => {
  expect(seeded).toBeDefined();
  token = (await signIn(info, cognito, seeded.email, seeded.password)).IdToken;
  uuid = String(jwtClaims(token).sub);
});
afterAll(() => {
  cognito.destroy();
  table.destroy();
});

const get = <T = unknown>(path: string, query: Record<string, string | number>, as = token) =>
  callApi<T>(info, path, { query, token: as });
const post = <T = unknown>(path: string, body: Record<string, unknown>, as = token) =>
  callApi<T>(info, path, { body, token: as });

type Profile = {
  UserName: string;
  Bio: string | null;
  GameStyle: number;
  Streamer: number;
  Microphone: number;
};
type Game = { Id: number; Platform: number; SkillLevel: number; Frequency: number; Rating: number };
const profileOf = (username: string) =>
  get<Profile[]>('pjuserprofile/pjuserprofile/user', { username, uuid });
const gamesOf = async (username: string) =>
  (await get<Game[]>('pjuserprofile/pjuserprofile/games', { username })).body;
const platformsOf = async (username: string) =>
  (
    await get<{ queryResult: { PlatformId: number; Active: number }[] }>(
      'pjusersettings/pjusersettings/platform/get',
      { username },
    )
  ).body.queryResult;
const statusOf = (reply: ApiReply) => reply.status;

/** The userName snapshots of a user's game items, read from the table. */
async function gameSnapshots(of: string): Promise<string[]> {
  const result = await table.send(
    new QueryCommand({
      TableName: info.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${of}`, ':sk': 'GAME#' },
    }),
  );
  return (result.Items ?? []).map((item) => String(item.userName));
}

describe('the profile panel: edit, save, reload', () => {
  it('saves the bio, checklist, games, details and platforms and reads them back', async () => {
    const name = seeded.userName;
    const before = await gamesOf(name);
    const removed = before[0]!.Id;
    const kept = before[1]!.Id;
    const catalogue = (await get<{ Id: number }[]>('pjgame/pjgame', {})).body.map((game) => game.Id);
    const added = catalogue.find((id) => !before.some((game) => game.Id === id))!;

    const steps = [
      await post('pjusersettings/pjusersettings/bio/update', {
        uuid,
        bio: '  Retro nights, 8-bit hearts.  ',
      }),
      await post('pjusersettings/pjusersettings/checklist/update', {
        uuid,
        streamer: 1,
        microphone: 0,
        discord: 1,
        familyFriendly: 1,
        moderator: 0,
        pcConsole: 0,
        gameStyle: 1,
      }),
      await post('pjusersettings/pjusersettings/games/insert', { uuid, games: [added] }),
      await post('pjusersettings/pjusersettings/games/delete', { uuid, games: [removed] }),
      await post('pjusersettings/pjusersettings/skilllevel/delete', { uuid, games: [removed] }),
      await post('pjgameattributes/pjgameattributes', {
        uuid,
        gameSelections: [
          { gameId: added, platform: 6, skillLevel: 3, frequency: 2, rating: 2 },
          { gameId: kept, platform: 4, skillLevel: 1, frequency: 5, rating: 6 },
        ],
      }),
      await post('pjusersettings/pjusersettings/platform/post', { uuid, platform: 6, active: 1 }),
      await post('pjusersettings/pjusersettings/platform/post', { uuid, platform: 2, active: 0 }),
    ];

    expect(steps.map(statusOf)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    expect(steps.map((step) => step.body)).toEqual([
      { affectedRows: 1 },
      { affectedRows: 1 },
      { affectedRows: 1 },
      { affectedRows: 1 },
      { affectedRows: 0 }, // its details left with the game
      { affectedRows: 2 },
      { affectedRows: 1 },
      { affectedRows: 1 },
    ]);

    const [profile] = (await profileOf(name)).body;
    expect(profile).toEqual(
      expect.objectContaining({
        UserName: name,
        Bio: 'Retro nights, 8-bit hearts.',
        GameStyle: 1,
        Streamer: 1,
        Microphone: 0,
        Discord: 1,
        FamilyFriendly: 1,
        Moderator: 0,
        PCConsole: 0,
      }),
    );
    const after = await gamesOf(name);
    expect(after.map((game) => game.Id).sort()).toEqual(
      [...before.map((game) => game.Id).filter((id) => id !== removed), added].sort(),
    );
    expect(after.find((game) => game.Id === added)).toEqual(
      expect.objectContaining({ Platform: 6, SkillLevel: 3, Frequency: 2, Rating: 2 }),
    );
    expect(
      (await get('pjgameattributes/pjgetgameattributes', { username: name.toLowerCase(), gameId: kept }))
        .body,
    ).toEqual({ queryResult: [{ Id: kept, Platform: 4, SkillLevel: 1, Frequency: 5, Rating: 6 }] });
    expect(await platformsOf(name)).toEqual(
      expect.arrayContaining([
        { PlatformId: 2, Active: 0 },
        { PlatformId: 6, Active: 1 },
      ]),
    );

    // a new game starts from the spec's defaults, and skilllevel/delete puts details back to them
    const reset = await post('pjusersettings/pjusersettings/skilllevel/delete', { uuid, games: [kept] });
    expect(reset.body).toEqual({ affectedRows: 1 });
    expect(
      (await get('pjgameattributes/pjgetgameattributes', { username: name, gameId: kept })).body,
    ).toEqual({ queryResult: [{ Id: kept, Platform: 1, SkillLevel: 4, Frequency: 1, Rating: 1 }] });
  });

  it("refuses another user's uuid and codes outside the tables, writing nothing", async () => {
    const name = seeded.userName;
    const other = await signedUpAccount(info, seeded.games[0]!.gameId);
    const [before] = (await profileOf(name)).body;
    const gamesBefore = await gamesOf(name);
    const game = gamesBefore[0]!.Id;

    const refused = [
      await post('pjusersettings/pjusersettings/bio/update', { uuid: other.uuid, bio: 'not mine' }),
      await post('pjusersettings/pjusersettings/bio/update', { uuid, bio: 'x' }, other.tokens.IdToken),
      await post('pjusersettings/pjusersettings/checklist/update', {
        uuid,
        streamer: 2,
        microphone: 0,
        discord: 0,
        familyFriendly: 0,
        moderator: 0,
        pcConsole: 0,
        gameStyle: 2,
      }),
      await post('pjusersettings/pjusersettings/checklist/update', {
        uuid,
        streamer: 0,
        microphone: 0,
        discord: 0,
        familyFriendly: 0,
        moderator: 0,
        pcConsole: 0,
        gameStyle: 0,
      }),
      await post('pjgameattributes/pjgameattributes', {
        uuid,
        gameSelections: [
          { gameId: game, platform: 2, skillLevel: 2, frequency: 2, rating: 2 },
          { gameId: game, platform: 9, skillLevel: 2, frequency: 2, rating: 2 },
        ],
      }),
      // one of the two games is not the caller's: the transaction writes neither
      await post('pjgameattributes/pjgameattributes', {
        uuid,
        gameSelections: [
          { gameId: game, platform: 3, skillLevel: 3, frequency: 3, rating: 3 },
          { gameId: 999999, platform: 3, skillLevel: 3, frequency: 3, rating: 3 },
        ],
      }),
      await post('pjusersettings/pjusersettings/games/insert', { uuid, games: [999999] }),
      await post('pjusersettings/pjusersettings/platform/post', { uuid, platform: 1, active: 1 }),
      await post('pjuseradmin/pjuseradmin/changeusername', { uuid, username: name, newusername: 'no way' }),
      await post('pjuseradmin/pjuseradmin/changeusername', {
        uuid: other.uuid,
        username: other.userName,
        newusername: uniqueUserName('x'),
      }),
    ];

    expect(refused.map(statusOf)).toEqual([403, 403, 400, 400, 400, 400, 400, 400, 400, 403]);
    expect((await profileOf(name)).body).toEqual([before]);
    expect(await gamesOf(name)).toEqual(gamesBefore);
  });
});

describe('the picture: checked by its bytes before it becomes the picture', () => {
  async function upload(bytes: Buffer): Promise<string> {
    const address = await get<string>('pjuserimages/pjuserimages', {
      filetype: 'png',
      uuid,
      filesize: bytes.length,
    });
    expect(address.status).toBe(200);
    const put = await fetch(address.body, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'Content-Type': 'image/png' },
    });
    expect(put.status).toBe(200);
    return address.body;
  }

  it('refuses a text file renamed fake.png and deletes it; accepts a real PNG, served as image/png', async () => {
    const [before] = (await profileOf(seeded.userName)).body as unknown as { ProfilePicLink: string }[];
    const fake = await upload(Buffer.from('I am a text file, honestly.'));

    const refused = await post('pjusersettings/pjusersettings/image', { uuid, imageFile: fake });

    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      type: 'NotAnImage',
      message: 'the uploaded file is not a JPEG, PNG or WebP image',
    });
    // the upload was never public: nothing serves uploads/, under /media or otherwise
    const fakeFile = new URL(fake).pathname.split('/').pop()!;
    expect(new URL(fake).pathname).toContain('/uploads/userprofileimages/');
    expect((await fetch(`${info.urls.media}/userprofileimages/${fakeFile}`)).status).toBe(404);
    expect((await fetch(`${info.urls.site}/uploads/userprofileimages/${fakeFile}`)).status).not.toBe(200);
    expect(
      ((await profileOf(seeded.userName)).body as unknown as { ProfilePicLink: string }[])[0]!.ProfilePicLink,
    ).toBe(before!.ProfilePicLink);

    const real = await upload(TINY_PNG);
    const accepted = await post<{ ProfilePicLink: string }>('pjusersettings/pjusersettings/image', {
      uuid,
      imageFile: real,
    });

    expect(accepted.status).toBe(200);
    // published under a key of its own, not the upload's
    expect(accepted.body.ProfilePicLink).not.toContain(new URL(real).pathname.split('/').pop()!);
    // the upload address still takes a PUT for minutes: junk sent there now changes nothing served
    const junk = await fetch(real, {
      method: 'PUT',
      body: new Uint8Array(Buffer.alloc(TINY_PNG.length, 0x3c)),
      headers: { 'Content-Type': 'image/png' },
    });
    expect(junk.status).toBe(200);
    const served = await fetch(accepted.body.ProfilePicLink.replace(/^https?:\/\/[^/]+/, info.urls.site));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    expect(
      ((await profileOf(seeded.userName)).body as unknown as { ProfilePicLink: string }[])[0]!.ProfilePicLink,
    ).toBe(accepted.body.ProfilePicLink);
  });
});

describe('the username change', () => {
  it('frees the old name, moves the profile to the new one and refreshes the snapshots', async () => {
    const oldName = seeded.userName;
    const newName = uniqueUserName('retro');
    const other = await signedUpAccount(info, seeded.games[0]!.gameId);
    const check = async (username: string) =>
      (await get<{ duplicate: boolean; message: string }>('pjusernameavail/pjusername/check', { username }))
        .body;
    const publicProfile = async (username: string) =>
      (await fetch(`${info.urls.api}/pjpubprofile/pj/user?username=${encodeURIComponent(username)}`, {
        headers: { 'x-api-key': info.publicApiKey },
      }).then((response) => response.json())) as { UserName: string }[];

    // taken: the spec's duplicate answer, and nothing changes
    const taken = await post('pjuseradmin/pjuseradmin/changeusername', {
      uuid,
      username: oldName,
      newusername: other.userName,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ type: 'UsernameTaken', message: 'Duplicate username found.' });

    const renamed = await post('pjuseradmin/pjuseradmin/changeusername', {
      uuid,
      username: oldName,
      newusername: newName,
    });
    expect(renamed.status).toBe(200);

    expect(await check(oldName)).toEqual({ duplicate: false, message: 'Successful username check.' });
    expect(await check(newName)).toEqual({ duplicate: true, message: 'Duplicate username found.' });
    expect((await profileOf(newName)).body[0]!.UserName).toBe(newName);
    expect((await profileOf(oldName)).status).toBe(404);
    expect(
      (
        await get(
          'pjuserprofile/pjuserprofile/user',
          { username: newName, uuid: other.uuid },
          other.tokens.IdToken,
        )
      ).body,
    ).toEqual([expect.objectContaining({ UserName: newName })]);
    expect(
      (
        await get(
          'pjuserprofile/pjuserprofile/user',
          { username: oldName, uuid: other.uuid },
          other.tokens.IdToken,
        )
      ).status,
    ).toBe(404);
    expect(await publicProfile(newName)).toEqual([expect.objectContaining({ UserName: newName })]);
    expect(await publicProfile(oldName)).toEqual([]);
    // the stream handler refreshes the name on every game item of the user
    await eventually(
      async () => expect(new Set(await gameSnapshots(uuid))).toEqual(new Set([newName])),
      15_000,
    );

    // the old name is free for anyone: another account takes it, then gives it back
    const takeOld = await post(
      'pjuseradmin/pjuseradmin/changeusername',
      { uuid: other.uuid, username: other.userName, newusername: oldName },
      other.tokens.IdToken,
    );
    expect(takeOld.status).toBe(200);
    expect(await check(oldName)).toEqual({ duplicate: true, message: 'Duplicate username found.' });
    const giveBack = await post(
      'pjuseradmin/pjuseradmin/changeusername',
      { uuid: other.uuid, username: oldName, newusername: uniqueUserName('o') },
      other.tokens.IdToken,
    );
    expect(giveBack.status).toBe(200);

    // and the seeded user takes their name back (the seed stays as other tests expect it)
    const back = await post('pjuseradmin/pjuseradmin/changeusername', {
      uuid,
      username: newName,
      newusername: oldName,
    });
    expect(back.status).toBe(200);
    expect((await profileOf(oldName)).body[0]!.UserName).toBe(oldName);
    await eventually(
      async () => expect(new Set(await gameSnapshots(uuid))).toEqual(new Set([oldName])),
      15_000,
    );
  });
});
