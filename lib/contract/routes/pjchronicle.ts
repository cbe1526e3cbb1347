/** The routes of the pjchronicle service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import '../zod-locale';
import * as z from 'zod/mini';
import { route, CALLER_UUID } from './shared';
import * as f from '../rules';
import { LIMITS, PAGE_SIZES } from '../constants';

export const listChroniclePosts = route({
  name: 'listChroniclePosts',
  method: 'GET',
  path: 'pjchronicle/pjchroniclegetpost',
  auth: 'cognito',
  query: () =>
    z.object({
      limit: z._default(f.integer().check(z.gte(1), z.lte(PAGE_SIZES.max)), PAGE_SIZES.chronicle),
      offset: f.offset(),
    }),
  source: '000',
  summary: 'A page of the chronicle feed (data[]).',
});

export const getChronicleUploadUrl = route({
  name: 'getChronicleUploadUrl',
  method: 'POST',
  path: 'pjchronicle/pjchronicleaddmedia',
  auth: 'cognito',
  body: () =>
    z.object({
      fileName: z.string().check(z.minLength(1), z.maxLength(200)),
      fileType: z.enum([
        'image/jpeg',
        'image/png',
        'image/gif',
        'video/mp4',
        'video/quicktime',
        'video/webm',
      ]),
    }),
  source: '000',
  summary: 'A presigned PUT address ({url}) for chronicle media.',
});

export const createChroniclePost = route({
  name: 'createChroniclePost',
  method: 'POST',
  path: 'pjchronicle/pjchroniclecreatepost',
  auth: 'cognito',
  body: () =>
    z
      .object({
        uuid: f.uuid(),
        message: z._default(z.string().check(z.maxLength(LIMITS.chronicleMessageMax)), ''),
        mediaURL: z._default(z.nullable(z.string().check(z.maxLength(1000))), null),
        mentioned: z._default(z.array(f.username()).check(z.maxLength(50)), []),
      })
      .check(
        z.refine((p) => p.message.trim().length > 0 || Boolean(p.mediaURL), {
          message: 'a post needs media or text',
          path: ['message'],
        }),
      ),
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
    z.object({
      uuid: f.uuid(),
      chronicleId: z.string().check(z.minLength(1), z.maxLength(100)),
      chronicleCommentId: z.union([z.literal(0), z.string().check(z.minLength(1), z.maxLength(100))]),
    }),
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
    z.object({
      uuid: f.uuid(),
      chronicleId: z.string().check(z.minLength(1), z.maxLength(100)),
      message: z.string().check(z.maxLength(LIMITS.chronicleMessageMax)),
      replyToChronicleId: z._default(z.nullable(z.string().check(z.maxLength(100))), null),
    }),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Comment on a post, or reply to a comment.',
});

/** Every route pjchronicle serves, in manifest order. */
export const routes = [
  listChroniclePosts,
  getChronicleUploadUrl,
  createChroniclePost,
  likeChronicle,
  commentOnChronicle,
] as const;
