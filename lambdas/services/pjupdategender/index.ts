/** The pjupdategender service: one Lambda for its 1 route of the manifest. */
import { createService } from '../../http/service';
import { updateGender } from './updateGender';

export const handler = createService('pjupdategender', {
  updateGender, // POST pjupdategender/pjupdategender
});
