/**
 * The one DynamoDB table (single-table design). The CDK stack and the local twin both build the
 * table from this definition; lambdas/data declares the entities that map onto these generic keys.
 * docs/data-model.md explains every access pattern that uses them.
 */
export const TABLE_DEFINITION = {
  /** logical name; the deployed physical name comes from the stack, the local one from config */
  logicalName: 'PlayJoinTable',
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  /** epoch seconds; items with this attribute in the past are removed by DynamoDB TTL */
  ttlAttribute: 'expiresAt',
  streamView: 'NEW_AND_OLD_IMAGES',
} as const;

export type IndexName = (typeof TABLE_DEFINITION.indexes)[number]['indexName'];
