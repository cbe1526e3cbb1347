import { clientAddress, headerValue } from '../../../lambdas/http/client-address';
import { apiEvent } from '../factories';

const event = (headers: Record<string, string>, sourceIp?: string) =>
  apiEvent({ method: 'POST', path: 'pjcontactus/pjcontactus/insert', headers, sourceIp });

describe('clientAddress', () => {
  it('takes the first X-Forwarded-For hop (CloudFront puts the viewer there), any header case', () => {
    expect(clientAddress(event({ 'X-Forwarded-For': '203.0.113.9, 70.132.1.1' }))).toBe('203.0.113.9');
    expect(clientAddress(event({ 'x-forwarded-for': ' 2001:db8::1 ' }))).toBe('2001:db8::1');
  });

  it("falls back to the gateway's source address, and to nothing", () => {
    expect(clientAddress(event({}, '192.0.2.4'))).toBe('192.0.2.4');
    const bare = event({});
    (bare.requestContext as { identity?: unknown }).identity = undefined;
    expect(clientAddress(bare)).toBeUndefined();
  });

  it('reads headers case-insensitively', () => {
    expect(headerValue(event({ 'User-Agent': 'tests' }), 'user-agent')).toBe('tests');
    expect(headerValue(event({}), 'user-agent')).toBeUndefined();
  });
});
