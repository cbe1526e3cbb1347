/** The pjusersearch service: one Lambda for its 3 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjusersearch';
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService(
  routes,
  {
    searchUsers: planned('search'), // POST pjusersearch/pjsearchcustom
    searchUsersByName: planned('search'), // GET pjusersearch/pjsearchcustom/username
    countSearchResults: planned('search'), // POST pjusersearch/pjsearchcustom/count
  },
  {},
);
