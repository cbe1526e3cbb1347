/** The pjupdategender service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjupdategender';
import * as users from '../../data/users';
import { createService } from '../../http/service';
import { updateGender } from './updateGender';

export const handler = createService(
  routes,
  {
    updateGender, // POST pjupdategender/pjupdategender
  },
  { ...users },
);
