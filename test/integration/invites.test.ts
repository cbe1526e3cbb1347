/**
 * Invites to play and the General tab's notifications on the twin (issue 11), between fresh accounts
 * made the way the SPA makes them: an invite reaches its recipient unread, is marked read, accepted
 * (once: a second accept changes nothing), and the sender then sees it accepted (status FROM); a
 * second invite the same day is a dup; an invite the recipient's preferences refuse answers like a
 * delivered one but never shows; a spectate is a 'spec' notification; a block hides the other side.
 * Every 2xx answer is checked against its route's schema (test/twin/answer-check.ts).
 */
import { loadSeedGames } from '../../lib/seed/data';
import type { Account } from '../twin/helpers';
import { callApi, signedUpAccount, uniqueEmail } from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const games = loadSeedGames();
const GAME = games[0]!;
const OTHER_GAME = games[1]!;

jest.setTimeout(180_000);

interface Notification {
  type: 'spec' | 'invite';
  name: string;
  status: 'TO' | 'FROM';
  accepted: number;
  readMessage: number;
  readMessageTo: number;
  readMessageFrom: number;
  gameId: number | null;
  gameDescription: string | null;
  InviteId?: string;
  Created?: string;
}

const invite = (
  from: Account,
  to: string,
  gameId = from.gameId,
  gameDescription = 'whatever the page says',
) =>
  callApi<{ type: string }>(info, 'pjinvitetoplay/pjinvitetoplaycreate', {
    token: from.tokens.IdToken,
    body: { usernameFrom: from.userName, usernameTo: to, gameId, gameDescription },
  });
const accept = (to: Account, from: string, gameId: number) =>
  callApi<{ affectedRows: number; type?: string }>(info, 'pjinvitetoplay/pjinvitetoplayupdateaccept', {
    token: to.tokens.IdToken,
    body: {
      usernameFrom: from,
      usernameTo: to.userName,
      gameId,
      gameDescription: GAME.description,
      accepted: 1,
    },
  });
const invites = async (who: Account) => {
  const reply = await callApi<{ data: Notification[] }>(info, 'pjinvitetoplay/pjinvitetoplaynotiget', {
    token: who.tokens.IdToken,
    query: { usernameTo: who.userName },
  });
  expect(reply.status).toBe(200);
  return reply.body.data;
};
const markInvitesRead = (who: Account) =>
  callApi<{ affectedRows: number }>(info, 'pjinvitetoplay/pjinvitetoplayreadmessageupdate', {
    token: who.tokens.IdToken,
    body: { username: who.userName },
  });
const spectateNotifications = async (who: Account) => {
  const reply = await callApi<{ data: Notification[] }>(
    info,
    'pjusernotification/pjusernotification/spectating',
    {
      token: who.tokens.IdToken,
      query: { uuid: who.uuid },
    },
  );
  expect(reply.status).toBe(200);
  return reply.body.data;
};

describe('inviting to play between two newcomers', () => {
  let alice: Account;
  let bob: Account;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([
      signedUpAccount(info, GAME.id, uniqueEmail('inviter')),
      signedUpAccount(info, OTHER_GAME.id, uniqueEmail('invitee')),
    ]);
  });

  it('invite → the recipient lists it unread → marks it read → accepts → the sender sees it accepted (FROM)', async () => {
    const sent = await invite(alice, bob.userName);
    expect(sent).toMatchObject({ status: 200, body: { type: 'created' } });

    const [received] = await invites(bob);
    expect(received).toMatchObject({
      type: 'invite',
      name: alice.userName,
      status: 'TO',
      accepted: 0,
      readMessage: 0,
      readMessageTo: 0,
      gameId: GAME.id,
      // the catalogue's name, not what the page sent
      gameDescription: GAME.description,
    });
    expect(await invites(alice)).toEqual([]); // nothing for the sender until it is accepted

    expect((await markInvitesRead(bob)).body).toEqual({ affectedRows: 1 });
    expect((await invites(bob))[0]).toMatchObject({ readMessage: 1, readMessageTo: 1 });

    expect(await accept(bob, alice.userName, GAME.id)).toMatchObject({
      status: 200,
      body: { affectedRows: 1 },
    });
    expect(await accept(bob, alice.userName, GAME.id)).toMatchObject({
      status: 200,
      body: { affectedRows: 0 },
    });

    expect(await invites(bob)).toEqual([
      expect.objectContaining({ status: 'TO', accepted: 1, InviteId: received!.InviteId }),
    ]);
    const [fromSide] = await invites(alice);
    expect(fromSide).toMatchObject({
      type: 'invite',
      name: bob.userName,
      status: 'FROM',
      accepted: 1,
      readMessage: 0,
      readMessageFrom: 0,
      readMessageTo: 1,
      InviteId: received!.InviteId,
      Created: received!.Created,
    });
    expect((await markInvitesRead(alice)).body).toEqual({ affectedRows: 1 });
    expect((await invites(alice))[0]).toMatchObject({ readMessage: 1, readMessageFrom: 1 });
    // marking read with nothing unread is fine
    expect((await markInvitesRead(alice)).body).toEqual({ affectedRows: 1 });
  });

  it('answers dup for a second invite the same day, and refuses yourself, a game not yours, an unknown player', async () => {
    expect((await invite(alice, bob.userName)).body).toEqual({ type: 'dup' });
    expect(await invites(bob)).toHaveLength(1);

    const self = await invite(alice, alice.userName.toUpperCase());
    expect(self).toMatchObject({ status: 400, body: { type: 'CannotInviteYourself' } });
    const notHers = await invite(alice, bob.userName, OTHER_GAME.id);
    expect(notHers).toMatchObject({ status: 400, body: { type: 'NotYourGame' } });
    expect((await invite(alice, 'nobody_by_that_name')).status).toBe(404);
    expect((await accept(bob, alice.userName, OTHER_GAME.id)).status).toBe(404);
  });

  it('a spectate becomes a spec notification, unread until marked read', async () => {
    const spectated = await callApi(info, 'pjuserprofile/pjuserprofile/userhub', {
      token: bob.tokens.IdToken,
      body: { username: alice.userName, uuid: bob.uuid, active: 1 },
    });
    expect(spectated.status).toBe(200);

    const [spec] = await spectateNotifications(alice);
    expect(spec).toMatchObject({
      type: 'spec',
      name: bob.userName,
      status: 'TO',
      readMessage: 0,
      gameId: null,
    });

    const marked = await callApi(info, 'pjusernotification/pjusernotification/update/specnotification', {
      token: alice.tokens.IdToken,
      body: { uuid: alice.uuid },
    });
    expect(marked.body).toEqual({ affectedRows: 1 });
    expect((await spectateNotifications(alice))[0]).toMatchObject({ name: bob.userName, readMessage: 1 });
  });

  it("an invite the recipient's preferences refuse answers created, never shows, and holds the day", async () => {
    const carol = await signedUpAccount(info, GAME.id, uniqueEmail('refused'));
    const saved = await callApi(info, 'pjinvitetoplay/pjinvitetoplaypreferences', {
      token: bob.tokens.IdToken,
      body: { uuid: bob.uuid, whoMayInvite: 'spectated', mutedGameIds: [] },
    });
    expect(saved.body).toEqual({ affectedRows: 1 });
    const prefs = await callApi(info, 'pjinvitetoplay/pjinvitetoplaypreferences', {
      token: bob.tokens.IdToken,
      query: { uuid: bob.uuid },
    });
    expect(prefs.body).toEqual({ whoMayInvite: 'spectated', mutedGameIds: [] });

    // Bob spectates Alice, not Carol
    expect((await invite(carol, bob.userName)).body).toEqual({ type: 'created' });
    expect((await invite(carol, bob.userName)).body).toEqual({ type: 'dup' });
    expect((await invites(bob)).map((item) => item.name)).toEqual([alice.userName]);
    expect((await accept(bob, carol.userName, GAME.id)).status).toBe(404);
  });

  it('a block either way hides the other side and refuses new invites (403 Blocked)', async () => {
    const blocked = await callApi(info, 'pjuserblock/pjuserblock/insert', {
      token: bob.tokens.IdToken,
      body: { uuid: bob.uuid, username: alice.userName, block: true, reportDetails: '' },
    });
    expect(blocked.status).toBe(200);

    expect(await invites(alice)).toEqual([]);
    expect(await invites(bob)).toEqual([]);
    expect(await spectateNotifications(alice)).toEqual([]);
    expect(await invite(alice, bob.userName)).toMatchObject({ status: 403, body: { type: 'Blocked' } });
  });
});
