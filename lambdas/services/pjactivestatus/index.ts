/** The pjactivestatus service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjactivestatus';
import * as connections from '../../data/connections';
import * as users from '../../data/users';
import { createService } from '../../http/service';
import { deactivateAccount } from './deactivateAccount';

export const handler = createService(
  routes,
  {
    deactivateAccount, // POST pjactivestatus/activestatus/off
  },
  { ...connections, ...users },
);
