/**
 * Infrastructure settings that the CDK stack (lib/aws) and the local twin (lib/local) must share:
 * the Cognito user pool and its web app client, the table stream's event-source mapping and the media
 * bucket's browser-upload CORS rule. Plain data in the services' own terms (no aws-cdk-lib import, so
 * the twin and the handlers can load it); each side maps it onto its own API. Durations carry their
 * unit in the name.
 */
import { LIMITS } from './constants';

/** The user pool (001 §2, §4, §5). */
export const USER_POOL = {
  /** users sign in with their email; Cognito generates the username (the `sub`) */
  usernameAttributes: ['email'],
  usernameCaseSensitive: false,
  selfSignUp: true,
  /** the email is verified by a code at sign-up */
  autoVerifiedAttributes: ['email'],
  /** a changed email stays unverified, and the old one in use, until its code confirms it */
  keepOriginalUntilVerified: ['email'],
  /** 001 §5: the code is exactly six digits, which is what Cognito sends */
  verificationEmail: {
    subject: 'Your PlayJoin verification code',
    message: 'Your PlayJoin verification code is {####}',
  },
  /** accounts are recovered through the verified email only */
  accountRecovery: 'verified_email',
  /**
   * 001 §5: 7 to 15 characters, at least one digit and one of ! @ # $ % ^ & *. Cognito can express the
   * minimum and the "one digit, one symbol" parts only; the 15-character maximum and the narrower
   * symbol set are the handlers' schema (lib/contract/schemas.ts), checked before any Cognito call.
   */
  passwordPolicy: {
    minLength: LIMITS.passwordMin,
    requireDigits: true,
    requireSymbols: true,
    requireLowercase: false,
    requireUppercase: false,
    temporaryPasswordValidityDays: 3,
  },
  mfa: 'OFF',
} as const;

/**
 * The SPA's app client. ID and access tokens live 5 minutes (Cognito's minimum): signing out,
 * changing the password and deactivating must end access within 5 minutes (issue 3); the SPA keeps
 * its session alive with the 30-day refresh token, which global sign-out and disabling revoke.
 */
export const USER_POOL_CLIENT = {
  generateSecret: false,
  /** USER_PASSWORD_AUTH for the login call, SRP for Amplify; refresh-token auth is always allowed */
  authFlows: { userPassword: true, userSrp: true, adminUserPassword: false, custom: false },
  tokenValidity: { idTokenMinutes: 5, accessTokenMinutes: 5, refreshTokenDays: 30 },
  preventUserExistenceErrors: true,
  enableTokenRevocation: true,
} as const;

/**
 * The table stream → stream handler mapping: failed batches are split to isolate the bad record,
 * retried a bounded number of times, then sent to the failure destination; a handler that answers
 * batchItemFailures retries from the first failed record only.
 */
export const STREAM_EVENT_SOURCE = {
  startingPosition: 'LATEST',
  batchSize: 100,
  maxBatchingWindowSeconds: 1,
  retryAttempts: 3,
  bisectBatchOnError: true,
  maxRecordAgeHours: 6,
  reportBatchItemFailures: true,
  /** the stream handler's own Lambda timeout */
  functionTimeoutSeconds: 60,
} as const;

/** Browsers PUT presigned uploads straight to the media bucket from the site's origin (000 §7). */
export const MEDIA_UPLOAD_CORS = {
  allowedMethods: ['PUT'],
  allowedHeaders: ['*'],
  exposedHeaders: ['ETag'],
  maxAgeSeconds: 3000,
} as const;

/**
 * Where presigned uploads land in the media bucket: under `uploads/`, which nothing serves (the site
 * serves `media/` only) and which expires. `checking` holds an upload while it is checked, out of its
 * presigned address's reach (lambdas/media/uploads.ts), before it is published under `media/`.
 */
export const UPLOAD_FOLDERS = {
  profilePictures: 'uploads/userprofileimages',
  checking: 'uploads/checking',
} as const;

/** What every REST and WebSocket handler runs with (see lib/aws/functions.ts for the reasoning). */
export const FUNCTION_RUNTIME = {
  memoryMb: 512,
  /** API Gateway itself gives up at 29 s; Lambda stops a handler after this, and API Gateway answers 502 */
  timeoutSeconds: 10,
} as const;

/**
 * The header CloudFront sets to the viewer's `ip:port` (IPv6 unbracketed), replacing any the viewer
 * sent. The /api behaviour forwards it (lib/aws/website.ts), the twin's gateway sets it from its socket
 * (lib/local/gateway/rest.ts), and it is the handlers' source of the client address
 * (lambdas/http/client-address.ts).
 */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

/** The REST API's own answer compression (API Gateway `minimumCompressionSize`), mirrored by the twin. */
export const REST_API_COMPRESSION = {
  /** answers of at least this many bytes are compressed when the client accepts gzip */
  minBytes: 1024,
} as const;
