/**
 * API Gateway writes REST and WebSocket logs to CloudWatch through one role set on the account, per
 * region. The stack sets it (kept on deletion, since other APIs in the account rely on the setting).
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

export class ApiGatewayAccountLogging extends Construct {
  readonly account: apigw.CfnAccount;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.role = new iam.Role(this, 'CloudWatchRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [
        iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs'),
      ],
    });
    this.role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    acknowledge(
      this.role,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      'AmazonAPIGatewayPushToCloudWatchLogs is the policy AWS documents for the API Gateway account logging role; ' +
        'it allows writing CloudWatch logs only and is assumable by API Gateway alone.',
    );
    this.account = new apigw.CfnAccount(this, 'Account', { cloudWatchRoleArn: this.role.roleArn });
    this.account.applyRemovalPolicy(RemovalPolicy.RETAIN);
  }
}
