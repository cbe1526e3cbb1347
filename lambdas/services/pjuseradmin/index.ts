/** The pjuseradmin service: one Lambda for its 2 routes of the manifest. */
import { createService } from '../../http/service';
import { planned } from '../planned';
import { signOut } from './signOut';

export const handler = createService('pjuseradmin', {
  changeUsername: planned('profile-editing'), // POST pjuseradmin/pjuseradmin/changeusername
  signOut, // POST pjuseradmin/pjuseradmin/signout
});
