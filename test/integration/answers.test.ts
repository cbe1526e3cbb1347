/**
 * The answers of the built routes match the route manifest's `response` schemas, checked by the test
 * client itself (test/twin/answer-check.ts) on every call the integration suite makes. This file
 * proves the check bites, and drives the built routes that no other integration test calls through
 * the checked client (the account flows of accounts.test.ts drive the rest).
 */
import * as v from 'valibot';
import { routeNamed } from '../../lib/contract/manifest';
import { loadSeedUsers } from '../../lib/seed/data';
import { AnswerMismatchError, checkAnswer } from '../twin/answer-check';
import { callApi, signedUpAccount, type Account } from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const seededUser = loadSeedUsers().find((user) => user.active && user.games.length > 0)!;
const game = {
  Id: 1,
  Description: 'Stardew Valley',
  GameType: 'Simulation',
  GameRating: 'E',
  GameGenre: 'Farming',
  GameImageSrc: 'https://media.test/games/1.png',
  GameImageThumbSrc: 'https://media.test/games/1-thumb.png',
};

describe('the answer check', () => {
  it('refuses a 2xx answer outside the route’s response schema, naming the route and the field', () => {
    const check = () => checkAnswer('GET', 'pjgame/pjgame', 200, [{ ...game, Id: 'one' }]);

    expect(check).toThrow(AnswerMismatchError);
    expect(check).toThrow(
      /^listGames \(GET pjgame\/pjgame\) answered 200 outside its response schema: 0\.Id: /,
    );
  });

  it('refuses a text answer where the route answers JSON, and JSON where it answers text', () => {
    expect(() => checkAnswer('GET', 'pjgame/pjgame', 200, 'not a list')).toThrow(AnswerMismatchError);
    expect(() => checkAnswer('POST', 'pjuserregistration/pjregistration', 200, { sent: true })).toThrow(
      AnswerMismatchError,
    );
  });

  it('passes an answer in the route’s shape, refusals and paths outside the manifest', () => {
    expect(() => checkAnswer('GET', 'pjgame/pjgame', 200, [game])).not.toThrow();
    expect(() => checkAnswer('GET', 'pjgame/pjgame', 401, { message: 'Unauthorized' })).not.toThrow();
    expect(() => checkAnswer('GET', 'pjnothing/at/all', 200, 'anything')).not.toThrow();
  });

  it('fails a twin call whose answer its route’s schema does not describe', async () => {
    const account = await signedUpAccount(info, seededUser.games[0]!.gameId);
    const listGames = routeNamed('listGames');
    const declared = Object.getOwnPropertyDescriptor(listGames, 'response')!;
    Object.defineProperty(listGames, 'response', {
      get: () => v.array(v.object({ Id: v.string() })),
      configurable: true,
    });
    try {
      await expect(callApi(info, 'pjgame/pjgame', { token: account.tokens.IdToken })).rejects.toThrow(
        AnswerMismatchError,
      );
    } finally {
      Object.defineProperty(listGames, 'response', declared);
    }

    const reply = await callApi(info, 'pjgame/pjgame', { token: account.tokens.IdToken });
    expect(reply.status).toBe(200);
  });
});

describe('built routes answer in their contract shape', () => {
  let account: Account;
  beforeAll(async () => {
    account = await signedUpAccount(info, seededUser.games[0]!.gameId);
  });
  const signedIn = () => ({ token: account.tokens.IdToken });

  it.each([
    ['listGames', 'pjgame/pjgame', () => ({})],
    ['recordLogin', 'pjusertracking/pjusertracking/insert', () => ({ body: { uuid: account.uuid } })],
    ['postStreak', 'pjuserprofile/pjuserprofile/streakcount/post', () => ({ body: { uuid: account.uuid } })],
    [
      'getStreakCount',
      'pjuserprofile/pjuserprofile/streakcount/get',
      () => ({ query: { username: account.userName } }),
    ],
    [
      'getProfileViews',
      'pjuserprofile/pjuserprofile/views/get',
      () => ({ query: { username: account.userName } }),
    ],
    ['checkUsername', 'pjusernameavail/pjusername/check', () => ({ query: { username: account.userName } })],
    [
      'sendHelpRequest',
      'pjhelpcenter/pjhelpcenter/insert',
      () => ({ body: { uuid: account.uuid, troubleshooting: true, reportDetails: 'the carousel is empty' } }),
    ],
  ])('%s (%s)', async (_name, path, call) => {
    // the client has checked the answer against the route's response schema (or thrown)
    const reply = await callApi(info, path, { ...signedIn(), ...call() });

    expect(reply.status).toBe(200);
  });

  it.each([
    ['getPublicProfile', 'pjpubprofile/pj/user'],
    ['getPublicProfileGames', 'pjpubprofile/pj/games'],
  ])('%s (%s), with the public API key', async (_name, path) => {
    const reply = await callApi<unknown[]>(info, path, {
      query: { username: seededUser.userName },
      headers: { 'x-api-key': info.publicApiKey },
    });

    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThan(0);
  });
});
