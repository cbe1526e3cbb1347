import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { securityHeaders, type CspSources } from '../../../lib/contract/security-headers';
import { API_PREFIX_FUNCTION, securityHeadersConfig, SPA_FALLBACK_FUNCTION } from '../../../lib/aws/website';
import { headersOfPolicy } from './synth';

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

describe('security headers', () => {
  const endpoints = {
    sockets: [
      'wss://chat.execute-api.eu-west-1.amazonaws.com',
      'wss://dm.execute-api.eu-west-1.amazonaws.com',
    ],
    identity: 'https://cognito-idp.eu-west-1.amazonaws.com',
    uploads: 'https://playjoin-prod-media.s3.eu-west-1.amazonaws.com',
  };

  /** The policy CloudFormation would get for these endpoints and extras, as a browser receives it. */
  function policyHeaders(extra: CspSources) {
    const stack = new Stack(new App(), 'Headers');
    const policy = new cloudfront.ResponseHeadersPolicy(
      stack,
      'Policy',
      securityHeadersConfig(endpoints, extra),
    );
    const config =
      Template.fromStack(stack).toJSON().Resources[
        stack.getLogicalId(policy.node.defaultChild as cloudfront.CfnResponseHeadersPolicy)
      ].Properties.ResponseHeadersPolicyConfig;
    return headersOfPolicy(config);
  }

  it('are the shared definition, over https: every header, HSTS and upgrade-insecure-requests included', () => {
    const headers = policyHeaders({});

    expect(headers).toEqual(securityHeaders({ endpoints, secureTransport: true }));
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['Content-Security-Policy']).toMatch(/; upgrade-insecure-requests$/);
  });

  it('add the deployment’s extra sources to their directive', () => {
    const extra = {
      'connect-src': ['https://errors.example.com'],
      'script-src': ['https://tags.example.com'],
    };

    expect(policyHeaders(extra)).toEqual(securityHeaders({ endpoints, extra, secureTransport: true }));
  });
});
