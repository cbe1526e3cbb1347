import { App, RemovalPolicy } from 'aws-cdk-lib';
import {
  CONTEXT,
  DEFAULT_MAIL_FROM,
  DEFAULT_STAGE,
  OFFLINE_REGION,
  readSettings,
} from '../../../lib/aws/settings';

const settingsFor = (context: Record<string, unknown>, env: NodeJS.ProcessEnv = {}) =>
  readSettings(new App({ context }).node, env);
const PROD = {
  [CONTEXT.stage]: 'prod',
  [CONTEXT.account]: '123456789012',
  [CONTEXT.region]: 'eu-central-1',
};

describe('readSettings', () => {
  it('targets dev when no stage is named, so a bare cdk diff or deploy never reaches prod', () => {
    const settings = settingsFor(
      {},
      { CDK_DEFAULT_ACCOUNT: '111122223333', CDK_DEFAULT_REGION: 'us-west-2' },
    );

    expect(settings).toMatchObject({
      stage: DEFAULT_STAGE,
      isProd: false,
      removalPolicy: RemovalPolicy.DESTROY,
      logLevel: 'INFO',
      env: { account: '111122223333', region: 'us-west-2' },
    });
    expect(DEFAULT_STAGE).toBe('dev');
    expect(settings.siteDomain).toBeUndefined();
    expect(settings.cspSources).toEqual({});
    expect(settings.mail).toBeUndefined();
  });

  it('synthesises a dev stage offline in a fixed region when none is known', () => {
    expect(settingsFor({}).env).toEqual({ account: undefined, region: OFFLINE_REGION });
  });

  it('deploys prod, which retains data, only to a named account and region', () => {
    expect(
      settingsFor(PROD, { CDK_DEFAULT_ACCOUNT: '111122223333', CDK_DEFAULT_REGION: 'us-west-2' }),
    ).toMatchObject({
      stage: 'prod',
      isProd: true,
      removalPolicy: RemovalPolicy.RETAIN,
      env: { account: '123456789012', region: 'eu-central-1' },
    });
    const credentials = { CDK_DEFAULT_ACCOUNT: '111122223333', CDK_DEFAULT_REGION: 'us-west-2' };
    expect(() => settingsFor({ [CONTEXT.stage]: 'prod' }, credentials)).toThrow(/playjoin:account/);
    expect(() => settingsFor({ ...PROD, [CONTEXT.region]: undefined }, credentials)).toThrow(
      /named account and region/,
    );
    expect(() => settingsFor({ ...PROD, [CONTEXT.account]: '12345' })).toThrow(/12-digit/);
    expect(() => settingsFor({ ...PROD, [CONTEXT.region]: 'Europe' })).toThrow(/AWS region/);
  });

  it('mails through SES in prod (a placeholder sender until configured) and wherever a sender is named', () => {
    expect(settingsFor(PROD).mail).toEqual({ from: DEFAULT_MAIL_FROM, domain: 'playjoin.example' });
    expect(settingsFor({ ...PROD, [CONTEXT.mailFrom]: 'hello@mail.play.example.com' }).mail).toEqual({
      from: 'hello@mail.play.example.com',
      domain: 'mail.play.example.com',
    });
    expect(() => settingsFor({ [CONTEXT.mailFrom]: 'not an address' })).toThrow(/email address/);
  });

  it('reads the alarm email and refuses anything else', () => {
    expect(settingsFor({ [CONTEXT.alarmEmail]: 'oncall@example.com' }).alarmEmail).toBe('oncall@example.com');
    expect(settingsFor({}).alarmEmail).toBeUndefined();
    expect(() => settingsFor({ [CONTEXT.alarmEmail]: 'oncall' })).toThrow(/playjoin:alarmEmail/);
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
      expect(settingsFor({ [CONTEXT.stage]: stage }).stage).toBe(DEFAULT_STAGE);
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

  it('reads the key and origin secret generations: one, or for the secret the old and the new while rotating', () => {
    expect(settingsFor({}).originSecretGenerations).toEqual([1]);
    expect(settingsFor({ [CONTEXT.originSecretGenerations]: '3,4' }).originSecretGenerations).toEqual([3, 4]);
    expect(settingsFor({}).publicApiKeyGeneration).toBe(1);
    expect(settingsFor({ [CONTEXT.publicApiKeyGeneration]: '2' }).publicApiKeyGeneration).toBe(2);
    expect(() => settingsFor({ [CONTEXT.publicApiKeyGeneration]: '0' })).toThrow(/publicApiKeyGeneration/);
    for (const wrong of ['2,1', '1,2,3', '0', 'x']) {
      expect(() => settingsFor({ [CONTEXT.originSecretGenerations]: wrong })).toThrow(
        /originSecretGenerations/,
      );
    }
  });

  it('refuses an unknown log level', () => {
    expect(settingsFor({ [CONTEXT.logLevel]: 'debug' }).logLevel).toBe('DEBUG');
    expect(() => settingsFor({ [CONTEXT.logLevel]: 'LOUD' })).toThrow(/playjoin:logLevel/);
  });
});
