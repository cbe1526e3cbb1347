import * as v from 'valibot';
import { DEFAULT_MATCH_SCORE, routes, routeKey, serviceOf, routeNamed } from '../../../lib/contract';

type Fields = Record<string, unknown>;
/** The fields of an object schema, also when it sits first in a pipe (`v.pipe(v.object(...), check)`). */
function entriesOf(schema: unknown): Fields {
  const s = schema as { entries?: Fields; pipe?: readonly { entries?: Fields }[] } | undefined;
  return s?.entries ?? s?.pipe?.[0]?.entries ?? {};
}

type Node = {
  type?: string;
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  pipe?: readonly Node[];
};
/** The schema inside arrays, pipes and optional/nullable wrappers: the shape a field holds. */
function shapeOf(schema: unknown): Node {
  let node = schema as Node;
  for (;;) {
    if (node.type === 'array' && node.item) node = node.item;
    else if (node.pipe?.[0] && node.pipe[0] !== node) node = node.pipe[0];
    else if (node.wrapped) node = node.wrapped;
    else return node;
  }
}
/** The field names of a schema's shape, after following `path` through its fields. */
function fieldsAt(schema: unknown, ...path: string[]): string[] {
  const node = path.reduce((at, name) => shapeOf(shapeOf(at).entries?.[name]), schema);
  return Object.keys(shapeOf(node).entries ?? {});
}

describe('route manifest', () => {
  it('holds the 102 calls of both spec documents plus 9 paths of ours (unshown by the spec or beyond it)', () => {
    const fromSpec = routes.filter((r) => r.source !== 'ours');
    const ours = routes.filter((r) => r.source === 'ours');

    expect(fromSpec).toHaveLength(102);
    expect(ours.map((r) => r.name).sort()).toEqual([
      'addGameFromModal',
      'getInvitePreferences',
      'listChronicleComments',
      'listMentionNotifications',
      'listTrendingFlags',
      'markMentionNotificationsRead',
      'reportChatMessage',
      'saveInvitePreferences',
      'setGamePlatformFromModal',
    ]);
  });

  it('has one entry per method and path, and unique operation names', () => {
    const keys = routes.map(routeKey);
    const names = routes.map((r) => r.name);

    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('writes paths as the spec does: pj-prefixed, relative, no trailing slash', () => {
    for (const r of routes) {
      expect(r.path).toMatch(/^pj[a-z]+(\/[a-z]+)+$/);
      expect(serviceOf(r.path)).toMatch(/^pj/);
    }
  });

  it('keeps the pre-login calls tokenless and public profiles behind the API key', () => {
    const tokenless = routes
      .filter((r) => r.auth === 'none')
      .map((r) => r.path)
      .sort();
    const keyed = routes
      .filter((r) => r.auth === 'apiKey')
      .map((r) => r.path)
      .sort();

    expect(tokenless).toEqual([
      'pjcontactus/pjcontactus/insert',
      'pjuser/user/verify',
      'pjuserauthverifycode/pjuserauthverifycode',
      'pjuserauthverifycode/pjuserauthverifycode/resend',
      'pjuserlogin/login',
      'pjuserpassword/pjuserpassword/forgotpasswordcode',
      'pjuserpassword/pjuserpassword/forgotpasswordconfirm',
      'pjuserregistration/pjregistration',
    ]);
    expect(keyed).toEqual(['pjpubprofile/pj/games', 'pjpubprofile/pj/user']);
  });

  it('names the caller field of every route whose payload carries the caller uuid', () => {
    for (const r of routes) {
      const fields = Object.keys(entriesOf(r.query ?? r.body));
      if (fields.includes('uuid') && r.auth === 'cognito') expect(r.caller?.uuid).toBe('uuid');
    }
  });

  it('applies the spec defaults when a list call omits paging', () => {
    const trending = routeNamed('listTrending');

    const parsed = v.parse(trending.query, { uuid: '0b4b2b7e-1f1e-4c39-9f5e-2a1f3c4d5e6f' });

    expect(parsed).toEqual({ uuid: '0b4b2b7e-1f1e-4c39-9f5e-2a1f3c4d5e6f', limit: 25, offset: 0 });
  });

  it('rejects a username outside 4 to 20 letters, digits, underscore and period, and accepts CJK and accents', () => {
    const profile = routeNamed('getPublicProfile');

    expect(v.safeParse(profile.query, { username: 'abc' }).success).toBe(false);
    expect(v.safeParse(profile.query, { username: 'a'.repeat(21) }).success).toBe(false);
    expect(v.safeParse(profile.query, { username: 'bad name' }).success).toBe(false);
    expect(v.safeParse(profile.query, { username: 'José.gamer_1' }).success).toBe(true);
    expect(v.safeParse(profile.query, { username: 'ゲーマー太郎' }).success).toBe(true);
    expect(v.safeParse(profile.query, { username: '게이머친구' }).success).toBe(true);
  });
});

describe('route answers', () => {
  it('declares a response schema on every route', () => {
    const without = routes.filter((r) => (r.response as { kind?: string } | undefined)?.kind !== 'schema');

    expect(without.map((r) => r.name)).toEqual([]);
    expect(routes).toHaveLength(111);
  });

  it('answers match items in the fields of 000 §3 "Match item", with the list extras it names', () => {
    const matchItem = ['userName', 'image', 'SpecUser', 'newMatchFlag', 'combinedScore'];

    expect(fieldsAt(routeNamed('listTrending').response, 'matches')).toEqual(matchItem);
    expect(fieldsAt(routeNamed('listOnlineMatches').response, 'matches')).toEqual([...matchItem, 'Created']);
    expect(fieldsAt(routeNamed('listGameMatches').response, 'matches')).toEqual([
      ...matchItem,
      'GameId',
      'GameImageSrc',
      'GameImageThumbSrc',
    ]);
    expect(fieldsAt(routeNamed('listGameCommunity').response)).toEqual(['matches', 'count']);
    expect(fieldsAt(routeNamed('getProfileMatch').response, 'matches')).toEqual([
      ...matchItem,
      'gameMatchPercentage',
      'genreMatchPercentage',
      'checklistMatchPercentage',
      'detailsMatchPercentage',
      'explanation',
      'suggestion',
    ]);
  });

  it('declares the match item once: every list of people shares the same schema', () => {
    /** The item of `{ matches: [item] }`, or of a bare `[item]`. */
    const itemOf = (schema: unknown) => shapeOf(shapeOf(schema).entries?.matches ?? schema);

    expect(itemOf(routeNamed('listSpectators').response)).toBe(
      itemOf(routeNamed('listPopularUsers').response),
    );
    expect(itemOf(routeNamed('searchUsers').response)).toBe(itemOf(routeNamed('listSpectators').response));
  });

  it('reads a missing combinedScore as the default match score of 000 §9', () => {
    const answer = v.parse(routeNamed('listNewMatches').response, {
      matches: [{ userName: 'NeonFox', image: 'https://media.test/u.png', SpecUser: 1, newMatchFlag: 0 }],
    });

    expect(answer.matches[0]?.combinedScore).toBe(DEFAULT_MATCH_SCORE);
    expect(DEFAULT_MATCH_SCORE).toBe(25);
  });

  it.each([
    ['countSpectating', 'spectatingCount'],
    ['countSpectators', 'spectatorsCount'],
    ['countMatches', 'matchCount'],
    ['countOnlineMatches', 'onlineMatchesCount'],
    ['countGameMatches', 'matchCount'],
    ['countGameCommunity', 'matchCount'],
    ['countCommunityNewTrending', 'communityNewTrendingCount'],
    ['countCommunityTrending', 'communityTrendingCount'],
    ['countCommunityPopular', 'communityPopularCount'],
    ['countCommunityNew', 'communityNewCount'],
    ['countGameChatMessages', 'gameMessageCounter'],
    ['countUnreadChatNotifications', 'notiCountUnread'],
  ] as const)('%s answers the count 000 §7 names: %s', (name, field) => {
    expect(fieldsAt(routeNamed(name).response)).toEqual([field]);
    expect(v.is(routeNamed(name).response, { [field]: 3 })).toBe(true);
    expect(v.is(routeNamed(name).response, { [field]: -1 })).toBe(false);
  });

  it('wraps lists and pages as 000 §7 writes them', () => {
    expect(fieldsAt(routeNamed('getGameChatPage').response, 'messageRepliesPage')).toEqual([
      'messages',
      'lastEvaluatedKey',
    ]);
    expect(fieldsAt(routeNamed('listChatNotifications').response, 'notiItems')).toEqual([
      'items',
      'lastEvaluatedKey',
    ]);
    expect(fieldsAt(routeNamed('countUnreadGameChat').response, 'gameCountUnread', 'body')).toEqual([
      'gameId',
      'count',
    ]);
    expect(fieldsAt(routeNamed('listInviteNotifications').response)).toEqual(['data']);
    expect(fieldsAt(routeNamed('listChroniclePosts').response)).toEqual(['data']);
    expect(fieldsAt(routeNamed('getChronicleUploadUrl').response)).toEqual(['url']);
    expect(fieldsAt(routeNamed('listChatMessageLikes').response, 'gameLikeUserList')).toEqual([
      'UserName',
      'ProfilePicLink',
      'AvailableNow',
    ]);
    expect(fieldsAt(routeNamed('countUnreadMessages').response)).toEqual(['userMessageCount']);
    expect(fieldsAt(routeNamed('countSearchResults').response)).toEqual(['totalCount', 'estimated']);
    expect(fieldsAt(routeNamed('countMatchesByGame').response)).toEqual(['GameId', 'MatchCount']);
    expect(v.is(routeNamed('markMessageRead').response, 'Successful Update')).toBe(true);
    expect(v.parse(routeNamed('createInvite').response, { type: 'dup' })).toEqual({ type: 'dup' });
  });

  it('answers the entities in the fields of 000 §3', () => {
    expect(fieldsAt(routeNamed('getGameChatPage').response, 'messageRepliesPage', 'messages')).toEqual([
      'messageId',
      'messageText',
      'profileImage',
      'gameId',
      'readMessage',
      'likes',
      'userId',
      'parentMessageId',
      'replyToId',
      'isFlagged',
      'isInappropriate',
      'isLiked',
      'timestamp',
    ]);
    expect(fieldsAt(routeNamed('getMessageHistory').response)).toEqual([
      'Id',
      'Created',
      'Message',
      'ReadMessage',
      'CurrentUser',
      'MessagedUser',
      'ProfilePicLink',
      'MessageType',
    ]);
    expect(fieldsAt(routeNamed('listSelectedGames').response, 'games')).toEqual([
      'gameId',
      'gameDescription',
      'image',
      'imageThumbnail',
      'matchGameCount',
      'commGameCount',
      'gameCount',
    ]);
    expect(fieldsAt(routeNamed('listPopularGames').response, 'games')).toEqual([
      'GameCount',
      'matchGameCount',
      'GameId',
      'Description',
      'GameImageSrc',
      'GameImageThumbSrc',
      'selectedGame',
    ]);
    expect(fieldsAt(routeNamed('listChroniclePosts').response, 'data')).toEqual([
      'postId',
      'postAuthor',
      'profilePicLink',
      'message',
      'mediaURL',
      'mentioned',
      'created',
      'comments',
      'commentCount', // ours: the feed carries a post's first comments, the thread call the rest
      'likeCount',
      'likeUsers',
    ]);
    expect(fieldsAt(routeNamed('listChroniclePosts').response, 'data', 'likeUsers')).toEqual([
      'name',
      'profileImage',
    ]);
  });

  it('nests chronicle comment replies to any depth', () => {
    const comment = (replies: unknown[]) => ({
      commentId: 'c1',
      postId: 'p1',
      commentAuthor: 'NeonFox',
      commentProfilePicLink: 'https://media.test/u.png',
      commentMessage: 'gg',
      commentCreated: '2025-06-01T12:00:00.000Z',
      commentLikeCount: 0,
      likeUsers: [],
      replies,
    });

    expect(v.is(routeNamed('commentOnChronicle').response, comment([comment([comment([])])]))).toBe(true);
    expect(v.is(routeNamed('commentOnChronicle').response, comment([{ commentId: 'c2' }]))).toBe(false);
  });
});
