/** The pjchronicle service: one Lambda for its 5 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjchronicle';
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService(
  routes,
  {
    listChroniclePosts: planned('chronicle'), // GET pjchronicle/pjchroniclegetpost
    getChronicleUploadUrl: planned('chronicle'), // POST pjchronicle/pjchronicleaddmedia
    createChroniclePost: planned('chronicle'), // POST pjchronicle/pjchroniclecreatepost
    likeChronicle: planned('chronicle'), // POST pjchronicle/pjchronicleaddlikes
    commentOnChronicle: planned('chronicle'), // POST pjchronicle/pjchronicleaddcomment
  },
  {},
);
