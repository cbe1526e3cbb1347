/**
 * Reports, help requests and contact messages: write-once items filed by month for moderators
 * (`Query pk=REPORT#<month>` and so on). See docs/data-model.md A11.
 */
import type * as v from 'valibot';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ContactMessageEntity, HelpRequestEntity, ReportEntity } from './entities';
import { documentClient, tableName } from './client';

export type ReportInput = v.InferInput<typeof ReportEntity.schema>;
export type HelpRequestInput = v.InferInput<typeof HelpRequestEntity.schema>;
export type ContactMessageInput = v.InferInput<typeof ContactMessageEntity.schema>;

async function putNew(item: Record<string, unknown>): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/** Files a report about a user. */
export async function putReport(report: ReportInput): Promise<void> {
  await putNew(ReportEntity.item(report));
}

/** Files a help-center request. */
export async function putHelpRequest(request: HelpRequestInput): Promise<void> {
  await putNew(HelpRequestEntity.item(request));
}

/** Files a contact-form message. */
export async function putContactMessage(message: ContactMessageInput): Promise<void> {
  await putNew(ContactMessageEntity.item(message));
}
