/** The pjuseradmin service: one Lambda for its 2 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjuseradmin';
import * as connections from '../../data/connections';
import * as users from '../../data/users';
import { createService } from '../../http/service';
import { planned } from '../planned';
import { signOut } from './signOut';

export const handler = createService(
  routes,
  {
    changeUsername: planned('profile-editing'), // POST pjuseradmin/pjuseradmin/changeusername
    signOut, // POST pjuseradmin/pjuseradmin/signout
  },
  { ...connections, ...users },
);
