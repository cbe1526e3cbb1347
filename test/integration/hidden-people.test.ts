/**
 * Hidden people never show (issue 24), driven by the route manifest: every route whose answer carries
 * people (test/support/people-routes.ts, the detector the people-layer check uses) has a call recipe
 * here, and a people-returning route without one fails this file until it is added (and uses the
 * layer). The socket pushes of the game chat and direct messages are checked too.
 *
 * One scenario, built through the real gateway, handlers and stream: a viewer, two visible players
 * (ann, eve) and three who will be hidden (blocked: the viewer blocks them; blocker: blocks the
 * viewer; closed: deactivates), all playing one game nobody in the seed plays. Ann and the three
 * do everything with the viewer and eve: spectate and are spectated, sign in (online), post chronicle
 * posts mentioning the viewer, comment on and like the viewer's post and comment, invite the viewer and
 * accept the viewer's invites, write to the viewer, chat in the game's room (a message, a like and a
 * reply to the viewer's, a mention of the viewer).
 *
 * The closed account does its part first and closes at once, so its closing's stream work and the
 * 60 s catalogue cache a game's player count comes with (CATALOGUE_CACHE_MS) lapse while the others
 * do theirs (ann, blocked and blocker side by side). Every recipe runs twice: before the blocks (each
 * answer must then show a hidden person, the blocked or the blocker, so the check after cannot pass by
 * an empty answer), and after (no hidden person's uuid or user name anywhere in it; the visible ones
 * still there). After, every count agrees with the list it counts, but for content totals (a like or
 * comment count on a piece of content is the same for every viewer, by design: CONTENT_TOTALS).
 */
import type WebSocket from 'ws';
import { randomBytes } from 'node:crypto';
import { routeNamed, type RouteName } from '../../lib/contract';
import { loadSeedGames } from '../../lib/seed/data';
import { ownGame } from '../twin/own-games';
import { waitForStreamToSettle } from '../../lib/local/stream-settled';
import {
  callApi,
  confirmedAccount,
  creationPayload,
  eventually,
  logIn,
  openSocket,
  uniqueEmail,
  type Account,
  type ApiReply,
} from '../twin/helpers';
import { peopleRoutes } from '../support/people-routes';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
jest.setTimeout(300_000);

const ROLES = ['viewer', 'ann', 'eve', 'blocked', 'blocker', 'closed'] as const;
type Role = (typeof ROLES)[number];
const HIDDEN = ['blocked', 'blocker', 'closed'] as const;
type Hidden = (typeof HIDDEN)[number];
/** the people who do everything with the viewer: one visible, the three to be hidden */
const OTHERS = ['ann', ...HIDDEN] as const;

const settle = () => waitForStreamToSettle(info.urls.status, { quietMs: 1500, timeoutMs: 240_000 });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** one tag shared by this run's names, so a name search finds exactly its people */
const RUN = `h${randomBytes(3).toString('hex')}`;
const people = {} as Record<Role, Account>;
let gameId: number;

/** What the scenario made that recipes name. */
const made = {
  /** the viewer's chronicle post, commented on and liked by the others */
  viewerPost: '',
  /** ann's chronicle post */
  annPost: '',
  /** the viewer's chat message the others like and answer */
  chatMessage: '',
  /** a chat message of the viewer liked only by people to be hidden */
  hiddenOnlyLiked: '',
};

// ---- calls by route name (the manifest gives the path, the method and where the input goes) ----

type Input = Record<string, unknown>;

async function call<N extends RouteName>(name: N, who: Role, input: Input = {}): Promise<ApiReply> {
  const route = routeNamed(name);
  const token = people[who].tokens.IdToken;
  const headers = route.auth === 'apiKey' ? { 'x-api-key': info.publicApiKey } : undefined;
  const reply =
    route.method === 'GET'
      ? await callApi(info, route.path, {
          token,
          headers,
          query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v as string | number])),
        })
      : await callApi(info, route.path, { token, headers, method: 'POST', body: input });
  expect({ name, status: reply.status < 500 }).toEqual({ name, status: true });
  return reply;
}

/** A call that must succeed; answers its body. */
async function ok<T = unknown>(name: RouteName, who: Role, input: Input = {}): Promise<T> {
  const reply = await call(name, who, input);
  expect({ name, input, status: reply.status, body: reply.status === 200 ? 'ok' : reply.body }).toEqual({
    name,
    input,
    status: 200,
    body: 'ok',
  });
  return reply.body as T;
}

const me = (who: Role = 'viewer') => ({ uuid: people[who].uuid });
const nameOf = (who: Role) => people[who].userName;

/** Every page of a paged people list (offset ≤ 500), as `who`. */
async function whole(name: RouteName, who: Role, input: Input = {}): Promise<{ userName: string }[]> {
  const all: { userName: string }[] = [];
  for (let offset = 0; offset <= 500; offset += 100) {
    const page = await ok<{ matches: { userName: string }[] }>(name, who, {
      ...me(who),
      ...input,
      limit: 100,
      offset,
    });
    all.push(...page.matches);
    if (page.matches.length < 100) break;
  }
  return all;
}

// ---- the recipes: one per route that answers people ----

type Phase = 'before' | 'after';
interface Outcome {
  /** the answers to look through (a 404 answer is looked through too: it must not name anyone) */
  answers: unknown[];
  /** the visible people the answers must show (so an empty answer cannot pass) */
  shows: Role[];
  /** hidden people the route keeps by design, with why */
  keeps?: { who: Hidden[]; why: string };
  /** why no hidden person can be in the answer even before they are hidden (no before check) */
  neverHidden?: string;
}
type Recipe = (phase: Phase) => Promise<Outcome>;

const each = <T>(roles: readonly Role[], read: (who: Role) => Promise<T>) => Promise.all(roles.map(read));
const rawBody = async (name: RouteName, who: Role, input: Input) => (await call(name, who, input)).body;

const RECIPES: Partial<Record<RouteName, Recipe>> = {
  // a profile by name: another's, or 404 for a hidden one
  getUserProfile: async () => ({
    answers: await each(OTHERS, (who) =>
      rawBody('getUserProfile', 'viewer', { ...me(), username: nameOf(who) }),
    ),
    shows: ['ann'],
  }),
  getPublicProfile: async () => ({
    answers: await each(OTHERS, (who) => rawBody('getPublicProfile', 'viewer', { username: nameOf(who) })),
    shows: ['ann'],
    keeps: { who: ['blocked', 'blocker'], why: 'the public profile has no viewer (API key, 000 §6)' },
  }),
  verifyUser: async () => ({
    answers: [await ok('verifyUser', 'viewer', { email: people.viewer.email })],
    shows: ['viewer'],
    neverHidden: 'answers only the owner of the email, with their own token',
  }),
  getProfileMatch: async () => ({
    answers: await each(OTHERS, (who) =>
      ok('getProfileMatch', 'viewer', { ...me(), selectedUserName: nameOf(who) }),
    ),
    shows: ['ann'],
  }),

  // spectating: the viewer's own lists and another user's (eve's)
  listSpectators: async () => ({
    answers: await each(['viewer', 'eve'], (of) =>
      ok('listSpectators', 'viewer', { ...me(), username: nameOf(of), limit: 100 }),
    ),
    shows: ['ann'],
  }),
  listSpectating: async () => ({
    answers: await each(['viewer', 'eve'], (of) =>
      ok('listSpectating', 'viewer', { ...me(), username: nameOf(of), limit: 100 }),
    ),
    shows: ['ann'],
  }),
  listAllSpectating: async () => ({
    answers: [await ok('listAllSpectating', 'viewer', me())],
    shows: ['ann'],
  }),

  // the match lists, the online list and a game's community
  listTopMatches: async () => ({ answers: [await whole('listTopMatches', 'viewer')], shows: ['ann', 'eve'] }),
  listNewMatches: async () => ({
    answers: [await whole('listNewMatches', 'viewer', { newuser: 'true' })],
    shows: ['ann', 'eve'],
  }),
  listGameMatches: async () => ({
    answers: [await whole('listGameMatches', 'viewer', { gameId })],
    shows: ['ann', 'eve'],
  }),
  listOnlineMatches: async () => ({ answers: [await whole('listOnlineMatches', 'viewer')], shows: ['ann'] }),
  listGameCommunity: async () => ({
    answers: [await whole('listGameCommunity', 'viewer', { gameId })],
    shows: ['ann', 'eve'],
  }),

  // the community lists (everyone's)
  listPopularUsers: async () => ({ answers: [await whole('listPopularUsers', 'viewer')], shows: ['ann'] }),
  listTrending: async () => ({ answers: [await whole('listTrending', 'viewer')], shows: ['ann'] }),
  listCommunityNew: async () => ({
    answers: [await whole('listCommunityNew', 'viewer')],
    shows: ['ann', 'eve'],
  }),
  listCommunityNewTrending: async () => ({
    answers: [await whole('listCommunityNewTrending', 'viewer')],
    shows: ['ann'],
  }),

  // search
  searchUsers: async () => ({
    answers: [await ok('searchUsers', 'viewer', { ...me(), games: [gameId], limit: 100 })],
    shows: ['ann', 'eve'],
  }),
  searchUsersByName: async () => ({
    answers: [await ok('searchUsersByName', 'viewer', { ...me(), searchname: RUN })],
    shows: ['ann', 'eve'],
  }),

  // direct messages: a closed account's conversation stays readable (docs/architecture.md)
  getMessageSummary: async () => ({
    answers: [await ok('getMessageSummary', 'viewer', me())],
    shows: ['ann'],
    keeps: { who: ['closed'], why: "a closed account's conversation stays readable, taking no message" },
  }),
  getMessageHistory: async () => ({
    answers: await each(OTHERS, (who) =>
      ok('getMessageHistory', 'viewer', { ...me(), username: nameOf(who) }),
    ),
    shows: ['ann'],
    keeps: { who: ['closed'], why: "a closed account's conversation stays readable, taking no message" },
  }),

  // notifications
  listInviteNotifications: async () => ({
    answers: [await ok('listInviteNotifications', 'viewer', { usernameTo: nameOf('viewer') })],
    shows: ['ann'],
  }),
  listSpectateNotifications: async () => ({
    answers: [await ok('listSpectateNotifications', 'viewer', me())],
    shows: ['ann'],
  }),
  listMentionNotifications: async () => ({
    answers: [await ok('listMentionNotifications', 'viewer', me())],
    shows: ['ann'],
  }),
  listChatNotifications: async () => ({
    answers: [await ok('listChatNotifications', 'viewer', { userId: nameOf('viewer') })],
    shows: ['ann'],
  }),
  getChatNotificationThread: async () => ({
    answers: [
      await ok('getChatNotificationThread', 'viewer', {
        messageId: made.chatMessage,
        userId: nameOf('viewer'),
        notiType: 'responded',
      }),
    ],
    shows: ['ann'],
  }),

  // the blocked list keeps, by design, exactly the people the viewer blocked
  listBlockedUsers: async (phase) => ({
    answers: [await ok('listBlockedUsers', 'viewer', me())],
    shows: phase === 'after' ? ['blocked'] : [],
    keeps: { who: ['blocked'], why: 'the blocked list (001 §2) is of the people the viewer blocked' },
    neverHidden: 'holds only people the viewer blocked, so nobody before the block',
  }),

  // the game chat
  getGameChatPage: async () => ({
    answers: [await ok('getGameChatPage', 'viewer', { gameId, userId: nameOf('viewer'), pageSize: 100 })],
    shows: ['ann'],
  }),
  listActiveChatUsers: async () => ({
    answers: [await ok('listActiveChatUsers', 'viewer', { gameId, userId: nameOf('viewer') })],
    shows: ['ann'],
  }),
  listGameChatUsers: async () => ({
    answers: [await ok('listGameChatUsers', 'viewer', { gameId, userId: nameOf('viewer') })],
    shows: ['ann'],
  }),
  listChatMessageLikes: async () => ({
    answers: [await ok('listChatMessageLikes', 'viewer', { messageId: made.chatMessage })],
    shows: ['ann'],
  }),

  // the chronicle
  listChroniclePosts: async () => ({
    answers: [await ok('listChroniclePosts', 'viewer', { limit: 50 })],
    shows: ['ann'],
  }),
  listChronicleComments: async () => ({
    answers: [await ok('listChronicleComments', 'viewer', { chronicleId: made.viewerPost })],
    shows: ['ann'],
  }),
  // the viewer's new post names whom it mentions: those still reachable
  createChroniclePost: async () => ({
    answers: [
      await ok('createChroniclePost', 'viewer', {
        ...me(),
        message: 'who is up for a match?',
        mentioned: OTHERS.map(nameOf),
      }),
    ],
    shows: ['ann'],
  }),
  commentOnChronicle: async () => ({
    answers: [
      await ok('commentOnChronicle', 'viewer', {
        ...me(),
        chronicleId: made.annPost,
        message: 'count me in',
      }),
    ],
    shows: ['viewer'],
    neverHidden: "answers the caller's new comment alone",
  }),
};

/** Where a person shows in an answer: the paths of the values holding their uuid or user name. */
function whereShown(answer: unknown, who: Role, path = ''): string[] {
  if (typeof answer === 'string') {
    const text = answer.toLowerCase();
    const { uuid, userName } = people[who];
    return text.includes(uuid.toLowerCase()) || text.includes(userName.toLowerCase()) ? [path || '.'] : [];
  }
  if (Array.isArray(answer))
    return answer.flatMap((item, index) => whereShown(item, who, `${path}[${index}]`));
  if (answer && typeof answer === 'object')
    return Object.entries(answer).flatMap(([key, value]) => [
      ...whereShown(key, who, `${path}{key ${key}}`).slice(0, 1),
      ...whereShown(value, who, `${path}.${key}`),
    ]);
  return [];
}
const mentions = (answer: unknown, who: Role) => whereShown(answer, who).length > 0;

/**
 * Leaks this file found that are not fixed yet, each with what is wrong: their tests are `it.failing`,
 * so they pass while the leak is there and fail once it is fixed (then remove the entry). Nothing may
 * be added here to make a new route pass.
 */
const KNOWN_GAPS: Record<string, string> = {};
/**
 * Content totals, by design (docs/architecture.md "The people layer"): a like or comment count on a
 * piece of content is the same for every viewer, as Bluesky and X show it (a count per viewer would
 * cost a read per item and block); the list of likers or comments hides the hidden people. Their
 * check: the total is at least what the list shows.
 */
const CONTENT_TOTALS: Record<string, string> = {
  "a chat message's likes = its likers listed": 'the like count is the message’s total',
  "a chronicle post's likeCount = its likeUsers": 'likeCount is the post’s total',
  "a chronicle post's commentCount = its comments and replies shown": 'commentCount is the post’s total',
  'the live like count': "the room's likes frames carry the message's total",
};
/** `it`, or `it.failing` for a known gap. */
const test = (name: string) => (KNOWN_GAPS[name] ? it.failing : it);

// ---- the scenario ----

/** A PlayJoin account with a user name of this run (`<RUN>_<role>`), made the way the SPA makes one. */
async function account(role: Role): Promise<Account> {
  const email = uniqueEmail(`hp-${role}`);
  const { password } = await confirmedAccount(info, email);
  const tokens = await logIn(info, email, password);
  const userName = `${RUN}_${role}`;
  const created = await callApi<{ UUID: string }>(info, 'pjuser/user/create', {
    token: tokens.IdToken,
    body: creationPayload(email, userName, gameId),
  });
  if (created.status !== 200) throw new Error(`createUser answered ${created.status}`);
  return { email, password, uuid: created.body.UUID, userName, gameId, tokens };
}

interface Socket {
  ws: WebSocket;
  frames: Record<string, unknown>[];
}
const sockets: WebSocket[] = [];
async function connect(url: string): Promise<Socket> {
  const outcome = await openSocket(url);
  if (!('ws' in outcome)) throw new Error(`socket refused with ${outcome.status}: ${outcome.body}`);
  sockets.push(outcome.ws);
  const frames: Record<string, unknown>[] = outcome.frames.map(
    (raw) => JSON.parse(raw) as Record<string, unknown>,
  );
  outcome.ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Record<string, unknown>));
  return { ws: outcome.ws, frames };
}
const room = (who: Role) =>
  connect(
    `${info.urls.gameChatSocket}?${new URLSearchParams({
      auth: people[who].tokens.IdToken,
      userId: nameOf(who),
      gameId: String(gameId),
    })}`,
  );
const inbox = (who: Role, other: Role) =>
  connect(
    `${info.urls.messagesSocket}?${new URLSearchParams({
      auth: people[who].tokens.IdToken,
      fromUser: nameOf(who),
      toUser: nameOf(other),
    })}`,
  );
const rooms = {} as Partial<Record<Role, Socket>>;

/** Says `text` in the room as `who`; answers the message's id once the sender's echo is back. */
async function say(who: Role, text: string, extra: Input = {}): Promise<string> {
  const clientId = `c-${randomBytes(4).toString('hex')}`;
  const socket = rooms[who]!;
  socket.ws.send(
    JSON.stringify({
      action: 'sendmessage',
      userId: nameOf(who),
      gameId,
      messageText: text,
      messageId: clientId,
      ...extra,
    }),
  );
  const echo = await eventually(() => {
    const found = socket.frames.find((frame) => frame.clientMessageId === clientId);
    expect(found).toBeDefined();
    return found!;
  });
  return String(echo.messageId);
}
const likeInRoom = (who: Role, messageId: string, likeCount: 1 | -1 = 1) =>
  rooms[who]!.ws.send(JSON.stringify({ action: 'likes', messageId, userId: nameOf(who), likeCount, gameId }));
/**
 * Likes a message in the room as `who`, and waits for a like frame of it (the confirmation, or one
 * of another's like said side by side) carrying at least `total` likes.
 */
async function likedInRoom(who: Role, messageId: string, total = 1): Promise<void> {
  const socket = rooms[who]!;
  const mark = socket.frames.length;
  likeInRoom(who, messageId);
  await eventually(() =>
    expect(
      socket.frames
        .slice(mark)
        .some(
          (frame) =>
            frame.type === 'likes' && frame.messageId === messageId && Number(frame.newLikeCount) >= total,
        ),
    ).toBe(true),
  );
}

const before = new Map<string, Outcome>();

/** Everything one of the others does with the viewer and eve (the viewer's post, comment and messages made). */
async function partOf(who: (typeof OTHERS)[number], viewerComment: string): Promise<void> {
  // spectating both ways, with the viewer and with eve (another user whose lists the viewer reads)
  for (const [from, to] of [
    [who, 'viewer'],
    ['viewer', who],
    [who, 'eve'],
    ['eve', who],
  ] as const)
    await ok('spectateUser', from, { ...me(from), username: nameOf(to), active: 1 });

  // the chronicle: a post mentioning the viewer; comments, replies and likes on the viewer's
  const post = await ok<{ postId: string }>('createChroniclePost', who, {
    ...me(who),
    message: `a post by ${who}`,
    mentioned: [nameOf('viewer')],
  });
  if (who === 'ann') made.annPost = post.postId;
  await ok('commentOnChronicle', who, { ...me(who), chronicleId: made.viewerPost, message: 'nice' });
  await ok('commentOnChronicle', who, {
    ...me(who),
    chronicleId: made.viewerPost,
    message: 'agreed',
    replyToChronicleId: viewerComment,
  });
  await ok('likeChronicle', who, { ...me(who), chronicleId: made.viewerPost, chronicleCommentId: 0 });
  await ok('likeChronicle', who, {
    ...me(who),
    chronicleId: made.viewerPost,
    chronicleCommentId: viewerComment,
  });

  // invites both ways (the viewer's accepted), a message to the viewer, a sign-in (the online list)
  const game = loadSeedGames().find((each) => each.id === gameId)!;
  const invite = { gameId, gameDescription: game.description };
  await ok('createInvite', who, { ...invite, usernameFrom: nameOf(who), usernameTo: nameOf('viewer') });
  await ok('createInvite', 'viewer', { ...invite, usernameFrom: nameOf('viewer'), usernameTo: nameOf(who) });
  await ok('acceptInvite', who, {
    ...invite,
    usernameFrom: nameOf('viewer'),
    usernameTo: nameOf(who),
    accepted: 1,
  });
  await ok('sendMessage', who, { ...me(who), username: nameOf('viewer'), message: `hi from ${who}` });
  await ok('recordLogin', who, me(who));

  // the game's room: say something, like and answer the viewer's message, mention the viewer; the
  // blocked and the blocker alone like another message of the viewer's
  await say(who, `hello from ${who}`);
  await likedInRoom(who, made.chatMessage);
  await say(who, 'me!', { parentMessageId: made.chatMessage, replyToId: nameOf('viewer') });
  const mention = await say(who, `gg @${nameOf('viewer')}`);
  await ok('postChatMentions', who, {
    messageId: mention,
    userIds: [nameOf('viewer')],
    sourceAuthor: nameOf(who),
    gameId,
  });
  if (who === 'blocked' || who === 'blocker') await likedInRoom(who, made.hiddenOnlyLiked, 2);
}

beforeAll(async () => {
  gameId = ownGame('hidden-people');
  const accounts = await Promise.all(ROLES.map(account));
  ROLES.forEach((role, index) => (people[role] = accounts[index]!));

  // what the others react to: the viewer's post and comment, everyone in the game's room, the viewer's
  // two messages there
  made.viewerPost = (
    await ok<{ postId: string }>('createChroniclePost', 'viewer', { ...me(), message: 'gg all' })
  ).postId;
  const viewerComment = (
    await ok<{ commentId: string }>('commentOnChronicle', 'viewer', {
      ...me(),
      chronicleId: made.viewerPost,
      message: 'thanks',
    })
  ).commentId;
  const opened = await Promise.all((['viewer', ...OTHERS] as const).map(room));
  (['viewer', ...OTHERS] as const).forEach((who, index) => (rooms[who] = opened[index]));
  made.chatMessage = await say('viewer', 'anyone for ranked?');
  made.hiddenOnlyLiked = await say('viewer', 'second call');

  // the closed account first, closing at once: the stream's work on its closing and the catalogue's
  // cache lapse while the others do their part, side by side
  await partOf('closed', viewerComment);
  // the stream's records of what it did first (its spectate edges, user game, list entries), so its
  // closing's reactions find them counted: the stream orders records per item only
  await settle();
  await ok('deactivateAccount', 'closed', me('closed'));
  await Promise.all((['ann', 'blocked', 'blocker'] as const).map((who) => partOf(who, viewerComment)));
  await settle();

  for (const route of peopleRoutes) {
    const recipe = RECIPES[route.name];
    if (recipe) before.set(route.name, await recipe('before'));
  }

  // now hide the other two: the viewer blocks one, one blocks the viewer
  await ok('reportOrBlockUser', 'viewer', { ...me(), username: nameOf('blocked'), block: true });
  await ok('reportOrBlockUser', 'blocker', { ...me('blocker'), username: nameOf('viewer'), block: true });
  await settle();
}, 600_000);

afterAll(() => sockets.forEach((ws) => ws.close()));

describe('every route whose answer carries people has a recipe here', () => {
  it('finds no people-returning route without one (a new route that returns people fails this test until it uses the layer)', () => {
    const missing = peopleRoutes.map((route) => route.name).filter((name) => !RECIPES[name]);
    const stale = Object.keys(RECIPES).filter((name) => !peopleRoutes.some((route) => route.name === name));
    expect({ missingRecipes: missing, recipesOfRoutesNoLongerAnsweringPeople: stale }).toEqual({
      missingRecipes: [],
      recipesOfRoutesNoLongerAnsweringPeople: [],
    });
  });
});

describe('no hidden person shows in any answer', () => {
  describe.each(peopleRoutes.map((route) => route.name))('%s', (name) => {
    test(name)(KNOWN_GAPS[name] ? `leaks: ${KNOWN_GAPS[name]}` : 'shows no hidden person', async () => {
      const recipe = RECIPES[name];
      if (!recipe)
        throw new Error(
          `${name} answers people but has no recipe in hidden-people.test.ts: add one (and have it use the people layer)`,
        );
      // before: the scenario put a hidden person in the answer (else the check below would prove nothing)
      const earlier = before.get(name)!;
      if (!earlier.neverHidden) {
        const shownBefore = HIDDEN.filter((who) => earlier.answers.some((answer) => mentions(answer, who)));
        expect({ name, someHiddenShownBefore: shownBefore.length > 0 }).toEqual({
          name,
          someHiddenShownBefore: true,
        });
      }
      const now = await recipe('after');
      const kept = new Set<Role>(now.keeps?.who ?? []);
      const leaked = HIDDEN.filter((who) => !kept.has(who))
        .map((who) => ({
          who,
          at: now.answers.flatMap((answer, index) => whereShown(answer, who, `#${index}`)),
        }))
        .filter((leak) => leak.at.length > 0);
      const missingVisible = now.shows.filter((who) => !now.answers.some((answer) => mentions(answer, who)));
      expect({ name, leaked, missingVisible }).toEqual({ name, leaked: [], missingVisible: [] });
    });
  });
});

// ---- every count agrees with its list, after ----

type Counted = () => Promise<number>;
/** A number of the viewer's answer to `name`. */
const numberIn =
  <T>(name: RouteName, input: () => Input, read: (body: T) => number): Counted =>
  async () =>
    read(await ok<T>(name, 'viewer', input()));
/** How many people the whole of a paged list shows the viewer. */
const lengthOf =
  (name: RouteName, input: () => Input = () => ({})): Counted =>
  async () =>
    (await whole(name, 'viewer', input())).length;
const inGame = () => ({ ...me(), gameId });

/** The viewer's unread direct messages in the conversations their message list shows. */
async function unreadShown(): Promise<number> {
  const rows = await ok<{ MessagedUser: string }[]>('getMessageSummary', 'viewer', me());
  let unread = 0;
  for (const row of rows) {
    const history = await ok<{ ReadMessage: number; CurrentUser: string }[]>('getMessageHistory', 'viewer', {
      ...me(),
      username: row.MessagedUser,
    });
    unread += history.filter((m) => m.ReadMessage === 0 && m.CurrentUser !== nameOf('viewer')).length;
  }
  return unread;
}

interface ChronicleView {
  postId: string;
  likeCount: number;
  likeUsers: unknown[];
  commentCount: number;
  comments: { replies: unknown[] }[];
}
const viewerPost = async () =>
  (await ok<{ data: ChronicleView[] }>('listChroniclePosts', 'viewer', { limit: 50 })).data.find(
    (post) => post.postId === made.viewerPost,
  )!;
const chatMessage = async (messageId: string) =>
  (
    await ok<{ messageRepliesPage: { messages: { messageId: string; likes: number }[] } }>(
      'getGameChatPage',
      'viewer',
      { gameId, userId: nameOf('viewer'), pageSize: 100 },
    )
  ).messageRepliesPage.messages.find((message) => message.messageId === messageId)!;

/** [what is compared, the count, the number of people (or items) its list shows the viewer] */
const COUNT_PAIRS: [string, Counted, Counted][] = [
  ...(['viewer', 'eve'] as const).flatMap((of): [string, Counted, Counted][] => [
    [
      `spectatorscount of ${of} = spectators`,
      numberIn<{ spectatorsCount: number }>(
        'countSpectators',
        () => ({ ...me(), username: nameOf(of) }),
        (b) => b.spectatorsCount,
      ),
      numberIn<{ matches: unknown[] }>(
        'listSpectators',
        () => ({ ...me(), username: nameOf(of), limit: 100 }),
        (b) => b.matches.length,
      ),
    ],
    [
      `spectatingcount of ${of} = specprofile`,
      numberIn<{ spectatingCount: number }>(
        'countSpectating',
        () => ({ ...me(), username: nameOf(of) }),
        (b) => b.spectatingCount,
      ),
      numberIn<{ matches: unknown[] }>(
        'listSpectating',
        () => ({ ...me(), username: nameOf(of), limit: 100 }),
        (b) => b.matches.length,
      ),
    ],
  ]),
  [
    'gamecommunitycount = gamecommunity',
    numberIn<{ matchCount: number }>('countGameCommunity', inGame, (b) => b.matchCount),
    lengthOf('listGameCommunity', inGame),
  ],
  [
    "gamecommunity's count = gamecommunity",
    numberIn<{ count: number }>(
      'listGameCommunity',
      () => ({ ...inGame(), limit: 100 }),
      (b) => b.count,
    ),
    lengthOf('listGameCommunity', inGame),
  ],
  [
    'gamematchcount = gamematches',
    numberIn<{ matchCount: number }>('countGameMatches', inGame, (b) => b.matchCount),
    lengthOf('listGameMatches', inGame),
  ],
  [
    "gamematches' count = gamematches",
    numberIn<{ count: number }>(
      'listGameMatches',
      () => ({ ...inGame(), limit: 100 }),
      (b) => b.count,
    ),
    lengthOf('listGameMatches', inGame),
  ],
  [
    'matchcount = top',
    numberIn<{ matchCount: number }>('countMatches', me, (b) => b.matchCount),
    lengthOf('listTopMatches'),
  ],
  [
    "pjmatchescountbygame's game = gamematches",
    numberIn<{ GameId: number; MatchCount: number }[]>(
      'countMatchesByGame',
      me,
      (b) => b.find((row) => row.GameId === gameId)?.MatchCount ?? 0,
    ),
    lengthOf('listGameMatches', inGame),
  ],
  [
    "pjuserselectedgames' matchGameCount = gamematches",
    numberIn<{ games: { gameId: number; matchGameCount: number }[] }>(
      'listSelectedGames',
      me,
      (b) => b.games.find((game) => game.gameId === gameId)?.matchGameCount ?? 0,
    ),
    lengthOf('listGameMatches', inGame),
  ],
  [
    'onlinematchcount = online',
    numberIn<{ onlineMatchesCount: number }>('countOnlineMatches', me, (b) => b.onlineMatchesCount),
    lengthOf('listOnlineMatches'),
  ],
  ...(
    [
      ['countCommunityPopular', 'communityPopularCount', 'listPopularUsers'],
      ['countCommunityTrending', 'communityTrendingCount', 'listTrending'],
      ['countCommunityNew', 'communityNewCount', 'listCommunityNew'],
      ['countCommunityNewTrending', 'communityNewTrendingCount', 'listCommunityNewTrending'],
    ] as const
  ).map(([count, key, list]): [string, Counted, Counted] => [
    `${count} = ${list}`,
    numberIn<Record<string, number>>(count, me, (b) => b[key]!),
    lengthOf(list),
  ]),
  [
    'countSearchResults = searchUsers',
    numberIn<{ totalCount: number }[]>(
      'countSearchResults',
      () => ({ ...me(), games: [gameId] }),
      (b) => b[0]!.totalCount,
    ),
    numberIn<unknown[]>(
      'searchUsers',
      () => ({ ...me(), games: [gameId], limit: 100 }),
      (b) => b.length,
    ),
  ],
  [
    'unread chat notifications = unread items listed',
    numberIn<{ notiCountUnread: number }>(
      'countUnreadChatNotifications',
      () => ({ userId: nameOf('viewer') }),
      (b) => b.notiCountUnread,
    ),
    numberIn<{ notiItems: { items: { isRead: boolean }[] } }>(
      'listChatNotifications',
      () => ({ userId: nameOf('viewer') }),
      (b) => b.notiItems.items.filter((item) => !item.isRead).length,
    ),
  ],
  [
    'unread direct messages = unread in the conversations listed',
    numberIn<{ userMessageCount: number }[]>('countUnreadMessages', me, (b) => b[0]!.userMessageCount),
    unreadShown,
  ],
  [
    "a chat message's likes = its likers listed",
    async () => (await chatMessage(made.chatMessage)).likes,
    numberIn<{ gameLikeUserList: unknown[] }>(
      'listChatMessageLikes',
      () => ({ messageId: made.chatMessage }),
      (b) => b.gameLikeUserList.length,
    ),
  ],
  [
    "a chronicle post's likeCount = its likeUsers",
    async () => (await viewerPost()).likeCount,
    async () => (await viewerPost()).likeUsers.length,
  ],
  [
    "a chronicle post's commentCount = its comments and replies shown",
    async () => (await viewerPost()).commentCount,
    async () => (await viewerPost()).comments.reduce((sum, comment) => sum + 1 + comment.replies.length, 0),
  ],
];

describe('every count agrees with the list it counts', () => {
  describe.each(COUNT_PAIRS)('%s', (pair, count, list) => {
    const title = KNOWN_GAPS[pair]
      ? `differs: ${KNOWN_GAPS[pair]}`
      : CONTENT_TOTALS[pair]
        ? `content totals by design: ${CONTENT_TOTALS[pair]}, at least the list`
        : 'agrees';
    test(pair)(title, async () => {
      // a game's player count comes with the catalogue, cached per container (CATALOGUE_CACHE_MS):
      // the count follows a closing within that time
      const { CATALOGUE_CACHE_MS } = await import('../../lambdas/data/games');
      await eventually(
        async () => {
          const [counted, listed] = await Promise.all([count(), list()]);
          if (CONTENT_TOTALS[pair])
            expect({ pair, atLeastListed: counted >= listed }).toEqual({ pair, atLeastListed: true });
          else expect({ pair, counted }).toEqual({ pair, counted: listed });
        },
        pair.startsWith('gamecommunity') ? CATALOGUE_CACHE_MS + 5000 : 0,
        1000,
      );
    });
  });
});

// ---- socket pushes, after ----

const framesSince = (socket: Socket, mark: number) => socket.frames.slice(mark);
let lastRoomLikes: number[] = [];
let lastRoomMessage = '';

describe('socket pushes show no hidden person', () => {
  it("the game room: the viewer gets ann's message and likes, nothing of the hidden, who get nothing of the viewer's", async () => {
    const listening = ['viewer', 'ann', 'blocked', 'blocker'] as const;
    const marks = Object.fromEntries(listening.map((who) => [who, rooms[who]!.frames.length]));
    const said = await say('viewer', 'after the blocks');
    const fromAnn = await say('ann', 'still here');
    await say('blocked', 'can you see me?');
    await say('blocker', 'or me?');
    for (const who of ['ann', 'blocked', 'blocker'] as const) likeInRoom(who, said);
    // the viewer has ann's message and a like frame for each like (each carrying the count)
    const seen = await eventually(() => {
      const frames = framesSince(rooms.viewer!, marks.viewer!);
      expect(frames.some((frame) => frame.messageId === fromAnn)).toBe(true);
      expect(frames.filter((frame) => frame.type === 'likes' && frame.messageId === said)).toHaveLength(3);
      return frames;
    });
    await pause(1000);
    const leaked = HIDDEN.filter((who) => mentions(framesSince(rooms.viewer!, marks.viewer!), who));
    expect({ seen: seen.length > 0, leaked }).toEqual({ seen: true, leaked: [] });
    // and the other way: the hidden get no message of the viewer's
    for (const who of ['blocked', 'blocker'] as const)
      expect({
        who,
        got: framesSince(rooms[who]!, marks[who]!).some(
          (frame) => frame.type === 'message' && frame.messageId === said,
        ),
      }).toEqual({ who, got: false });
    lastRoomLikes = seen.filter((frame) => frame.type === 'likes').map((frame) => Number(frame.newLikeCount));
    lastRoomMessage = said;
  });

  it(`the live like count: content totals by design (${CONTENT_TOTALS['the live like count']})`, async () => {
    const likers = await ok<{ gameLikeUserList: unknown[] }>('listChatMessageLikes', 'viewer', {
      messageId: lastRoomMessage,
    });
    // the three likes, the hidden likers' included; the likers listed: ann alone
    expect({ liveCount: Math.max(...lastRoomLikes), listed: likers.gameLikeUserList.length }).toEqual({
      liveCount: 3,
      listed: 1,
    });
  });

  it("direct messages: the viewer gets ann's message; the hidden cannot write and push nothing", async () => {
    const viewerBox = await inbox('viewer', 'ann');
    const boxes = {
      ann: await inbox('ann', 'viewer'),
      blocked: await inbox('blocked', 'viewer'),
      blocker: await inbox('blocker', 'viewer'),
    };
    const send = (who: keyof typeof boxes, data: string) =>
      boxes[who].ws.send(
        JSON.stringify({
          action: 'sendmessage',
          data,
          fromUserName: nameOf(who),
          toUserName: nameOf('viewer'),
        }),
      );
    send('blocked', 'psst');
    send('blocker', 'psst');
    send('ann', 'rematch?');
    await eventually(() => {
      expect(viewerBox.frames.some((frame) => frame.Message === 'rematch?')).toBe(true);
      for (const who of ['blocked', 'blocker'] as const)
        expect(boxes[who].frames).toContainEqual(expect.objectContaining({ type: 'error', code: 'blocked' }));
    });
    await pause(500);
    const leaked = HIDDEN.filter((who) => mentions(viewerBox.frames, who));
    expect({ leaked, shown: mentions(viewerBox.frames, 'ann') }).toEqual({ leaked: [], shown: true });
  });
});
