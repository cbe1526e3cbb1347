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
  /**
   * `projected`: the non-key attributes an index copies, or 'all'. gsi3 (a game's players) and gsi4 (a
   * game's matching pool) are read by the page, not by the item: they carry only the player's card, so a
   * page of 25 is ≈ 11 KB instead of ≈ 18 KB (docs/data-model.md, "Projections").
   */
  indexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projected: 'all' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projected: 'all' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projected: ['card'] },
    { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', projected: ['card'] },
  ],
  /** epoch seconds; items with this attribute in the past are removed by DynamoDB TTL */
  ttlAttribute: 'expiresAt',
  streamView: 'NEW_AND_OLD_IMAGES',
} as const;

export type IndexName = (typeof TABLE_DEFINITION.indexes)[number]['indexName'];
