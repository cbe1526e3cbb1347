/**
 * The pjusersearch service: one Lambda for its 3 routes of the manifest.
 * Its data is named function by function, so esbuild keeps only the access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjusersearch';
import { getBlockRelations } from '../../data/blocks';
import { getGames } from '../../data/games';
import { getCardFaces, readCommunityPage, readNameGramPage, readNamesByInitial } from '../../data/search';
import { getSpectatedAmong } from '../../data/spectate';
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
    getSpectatedAmong,
    readCommunityPage,
    readNameGramPage,
    readNamesByInitial,
    getCardFaces,
  },
);
