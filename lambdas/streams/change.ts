/**
 * One stream record as the reactions read it: the event name and the item's images, decoded.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';

/** A stored item's attributes, decoded from the stream's wire format. */
export type Image = Record<string, unknown>;

export interface TableChange {
  eventName: DynamoDBRecord['eventName'];
  /** the record's id: the key a reaction applies its effect once by */
  eventID: string | undefined;
  before: Image | undefined;
  after: Image | undefined;
}

function image(raw: Record<string, unknown> | undefined): Image | undefined {
  return raw ? unmarshall(raw as Record<string, AttributeValue>) : undefined;
}

export function tableChange(record: DynamoDBRecord): TableChange {
  return {
    eventName: record.eventName,
    eventID: record.eventID,
    before: image(record.dynamodb?.OldImage as Record<string, unknown> | undefined),
    after: image(record.dynamodb?.NewImage as Record<string, unknown> | undefined),
  };
}
