/** The pjcontactus service: one Lambda for its 1 route of the manifest. */
import { createService } from '../../http/service';
import { sendContactMessage } from './sendContactMessage';

export const handler = createService('pjcontactus', {
  sendContactMessage, // POST pjcontactus/pjcontactus/insert
});
