/** The pjhelpcenter service: one Lambda for its 1 route of the manifest. */
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService('pjhelpcenter', {
  sendHelpRequest: planned('reporting'), // POST pjhelpcenter/pjhelpcenter/insert
});
