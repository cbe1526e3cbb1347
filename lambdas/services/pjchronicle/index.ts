/**
 * The pjchronicle service: one Lambda for its 6 routes of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjchronicle';
import { getBlockRelations } from '../../data/blocks';
import {
  getChronicleComment,
  getChroniclePost,
  getChronicleTop,
  listChronicleCommentsBetween,
  listChronicleLikedAmong,
  listChroniclePostsBetween,
  listChronicleThread,
  putChronicleComment,
  putChronicleMention,
  putChroniclePost,
  takeChronicleSeq,
  toggleChronicleLike,
} from '../../data/chronicle';
import { getProfiles } from '../../data/profiles';
import { getUserNameOwners, getUuidsByUserNames } from '../../data/usernames';
import { createService } from '../../http/service';
import { commentOnChronicle } from './commentOnChronicle';
import { createChroniclePost } from './createChroniclePost';
import { getChronicleUploadUrl } from './getChronicleUploadUrl';
import { likeChronicle } from './likeChronicle';
import { listChronicleComments } from './listChronicleComments';
import { listChroniclePosts } from './listChroniclePosts';

export const handler = createService(
  routes,
  {
    listChroniclePosts, // GET pjchronicle/pjchroniclegetpost
    getChronicleUploadUrl, // POST pjchronicle/pjchronicleaddmedia
    createChroniclePost, // POST pjchronicle/pjchroniclecreatepost
    likeChronicle, // POST pjchronicle/pjchronicleaddlikes
    commentOnChronicle, // POST pjchronicle/pjchronicleaddcomment
    listChronicleComments, // GET pjchronicle/pjchroniclegetcomments (ours)
  },
  {
    getChronicleTop,
    listChroniclePostsBetween,
    listChronicleCommentsBetween,
    listChronicleLikedAmong,
    listChronicleThread,
    getChroniclePost,
    getChronicleComment,
    putChronicleComment,
    putChroniclePost,
    takeChronicleSeq,
    toggleChronicleLike,
    putChronicleMention,
    getProfiles,
    getBlockRelations,
    getUserNameOwners,
    getUuidsByUserNames,
  },
);
