/** The pjactivestatus service: one Lambda for its 1 route of the manifest. */
import { createService } from '../../http/service';
import { deactivateAccount } from './deactivateAccount';

export const handler = createService('pjactivestatus', {
  deactivateAccount, // POST pjactivestatus/activestatus/off
});
