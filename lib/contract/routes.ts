/**
 * The route manifest: every REST call of both spec documents (section 7), plus the three paths the
 * spec leaves unshown (marked `source: 'ours'`). This one list drives the CDK REST API, the local
 * gateway, the handlers' dispatch and validation, the web client's typed calls and docs/api.md.
 */
import './zod-locale';
import * as z from 'zod/mini';
import { isSchemaKey, type BuiltRoute, type RouteDefinition, type RouteSpec } from './route';
import * as f from './rules';
import { defineLazy, once } from './lazy';
import * as r from './responses';
import { LIMITS, PAGE_SIZES } from './constants';

/**
 * One manifest entry. Its schemas are declared as functions and become cached getters (lazy.ts): the
 * metadata is read at start-up everywhere (CDK, twin, dispatch), while a schema is built the first
 * time something validates with it, so a Lambda builds only the schemas of the routes it serves.
 * Keeps each entry's literal name and schema types while checking it against RouteDefinition.
 */
function route<const D extends RouteSpec>(spec: D): BuiltRoute<D> & RouteDefinition {
  const built: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(spec)) {
    if (isSchemaKey(key)) defineLazy(built, key, value as () => unknown);
    else built[key] = value;
  }
  return built as BuiltRoute<D> & RouteDefinition;
}

const uuidQuery = once(() => z.object({ uuid: f.uuid() }));
const uuidBody = once(() => z.object({ uuid: f.uuid() }));
const uuidPaging = once(() => z.object({ uuid: f.uuid(), ...f.paging() }));
const usernameQuery = once(() => z.object({ username: f.username() }));
const gamePaging = once(() => z.object({ uuid: f.uuid(), gameId: f.gameId(), ...f.paging() }));
const newUserFlag = () => ({ newuser: z.optional(f.bool()) });
const CALLER_UUID = { uuid: 'uuid' } as const;

/** A game selection with its per-game details (000 §3 "User game entry"). */
const gameSelection = once(() =>
  z.object({
    gameId: f.gameId(),
    frequency: f.frequency(),
    platform: f.platformId(),
    skillLevel: f.skillLevel(),
    rating: f.gameRating(),
  }),
);

/** Search filters (000 §3). Tri-state flags take 2 don't care, 0 no, 1 yes; age defaults to 16..99. */
const searchFilters = once(() =>
  z
    .object({
      uuid: f.uuid(),
      gender: z.optional(f.gender()),
      microphone: z._default(f.triState(), 2),
      gameStyle: z._default(f.gameStyle(), 0),
      familyFriendly: z._default(f.triState(), 2),
      streamer: z._default(f.triState(), 2),
      moderator: z._default(f.triState(), 2),
      timezone: z.optional(f.integer().check(z.positive())),
      language: z.optional(f.integer().check(z.positive())),
      ageStart: z._default(f.integer().check(z.gte(0), z.lte(150)), LIMITS.ageFilterStart),
      ageEnd: z._default(f.integer().check(z.gte(0), z.lte(150)), LIMITS.ageFilterEnd),
      games: f.gameIdList(),
      platform: z.optional(f.platformId()),
      ...f.paging(),
    })
    .check(
      z.refine((filters) => filters.ageStart <= filters.ageEnd, {
        message: 'ageStart must not exceed ageEnd',
        path: ['ageStart'],
      }),
    ),
);

/** Report flags shared by the help center and the report/block popup (000 §7, 001 §3). */
const helpRequestFlags = () => ({
  inappropreateContent: z._default(f.bool(), false),
  accountIssue: z._default(f.bool(), false),
  troubleshooting: z._default(f.bool(), false),
  legal: z._default(f.bool(), false),
  advertising: z._default(f.bool(), false),
  other: z._default(f.bool(), false),
  reportDetails: z._default(z.string().check(z.trim(), z.maxLength(LIMITS.reportDetailsMax)), ''),
});

/** A path of the matches service, typed as its literal (so each route keeps its literal path). */
const matchesPath = <T extends string>(tail: T) => `pjusermatches/percentmatch/${tail}` as const;

export const routes = [
  // ── 000 §7 Spectating and profile ────────────────────────────────────────────
  route({
    name: 'spectateUser',
    method: 'POST',
    path: 'pjuserprofile/pjuserprofile/userhub',
    auth: 'cognito',
    body: () => z.object({ username: f.username(), uuid: f.uuid(), active: f.flag() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'Spectate (active 1) or unspectate (active 0) the named user.',
  }),
  route({
    name: 'getSpectateStatus',
    method: 'GET',
    path: 'pjhubhome/pjhubspecstatus',
    auth: 'cognito',
    query: () => z.object({ uuid: f.uuid(), username: f.username() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'Whether the caller spectates the named user (specStatus).',
  }),
  route({
    name: 'getUserProfile',
    method: 'GET',
    path: 'pjuserprofile/pjuserprofile/user',
    auth: 'cognito',
    query: () => z.object({ username: f.username(), uuid: f.uuid() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'A profile by username, as an array of one.',
  }),
  route({
    name: 'getUserProfileGames',
    method: 'GET',
    path: 'pjuserprofile/pjuserprofile/games',
    auth: 'cognito',
    query: usernameQuery,
    source: '000',
    summary: "The named user's games.",
  }),
  route({
    name: 'getGameAttributes',
    method: 'GET',
    path: 'pjgameattributes/pjgetgameattributes',
    auth: 'cognito',
    query: () => z.object({ username: f.username(), gameId: f.gameId() }),
    source: '000',
    summary: "The named user's details for one game (queryResult).",
  }),
  route({
    name: 'getPlatforms',
    method: 'GET',
    path: 'pjusersettings/pjusersettings/platform/get',
    auth: 'cognito',
    query: usernameQuery,
    source: '000',
    summary: "The named user's platform flags (queryResult of PlatformId, Active).",
  }),
  route({
    name: 'recordProfileView',
    method: 'POST',
    path: 'pjuserprofile/pjuserprofile/views/post',
    auth: 'cognito',
    body: () => z.object({ uuid: f.uuid(), username: f.username() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'Record that the caller viewed the named profile (never for your own).',
  }),
  route({
    name: 'getProfileViews',
    method: 'GET',
    path: 'pjuserprofile/pjuserprofile/views/get',
    auth: 'cognito',
    query: usernameQuery,
    response: () => r.profileViews(),
    source: '000',
    summary: 'Profile view count (queryResult ProfileViewsCount).',
  }),
  route({
    name: 'getStreakCount',
    method: 'GET',
    path: 'pjuserprofile/pjuserprofile/streakcount/get',
    auth: 'cognito',
    query: usernameQuery,
    response: () => r.streakCount(),
    source: '000',
    summary: 'Online streak (queryResult CurrentStreakCount; 0 once a day was missed).',
  }),

  // ── 000 §7 Profile editing ───────────────────────────────────────────────────
  route({
    name: 'getProfileImageUploadUrl',
    method: 'GET',
    path: 'pjuserimages/pjuserimages',
    auth: 'cognito',
    query: () =>
      z.object({
        filetype: z.enum(['jpg', 'jpeg', 'png', 'webp', 'jfif']),
        uuid: f.uuid(),
        /** the file's size in bytes: signed into the address, so S3 refuses any other size (000 §5: 5 MB) */
        filesize: f.integer().check(z.gte(1), z.lte(LIMITS.profileImageMaxBytes)),
      }),
    response: () => z.string(),
    caller: CALLER_UUID,
    source: '000',
    summary:
      'A presigned PUT address (text, 5 minutes) for a new profile image of exactly filesize bytes; PUT it with its Content-Type.',
  }),
  route({
    name: 'setProfileImage',
    method: 'POST',
    path: 'pjusersettings/pjusersettings/image',
    auth: 'cognito',
    body: () => z.object({ uuid: f.uuid(), imageFile: z.string().check(z.minLength(1), z.maxLength(2048)) }),
    response: () => r.profilePicture(),
    caller: CALLER_UUID,
    source: '000',
    summary: "Point the profile picture at the caller's uploaded image (its key, file name or URL).",
  }),
  route({
    name: 'checkUsername',
    method: 'GET',
    path: 'pjusernameavail/pjusername/check',
    auth: 'cognito',
    query: usernameQuery,
    response: () => r.usernameCheck(),
    source: '000',
    summary: 'Whether a username is taken or reserved (duplicate flag).',
  }),
  route({
    name: 'changeUsername',
    method: 'POST',
    path: 'pjuseradmin/pjuseradmin/changeusername',
    auth: 'cognito',
    body: () => z.object({ username: f.username(), newusername: f.username(), uuid: f.uuid() }),
    caller: { uuid: 'uuid', userName: 'username' },
    source: '000',
    summary: "Change the caller's username.",
  }),
  route({
    name: 'updateBio',
    method: 'POST',
    path: 'pjusersettings/pjusersettings/bio/update',
    auth: 'cognito',
    body: () => z.object({ uuid: f.uuid(), bio: z.string().check(z.maxLength(LIMITS.bioMax)) }),
    caller: CALLER_UUID,
    source: '000',
    summary: "Update the caller's bio.",
  }),
  route({
    name: 'addGames',
    method: 'POST',
    path: 'pjusersettings/pjusersettings/games/insert',
    auth: 'cognito',
    body: () => z.object({ uuid: f.uuid(), games: f.gameIdList() }),
    caller: CALLER_UUID,
    source: '000',
    summary: "Add games to the caller's selection with the default details.",
  }),
  route({
    name: 'removeGames',
    method: 'POST',
    path: 'pjusersettings/pjusersettings/games/delete',
    auth: 'cognito',
    body: () => z.object({ uuid: f.uuid(), games: f.gameIdList() }),
    caller: CALLER_UUID,
    source: '000',
    summary: "Remove games from the caller's selection.",
  }),
  route({
    name: 'removeGameDetails',
    method: 'POST',
    path: 'pjusersettings/pjusersettings/skilllevel/delete',
    auth: 'cognito',
    body: () => z.object({ uuid: f.uuid(), games: f.gameIdList() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'Reset the per-game details of removed games.',
  }),
  route({
    name: 'updateChecklist',
    method: 'POST',
    path: 'pjusersettings/pjusersettings/checklist/update',
    auth: 'cognito',
    body: () =>
      z.object({
        uuid: f.uuid(),
        streamer: f.flag(),
        microphone: f.flag(),
        discord: f.flag(),
        familyFriendly: f.flag(),
        moderator: f.flag(),
        pcConsole: f.flag(),
        gameStyle: f.gameStyle(),
      }),
    caller: CALLER_UUID,
    source: '000',
    summary: "Save the caller's play-style checklist.",
  }),
  route({
    name: 'saveGameAttributes',
    method: 'POST',
    path: 'pjgameattributes/pjgameattributes',
    auth: 'cognito',
    body: () =>
      z.object({
        uuid: f.uuid(),
        gameSelections: z.array(gameSelection()).check(z.minLength(1), z.maxLength(500)),
      }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'Save per-game details (frequency, platform, skill level, rating).',
  }),
  route({
    name: 'setPlatform',
    method: 'POST',
    path: 'pjusersettings/pjusersettings/platform/post',
    auth: 'cognito',
    body: () => z.object({ uuid: f.uuid(), platform: f.platformId(), active: f.flag() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'Turn one platform flag on or off.',
  }),
  route({
    name: 'listGames',
    method: 'GET',
    path: 'pjgame/pjgame',
    auth: 'cognito',
    response: () => z.array(r.game()),
    source: '000',
    summary: 'The games catalogue.',
  }),

  // ── 000 §7 Matches ───────────────────────────────────────────────────────────
  route({
    name: 'listSpectators',
    method: 'GET',
    path: matchesPath('spectators'),
    auth: 'cognito',
    query: () => z.object({ uuid: f.uuid(), username: f.username(), ...f.paging() }),
    caller: CALLER_UUID,
    source: '000',
    summary: "The named user's spectators with match scores.",
  }),
  route({
    name: 'listSpectating',
    method: 'GET',
    path: matchesPath('specprofile'),
    auth: 'cognito',
    query: () => z.object({ uuid: f.uuid(), username: f.username(), ...f.paging() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'The users the named user spectates, with match scores.',
  }),
  route({
    name: 'countSpectating',
    method: 'GET',
    path: matchesPath('spectatingcount'),
    auth: 'cognito',
    query: () => z.object({ uuid: f.uuid(), username: f.username() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'spectatingCount of the named user.',
  }),
  route({
    name: 'countSpectators',
    method: 'GET',
    path: matchesPath('spectatorscount'),
    auth: 'cognito',
    query: () => z.object({ username: f.username(), uuid: f.uuid() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'spectatorsCount of the named user.',
  }),
  route({
    name: 'listAllSpectating',
    method: 'GET',
    path: matchesPath('specall'),
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: '000',
    summary: 'Everyone the caller spectates (matches).',
  }),
  route({
    name: 'countMatches',
    method: 'GET',
    path: matchesPath('matchcount'),
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: '000',
    summary: "The caller's match count (matchCount).",
  }),
  route({
    name: 'listTrending',
    method: 'GET',
    path: matchesPath('trending'),
    auth: 'cognito',
    query: uuidPaging,
    caller: CALLER_UUID,
    source: '000',
    summary: 'Trending users (limit 25, offset 0 by default).',
  }),
  route({
    name: 'listNewMatches',
    method: 'GET',
    path: matchesPath('new'),
    auth: 'cognito',
    query: () => z.object({ uuid: f.uuid(), ...f.paging(), ...newUserFlag() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'New suggested matches.',
  }),
  route({
    name: 'listTopMatches',
    method: 'GET',
    path: matchesPath('top'),
    auth: 'cognito',
    query: uuidPaging,
    caller: CALLER_UUID,
    source: '000',
    summary: 'Matches by score, highest first.',
  }),
  route({
    name: 'listOnlineMatches',
    method: 'GET',
    path: matchesPath('online'),
    auth: 'cognito',
    query: uuidPaging,
    caller: CALLER_UUID,
    source: '000',
    summary: 'Online spectated users / matches (items carry Created).',
  }),
  route({
    name: 'countOnlineMatches',
    method: 'GET',
    path: matchesPath('onlinematchcount'),
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: '000',
    summary: 'onlineMatchesCount.',
  }),
  route({
    name: 'getProfileMatch',
    method: 'GET',
    path: matchesPath('profile'),
    auth: 'cognito',
    query: () => z.object({ uuid: f.uuid(), selectedUserName: f.username() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'The match score parts between the caller and one user.',
  }),
  route({
    name: 'listGameCommunity',
    method: 'GET',
    path: matchesPath('gamecommunity'),
    auth: 'cognito',
    query: gamePaging,
    caller: CALLER_UUID,
    source: '000',
    summary: 'Everyone who plays a game (matches and count).',
  }),
  route({
    name: 'listGameMatches',
    method: 'GET',
    path: matchesPath('gamematches'),
    auth: 'cognito',
    query: () => z.object({ uuid: f.uuid(), gameId: f.gameId(), ...f.paging(), ...newUserFlag() }),
    caller: CALLER_UUID,
    source: '000',
    summary: "The caller's matches within one game (matches and count).",
  }),
  route({
    name: 'countGameMatches',
    method: 'GET',
    path: matchesPath('gamematchcount'),
    auth: 'cognito',
    query: () => z.object({ uuid: f.uuid(), gameId: f.gameId() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'matchCount within one game.',
  }),
  route({
    name: 'countGameCommunity',
    method: 'GET',
    path: matchesPath('gamecommunitycount'),
    auth: 'cognito',
    query: () => z.object({ uuid: f.uuid(), gameId: f.gameId() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'matchCount of the community of one game.',
  }),
  route({
    name: 'listPopularUsers',
    method: 'GET',
    path: matchesPath('popular'),
    auth: 'cognito',
    query: uuidPaging,
    caller: CALLER_UUID,
    source: '000',
    summary: 'Popular users.',
  }),
  route({
    name: 'listCommunityNew',
    method: 'GET',
    path: matchesPath('communitynew'),
    auth: 'cognito',
    query: uuidPaging,
    caller: CALLER_UUID,
    source: '000',
    summary: 'New users of the community.',
  }),
  route({
    name: 'listCommunityNewTrending',
    method: 'GET',
    path: matchesPath('communitynewtrending'),
    auth: 'cognito',
    query: uuidPaging,
    caller: CALLER_UUID,
    source: '000',
    summary: 'New and trending users.',
  }),
  route({
    name: 'countCommunityNewTrending',
    method: 'GET',
    path: matchesPath('communitynewtrendingcount'),
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: '000',
    summary: 'communityNewTrendingCount.',
  }),
  route({
    name: 'countCommunityTrending',
    method: 'GET',
    path: matchesPath('communitytrendingcount'),
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: '000',
    summary: 'communityTrendingCount.',
  }),
  route({
    name: 'countCommunityPopular',
    method: 'GET',
    path: matchesPath('communitypopularcount'),
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: '000',
    summary: 'communityPopularCount.',
  }),
  route({
    name: 'countCommunityNew',
    method: 'GET',
    path: matchesPath('communitynewcount'),
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: '000',
    summary: 'communityNewCount.',
  }),
  route({
    name: 'countMatchesByGame',
    method: 'GET',
    path: 'pjusermatches/pjmatchescountbygame',
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: '000',
    summary: "GameId and MatchCount for each of the caller's games.",
  }),
  route({
    name: 'listTrendingFlags',
    method: 'GET',
    path: matchesPath('trendingflags'),
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: 'ours',
    summary:
      "The dashboard's trending flag list: which of the caller's games are trending (000 §1, path not shown).",
  }),

  // ── 000 §7 Games ─────────────────────────────────────────────────────────────
  route({
    name: 'listSelectedGames',
    method: 'GET',
    path: 'pjusergames/pjuserselectedgames',
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: '000',
    summary: "The caller's selected games with match, community and chat counts.",
  }),
  route({
    name: 'addGameFromModal',
    method: 'POST',
    path: 'pjusergames/pjuserselectedgames/add',
    auth: 'cognito',
    body: () => z.object({ uuid: f.uuid(), gameId: f.gameId() }),
    caller: CALLER_UUID,
    source: 'ours',
    summary: "Add one game from the game modal's 'Add Game' button (path not shown in 000 §7).",
  }),
  route({
    name: 'setGamePlatformFromModal',
    method: 'POST',
    path: 'pjusergames/pjuserselectedgames/platform',
    auth: 'cognito',
    body: () => z.object({ uuid: f.uuid(), gameId: f.gameId(), platform: f.platformId() }),
    caller: CALLER_UUID,
    source: 'ours',
    summary: "Save the game chat's 'What platform are you playing this game on?' choice (path not shown).",
  }),
  route({
    name: 'listPopularGames',
    method: 'GET',
    path: 'pjusercentral/pjusercentral/getpopulargames',
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: '000',
    summary: 'Popular games with player and match counts.',
  }),
  route({
    name: 'listRecommendedGames',
    method: 'GET',
    path: 'pjgamerecommend/pjgamerecommend',
    auth: 'cognito',
    query: () => z.object({ userId: f.uuid() }),
    caller: { uuid: 'userId' },
    source: '000',
    summary: 'Games recommended to the caller.',
  }),

  // ── 000 §7 Messaging ─────────────────────────────────────────────────────────
  route({
    name: 'sendMessage',
    method: 'POST',
    path: 'pjuserprofile/pjuserprofile/message',
    auth: 'cognito',
    body: () =>
      z.object({ username: f.username(), uuid: f.uuid(), message: f.messageText().check(z.minLength(1)) }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'Send a direct message to the named user.',
  }),
  route({
    name: 'getMessageHistory',
    method: 'GET',
    path: 'pjusermessages/pjmessages/getmessagehistory',
    auth: 'cognito',
    query: () => z.object({ uuid: f.uuid(), username: f.username() }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'The conversation between the caller and the named user.',
  }),
  route({
    name: 'getMessageSummary',
    method: 'GET',
    path: 'pjusermessages/pjmessages/getsummary',
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: '000',
    summary: "The caller's conversation list.",
  }),
  route({
    name: 'countUnreadMessages',
    method: 'GET',
    path: 'pjusermessages/pjmessages/unreadcount',
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: '000',
    summary: 'Unread direct messages (first item userMessageCount).',
  }),
  route({
    name: 'markMessageRead',
    method: 'POST',
    path: 'pjusermessages/pjmessages/update/readmessagebyid',
    auth: 'cognito',
    body: () =>
      z.object({
        uuid: f.uuid(),
        username: f.username(),
        messageId: z.string().check(z.minLength(1), z.maxLength(100)),
      }),
    caller: CALLER_UUID,
    source: '000',
    summary: "Mark one received message read ('Successful Update').",
  }),

  // ── 000 §7 Invites and notifications ─────────────────────────────────────────
  route({
    name: 'createInvite',
    method: 'POST',
    path: 'pjinvitetoplay/pjinvitetoplaycreate',
    auth: 'cognito',
    body: () =>
      z.object({
        usernameFrom: f.username(),
        usernameTo: f.username(),
        gameId: f.gameId(),
        gameDescription: z.string().check(z.maxLength(200)),
      }),
    caller: { userName: 'usernameFrom' },
    source: '000',
    summary: 'Invite a user to play a game; one per user per game per day (type dup otherwise).',
  }),
  route({
    name: 'acceptInvite',
    method: 'POST',
    path: 'pjinvitetoplay/pjinvitetoplayupdateaccept',
    auth: 'cognito',
    body: () =>
      z.object({
        usernameFrom: f.username(),
        usernameTo: f.username(),
        gameId: f.gameId(),
        gameDescription: z.string().check(z.maxLength(200)),
        accepted: f.flag(),
      }),
    caller: { userName: 'usernameTo' },
    source: '000',
    summary: 'The recipient accepts an invite.',
  }),
  route({
    name: 'listInviteNotifications',
    method: 'GET',
    path: 'pjinvitetoplay/pjinvitetoplaynotiget',
    auth: 'cognito',
    query: () => z.object({ usernameTo: f.username() }),
    caller: { userName: 'usernameTo' },
    source: '000',
    summary: "The caller's invite notifications (data array).",
  }),
  route({
    name: 'markInvitesRead',
    method: 'POST',
    path: 'pjinvitetoplay/pjinvitetoplayreadmessageupdate',
    auth: 'cognito',
    body: () => z.object({ username: f.username() }),
    caller: { userName: 'username' },
    source: '000',
    summary: "Mark the caller's invite notifications read.",
  }),
  route({
    name: 'listSpectateNotifications',
    method: 'GET',
    path: 'pjusernotification/pjusernotification/spectating',
    auth: 'cognito',
    query: uuidQuery,
    caller: CALLER_UUID,
    source: '000',
    summary: "The caller's spectate notifications.",
  }),
  route({
    name: 'markSpectateNotificationsRead',
    method: 'POST',
    path: 'pjusernotification/pjusernotification/update/specnotification',
    auth: 'cognito',
    body: uuidBody,
    caller: CALLER_UUID,
    source: '000',
    summary: "Mark the caller's spectate notifications read.",
  }),
  route({
    name: 'listChatNotifications',
    method: 'GET',
    path: 'pjusergamechatnoti/usergamechatnotiitems',
    auth: 'cognito',
    query: () =>
      z.object({
        userId: f.username(),
        pageSize: z._default(
          f.integer().check(z.gte(1), z.lte(PAGE_SIZES.max)),
          PAGE_SIZES.chatNotifications,
        ),
        lastEvaluatedKeyMessageId: z.optional(z.string().check(z.maxLength(100))),
      }),
    caller: { userName: 'userId' },
    source: '000',
    summary: 'A page of chat notifications (notiItems{items, lastEvaluatedKey}).',
  }),
  route({
    name: 'getChatNotificationThread',
    method: 'GET',
    path: 'pjusergamechatnoti/usergamechatnotiparentchild',
    auth: 'cognito',
    query: () =>
      z.object({
        messageId: z.string().check(z.minLength(1), z.maxLength(100)),
        userId: f.username(),
        notiType: z.enum(['liked', 'responded', 'tagged']),
      }),
    caller: { userName: 'userId' },
    source: '000',
    summary: 'The parent message and its replies behind a chat notification.',
  }),
  route({
    name: 'markChatNotificationsRead',
    method: 'POST',
    path: 'pjusergamechatnoti/updatereadmessage',
    auth: 'cognito',
    body: () => z.object({ userId: f.username() }),
    caller: { userName: 'userId' },
    source: '000',
    summary: "Mark the caller's chat notifications read.",
  }),
  route({
    name: 'countUnreadChatNotifications',
    method: 'GET',
    path: 'pjusergamechatnoti/pjusergamechatnoti/unreadcount',
    auth: 'cognito',
    query: () => z.object({ userId: f.username() }),
    caller: { userName: 'userId' },
    source: '000',
    summary: 'notiCountUnread.',
  }),

  // ── 000 §7 Reporting (help center is also 001 §7) ────────────────────────────
  route({
    name: 'sendHelpRequest',
    method: 'POST',
    path: 'pjhelpcenter/pjhelpcenter/insert',
    auth: 'cognito',
    body: () =>
      z
        .object({ uuid: f.uuid(), ...helpRequestFlags() })
        .check(
          z.refine(
            (h) =>
              h.inappropreateContent ||
              h.accountIssue ||
              h.troubleshooting ||
              h.legal ||
              h.advertising ||
              h.other,
            { message: 'a reason is required', path: ['other'] },
          ),
        ),
    response: () => r.affectedRows(),
    caller: CALLER_UUID,
    source: '000',
    summary: 'A help-center request or report; a reason is required.',
  }),
  route({
    name: 'reportOrBlockUser',
    method: 'POST',
    path: 'pjuserblock/pjuserblock/insert',
    auth: 'cognito',
    body: () =>
      z
        .object({
          uuid: f.uuid(),
          username: f.username(),
          inappropriateProfile: z._default(f.bool(), false),
          inappropriateMessage: z._default(f.bool(), false),
          abuseBullying: z._default(f.bool(), false),
          spam: z._default(f.bool(), false),
          other: z._default(f.bool(), false),
          block: z._default(f.bool(), false),
          reportDetails: z._default(z.string().check(z.trim(), z.maxLength(LIMITS.reportDetailsMax)), ''),
        })
        // 000 §5: a report needs a reason; blocking sets its own reasons (000 §7)
        .check(
          z.refine(
            (b) =>
              b.block ||
              b.inappropriateProfile ||
              b.inappropriateMessage ||
              b.abuseBullying ||
              b.spam ||
              b.other,
            { message: 'a reason is required', path: ['other'] },
          ),
        ),
    response: () => r.affectedRows(),
    caller: CALLER_UUID,
    source: '000',
    summary: 'Report a user, and block them when asked (never yourself).',
  }),

  // ── 000 §7 Game chat ─────────────────────────────────────────────────────────
  route({
    name: 'getGameChatPage',
    method: 'GET',
    path: 'pjusergamechat/pjusergamechat/getgamechatmessagesbypage',
    auth: 'cognito',
    query: () =>
      z.object({
        gameId: f.gameId(),
        userId: f.username(),
        pageSize: z._default(f.integer().check(z.gte(1), z.lte(PAGE_SIZES.max)), PAGE_SIZES.chatHistory),
        lastEvaluatedKeyGameId: z.optional(f.gameId()),
        lastEvaluatedKeyMessageId: z.optional(z.string().check(z.maxLength(100))),
      }),
    caller: { userName: 'userId' },
    source: '000',
    summary: 'A page of a game chat, newest first (messageRepliesPage{messages, lastEvaluatedKey}).',
  }),
  route({
    name: 'listActiveChatUsers',
    method: 'GET',
    path: 'pjusergamechat/pjusergamechat/activeusersbygame',
    auth: 'cognito',
    query: () => z.object({ gameId: f.gameId(), userId: f.username() }),
    caller: { userName: 'userId' },
    source: '000',
    summary: 'Users connected to a game chat (activeUsers).',
  }),
  route({
    name: 'countGameChatMessages',
    method: 'GET',
    path: 'pjusergamechat/gamechatmessagecountbygame',
    auth: 'cognito',
    query: () => z.object({ gameId: f.gameId() }),
    source: '000',
    summary: 'gameMessageCounter of one game.',
  }),
  route({
    name: 'countUnreadGameChat',
    method: 'GET',
    path: 'pjusergamechat/getgamecountunreadbyuser',
    auth: 'cognito',
    query: () => z.object({ userId: f.username() }),
    caller: { userName: 'userId' },
    source: '000',
    summary: 'Unread chat per game for the caller (gameCountUnread.body).',
  }),
  route({
    name: 'listChatMessageLikes',
    method: 'GET',
    path: 'pjusergamechat/pjusergamechat/getgamelikelist',
    auth: 'cognito',
    query: () => z.object({ messageId: z.string().check(z.minLength(1), z.maxLength(100)) }),
    source: '000',
    summary: 'Who liked a chat message (gameLikeUserList).',
  }),
  route({
    name: 'listGameChatUsers',
    method: 'GET',
    path: 'pjusergamechat/pjusergamechat/getgameuserlist',
    auth: 'cognito',
    query: () => z.object({ gameId: f.gameId(), userId: f.username() }),
    caller: { userName: 'userId' },
    source: '000',
    summary: 'Users of a game chat, for the mention picker (gameUserList).',
  }),
  route({
    name: 'postChatMentions',
    method: 'POST',
    path: 'pjusergamechat/pjusergamechat/postgamechatmessagementions',
    auth: 'cognito',
    body: () =>
      z.object({
        messageId: z.string().check(z.minLength(1), z.maxLength(100)),
        userIds: z.array(f.username()).check(z.minLength(1), z.maxLength(50)),
        sourceAuthor: f.username(),
        gameId: f.gameId(),
      }),
    caller: { userName: 'sourceAuthor' },
    source: '000',
    summary: 'Notify the users mentioned in a chat message (duplicates collapsed).',
  }),

  // ── 000 §7 Search ────────────────────────────────────────────────────────────
  route({
    name: 'searchUsers',
    method: 'POST',
    path: 'pjusersearch/pjsearchcustom',
    auth: 'cognito',
    body: searchFilters,
    caller: CALLER_UUID,
    source: '000',
    summary: 'Custom search by filters.',
  }),
  route({
    name: 'searchUsersByName',
    method: 'GET',
    path: 'pjusersearch/pjsearchcustom/username',
    auth: 'cognito',
    query: () =>
      z.object({
        uuid: f.uuid(),
        searchname: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.nameSearchMax)),
      }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'Search by username.',
  }),
  route({
    name: 'countSearchResults',
    method: 'POST',
    path: 'pjusersearch/pjsearchcustom/count',
    auth: 'cognito',
    body: searchFilters,
    caller: CALLER_UUID,
    source: '000',
    summary: 'How many users a custom search finds (first item totalCount).',
  }),

  // ── 000 §7 Chronicle ─────────────────────────────────────────────────────────
  route({
    name: 'listChroniclePosts',
    method: 'GET',
    path: 'pjchronicle/pjchroniclegetpost',
    auth: 'cognito',
    query: () =>
      z.object({
        limit: z._default(f.integer().check(z.gte(1), z.lte(PAGE_SIZES.max)), PAGE_SIZES.chronicle),
        offset: f.offset(),
      }),
    source: '000',
    summary: 'A page of the chronicle feed (data[]).',
  }),
  route({
    name: 'getChronicleUploadUrl',
    method: 'POST',
    path: 'pjchronicle/pjchronicleaddmedia',
    auth: 'cognito',
    body: () =>
      z.object({
        fileName: z.string().check(z.minLength(1), z.maxLength(200)),
        fileType: z.enum([
          'image/jpeg',
          'image/png',
          'image/gif',
          'video/mp4',
          'video/quicktime',
          'video/webm',
        ]),
      }),
    source: '000',
    summary: 'A presigned PUT address ({url}) for chronicle media.',
  }),
  route({
    name: 'createChroniclePost',
    method: 'POST',
    path: 'pjchronicle/pjchroniclecreatepost',
    auth: 'cognito',
    body: () =>
      z
        .object({
          uuid: f.uuid(),
          message: z._default(z.string().check(z.maxLength(LIMITS.chronicleMessageMax)), ''),
          mediaURL: z._default(z.nullable(z.string().check(z.maxLength(1000))), null),
          mentioned: z._default(z.array(f.username()).check(z.maxLength(50)), []),
        })
        .check(
          z.refine((p) => p.message.trim().length > 0 || Boolean(p.mediaURL), {
            message: 'a post needs media or text',
            path: ['message'],
          }),
        ),
    caller: CALLER_UUID,
    source: '000',
    summary: 'Create a chronicle post.',
  }),
  route({
    name: 'likeChronicle',
    method: 'POST',
    path: 'pjchronicle/pjchronicleaddlikes',
    auth: 'cognito',
    body: () =>
      z.object({
        uuid: f.uuid(),
        chronicleId: z.string().check(z.minLength(1), z.maxLength(100)),
        chronicleCommentId: z.union([z.literal(0), z.string().check(z.minLength(1), z.maxLength(100))]),
      }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'Toggle a like on a post (chronicleCommentId 0) or a comment.',
  }),
  route({
    name: 'commentOnChronicle',
    method: 'POST',
    path: 'pjchronicle/pjchronicleaddcomment',
    auth: 'cognito',
    body: () =>
      z.object({
        uuid: f.uuid(),
        chronicleId: z.string().check(z.minLength(1), z.maxLength(100)),
        message: z.string().check(z.maxLength(LIMITS.chronicleMessageMax)),
        replyToChronicleId: z._default(z.nullable(z.string().check(z.maxLength(100))), null),
      }),
    caller: CALLER_UUID,
    source: '000',
    summary: 'Comment on a post, or reply to a comment.',
  }),

  // ── 000 §7 Public profile (API key) ──────────────────────────────────────────
  route({
    name: 'getPublicProfile',
    method: 'GET',
    path: 'pjpubprofile/pj/user',
    auth: 'apiKey',
    query: usernameQuery,
    response: () => z.array(r.publicProfile()),
    source: '000',
    summary: 'A public profile by username (a list of at most one).',
  }),
  route({
    name: 'getPublicProfileGames',
    method: 'GET',
    path: 'pjpubprofile/pj/games',
    auth: 'apiKey',
    query: usernameQuery,
    response: () => z.array(r.publicGame()),
    source: '000',
    summary: "A public profile's games with their details.",
  }),

  // ── 001 §7 Accounts ──────────────────────────────────────────────────────────
  route({
    name: 'logIn',
    method: 'POST',
    path: 'pjuserlogin/login',
    auth: 'none',
    body: () =>
      z.object({
        username_input: f.email(),
        password_input: z.string().check(z.minLength(1), z.maxLength(100)),
      }),
    response: () => r.signIn(),
    source: '001',
    summary: 'Sign in with email and password (token.AuthenticationResult.IdToken).',
  }),
  route({
    name: 'verifyUser',
    method: 'POST',
    path: 'pjuser/user/verify',
    auth: 'none',
    body: () => z.object({ email: f.email() }),
    response: () => r.accountCheck(),
    source: '001',
    summary:
      "Whether an account exists for an email and its state; identity fields only to that email's owner (their ID token in Authorization).",
  }),
  route({
    name: 'recordLogin',
    method: 'POST',
    path: 'pjusertracking/pjusertracking/insert',
    auth: 'cognito',
    body: uuidBody,
    response: () => r.affectedRows(),
    caller: CALLER_UUID,
    source: '001',
    summary: 'Record a sign-in (tracking).',
  }),
  route({
    name: 'postStreak',
    method: 'POST',
    path: 'pjuserprofile/pjuserprofile/streakcount/post',
    auth: 'cognito',
    body: uuidBody,
    response: () => r.streakCount(),
    caller: CALLER_UUID,
    source: '001',
    summary: "Advance the caller's daily online streak (UTC days).",
  }),
  route({
    name: 'register',
    method: 'POST',
    path: 'pjuserregistration/pjregistration',
    auth: 'none',
    body: () =>
      z.object({
        username: f.email(),
        email: f.email(),
        password: f.password(),
        languageCode: z.string().check(z.minLength(2), z.maxLength(5)),
      }),
    response: () => z.string(),
    source: '001',
    summary: 'Create the Cognito account and send the email code (text naming the email).',
  }),
  route({
    name: 'confirmSignUpCode',
    method: 'POST',
    path: 'pjuserauthverifycode/pjuserauthverifycode',
    auth: 'none',
    body: () => z.object({ email: f.email(), code: f.verificationCode() }),
    response: () => z.literal('SUCCESS'),
    source: '001',
    summary: "Confirm the email with the 6-digit code (JSON string 'SUCCESS').",
  }),
  route({
    name: 'resendSignUpCode',
    method: 'POST',
    path: 'pjuserauthverifycode/pjuserauthverifycode/resend',
    auth: 'none',
    body: () => z.object({ email: f.email(), code: z.optional(z.string().check(z.maxLength(6))) }),
    response: () => r.codeDelivery(),
    source: '001',
    summary: 'Send the signup code again.',
  }),
  route({
    name: 'createUser',
    method: 'POST',
    path: 'pjuser/user/create',
    auth: 'cognito',
    body: () =>
      z.object({
        UserName: f.username(),
        Email: f.email(),
        GenderId: f.gender(),
        DateOfBirth: f.isoDate(),
        CountryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
        PostalCode: z._default(z.string().check(z.maxLength(20)), ''),
        Bio: z._default(z.string().check(z.maxLength(LIMITS.bioMax)), ''),
        ProfilePicLink: z._default(z.string().check(z.maxLength(1000)), ''),
        TimeZone: f.integer().check(z.positive()),
        Language: f.integer().check(z.positive()),
        Games: f.gameIdList(),
        GamingStyle: f.gameStyle(),
        GamesGenre: z._default(z.array(z.string().check(z.maxLength(50))).check(z.maxLength(50)), []),
        PCConsole: z._default(f.flag(), 0),
        Microphone: z._default(f.flag(), 0),
        Discord: z._default(f.flag(), 0),
        Stream: z._default(f.flag(), 0),
        FamilyFriendly: z._default(f.flag(), 0),
        Moderator: z._default(f.flag(), 0),
        AvailableNow: z._default(f.flag(), 1),
        SocialLinks: z._default(z.array(z.string().check(z.maxLength(300))).check(z.maxLength(10)), []),
        SkillLevel: z._default(z.array(f.skillLevel()).check(z.maxLength(500)), []),
        FrequencyPlayed: z._default(f.frequency(), 1),
        Platforms: z._default(z.array(f.platformId()).check(z.maxLength(6)), []),
      }),
    response: () => r.createdUser(),
    source: '001',
    summary: "Create the caller's PlayJoin profile at the end of signup.",
  }),
  route({
    name: 'requestPasswordReset',
    method: 'POST',
    path: 'pjuserpassword/pjuserpassword/forgotpasswordcode',
    auth: 'none',
    body: () =>
      z.object({ email: f.email(), languageCode: z.string().check(z.minLength(2), z.maxLength(5)) }),
    response: () => r.codeDelivery(),
    source: '001',
    summary: 'Send a password-reset code.',
  }),
  route({
    name: 'confirmPasswordReset',
    method: 'POST',
    path: 'pjuserpassword/pjuserpassword/forgotpasswordconfirm',
    auth: 'none',
    body: () => z.object({ email: f.email(), code: f.verificationCode(), password: f.password() }),
    response: () => r.affectedRows(),
    source: '001',
    summary: "Set a new password with the reset code; ends the user's sessions.",
  }),
  route({
    name: 'changePassword',
    method: 'POST',
    path: 'pjuserpassword/pjuserpassword/changepassword',
    auth: 'cognito',
    body: () =>
      z
        .object({
          accesstoken: z.string().check(z.minLength(1), z.maxLength(4096)),
          oldpassword: z.string().check(z.minLength(1), z.maxLength(100)),
          newpassword: f.password(),
        })
        .check(
          z.refine((p) => p.oldpassword !== p.newpassword, {
            message: 'must differ from the old password',
            path: ['newpassword'],
          }),
        ),
    response: () => r.affectedRows(),
    source: '001',
    summary: "Change the caller's password; ends every session (sign in again with the new password).",
  }),
  route({
    name: 'getUserSettings',
    method: 'GET',
    path: 'pjusersettings/pjusersettings/user',
    auth: 'cognito',
    query: uuidQuery,
    response: () => z.array(r.userSettings()),
    caller: CALLER_UUID,
    source: '001',
    summary: 'LanguageId, DateOfBirth and GenderId of the caller.',
  }),
  route({
    name: 'updateLanguage',
    method: 'POST',
    path: 'pjusersettings/pjusersettings/personalinfo/language/update',
    auth: 'cognito',
    body: () => z.object({ uuid: f.uuid(), languageId: f.integer().check(z.positive()) }),
    response: () => r.affectedRows(),
    caller: CALLER_UUID,
    source: '001',
    summary: "Set the caller's primary language.",
  }),
  route({
    name: 'updateDateOfBirth',
    method: 'POST',
    path: 'pjupdatedob/pjupdatedob',
    auth: 'cognito',
    body: () => z.object({ uuid: f.uuid(), dob: f.isoDate() }),
    response: () => r.affectedRows(),
    caller: CALLER_UUID,
    source: '001',
    summary: "Set the caller's date of birth (yyyy-MM-dd).",
  }),
  route({
    name: 'updateGender',
    method: 'POST',
    path: 'pjupdategender/pjupdategender',
    auth: 'cognito',
    body: () => z.object({ uuid: f.uuid(), gender: f.gender() }),
    response: () => r.affectedRows(),
    caller: CALLER_UUID,
    source: '001',
    summary: "Set the caller's gender.",
  }),
  route({
    name: 'listBlockedUsers',
    method: 'GET',
    path: 'pjuserblock/pjuserblock/reportinguser',
    auth: 'cognito',
    query: uuidQuery,
    response: () => z.array(r.blockedUser()),
    caller: CALLER_UUID,
    source: '001',
    summary: 'The active users the caller blocked (UserName, ProfilePicLink).',
  }),
  route({
    name: 'unblockUser',
    method: 'POST',
    path: 'pjuserblock/pjuserblock/unblockuser',
    auth: 'cognito',
    body: () => z.object({ uuid: f.uuid(), username: f.username() }),
    response: () => r.affectedRows(),
    caller: CALLER_UUID,
    source: '001',
    summary: 'Unblock a user.',
  }),
  route({
    name: 'deactivateAccount',
    method: 'POST',
    path: 'pjactivestatus/activestatus/off',
    auth: 'cognito',
    body: uuidBody,
    response: () => r.affectedRows(),
    caller: CALLER_UUID,
    source: '001',
    summary: "Deactivate the caller's account: disabled, out of every list, signed out everywhere.",
  }),
  route({
    name: 'signOut',
    method: 'POST',
    path: 'pjuseradmin/pjuseradmin/signout',
    auth: 'cognito',
    body: () => z.object({ email: f.email() }),
    response: () => r.signedOut(),
    source: '001',
    summary: "Sign the caller out everywhere (the email must be the caller's).",
  }),
  route({
    name: 'sendContactMessage',
    method: 'POST',
    path: 'pjcontactus/pjcontactus/insert',
    auth: 'none',
    body: () =>
      z.object({
        email: f.email(),
        ipAddress: z.optional(z.string().check(z.maxLength(64))),
        legal: z._default(f.bool(), false),
        suggestion: z._default(f.bool(), false),
        question: z._default(f.bool(), true),
        advertising: z._default(f.bool(), false),
        business: z._default(f.bool(), false),
        jobOpportunities: z._default(f.bool(), false),
        contactDetails: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.contactDetailsMax)),
      }),
    response: () => r.affectedRows(),
    source: '001',
    summary: 'A contact-form message (affectedRows); the sender address is taken from the request.',
  }),
] as const;

export type Route = (typeof routes)[number];
export type RouteName = Route['name'];
export type RouteByName<N extends RouteName> = Extract<Route, { name: N }>;

/** Looks a route up by its operation name. */
export function routeNamed<N extends RouteName>(name: N): RouteByName<N> {
  const found = routes.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no route named ${name}`);
  return found as RouteByName<N>;
}
