import { clientAddress, headerValue, viewerIp } from '../../../lambdas/http/client-address';
import { apiEvent } from '../factories';

const event = (headers: Record<string, string>, sourceIp?: string) =>
  apiEvent({ method: 'POST', path: 'pjcontactus/pjcontactus/insert', headers, sourceIp });

describe('clientAddress', () => {
  it('takes the viewer address CloudFront sets, without its port, any header case', () => {
    expect(clientAddress(event({ 'CloudFront-Viewer-Address': '203.0.113.9:46532' }, '70.132.1.1'))).toBe(
      '203.0.113.9',
    );
    expect(clientAddress(event({ 'cloudfront-viewer-address': '2001:db8::8a2e:370:7334:443' }))).toBe(
      '2001:db8::8a2e:370:7334',
    );
  });

  it('never reads X-Forwarded-For, which the client writes itself', () => {
    expect(clientAddress(event({ 'X-Forwarded-For': '203.0.113.9, 70.132.1.1' }, '192.0.2.4'))).toBe(
      '192.0.2.4',
    );
    expect(
      clientAddress(
        event(
          { 'X-Forwarded-For': '198.51.100.66', 'CloudFront-Viewer-Address': '203.0.113.9:1024' },
          '70.132.1.1',
        ),
      ),
    ).toBe('203.0.113.9');
  });

  it("falls back to the gateway's source address when the viewer header is absent or not an address", () => {
    expect(clientAddress(event({}, '192.0.2.4'))).toBe('192.0.2.4');
    expect(clientAddress(event({ 'CloudFront-Viewer-Address': 'anything-at-all' }, '192.0.2.4'))).toBe(
      '192.0.2.4',
    );
    const bare = event({});
    (bare.requestContext as { identity?: unknown }).identity = undefined;
    expect(clientAddress(bare)).toBeUndefined();
  });

  it('reads headers case-insensitively', () => {
    expect(headerValue(event({ 'User-Agent': 'tests' }), 'user-agent')).toBe('tests');
    expect(headerValue(event({}), 'user-agent')).toBeUndefined();
  });
});

describe('viewerIp', () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:db8::1:443', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    [' 192.0.2.1:0 ', '192.0.2.1'],
  ])('reads %s as %s', (value, ip) => {
    expect(viewerIp(value)).toBe(ip);
  });

  it.each(['198.51.100.10', '198.51.100.10:', 'host.example:443', ':443', '300.1.1.1:80', ''])(
    'refuses %j',
    (value) => {
      expect(viewerIp(value)).toBeUndefined();
    },
  );
});
