/** The pjusermatches service: one Lambda for its 25 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjusermatches';
import { getBlockRelations, isBlockedEitherWay } from '../../data/blocks';
import { getProfileByUserName, getProfiles } from '../../data/profiles';
import { getSpectatedAmong, listSpectatingUuids, listSpectatorUuids } from '../../data/spectate';
import { createService } from '../../http/service';
import { getMatchList } from '../../data/match-lists';
import { getCards } from '../../data/cards';
import { countSpectatorsAmong } from '../../data/people-counts';
import { listGames } from '../../data/games';
import { listUserGames } from '../../data/user-games';
import { getProfileMatch } from './getProfileMatch';
import { countSpectating } from './countSpectating';
import { countSpectators } from './countSpectators';
import { listAllSpectating } from './listAllSpectating';
import { listSpectating } from './listSpectating';
import { listSpectators } from './listSpectators';
import { countMatchesByGame } from './countMatchesByGame';
import { countGameMatches } from './countGameMatches';
import { listGameMatches } from './listGameMatches';
import { listTopMatches } from './listTopMatches';
import { listNewMatches } from './listNewMatches';
import { countMatches } from './countMatches';
import {
  countCommunityNew,
  countCommunityNewTrending,
  countCommunityPopular,
  countCommunityTrending,
  listCommunityNew,
  listCommunityNewTrending,
  listPopularUsers,
  listTrending,
} from './community-lists';
import { countGameCommunity, listGameCommunity } from './game-community';
import { listTrendingFlags } from './trending-flags';
import { countOnlineMatches, listOnlineMatches } from './online-matches';

export const handler = createService(
  routes,
  {
    listSpectators, // GET pjusermatches/percentmatch/spectators
    listSpectating, // GET pjusermatches/percentmatch/specprofile
    countSpectating, // GET pjusermatches/percentmatch/spectatingcount
    countSpectators, // GET pjusermatches/percentmatch/spectatorscount
    listAllSpectating, // GET pjusermatches/percentmatch/specall
    countMatches, // GET pjusermatches/percentmatch/matchcount
    listTrending, // GET pjusermatches/percentmatch/trending
    listNewMatches, // GET pjusermatches/percentmatch/new
    listTopMatches, // GET pjusermatches/percentmatch/top
    listOnlineMatches, // GET pjusermatches/percentmatch/online
    countOnlineMatches, // GET pjusermatches/percentmatch/onlinematchcount
    getProfileMatch, // GET pjusermatches/percentmatch/profile
    listGameCommunity, // GET pjusermatches/percentmatch/gamecommunity
    listGameMatches, // GET pjusermatches/percentmatch/gamematches
    countGameMatches, // GET pjusermatches/percentmatch/gamematchcount
    countGameCommunity, // GET pjusermatches/percentmatch/gamecommunitycount
    listPopularUsers, // GET pjusermatches/percentmatch/popular
    listCommunityNew, // GET pjusermatches/percentmatch/communitynew
    listCommunityNewTrending, // GET pjusermatches/percentmatch/communitynewtrending
    countCommunityNewTrending, // GET pjusermatches/percentmatch/communitynewtrendingcount
    countCommunityTrending, // GET pjusermatches/percentmatch/communitytrendingcount
    countCommunityPopular, // GET pjusermatches/percentmatch/communitypopularcount
    countCommunityNew, // GET pjusermatches/percentmatch/communitynewcount
    countMatchesByGame, // GET pjusermatches/pjmatchescountbygame
    listTrendingFlags, // GET pjusermatches/percentmatch/trendingflags
  },
  {
    getProfileByUserName,
    isBlockedEitherWay,
    getProfiles,
    getBlockRelations,
    getSpectatedAmong,
    listSpectatorUuids,
    listSpectatingUuids,
    getMatchList,
    listGames,
    listUserGames,
    getCards,
    countSpectatorsAmong,
  },
);
