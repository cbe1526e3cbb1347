/**
 * The marker of a finished seed. See docs/data-model.md "Seeding".
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SeedMarkerEntity, type SeedMarker } from './entities';
import { documentClient, tableName } from './client';

/** The seed marker, or undefined when the table was never seeded (strongly consistent). */
export async function getSeedMarker(): Promise<SeedMarker | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: SeedMarkerEntity.key({}), ConsistentRead: true }),
  );
  return result.Item ? SeedMarkerEntity.parse(result.Item) : undefined;
}

/** Records a finished seed (replacing an earlier marker). */
export async function putSeedMarker(marker: SeedMarker): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: SeedMarkerEntity.item(marker) }));
}
