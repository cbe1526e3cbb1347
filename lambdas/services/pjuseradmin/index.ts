/** The pjuseradmin service: one Lambda for its 2 routes of the manifest. */
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService('pjuseradmin', {
  changeUsername: planned('profile-editing'), // POST pjuseradmin/pjuseradmin/changeusername
  signOut: planned('accounts'), // POST pjuseradmin/pjuseradmin/signout
});
