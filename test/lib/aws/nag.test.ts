import { flattenCfnValue, iamWildcardFindings } from '../../../lib/aws/nag';

describe('flattenCfnValue', () => {
  it('names references the way cdk-nag names findings', () => {
    expect(
      flattenCfnValue({
        'Fn::Join': [
          '',
          ['arn:', { Ref: 'AWS::Partition' }, ':s3:::', { 'Fn::GetAtt': ['Bucket1', 'Arn'] }, '/media/*'],
        ],
      }),
    ).toBe('arn:<AWS::Partition>:s3:::<Bucket1.Arn>/media/*');
    expect(flattenCfnValue({ 'Fn::Sub': 'arn:${AWS::Partition}:logs' })).toBe('arn:<AWS::Partition>:logs');
    expect(flattenCfnValue('*')).toBe('*');
  });
});

describe('iamWildcardFindings', () => {
  it('lists wildcard actions and resources of Allow statements only', () => {
    const findings = iamWildcardFindings({
      Statement: [
        {
          Effect: 'Allow',
          Action: ['s3:GetObject*', 's3:PutObject'],
          Resource: { 'Fn::GetAtt': ['B', 'Arn'] },
        },
        { Effect: 'Allow', Action: 'dynamodb:ListStreams', Resource: '*' },
        { Effect: 'Deny', Action: 's3:*', Resource: '*' },
      ],
    });

    expect(findings.sort()).toEqual([
      'AwsSolutions-IAM5[Action::s3:GetObject*]',
      'AwsSolutions-IAM5[Resource::*]',
    ]);
  });
});
