/**
 * Players' reports of game chat messages (ours, beyond the spec). See docs/data-model.md H11 and H2.
 * A report is filed once per reporter and message, in one transaction with the message's flags and
 * the moderators' monthly report item (A11); a history page asks which of its messages its viewer
 * reported with one query bounded by the page.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ChatMessageEntity, MessageReportEntity, ReportEntity, type ChatMessage } from './entities';
import { documentClient, failedConditions, queryAll, tableName } from './client';
import { getChatMessage } from './chat';
import { NotFoundError, ServiceUnavailableError } from '../core/errors';

/** How often a report is tried again when other reports of the same message changed its count meanwhile. */
const REPORT_ATTEMPTS = 5;

/** What one player's report says, beyond the message it is about. */
export interface ChatReportFiling {
  reporterUuid: string;
  /** the reason, as the contract keeps it (tags stripped, trimmed, not blank) */
  reason: string;
  at: Date;
  /** the moderators' report item's id */
  reportId: string;
}

export interface ChatReportResult {
  /** false when this player had already reported the message: nothing changed */
  filed: boolean;
  /** the players who reported the message, this one included */
  reportCount: number;
  isInappropriate: boolean;
}

/**
 * Files one player's report of a message (H11), once. One transaction:
 * 0. Put `USER#<reporter>/CHATREPORT#<gameId>#<messageId>` if it does not exist (a second report by
 *    the same player cancels everything: answered as not filed, nothing changes);
 * 1. Update the message: `isFlagged = true`, `reportCount + 1`, and `isInappropriate = true` once the
 *    count reaches `inappropriateAt`. The count is checked against the one read (`reportCount = :seen`),
 *    so two reports at once cannot both decide on the same count: the loser reads the message again
 *    and retries; a message gone meanwhile is a NotFoundError;
 * 2. Put the moderators' `REPORT#<month>` item (A11), flagged as an inappropriate message.
 * `message` is the message as the caller read it (strongly consistent).
 */
export async function putChatMessageReport(
  message: ChatMessage,
  filing: ChatReportFiling,
  inappropriateAt: number,
): Promise<ChatReportResult> {
  const { messageId, gameId } = message;
  const createdAt = filing.at.toISOString();
  const report = {
    Put: {
      TableName: tableName(),
      Item: MessageReportEntity.item({
        reporterUuid: filing.reporterUuid,
        gameId,
        messageId,
        authorUuid: message.senderUuid,
        reason: filing.reason,
        createdAt,
      }),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  const forModerators = {
    Put: {
      TableName: tableName(),
      Item: ReportEntity.item({
        month: createdAt.slice(0, 7),
        createdAt,
        reportId: filing.reportId,
        reporterUuid: filing.reporterUuid,
        reportedUuid: message.senderUuid,
        reportedUserName: message.userName,
        inappropriateProfile: false,
        inappropriateMessage: true,
        abuseBullying: false,
        spam: false,
        other: false,
        block: false,
        reportDetails: filing.reason,
        messageId,
        gameId,
      }),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };

  let current: ChatMessage | undefined = message;
  for (let attempt = 0; attempt < REPORT_ATTEMPTS; attempt += 1) {
    if (!current) throw new NotFoundError('message not found', { messageId });
    const seen = current.reportCount ?? 0;
    const reportCount = seen + 1;
    const isInappropriate = current.isInappropriate || reportCount >= inappropriateAt;
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [report, flagUpdate(messageId, seen, isInappropriate), forModerators],
        }),
      );
      return { filed: true, reportCount, isInappropriate };
    } catch (error) {
      const failed = failedConditions(error);
      if (failed?.includes(0)) {
        return { filed: false, reportCount: seen, isInappropriate: current.isInappropriate };
      }
      if (!failed?.includes(1)) throw error;
    }
    current = await getChatMessage(messageId);
  }
  throw new ServiceUnavailableError('the message is being reported by many players at once: try again');
}

/** The message's flags after one more report, if its count is still the one read (`seen`). */
function flagUpdate(messageId: string, seen: number, isInappropriate: boolean) {
  return {
    Update: {
      TableName: tableName(),
      Key: ChatMessageEntity.key({ messageId }),
      UpdateExpression: 'SET isFlagged = :flagged, isInappropriate = :inappropriate, reportCount = :count',
      // a message never reported has no count yet
      ConditionExpression:
        seen === 0
          ? 'attribute_exists(pk) AND (attribute_not_exists(reportCount) OR reportCount = :seen)'
          : 'reportCount = :seen',
      ExpressionAttributeValues: {
        ':flagged': true,
        ':inappropriate': isInappropriate,
        ':count': seen + 1,
        ':seen': seen,
      },
    },
  };
}

/**
 * Which of a game's messages between two ids (inclusive) one player reported: one strongly consistent
 * query of their reports in that game (`USER#<uuid>`, sk between `CHATREPORT#<gameId>#<from>` and
 * `…#<to>`), for a history page (H2), so a message reported a moment ago is already left out.
 */
export async function listReportedAmong(
  uuid: string,
  gameId: number,
  range: { from: string; to: string },
): Promise<Set<string>> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': MessageReportEntity.partition({ reporterUuid: uuid }),
      ':from': MessageReportEntity.key({ reporterUuid: uuid, gameId, messageId: range.from }).sk,
      ':to': MessageReportEntity.key({ reporterUuid: uuid, gameId, messageId: range.to }).sk,
    },
    ProjectionExpression: 'messageId',
    ConsistentRead: true,
  });
  return new Set(items.map((item) => String(item.messageId)));
}
