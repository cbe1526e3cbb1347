/** The routes of the pjuserimages service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, CALLER_UUID } from './shared';
import * as f from '../rules';
import * as r from '../responses';
import { LIMITS } from '../constants';

export const getProfileImageUploadUrl = route({
  name: 'getProfileImageUploadUrl',
  method: 'GET',
  path: 'pjuserimages/pjuserimages',
  auth: 'cognito',
  query: () =>
    v.object({
      filetype: v.picklist(['jpg', 'jpeg', 'png', 'webp', 'jfif']),
      uuid: f.uuid(),
      /**
       * ours (the spec's client sends only filetype and uuid), required: the file's size in bytes, signed
       * into the address so S3 refuses any other size. The uploaded object's size and bytes are checked
       * again before it becomes a picture (000 §5: 5 MB; JPEG, PNG or WebP).
       */
      filesize: v.pipe(f.integer(), v.minValue(1), v.maxValue(LIMITS.profileImageMaxBytes)),
    }),
  response: () => r.plainText(),
  caller: CALLER_UUID,
  source: '000',
  summary:
    'A presigned PUT address (text, 5 minutes) for a new profile image of exactly filesize bytes; PUT it with its Content-Type.',
});

/** Every route pjuserimages serves, in manifest order. */
export const routes = [getProfileImageUploadUrl] as const;
