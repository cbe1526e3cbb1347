/**
 * The pjusersearch service: one Lambda for its 3 routes of the manifest.
 * Its data is named function by function, so esbuild keeps only the access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjusersearch';
import { getBlockRelations } from '../../data/blocks';
import { getCards } from '../../data/cards';
import { getViewerRelations } from '../../data/community-lists';
import { getGames, listGames } from '../../data/games';
import { readCommunityPage, readNameGramPage, readNamesByInitial } from '../../data/search';
import { listSpectatedUuids } from '../../data/spectate';
import { createService } from '../../http/service';
import { countSearchResults } from './countSearchResults';
import { searchUsers } from './searchUsers';
import { searchUsersByName } from './searchUsersByName';

export const handler = createService(
  routes,
  {
    searchUsers, // POST pjusersearch/pjsearchcustom
    searchUsersByName, // GET pjusersearch/pjsearchcustom/username
    countSearchResults, // POST pjusersearch/pjsearchcustom/count
  },
  {
    getBlockRelations,
    getGames,
    listGames,
    getCards,
    getViewerRelations,
    listSpectatedUuids,
    readCommunityPage,
    readNameGramPage,
    readNamesByInitial,
  },
);
