/**
 * What each handler may touch beyond its own logs, in one table so least privilege is reviewable at a
 * glance. Services are the manifest's (first path segment); a name here that the manifest lacks fails
 * the synth, so this list cannot drift from lib/contract.
 */
import { routes, serviceOf } from '../contract';
import { UPLOAD_FOLDERS } from '../contract/infrastructure';
import { MEDIA_PREFIX, UPLOADS_PREFIX } from './storage';

export interface HandlerAccess {
  /** DynamoDB data-plane access to the one table */
  table: 'read' | 'readWrite';
  /** media key prefixes the handler may presign PUT uploads for */
  mediaUploadPrefixes: readonly string[];
  /** media key prefixes whose uploaded objects the handler checks (read) and refuses (delete) */
  mediaCheckPrefixes: readonly string[];
  /** media key prefixes the handler publishes checked uploads into (CopyObject: PutObject on the copy) */
  mediaPublishPrefixes: readonly string[];
  /** Cognito actions that need IAM (the `Admin*` and `ListUsers` APIs), on the PlayJoin pool only */
  cognitoActions: readonly string[];
}

/** Every REST service of the manifest, in manifest order. */
export function manifestServices(): string[] {
  return [...new Set(routes.map((route) => serviceOf(route.path)))];
}

/** Where an upload is held while it is checked (lambdas/media/uploads.ts). */
const CHECKING_PREFIX = `${UPLOAD_FOLDERS.checking}/`;
const PICTURE_UPLOADS_PREFIX = `${UPLOAD_FOLDERS.profilePictures}/`;

/** Upload services: the presigned PUT is signed with the function's role, so the role needs the PutObject. */
export const MEDIA_UPLOADS: Readonly<Record<string, readonly string[]>> = {
  // GET pjuserimages/pjuserimages: profile image upload address (000 §7)
  // (into the uploads area: nothing there is served until a picture call checks and publishes it)
  pjuserimages: [PICTURE_UPLOADS_PREFIX],
  // POST pjchronicle/pjchronicleaddmedia: chronicle media upload address (000 §7)
  // (into the uploads area: nothing there is served until a post checks and publishes it)
  pjchronicle: [`${UPLOADS_PREFIX}chronicle/`],
};

/**
 * Services that check an uploaded object before it becomes a picture (lambdas/media/picture-check.ts):
 * they read its size and first bytes and delete it when it is not an allowed image.
 */
export const MEDIA_CHECKS: Readonly<Record<string, readonly string[]>> = {
  // POST pjusersettings/pjusersettings/image: the profile editor's picture (000 §7)
  // (each upload is first copied to uploads/checking/, out of its address's reach, and checked there)
  pjusersettings: [PICTURE_UPLOADS_PREFIX, CHECKING_PREFIX],
  // POST pjuser/user/create: the signup picture (001 §7)
  pjuser: [PICTURE_UPLOADS_PREFIX, CHECKING_PREFIX],
  // POST pjchronicle/pjchroniclecreatepost: the post's media, read from the uploads area, then removed
  pjchronicle: [`${UPLOADS_PREFIX}chronicle/`, CHECKING_PREFIX],
};

/**
 * Services that publish a checked upload into the served media (CopyObject reads the source, granted
 * by MEDIA_CHECKS, and writes the copy: PutObject here).
 */
export const MEDIA_PUBLISHES: Readonly<Record<string, readonly string[]>> = {
  // POST pjchronicle/pjchroniclecreatepost: media/chronicle/<postId>.<ext> (and the held copy)
  pjchronicle: [`${MEDIA_PREFIX}chronicle/`, CHECKING_PREFIX],
  // the picture calls: media/userprofileimages/<uuid>-<id>.<ext> (and the held copy)
  pjusersettings: [`${MEDIA_PREFIX}userprofileimages/`, CHECKING_PREFIX],
  pjuser: [`${MEDIA_PREFIX}userprofileimages/`, CHECKING_PREFIX],
};

/**
 * The account services and the Cognito APIs they call that are IAM-authorised. Sign-up, code
 * confirmation and resend, forgot/confirm password, change password and USER_PASSWORD_AUTH sign-in are
 * public Cognito APIs (authorised by the app client or the user's own token) and need no grant.
 */
export const COGNITO_ADMIN_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  // verify: the existence check tells unverified and disabled accounts without a profile apart (001 §4)
  pjuser: ['cognito-idp:AdminGetUser'],
  // a password change or reset ends the user's other sessions (a reset finds the user's sub first)
  pjuserpassword: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminUserGlobalSignOut'],
  // sign-out (global sign-out); a username change lives in the table only (nothing reads Cognito's
  // preferred_username), so it needs no Cognito grant
  pjuseradmin: ['cognito-idp:AdminUserGlobalSignOut'],
  // deactivation (001 §4): disable the user and revoke every session
  pjactivestatus: ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminUserGlobalSignOut'],
};

// No REST service reaches the WebSocket APIs' management endpoint: when sign-out, a password change
// or reset, or deactivation ends a user's sessions, the table's stream processor closes their
// connections (lambdas/streams/index.ts), and it alone holds ManageConnections on both APIs besides
// the socket action handlers (playjoin-stack.ts, sockets.ts).

/**
 * Table access follows HTTP semantics: a service whose every route is a GET only reads; any POST makes
 * it read-write. GET handlers must therefore never write (the twin has no IAM and would not notice).
 */
export function tableAccessOf(service: string): HandlerAccess['table'] {
  const methods = routes.filter((route) => serviceOf(route.path) === service).map((route) => route.method);
  if (methods.length === 0) throw new Error(`service ${service} has no route in the manifest`);
  return methods.every((method) => method === 'GET') ? 'read' : 'readWrite';
}

export function serviceAccess(service: string): HandlerAccess {
  return {
    table: tableAccessOf(service),
    mediaUploadPrefixes: MEDIA_UPLOADS[service] ?? [],
    mediaCheckPrefixes: MEDIA_CHECKS[service] ?? [],
    mediaPublishPrefixes: MEDIA_PUBLISHES[service] ?? [],
    cognitoActions: COGNITO_ADMIN_ACTIONS[service] ?? [],
  };
}

/** Throws when an access table names a service the manifest does not have. */
export function assertAccessTablesMatchManifest(): void {
  const services = new Set(manifestServices());
  for (const [table, entries] of Object.entries({
    MEDIA_UPLOADS,
    MEDIA_CHECKS,
    MEDIA_PUBLISHES,
    COGNITO_ADMIN_ACTIONS,
  })) {
    for (const service of Object.keys(entries)) {
      if (!services.has(service))
        throw new Error(`${table} names ${service}, which no manifest route serves`);
    }
  }
}
