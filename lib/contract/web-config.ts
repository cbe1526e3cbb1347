/**
 * The SPA's runtime configuration, served as /config.json next to index.html.
 * On AWS the CDK stack writes it from the stack's outputs; locally the twin serves it.
 * The same web bundle therefore runs in both places.
 */
import * as v from 'valibot';

export const WEB_CONFIG_PATH = '/config.json';
/** How the SPA fetches it: never a stale copy (a deployment changes it in place). */
export const WEB_CONFIG_REQUEST = { headers: { accept: 'application/json' }, cache: 'no-cache' } as const;
/**
 * Where index.html's route preload leaves its early fetch of the config (a `Promise<Response>` on
 * `window`), for pages that call the API: started before the main chunk has downloaded, and taken
 * once by the SPA's config loader (web/src/lib/config.ts) instead of fetching after start-up.
 */
export const EARLY_CONFIG_GLOBAL = '__playjoinConfig';

export const webConfigSchema = v.object({
  /** AWS region of the user pool */
  region: v.pipe(v.string(), v.minLength(1)),
  /** base of every REST call, without a trailing slash: `${apiUrl}/pjgame/pjgame` */
  apiUrl: v.pipe(v.string(), v.url()),
  /** WebSocket address of the game chat API */
  gameChatSocketUrl: v.pipe(v.string(), v.regex(/^wss?:\/\//)),
  /** WebSocket address of the direct-message API */
  messagesSocketUrl: v.pipe(v.string(), v.regex(/^wss?:\/\//)),
  /** the shared key public-profile calls send as `x-api-key` (000 §6); public by design, throttled by a usage plan */
  publicApiKey: v.pipe(v.string(), v.minLength(1)),
  userPoolId: v.pipe(v.string(), v.minLength(1)),
  userPoolClientId: v.pipe(v.string(), v.minLength(1)),
  /** set only by the local twin: where its Cognito emulator answers */
  userPoolEndpoint: v.optional(v.pipe(v.string(), v.url())),
  /** where media objects (`media/...` keys) are served: profile images, game covers, flags, chronicle media */
  mediaBaseUrl: v.pipe(v.string(), v.url()),
});

export type WebConfig = v.InferOutput<typeof webConfigSchema>;
