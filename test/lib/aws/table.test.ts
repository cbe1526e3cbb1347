import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType } from 'aws-cdk-lib/aws-dynamodb';
import { TABLE_DEFINITION } from '../../../lib/contract';
import { tableProps } from '../../../lib/aws/table';

describe('tableProps', () => {
  it('maps the contract definition onto the table: string keys, on-demand, PITR, TTL, stream', () => {
    const { table } = tableProps(TABLE_DEFINITION, {
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
    });

    expect(table).toMatchObject({
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: 'expiresAt',
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  });

  it('adds one index per definition entry, with its projection', () => {
    const { indexes } = tableProps(TABLE_DEFINITION, {
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
    });

    expect(indexes).toEqual(
      TABLE_DEFINITION.indexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        ...(index.projected === 'all'
          ? { projectionType: ProjectionType.ALL }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: index.projected }),
      })),
    );
    // the game community and matching pool indexes carry only the card
    expect(indexes.filter((index) => index.projectionType === ProjectionType.INCLUDE)).toEqual([
      expect.objectContaining({ indexName: 'gsi3', nonKeyAttributes: ['card'] }),
      expect.objectContaining({ indexName: 'gsi4', nonKeyAttributes: ['card'] }),
    ]);
  });

  it('follows a different definition field by field (nothing is hard-coded)', () => {
    const definition = {
      ...TABLE_DEFINITION,
      partitionKey: 'PK',
      sortKey: 'SK',
      ttlAttribute: 'ttl',
      streamView: 'KEYS_ONLY',
      indexes: [{ indexName: 'byOwner', partitionKey: 'ownerPk', sortKey: 'ownerSk', projected: ['card'] }],
    } as unknown as typeof TABLE_DEFINITION;

    const { table, indexes } = tableProps(definition, {
      removalPolicy: RemovalPolicy.DESTROY,
      deletionProtection: false,
    });

    expect(table.partitionKey?.name).toBe('PK');
    expect(table.sortKey?.name).toBe('SK');
    expect(table.timeToLiveAttribute).toBe('ttl');
    expect(table.stream).toBe(StreamViewType.KEYS_ONLY);
    expect(table.deletionProtection).toBe(false);
    expect(table.removalPolicy).toBe(RemovalPolicy.DESTROY);
    expect(
      indexes.map((i) => [i.indexName, i.partitionKey?.name, i.sortKey?.name, i.nonKeyAttributes]),
    ).toEqual([['byOwner', 'ownerPk', 'ownerSk', ['card']]]);
  });
});
