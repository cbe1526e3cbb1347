/** The pjupdatedob service: one Lambda for its 1 route of the manifest. */
import { createService } from '../../http/service';
import { updateDateOfBirth } from './updateDateOfBirth';

export const handler = createService('pjupdatedob', {
  updateDateOfBirth, // POST pjupdatedob/pjupdatedob
});
