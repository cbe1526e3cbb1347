/** The routes of the pjusermatches service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, uuidQuery, uuidPaging, gamePaging, newUserFlag, CALLER_UUID, matchesPath } from './shared';
import * as r from '../responses';
import * as f from '../rules';

export const listSpectators = route({
  name: 'listSpectators',
  method: 'GET',
  path: matchesPath('spectators'),
  auth: 'cognito',
  query: () => v.object({ uuid: f.uuid(), username: f.username(), ...f.paging() }),
  response: () => r.matches(),
  caller: CALLER_UUID,
  source: '000',
  summary: "The named user's spectators with match scores.",
});

export const listSpectating = route({
  name: 'listSpectating',
  method: 'GET',
  path: matchesPath('specprofile'),
  auth: 'cognito',
  query: () => v.object({ uuid: f.uuid(), username: f.username(), ...f.paging() }),
  response: () => r.matches(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'The users the named user spectates, with match scores.',
});

export const countSpectating = route({
  name: 'countSpectating',
  method: 'GET',
  path: matchesPath('spectatingcount'),
  auth: 'cognito',
  query: () => v.object({ uuid: f.uuid(), username: f.username() }),
  response: () => r.countOf('spectatingCount'),
  caller: CALLER_UUID,
  source: '000',
  summary: 'spectatingCount of the named user.',
});

export const countSpectators = route({
  name: 'countSpectators',
  method: 'GET',
  path: matchesPath('spectatorscount'),
  auth: 'cognito',
  query: () => v.object({ username: f.username(), uuid: f.uuid() }),
  response: () => r.countOf('spectatorsCount'),
  caller: CALLER_UUID,
  source: '000',
  summary: 'spectatorsCount of the named user.',
});

export const listAllSpectating = route({
  name: 'listAllSpectating',
  method: 'GET',
  path: matchesPath('specall'),
  auth: 'cognito',
  query: uuidQuery,
  response: () => r.spectatingAll(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Everyone the caller spectates, online ones first (matches with Online).',
});

export const countMatches = route({
  name: 'countMatches',
  method: 'GET',
  path: matchesPath('matchcount'),
  auth: 'cognito',
  query: uuidQuery,
  response: () => r.matchCount(),
  caller: CALLER_UUID,
  source: '000',
  summary: "The caller's match count (matchCount).",
});

export const listTrending = route({
  name: 'listTrending',
  method: 'GET',
  path: matchesPath('trending'),
  auth: 'cognito',
  query: uuidPaging,
  response: () => r.matches(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Trending users (limit 25, offset 0 by default).',
});

export const listNewMatches = route({
  name: 'listNewMatches',
  method: 'GET',
  path: matchesPath('new'),
  auth: 'cognito',
  query: () => v.object({ uuid: f.uuid(), ...f.paging(), ...newUserFlag() }),
  response: () => r.matches(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'New suggested matches.',
});

export const listTopMatches = route({
  name: 'listTopMatches',
  method: 'GET',
  path: matchesPath('top'),
  auth: 'cognito',
  query: uuidPaging,
  response: () => r.matches(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Matches by score, highest first.',
});

export const listOnlineMatches = route({
  name: 'listOnlineMatches',
  method: 'GET',
  path: matchesPath('online'),
  auth: 'cognito',
  query: uuidPaging,
  response: () => r.onlineMatches(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Online spectated users / matches (items carry Created).',
});

export const countOnlineMatches = route({
  name: 'countOnlineMatches',
  method: 'GET',
  path: matchesPath('onlinematchcount'),
  auth: 'cognito',
  query: uuidQuery,
  response: () => r.countOf('onlineMatchesCount'),
  caller: CALLER_UUID,
  source: '000',
  summary: 'onlineMatchesCount.',
});

export const getProfileMatch = route({
  name: 'getProfileMatch',
  method: 'GET',
  path: matchesPath('profile'),
  auth: 'cognito',
  query: () => v.object({ uuid: f.uuid(), selectedUserName: f.username() }),
  response: () => r.profileMatch(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'The match score parts between the caller and one user.',
});

export const listGameCommunity = route({
  name: 'listGameCommunity',
  method: 'GET',
  path: matchesPath('gamecommunity'),
  auth: 'cognito',
  query: gamePaging,
  response: () => r.gameMatches(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Everyone who plays a game (matches and count).',
});

export const listGameMatches = route({
  name: 'listGameMatches',
  method: 'GET',
  path: matchesPath('gamematches'),
  auth: 'cognito',
  query: () => v.object({ uuid: f.uuid(), gameId: f.gameId(), ...f.paging(), ...newUserFlag() }),
  response: () => r.gameMatches(),
  caller: CALLER_UUID,
  source: '000',
  summary: "The caller's matches within one game (matches and count).",
});

export const countGameMatches = route({
  name: 'countGameMatches',
  method: 'GET',
  path: matchesPath('gamematchcount'),
  auth: 'cognito',
  query: () => v.object({ uuid: f.uuid(), gameId: f.gameId() }),
  response: () => r.matchCount(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'matchCount within one game.',
});

export const countGameCommunity = route({
  name: 'countGameCommunity',
  method: 'GET',
  path: matchesPath('gamecommunitycount'),
  auth: 'cognito',
  query: () => v.object({ uuid: f.uuid(), gameId: f.gameId() }),
  response: () => r.matchCount(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'matchCount of the community of one game.',
});

export const listPopularUsers = route({
  name: 'listPopularUsers',
  method: 'GET',
  path: matchesPath('popular'),
  auth: 'cognito',
  query: uuidPaging,
  response: () => r.matches(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Popular users.',
});

export const listCommunityNew = route({
  name: 'listCommunityNew',
  method: 'GET',
  path: matchesPath('communitynew'),
  auth: 'cognito',
  query: uuidPaging,
  response: () => r.matches(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'New users of the community.',
});

export const listCommunityNewTrending = route({
  name: 'listCommunityNewTrending',
  method: 'GET',
  path: matchesPath('communitynewtrending'),
  auth: 'cognito',
  query: uuidPaging,
  response: () => r.matches(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'New and trending users.',
});

export const countCommunityNewTrending = route({
  name: 'countCommunityNewTrending',
  method: 'GET',
  path: matchesPath('communitynewtrendingcount'),
  auth: 'cognito',
  query: uuidQuery,
  response: () => r.countOf('communityNewTrendingCount'),
  caller: CALLER_UUID,
  source: '000',
  summary: 'communityNewTrendingCount.',
});

export const countCommunityTrending = route({
  name: 'countCommunityTrending',
  method: 'GET',
  path: matchesPath('communitytrendingcount'),
  auth: 'cognito',
  query: uuidQuery,
  response: () => r.countOf('communityTrendingCount'),
  caller: CALLER_UUID,
  source: '000',
  summary: 'communityTrendingCount.',
});

export const countCommunityPopular = route({
  name: 'countCommunityPopular',
  method: 'GET',
  path: matchesPath('communitypopularcount'),
  auth: 'cognito',
  query: uuidQuery,
  response: () => r.countOf('communityPopularCount'),
  caller: CALLER_UUID,
  source: '000',
  summary: 'communityPopularCount.',
});

export const countCommunityNew = route({
  name: 'countCommunityNew',
  method: 'GET',
  path: matchesPath('communitynewcount'),
  auth: 'cognito',
  query: uuidQuery,
  response: () => r.countOf('communityNewCount'),
  caller: CALLER_UUID,
  source: '000',
  summary: 'communityNewCount.',
});

export const countMatchesByGame = route({
  name: 'countMatchesByGame',
  method: 'GET',
  path: 'pjusermatches/pjmatchescountbygame',
  auth: 'cognito',
  query: uuidQuery,
  response: () => v.array(r.gameMatchCount()),
  caller: CALLER_UUID,
  source: '000',
  summary: "GameId and MatchCount for each of the caller's games.",
});

export const listTrendingFlags = route({
  name: 'listTrendingFlags',
  method: 'GET',
  path: matchesPath('trendingflags'),
  auth: 'cognito',
  query: uuidQuery,
  response: () => v.array(r.trendingFlag()),
  caller: CALLER_UUID,
  source: 'ours',
  summary:
    "The dashboard's trending flag list: which of the caller's games are trending (000 §1, path not shown).",
});

/** Every route pjusermatches serves, in manifest order. */
export const routes = [
  listSpectators,
  listSpectating,
  countSpectating,
  countSpectators,
  listAllSpectating,
  countMatches,
  listTrending,
  listNewMatches,
  listTopMatches,
  listOnlineMatches,
  countOnlineMatches,
  getProfileMatch,
  listGameCommunity,
  listGameMatches,
  countGameMatches,
  countGameCommunity,
  listPopularUsers,
  listCommunityNew,
  listCommunityNewTrending,
  countCommunityNewTrending,
  countCommunityTrending,
  countCommunityPopular,
  countCommunityNew,
  countMatchesByGame,
  listTrendingFlags,
] as const;
