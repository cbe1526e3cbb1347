import { App, RemovalPolicy } from 'aws-cdk-lib';
import { CONTEXT, readSettings } from '../../../lib/aws/settings';

const settingsFor = (context: Record<string, unknown>) => readSettings(new App({ context }).node);

describe('readSettings', () => {
  it('defaults to prod, which retains data', () => {
    const settings = settingsFor({});

    expect(settings).toMatchObject({
      stage: 'prod',
      isProd: true,
      removalPolicy: RemovalPolicy.RETAIN,
      logLevel: 'INFO',
    });
    expect(settings.siteDomain).toBeUndefined();
    expect(settings.cspSources).toEqual({});
  });

  it('lets other stages clean up after themselves', () => {
    expect(settingsFor({ [CONTEXT.stage]: 'dev' })).toMatchObject({
      stage: 'dev',
      isProd: false,
      removalPolicy: RemovalPolicy.DESTROY,
    });
  });

  it.each(['Prod', 'prod_1', '', 'a-very-long-stage-name'])('refuses the stage name %j', (stage) => {
    if (stage === '') {
      expect(settingsFor({ [CONTEXT.stage]: stage }).stage).toBe('prod');
      return;
    }
    expect(() => settingsFor({ [CONTEXT.stage]: stage })).toThrow(/playjoin:stage/);
  });

  it('takes a custom domain only together with a us-east-1 certificate', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';

    expect(
      settingsFor({ [CONTEXT.siteDomain]: 'www.example.com', [CONTEXT.siteCertificateArn]: certificateArn })
        .siteDomain,
    ).toEqual({
      domainName: 'www.example.com',
      certificateArn,
    });
    expect(() => settingsFor({ [CONTEXT.siteDomain]: 'www.example.com' })).toThrow(/go together/);
    expect(() =>
      settingsFor({
        [CONTEXT.siteDomain]: 'www.example.com',
        [CONTEXT.siteCertificateArn]: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc',
      }),
    ).toThrow(/us-east-1/);
  });

  it('reads extra CSP sources from JSON (as -c passes them) and refuses unknown directives or schemes', () => {
    expect(
      settingsFor({ [CONTEXT.cspSources]: '{"connect-src":["https://errors.example.com"]}' }).cspSources,
    ).toEqual({
      'connect-src': ['https://errors.example.com'],
    });
    expect(() => settingsFor({ [CONTEXT.cspSources]: { 'frame-src': ['https://x.example'] } })).toThrow(
      /unsupported/,
    );
    expect(() => settingsFor({ [CONTEXT.cspSources]: { 'connect-src': ['http://x.example'] } })).toThrow(
      /https/,
    );
  });

  it('refuses an unknown log level', () => {
    expect(settingsFor({ [CONTEXT.logLevel]: 'debug' }).logLevel).toBe('DEBUG');
    expect(() => settingsFor({ [CONTEXT.logLevel]: 'LOUD' })).toThrow(/playjoin:logLevel/);
  });
});
