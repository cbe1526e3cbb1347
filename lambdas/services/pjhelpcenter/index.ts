/** The pjhelpcenter service: one Lambda for its 1 route of the manifest. */
import { createService } from '../../http/service';
import { sendHelpRequest } from './sendHelpRequest';

export const handler = createService('pjhelpcenter', {
  sendHelpRequest, // POST pjhelpcenter/pjhelpcenter/insert
});
