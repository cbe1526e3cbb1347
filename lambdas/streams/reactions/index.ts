/**
 * The table stream's reactions (the first reader of the stream, streams/index.ts), in the order they
 * start on each record. Registering a reaction is its line here: the consumer takes the access
 * patterns each one names (`Reaction.data`), and test/lambdas/streams/registry.test.ts fails on a
 * reaction module whose reaction is missing from this list.
 */
import { chatNotifications } from './chat-notifications';
import { chronicleFaces } from './chronicle-faces';
import { closedSpectateCounters } from './closed-spectate';
import { gameTrends, listCounts, newList, trendingLists } from './community-lists';
import { counters } from './counters';
import { matchLists } from './match-lists';
import { nameGramIndex } from './name-grams';
import { playerCards } from './player-cards';
import { popularList } from './popular-list';
import { presence } from './presence';
import { profileViews } from './profile-views';
import { roomListeners } from './room-listeners';
import { endedSessions } from './sessions';
import { spectateCounters } from './spectate-counters';
import { userNameSnapshots } from './usernames';

export const TABLE_REACTIONS = [
  endedSessions,
  counters,
  userNameSnapshots,
  chronicleFaces,
  spectateCounters,
  closedSpectateCounters,
  profileViews,
  popularList,
  playerCards,
  newList,
  trendingLists,
  listCounts,
  gameTrends,
  matchLists,
  presence,
  nameGramIndex,
  chatNotifications,
  roomListeners,
] as const;
