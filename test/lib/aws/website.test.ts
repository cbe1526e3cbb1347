import { API_PREFIX_FUNCTION, contentSecurityPolicy, SPA_FALLBACK_FUNCTION } from '../../../lib/aws/website';

type Handler = (event: { request: { uri: string } }) => { uri: string };

/** Loads a CloudFront Function's source as CloudFront would run it: a global `handler`. */
function load(source: string): Handler {
  return new Function(`${source}\nreturn handler;`)() as Handler;
}

describe('SPA fallback function', () => {
  const handler = load(SPA_FALLBACK_FUNCTION);

  it.each([
    ['/', '/index.html'],
    ['/home', '/index.html'],
    ['/profile/demo_gamer', '/index.html'],
    ['/settings/', '/index.html'],
  ])('serves the client route %s from %s', (uri, expected) => {
    expect(handler({ request: { uri } }).uri).toBe(expected);
  });

  it.each(['/config.json', '/assets/main-ABC123.js', '/favicon.svg', '/images/default-profile.svg'])(
    'leaves the file %s alone',
    (uri) => {
      expect(handler({ request: { uri } }).uri).toBe(uri);
    },
  );
});

describe('API prefix function', () => {
  const handler = load(API_PREFIX_FUNCTION);

  it('strips /api so the origin path adds the stage: /api/pjgame/pjgame → /pjgame/pjgame', () => {
    expect(handler({ request: { uri: '/api/pjgame/pjgame' } }).uri).toBe('/pjgame/pjgame');
    expect(handler({ request: { uri: '/api/pjusermatches/percentmatch/top' } }).uri).toBe(
      '/pjusermatches/percentmatch/top',
    );
  });

  it('never sends an empty path', () => {
    expect(handler({ request: { uri: '/api' } }).uri).toBe('/');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only this origin by default and forbids framing, plugins and foreign forms', () => {
    const csp = contentSecurityPolicy({});

    expect(csp.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      'upgrade-insecure-requests',
    ]);
  });

  it('adds extra sources to their directive only', () => {
    const csp = contentSecurityPolicy({
      'connect-src': ['wss://abc.execute-api.eu-west-1.amazonaws.com', 'https://errors.example.com'],
      'script-src': ['https://tags.example.com'],
    });

    expect(csp).toContain(
      "connect-src 'self' wss://abc.execute-api.eu-west-1.amazonaws.com https://errors.example.com;",
    );
    expect(csp).toContain("script-src 'self' https://tags.example.com;");
    expect(csp).toContain("img-src 'self' data: blob:;");
  });
});
