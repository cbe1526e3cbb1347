/** The pjusermatches service: one Lambda for its 25 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjusermatches';
import { getBlockRelations, isBlockedEitherWay } from '../../data/blocks';
import { getProfileByUserName, getProfiles } from '../../data/profiles';
import { getSpectatedAmong, listSpectatingUuids, listSpectatorUuids } from '../../data/spectate';
import { createService } from '../../http/service';
import { getMatchList } from '../../data/match-lists';
import { listGames } from '../../data/games';
import { planned } from '../planned';
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

export const handler = createService(
  routes,
  {
    listSpectators, // GET pjusermatches/percentmatch/spectators
    listSpectating, // GET pjusermatches/percentmatch/specprofile
    countSpectating, // GET pjusermatches/percentmatch/spectatingcount
    countSpectators, // GET pjusermatches/percentmatch/spectatorscount
    listAllSpectating, // GET pjusermatches/percentmatch/specall
    countMatches, // GET pjusermatches/percentmatch/matchcount
    listTrending: planned('matching'), // GET pjusermatches/percentmatch/trending
    listNewMatches, // GET pjusermatches/percentmatch/new
    listTopMatches, // GET pjusermatches/percentmatch/top
    listOnlineMatches: planned('matching'), // GET pjusermatches/percentmatch/online
    countOnlineMatches: planned('matching'), // GET pjusermatches/percentmatch/onlinematchcount
    getProfileMatch, // GET pjusermatches/percentmatch/profile
    listGameCommunity: planned('matching'), // GET pjusermatches/percentmatch/gamecommunity
    listGameMatches, // GET pjusermatches/percentmatch/gamematches
    countGameMatches, // GET pjusermatches/percentmatch/gamematchcount
    countGameCommunity: planned('matching'), // GET pjusermatches/percentmatch/gamecommunitycount
    listPopularUsers: planned('matching'), // GET pjusermatches/percentmatch/popular
    listCommunityNew: planned('matching'), // GET pjusermatches/percentmatch/communitynew
    listCommunityNewTrending: planned('matching'), // GET pjusermatches/percentmatch/communitynewtrending
    countCommunityNewTrending: planned('matching'), // GET pjusermatches/percentmatch/communitynewtrendingcount
    countCommunityTrending: planned('matching'), // GET pjusermatches/percentmatch/communitytrendingcount
    countCommunityPopular: planned('matching'), // GET pjusermatches/percentmatch/communitypopularcount
    countCommunityNew: planned('matching'), // GET pjusermatches/percentmatch/communitynewcount
    countMatchesByGame, // GET pjusermatches/pjmatchescountbygame
    listTrendingFlags: planned('matching'), // GET pjusermatches/percentmatch/trendingflags
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
  },
);
