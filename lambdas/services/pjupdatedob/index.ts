/** The pjupdatedob service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjupdatedob';
import * as users from '../../data/users';
import { createService } from '../../http/service';
import { updateDateOfBirth } from './updateDateOfBirth';

export const handler = createService(
  routes,
  {
    updateDateOfBirth, // POST pjupdatedob/pjupdatedob
  },
  { ...users },
);
