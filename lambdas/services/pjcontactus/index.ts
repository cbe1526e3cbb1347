/** The pjcontactus service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjcontactus';
import * as reports from '../../data/reports';
import { createService } from '../../http/service';
import { sendContactMessage } from './sendContactMessage';

export const handler = createService(
  routes,
  {
    sendContactMessage, // POST pjcontactus/pjcontactus/insert
  },
  { ...reports },
);
