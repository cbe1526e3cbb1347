/**
 * Presence (docs/data-model.md M8; rules in domain/presence.ts): sightings written into each viewer's
 * partition by the stream, and the viewer's online people read back as one Query over the online window.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PlayerCard } from '../model/matching';
import { sightingExpiry } from '../model/presence';
import { cardOfItem } from './cards';
import { batchWrite, documentClient, tableName, type WriteRequest } from './client';
import { PresenceEntity } from './entities';

/** One sighting as the lists read it. */
export interface Sighting {
  uuid: string;
  seenAt: string;
  card: PlayerCard;
}

/** Where a sighting of `uuid` at `seenAt` lies in a viewer's partition. */
export interface SightingPlace {
  viewerUuid: string;
  uuid: string;
  seenAt: string;
}

/**
 * Writes a sighting of `card`'s player at `seenAt` into each viewer's partition and removes the
 * sightings named in `replaced` (the player's previous one): 1 WCU per put (≈ 0.5 KB) and per delete.
 */
export async function writeSightings(
  card: PlayerCard,
  seenAt: string,
  viewerUuids: readonly string[],
  replaced: readonly SightingPlace[] = [],
): Promise<void> {
  const expiresAt = sightingExpiry(seenAt);
  const requests: WriteRequest[] = [
    ...viewerUuids.map((viewerUuid) => ({
      PutRequest: {
        Item: PresenceEntity.item({ viewerUuid, seenAt, uuid: card.uuid, card, expiresAt }),
      },
    })),
    ...replaced.map((place) => ({ DeleteRequest: { Key: PresenceEntity.key(place) } })),
  ];
  await batchWrite(requests);
}

/** Removes sightings (the player went offline for these viewers): 1 WCU each. */
export async function deleteSightings(places: readonly SightingPlace[]): Promise<void> {
  await batchWrite(places.map((place) => ({ DeleteRequest: { Key: PresenceEntity.key(place) } })));
}

/**
 * A viewer's sightings since `fromSeenAt`, newest first, at most `cap`: one Query whose key condition
 * is the window itself, so expired sightings the TTL has not swept yet are never read. About 0.5 KB a
 * sighting: 25 people online cost 1.5 RCU.
 */
export async function listSightings(
  viewerUuid: string,
  fromSeenAt: string,
  cap: number,
): Promise<Sighting[]> {
  const sightings: Sighting[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': PresenceEntity.partition({ viewerUuid }),
          ':from': PresenceEntity.sortKeyPrefix({ seenAt: fromSeenAt }),
          // every sighting key continues with a digit, which sorts before '~'
          ':to': `${PresenceEntity.sortKeyPrefix()}~`,
        },
        ScanIndexForward: false,
        Limit: cap - sightings.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const sighting = PresenceEntity.parse(item);
      sightings.push({ uuid: sighting.uuid, seenAt: sighting.seenAt, card: cardOfItem(sighting.card) });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && sightings.length < cap);
  return sightings;
}
