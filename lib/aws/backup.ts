/**
 * AWS Backup for the table, beside its point-in-time recovery (35 days, to the second): daily backups
 * kept 35 days and monthly ones kept a year, in a vault of this stack. PITR restores a recent moment;
 * the backups survive the table's deletion and reach a year back (docs/RUNBOOK.md "Rolling back").
 * Prod only: a vault holding recovery points cannot be deleted, so a dev stage would not tear down.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

export const TABLE_BACKUPS = {
  daily: { keptFor: Duration.days(35), schedule: events.Schedule.cron({ hour: '3', minute: '0' }) },
  monthly: {
    keptFor: Duration.days(365),
    schedule: events.Schedule.cron({ day: '1', hour: '4', minute: '0' }),
  },
} as const;

export class TableBackups extends Construct {
  readonly plan: backup.BackupPlan;
  readonly vault: backup.BackupVault;

  constructor(scope: Construct, id: string, props: { stage: string; table: dynamodb.ITable }) {
    super(scope, id);
    this.vault = new backup.BackupVault(this, 'Vault', {
      backupVaultName: `playjoin-${props.stage}-backups`,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.plan = new backup.BackupPlan(this, 'Plan', {
      backupPlanName: `playjoin-${props.stage}-table`,
      backupVault: this.vault,
      backupPlanRules: Object.entries(TABLE_BACKUPS).map(
        ([name, rule]) =>
          new backup.BackupPlanRule({
            ruleName: name,
            scheduleExpression: rule.schedule,
            deleteAfter: rule.keptFor,
          }),
      ),
    });
    const selection = this.plan.addSelection('Table', {
      resources: [backup.BackupResource.fromDynamoDbTable(props.table)],
    });
    acknowledge(
      selection,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      'AWSBackupServiceRolePolicyForBackup is the policy AWS documents for the role AWS Backup assumes; the role ' +
        'is assumable by backup.amazonaws.com only and its selection names this one table.',
    );
  }
}
