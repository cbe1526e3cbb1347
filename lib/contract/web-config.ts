/**
 * The SPA's runtime configuration, served as /config.json next to index.html.
 * On AWS the CDK stack writes it from the stack's outputs; locally the twin serves it.
 * The same web bundle therefore runs in both places.
 */
import './zod-locale';
import * as z from 'zod/mini';

export const WEB_CONFIG_PATH = '/config.json';

export const webConfigSchema = z.object({
  /** AWS region of the user pool */
  region: z.string().check(z.minLength(1)),
  /** base of every REST call, without a trailing slash: `${apiUrl}/pjgame/pjgame` */
  apiUrl: z.url(),
  /** WebSocket address of the game chat API */
  gameChatSocketUrl: z.string().check(z.regex(/^wss?:\/\//)),
  /** WebSocket address of the direct-message API */
  messagesSocketUrl: z.string().check(z.regex(/^wss?:\/\//)),
  /** the shared key public-profile calls send as `x-api-key` (000 §6); public by design, throttled by a usage plan */
  publicApiKey: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** set only by the local twin: where its Cognito emulator answers */
  userPoolEndpoint: z.optional(z.url()),
  /** where media objects (`media/...` keys) are served: profile images, game covers, flags, chronicle media */
  mediaBaseUrl: z.url(),
});

export type WebConfig = z.infer<typeof webConfigSchema>;
