/**
 * The twin's one HTTP server (see the "Local twin URLs" table in the conventions):
 *   /api/<path>                  REST (rest.ts)
 *   /ws/<api>                    WebSocket APIs, and /ws/<api>/@connections/<id> (websocket.ts)
 *   /media/<key>                 media objects from the S3 emulator (media.ts)
 *   /cognito                     the Cognito emulator behind its shim
 *   /config.json                 the SPA's runtime configuration
 *   /_local/mailbox[.json]       codes Cognito would have emailed; /_local/status the twin's state
 *   everything else              the built SPA (static-site.ts)
 * The answers CloudFront serves on AWS (the SPA, /config.json, /api, /media) carry the site's security
 * headers, as its response headers policy adds them (lib/contract/security-headers.ts, localSecurityHeaders).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import * as v from 'valibot';
import type { RouteDefinition, WebConfig } from '../../contract';
import { routes as manifestRoutes, WEB_CONFIG_PATH, webConfigSchema } from '../../contract';
import { securityHeaders } from '../../contract/security-headers';
import type { HandlerSource } from '../lambda';
import type { TwinLog } from '../log';
import type { Mailbox } from '../mailbox';
import { renderMailboxPage } from '../mailbox';
import { TWIN_HOST } from '../settings';
import { mediaProxy } from './media';
import { createRestApi } from './rest';
import { staticSite } from './static-site';
import { WebSocketGateway } from './websocket';

export const API_PREFIX = '/api';
export const COGNITO_PREFIX = '/cognito';
export const REST_STAGE = 'local';

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

export interface GatewayOptions {
  port: number;
  host?: string;
  handlers: HandlerSource;
  /** defaults to the contract's manifest */
  routes?: readonly RouteDefinition[];
  apiKey: string;
  webConfig: WebConfig;
  /** the built SPA (dist/web) */
  webRoot: string;
  /** the Cognito emulator's request handler, mounted at /cognito */
  cognito?: Listener;
  mailbox?: Mailbox;
  /** the S3 emulator (without checksum front) and the media bucket */
  media?: { endpoint: string; bucket: string };
  /** the origin presigned uploads go to (the S3 emulator), for the CSP's connect-src; default the site's */
  uploadOrigin?: string;
  /** the twin's state for /_local/status */
  status?: () => unknown;
  log: TwinLog;
  /** idle timeout of WebSocket connections (API Gateway: 10 minutes) */
  socketIdleTimeoutMs?: number;
  /** the REST handlers' Lambda timeout (the stack's: 10 s) */
  functionTimeoutMs?: number;
}

export interface Gateway {
  url: string;
  port: number;
  sockets: WebSocketGateway;
  stop(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const domainName = `localhost:${options.port}`;
  const webConfig = JSON.stringify(v.parse(webConfigSchema, options.webConfig));
  const rest = createRestApi({
    routes: options.routes ?? manifestRoutes,
    handlers: options.handlers,
    apiKey: options.apiKey,
    stage: REST_STAGE,
    domainName,
    prefix: API_PREFIX,
    log: options.log,
    timeoutMs: options.functionTimeoutMs,
  });
  const sockets = new WebSocketGateway({
    handlers: options.handlers,
    domainName,
    log: options.log,
    idleTimeoutMs: options.socketIdleTimeoutMs,
  });
  const media = options.media ? mediaProxy(options.media.endpoint, options.media.bucket) : undefined;
  const site = staticSite(options.webRoot);
  const local = localPages(options, sockets);
  const edgeHeaders = Object.entries(
    localSecurityHeaders(options.webConfig, options.uploadOrigin ?? `http://${domainName}`),
  );
  const withEdgeHeaders = (response: ServerResponse) => {
    for (const [name, value] of edgeHeaders) response.setHeader(name, value);
  };

  const listener: Listener = (request, response) => {
    const url = request.url ?? '/';
    // Cognito and the twin's own pages are not behind CloudFront on AWS: only the site's answers get them
    if (!url.startsWith(COGNITO_PREFIX) && !url.startsWith('/_local/') && !url.startsWith('/ws/'))
      withEdgeHeaders(response);
    if (
      url.startsWith(API_PREFIX) &&
      (url.length === API_PREFIX.length || url[API_PREFIX.length] === '/' || url[API_PREFIX.length] === '?')
    ) {
      rest(request, response);
    } else if (url.startsWith('/ws/')) {
      if (!sockets.management(request, response)) notFound(response);
    } else if (url.startsWith('/media/')) {
      if (media) media(request, response);
      else notFound(response);
    } else if (
      url.startsWith(COGNITO_PREFIX) &&
      (url.length === COGNITO_PREFIX.length || '/?'.includes(url[COGNITO_PREFIX.length]!))
    ) {
      if (!options.cognito) {
        notFound(response);
        return;
      }
      const rest = url.slice(COGNITO_PREFIX.length);
      request.url = rest.startsWith('/') ? rest : `/${rest}`;
      options.cognito(request, response);
    } else if (url.startsWith('/_local/')) {
      local(request, response, url);
    } else if (url === WEB_CONFIG_PATH || url.startsWith(`${WEB_CONFIG_PATH}?`)) {
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Length': Buffer.byteLength(webConfig),
      });
      response.end(webConfig);
    } else {
      site(request, response);
    }
  };

  const server = createServer(listener);
  server.on('upgrade', (request, socket, head) => {
    if (!sockets.upgrade(request, socket, head)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `port ${options.port} is in use: stop what runs there or start with PORT=<another port>`,
            )
          : error,
      ),
    );
    server.listen(options.port, options.host ?? TWIN_HOST, () => resolve());
  });

  return {
    url: `http://${domainName}`,
    port: options.port,
    sockets,
    stop: async () => {
      await sockets.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/**
 * The site's security headers with the twin's endpoints (the shared definition that CloudFront's
 * policy is built from, lib/aws/website.ts): the sockets and Cognito of the SPA's runtime config, and
 * the S3 emulator that presigned uploads go to. Over plain http, so without HSTS and
 * upgrade-insecure-requests (SecurityHeaderOptions.secureTransport).
 */
export function localSecurityHeaders(webConfig: WebConfig, uploadOrigin: string): Record<string, string> {
  const origin = (address: string) => new URL(address).origin;
  return securityHeaders({
    endpoints: {
      sockets: [origin(webConfig.gameChatSocketUrl), origin(webConfig.messagesSocketUrl)],
      identity: origin(webConfig.userPoolEndpoint ?? webConfig.apiUrl),
      uploads: origin(uploadOrigin),
    },
    secureTransport: false,
  });
}

function notFound(response: ServerResponse): void {
  response
    .writeHead(404, { 'Content-Type': 'application/json' })
    .end(JSON.stringify({ message: 'Not Found' }));
}

function localPages(options: GatewayOptions, sockets: WebSocketGateway) {
  return (request: IncomingMessage, response: ServerResponse, url: string) => {
    const [pathname, search] = url.split('?');
    const json = (body: unknown) => {
      const text = JSON.stringify(body, null, 2);
      response
        .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(text);
    };
    if (pathname === '/_local/mailbox' && options.mailbox) {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(renderMailboxPage(options.mailbox.list()));
    } else if (pathname === '/_local/mailbox.json' && options.mailbox) {
      const to = new URLSearchParams(search ?? '').get('to') ?? undefined;
      json(options.mailbox.list({ to }));
    } else if (pathname === '/_local/status') {
      json({ ...((options.status?.() as object | undefined) ?? {}), connections: sockets.list() });
    } else {
      notFound(response);
    }
  };
}
