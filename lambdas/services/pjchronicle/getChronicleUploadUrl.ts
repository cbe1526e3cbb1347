/**
 * POST pjchronicle/pjchronicleaddmedia {fileName, fileType[, fileSize]} — a presigned PUT address
 * ({url}) for one chronicle file of the caller (000 §7): an image (jpeg, jpg, png, gif) or a video
 * (mp4, mov, webm) whose name's extension is of `fileType` (400 UnsupportedMedia otherwise), at most
 * 50 MB (the schema refuses a larger `fileSize`; when given, S3 takes exactly that many bytes), into
 * the caller's own uploads/chronicle/<uuid>/ folder, valid 5 minutes (media/uploads.ts). The upload is
 * checked and published only when a post names it (createChroniclePost); unposted uploads expire.
 */
import {
  chronicleContentType,
  chronicleUploadExtension,
  newChronicleUploadKey,
} from '../../domain/chronicle';
import type { OperationFor } from '../../http/service';
import { presignUpload } from '../../media/uploads';

export const getChronicleUploadUrl: OperationFor<'getChronicleUploadUrl'> = async ({ caller, body }) => {
  const extension = chronicleUploadExtension(body.fileName, body.fileType);
  const key = newChronicleUploadKey(caller.uuid, extension);
  return { url: await presignUpload(key, chronicleContentType(extension), body.fileSize) };
};
