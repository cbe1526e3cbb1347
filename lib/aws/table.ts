/**
 * The one DynamoDB table, built from lib/contract/table.ts. `tableProps` is the whole mapping from the
 * contract's definition to CDK props, kept pure so a test can hold it against the definition.
 */
import type { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_DEFINITION } from '../contract';

export type TableDefinition = typeof TABLE_DEFINITION;

export interface TableBlueprint {
  table: dynamodb.TableProps;
  /**
   * added one by one: `Table` takes its global secondary indexes through addGlobalSecondaryIndex.
   * CloudFormation creates at most one new index per stack update: a deployed table that lacks several
   * of them needs one deploy per index (docs/data-model.md "Projections"); a new table gets them all at once.
   */
  indexes: dynamodb.GlobalSecondaryIndexProps[];
}

/** Every key in the contract's table is a string (`USER#<uuid>`, ISO dates, zero-padded scores). */
const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

export function tableProps(
  definition: TableDefinition,
  options: { removalPolicy: RemovalPolicy; deletionProtection: boolean },
): TableBlueprint {
  return {
    table: {
      partitionKey: stringKey(definition.partitionKey),
      sortKey: stringKey(definition.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      stream: dynamodb.StreamViewType[definition.streamView],
      timeToLiveAttribute: definition.ttlAttribute,
      // always encrypted at rest; the AWS-owned key costs nothing and needs no key policy
      encryption: dynamodb.TableEncryption.DEFAULT,
      deletionProtection: options.deletionProtection,
      removalPolicy: options.removalPolicy,
    },
    indexes: definition.indexes.map((index) => ({
      indexName: index.indexName,
      partitionKey: stringKey(index.partitionKey),
      sortKey: stringKey(index.sortKey),
      ...(index.projected === 'all'
        ? { projectionType: dynamodb.ProjectionType.ALL }
        : { projectionType: dynamodb.ProjectionType.INCLUDE, nonKeyAttributes: [...index.projected] }),
    })),
  };
}

export interface PlayJoinTableProps {
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
}

export class PlayJoinTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: PlayJoinTableProps) {
    super(scope, id);
    const blueprint = tableProps(TABLE_DEFINITION, props);
    this.table = new dynamodb.Table(this, TABLE_DEFINITION.logicalName, blueprint.table);
    for (const index of blueprint.indexes) this.table.addGlobalSecondaryIndex(index);
  }
}
