/**
 * Profile views (A14): one item per viewer per viewed profile per UTC day, kept 30 days; the stream
 * handler counts each new one into the viewed profile's `profileViewsCount` and trend bucket.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ProfileViewEntity, type ProfileView } from './entities';
import { documentClient, isConditionFailure, tableName } from './client';

/** Records a view (1 WCU); false when this viewer already viewed this profile that day. */
export async function putProfileView(view: ProfileView): Promise<boolean> {
  if (view.viewerUuid === view.viewedUuid) throw new Error('a view of your own profile is not recorded');
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: ProfileViewEntity.item(view),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
