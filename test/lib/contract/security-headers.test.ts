import {
  contentSecurityPolicy,
  CSP_BASE,
  securityHeaders,
  type SiteEndpoints,
} from '../../../lib/contract/security-headers';

const AWS_ENDPOINTS: SiteEndpoints = {
  sockets: ['wss://chat.execute-api.eu-west-1.amazonaws.com', 'wss://dm.execute-api.eu-west-1.amazonaws.com'],
  identity: 'https://cognito-idp.eu-west-1.amazonaws.com',
  uploads: 'https://playjoin-prod-media.s3.eu-west-1.amazonaws.com',
};

const TWIN_ENDPOINTS: SiteEndpoints = {
  sockets: ['ws://localhost:3000', 'ws://localhost:3000'],
  identity: 'http://localhost:3000',
  uploads: 'http://127.0.0.1:41234',
};

describe('contentSecurityPolicy', () => {
  it('allows this origin, blob: picture previews and the endpoints, and forbids framing, plugins and foreign forms', () => {
    const csp = contentSecurityPolicy({ endpoints: AWS_ENDPOINTS, secureTransport: true });

    expect(csp.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' blob:",
      "connect-src 'self' wss://chat.execute-api.eu-west-1.amazonaws.com wss://dm.execute-api.eu-west-1.amazonaws.com " +
        'https://cognito-idp.eu-west-1.amazonaws.com https://playjoin-prod-media.s3.eu-west-1.amazonaws.com',
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      'upgrade-insecure-requests',
    ]);
  });

  it('never allows inline or evaluated script, nor data: anywhere', () => {
    const csp = contentSecurityPolicy({ endpoints: AWS_ENDPOINTS, secureTransport: true });

    expect(csp).not.toMatch(/'unsafe-eval'|data:/);
    expect(CSP_BASE['script-src']).toEqual(["'self'"]);
  });

  it('adds extra sources to their directive only, starting from self where the base has none', () => {
    const csp = contentSecurityPolicy({
      endpoints: AWS_ENDPOINTS,
      extra: {
        'connect-src': ['https://errors.example.com'],
        'script-src': ['https://tags.example.com'],
        'font-src': ['https://fonts.example.com'],
      },
      secureTransport: true,
    });

    expect(csp).toContain(
      ' https://playjoin-prod-media.s3.eu-west-1.amazonaws.com https://errors.example.com;',
    );
    expect(csp).toContain("script-src 'self' https://tags.example.com;");
    expect(csp).toContain("font-src 'self' https://fonts.example.com;");
    expect(csp).toContain("img-src 'self' blob:;");
  });

  it('over plain http (the twin): lists a shared origin once and does not upgrade requests', () => {
    const csp = contentSecurityPolicy({ endpoints: TWIN_ENDPOINTS, secureTransport: false });

    expect(csp).toContain(
      "connect-src 'self' ws://localhost:3000 http://localhost:3000 http://127.0.0.1:41234;",
    );
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('securityHeaders', () => {
  it('over https: the CSP, nosniff, DENY, the referrer and permissions policies, and two years of HSTS', () => {
    expect(securityHeaders({ endpoints: AWS_ENDPOINTS, secureTransport: true })).toEqual({
      'Content-Security-Policy': contentSecurityPolicy({ endpoints: AWS_ENDPOINTS, secureTransport: true }),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
  });

  it('over plain http: the same without HSTS', () => {
    const https = securityHeaders({ endpoints: TWIN_ENDPOINTS, secureTransport: true });
    const http = securityHeaders({ endpoints: TWIN_ENDPOINTS, secureTransport: false });

    const { 'Strict-Transport-Security': _hsts, 'Content-Security-Policy': _csp, ...rest } = https;
    expect(http).toEqual({
      ...rest,
      'Content-Security-Policy': contentSecurityPolicy({ endpoints: TWIN_ENDPOINTS, secureTransport: false }),
    });
  });
});
