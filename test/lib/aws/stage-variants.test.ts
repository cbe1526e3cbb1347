import { AwsSolutionsChecks } from 'cdk-nag';
import { CONTEXT } from '../../../lib/aws/settings';
import { resourcesOf, synthesise, type Synthesised } from './synth';

const DOMAIN = 'play.example.com';
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c';
let synth: Synthesised;

beforeAll(() => {
  synth = synthesise({
    [CONTEXT.stage]: 'dev',
    [CONTEXT.siteDomain]: DOMAIN,
    [CONTEXT.siteCertificateArn]: CERTIFICATE,
    [CONTEXT.cspSources]: { 'connect-src': ['https://errors.example.com'] },
    [CONTEXT.originSecretGenerations]: '1,2',
    [CONTEXT.publicApiKeyGeneration]: '2',
  });
});

describe('a non-prod stage on a custom domain', () => {
  it('serves the custom domain with its certificate and TLS 1.2 at least', () => {
    synth.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: [DOMAIN],
        ViewerCertificate: {
          AcmCertificateArn: CERTIFICATE,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      },
    });
  });

  it('points the SPA config and the handlers at the custom domain', () => {
    const functions = Object.values(resourcesOf(synth.handlersTemplate, 'AWS::Lambda::Function'));

    expect(synth.stack.web.config.apiUrl).toBe(`https://${DOMAIN}/api`);
    expect(synth.stack.web.config.mediaBaseUrl).toBe(`https://${DOMAIN}/media`);
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables.MEDIA_BASE_URL).toBe(`https://${DOMAIN}/media`);
    }
  });

  it('accepts media uploads from both site origins', () => {
    const media = Object.values(resourcesOf(synth.template, 'AWS::S3::Bucket')).find(
      (b) => b.Properties.CorsConfiguration,
    )!;

    expect(media.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual([
      {
        'Fn::Join': [
          '',
          ['https://', { 'Fn::GetAtt': [expect.stringMatching(/Distribution/), 'DomainName'] }],
        ],
      },
      `https://${DOMAIN}`,
    ]);
    expect(JSON.stringify(media.Properties.BucketName)).toContain('playjoin-dev-media-');
  });

  it('adds configured CSP sources', () => {
    const policy = Object.values(resourcesOf(synth.template, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!;

    expect(JSON.stringify(policy.Properties)).toContain('https://errors.example.com');
  });

  it('lets a non-prod stage be deleted with its data', () => {
    synth.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: { DeletionProtectionEnabled: false },
    });
    synth.template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Delete',
      Properties: { DeletionProtection: 'INACTIVE' },
    });
    const buckets = synth.template.findResources('AWS::S3::Bucket');
    for (const bucket of Object.values(buckets)) {
      expect(bucket.DeletionPolicy).toBe('Delete');
    }
    // each bucket empties itself first, so cdk destroy goes through
    const emptied = Object.values(resourcesOf(synth.template, 'Custom::S3AutoDeleteObjects')).map(
      (r) => r.Properties.BucketName.Ref,
    );
    expect(emptied.sort()).toEqual(Object.keys(buckets).sort());
    // no backup vault to outlive the stage
    synth.template.resourceCountIs('AWS::Backup::BackupPlan', 0);
  });

  it("keeps Cognito's own sender when no mail sender is configured", () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
  });

  it('accepts both origin secrets while one is rotated, and CloudFront sends the newer', () => {
    const secrets = resourcesOf(synth.template, 'AWS::SecretsManager::Secret');
    const byName = Object.fromEntries(Object.entries(secrets).map(([id, r]) => [r.Properties.Name, id]));
    expect(Object.keys(byName).sort()).toEqual([
      'playjoin/dev/origin-secret-1',
      'playjoin/dev/origin-secret-2',
    ]);
    const acl = Object.values(resourcesOf(synth.template, 'AWS::WAFv2::WebACL'))[0]!;
    const accepted = JSON.stringify(acl.Properties.Rules[0].Statement.OrStatement.Statements);
    expect(accepted).toContain(byName['playjoin/dev/origin-secret-1']);
    expect(accepted).toContain(byName['playjoin/dev/origin-secret-2']);
    const distribution = Object.values(resourcesOf(synth.template, 'AWS::CloudFront::Distribution'))[0]!;
    const sent = JSON.stringify(distribution.Properties.DistributionConfig.Origins);
    expect(sent).toContain(byName['playjoin/dev/origin-secret-2']);
    expect(sent).not.toContain(byName['playjoin/dev/origin-secret-1']);
  });

  it('replaces the public profile key when its generation is raised, and writes the new one into config.json', () => {
    const keys = Object.keys(resourcesOf(synth.template, 'AWS::ApiGateway::ApiKey'));
    expect(keys).toEqual([expect.stringMatching(/^RestApiPublicProfileKey2/)]);
    const usage = Object.values(resourcesOf(synth.template, 'AWS::ApiGateway::UsagePlanKey'))[0]!;
    expect(usage.Properties.KeyId).toEqual({ Ref: keys[0] });
    const reader = Object.values(resourcesOf(synth.template, 'Custom::AWS'))[0]!;
    expect(JSON.stringify(reader.Properties.Create)).toContain(keys[0]);
  });

  it('passes the AwsSolutions checks without the default-certificate acknowledgment', () => {
    const report = new AwsSolutionsChecks(undefined).validateScope(synth.app);

    expect(report.violations).toEqual([]);
    expect(JSON.stringify(synth.stack.website.distribution.node.metadata)).not.toContain('AwsSolutions-CFR4');
  });
});
