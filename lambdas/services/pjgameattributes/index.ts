/**
 * The pjgameattributes service: one Lambda for its 2 routes of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjgameattributes';
import { isBlockedEitherWay } from '../../data/blocks';
import { getProfileByUserName } from '../../data/profiles';
import { getUserGame, updateUserGameDetails } from '../../data/user-games';
import { createService } from '../../http/service';
import { getGameAttributes } from './getGameAttributes';
import { saveGameAttributes } from './saveGameAttributes';

export const handler = createService(
  routes,
  {
    getGameAttributes, // GET pjgameattributes/pjgetgameattributes
    saveGameAttributes, // POST pjgameattributes/pjgameattributes
  },
  { getProfileByUserName, isBlockedEitherWay, getUserGame, updateUserGameDetails },
);
