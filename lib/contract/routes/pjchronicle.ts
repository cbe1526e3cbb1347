/** The routes of the pjchronicle service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, CALLER_UUID } from './shared';
import * as r from '../responses';
import * as f from '../rules';
import { LIMITS, PAGE_SIZES } from '../constants';

export const listChroniclePosts = route({
  name: 'listChroniclePosts',
  method: 'GET',
  path: 'pjchronicle/pjchroniclegetpost',
  auth: 'cognito',
  query: () =>
    v.object({
      limit: v.optional(v.pipe(f.integer(), v.minValue(1), v.maxValue(PAGE_SIZES.max)), PAGE_SIZES.chronicle),
      // the feed reads one range of positions whatever the offset (docs/data-model.md R1), so its
      // offset may go deeper than other lists'
      offset: v.optional(v.pipe(f.integer(), v.minValue(0), v.maxValue(PAGE_SIZES.chronicleMaxOffset)), 0),
    }),
  response: () => r.chroniclePage(),
  source: '000',
  summary: 'A page of the chronicle feed (data[]).',
});

export const getChronicleUploadUrl = route({
  name: 'getChronicleUploadUrl',
  method: 'POST',
  path: 'pjchronicle/pjchronicleaddmedia',
  auth: 'cognito',
  body: () =>
    v.object({
      fileName: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
      fileType: v.picklist([
        'image/jpeg',
        'image/png',
        'image/gif',
        'video/mp4',
        'video/quicktime',
        'video/webm',
      ]),
      /** ours: the file's size, signed into the address so S3 takes exactly that many bytes (at most 50 MB) */
      fileSize: v.pipe(f.integer(), v.minValue(1), v.maxValue(LIMITS.chronicleMediaMaxBytes)),
    }),
  response: () => r.uploadAddress(),
  source: '000',
  summary: 'A presigned PUT address ({url}) for chronicle media.',
});

export const createChroniclePost = route({
  name: 'createChroniclePost',
  method: 'POST',
  path: 'pjchronicle/pjchroniclecreatepost',
  auth: 'cognito',
  body: () =>
    v.pipe(
      v.object({
        uuid: f.uuid(),
        message: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.chronicleMessageMax)), ''),
        mediaURL: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000))), null),
        mentioned: v.optional(v.pipe(v.array(f.username()), v.maxLength(50)), []),
      }),
      v.forward(
        v.check((p) => p.message.trim().length > 0 || Boolean(p.mediaURL), 'a post needs media or text'),
        ['message'],
      ),
    ),
  response: () => r.chroniclePost(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Create a chronicle post.',
});

export const likeChronicle = route({
  name: 'likeChronicle',
  method: 'POST',
  path: 'pjchronicle/pjchronicleaddlikes',
  auth: 'cognito',
  body: () =>
    v.object({
      uuid: f.uuid(),
      chronicleId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
      chronicleCommentId: v.union([v.literal(0), v.pipe(v.string(), v.minLength(1), v.maxLength(100))]),
    }),
  response: () => r.likeToggled(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Toggle a like on a post (chronicleCommentId 0) or a comment.',
});

export const commentOnChronicle = route({
  name: 'commentOnChronicle',
  method: 'POST',
  path: 'pjchronicle/pjchronicleaddcomment',
  auth: 'cognito',
  body: () =>
    v.object({
      uuid: f.uuid(),
      chronicleId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
      message: v.pipe(v.string(), v.maxLength(LIMITS.chronicleMessageMax)),
      replyToChronicleId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100))), null),
    }),
  response: () => r.chronicleComment(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Comment on a post, or reply to a comment.',
});

export const listChronicleComments = route({
  name: 'listChronicleComments',
  method: 'GET',
  path: 'pjchronicle/pjchroniclegetcomments',
  auth: 'cognito',
  query: () =>
    v.object({
      chronicleId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    }),
  response: () => r.chronicleThread(),
  source: 'ours',
  summary: `A post's comments as a tree, oldest first: its first ${PAGE_SIZES.chronicleThread} (the feed carries only the first ${PAGE_SIZES.chronicleFeedComments} of each post).`,
});

/** Every route pjchronicle serves, in manifest order. */
export const routes = [
  listChroniclePosts,
  getChronicleUploadUrl,
  createChroniclePost,
  likeChronicle,
  commentOnChronicle,
  listChronicleComments,
] as const;
