/**
 * The security headers of every answer of the site (the SPA, /api, /media), defined once:
 * lib/aws/website.ts builds CloudFront's response headers policy from them and the twin's gateway
 * (lib/local/gateway/server.ts) sends them, each with its own endpoints. Plain data (no aws-cdk-lib),
 * so the twin can load it. The browser journeys fail on any violation of this policy
 * (test/browser/chromium.ts), so a source the SPA needs shows up on the twin before it reaches CloudFront.
 */

/** The directives a deployment may add sources to (context `playjoin:cspSources`, lib/aws/settings.ts). */
export const CSP_EXTENSIBLE_DIRECTIVES = [
  'connect-src',
  'img-src',
  'script-src',
  'style-src',
  'font-src',
  'media-src',
] as const;
export type CspDirective = (typeof CSP_EXTENSIBLE_DIRECTIVES)[number];
/** Extra sources per directive, e.g. an error-reporting host: `{ "connect-src": ["https://o1.ingest.example"] }`. */
export type CspSources = Partial<Record<CspDirective, readonly string[]>>;

/**
 * The policy's fixed part. Each source beyond 'self' is there for a reason the SPA has today; a
 * directive left out falls back to default-src 'self' (fonts: the woff2 files under /assets; videos:
 * chronicle media under /media).
 */
export const CSP_BASE = {
  'default-src': ["'self'"],
  // no inline script anywhere: the build loads even the route preload as a file (scripts/build-web.ts)
  'script-src': ["'self'"],
  // 'unsafe-inline': web/index.html's inline <style> paints the dark background before the stylesheet
  // arrives. React's style props go through the CSSOM, which the CSP does not govern. Styles run no script.
  'style-src': ["'self'", "'unsafe-inline'"],
  // blob: previews of a picture picked for upload, shown before it is sent (signup's picture step, the
  // profile editor); no data: image is used, and media addresses outside /media are refused (web/src/lib/media.ts)
  'img-src': ["'self'", 'blob:'],
  // the deployment's endpoints are added per site (SiteEndpoints)
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // with X-Frame-Options DENY for browsers that predate frame-ancestors: no one frames the site
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/** Where the SPA connects beyond its own origin, as origins (scheme://host[:port], no path). */
export interface SiteEndpoints {
  /** the WebSocket APIs (wss:// on AWS, ws:// on the twin) */
  sockets: readonly string[];
  /** Cognito's API, called by Amplify (https://cognito-idp.<region>.amazonaws.com; the twin's own origin) */
  identity: string;
  /** where the browser PUTs presigned uploads: the media bucket's S3 origin (the twin's S3 emulator) */
  uploads: string;
}

export interface SecurityHeaderOptions {
  endpoints: SiteEndpoints;
  /** the deployment's extra sources per directive */
  extra?: CspSources;
  /**
   * Whether the site is served over https. Only then does the policy say upgrade-insecure-requests and
   * the answers carry Strict-Transport-Security: the twin serves plain http on localhost, where the first
   * would rewrite its ws:// and http:// endpoints to schemes nothing listens on, and the second is ignored
   * by browsers over http anyway.
   */
  secureTransport: boolean;
}

/** The headers besides the CSP, in the terms CloudFront's security headers use. */
export const SECURITY_HEADERS = {
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  /** no screen uses these; a picture is picked with a file input, which needs no camera permission */
  permissionsPolicy: 'camera=(), microphone=(), geolocation=(), payment=()',
  /** two years, subdomains included: what hstspreload.org asks for */
  strictTransportSecurity: { maxAgeSeconds: 2 * 365 * 24 * 60 * 60, includeSubdomains: true },
} as const;

/** The Content-Security-Policy value: the fixed part, the site's endpoints, then the deployment's extras. */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const { endpoints, extra = {} } = options;
  const directives: Record<string, readonly string[]> = { ...CSP_BASE };
  const added: CspSources = {
    ...extra,
    'connect-src': [
      ...endpoints.sockets,
      endpoints.identity,
      endpoints.uploads,
      ...(extra['connect-src'] ?? []),
    ],
  };
  for (const directive of CSP_EXTENSIBLE_DIRECTIVES) {
    const sources = added[directive];
    if (!sources?.length) continue;
    const base = directives[directive] ?? CSP_BASE['default-src'];
    // the twin's endpoints share one origin; a source listed twice says nothing more
    directives[directive] = [...new Set([...base, ...sources])];
  }
  return [
    ...Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`),
    ...(options.secureTransport ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Every security header as a browser receives it: name → value. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const hsts = SECURITY_HEADERS.strictTransportSecurity;
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': SECURITY_HEADERS.contentTypeOptions,
    'X-Frame-Options': SECURITY_HEADERS.frameOptions,
    'Referrer-Policy': SECURITY_HEADERS.referrerPolicy,
    'Permissions-Policy': SECURITY_HEADERS.permissionsPolicy,
    ...(options.secureTransport
      ? {
          'Strict-Transport-Security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? '; includeSubDomains' : ''}`,
        }
      : {}),
  };
}
