/**
 * The stream failure queue (StreamFailureQueueUrl) as replay-failures.ts reads it: SQS messages,
 * each Lambda's on-failure record of one batch.
 */
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { FailureMessage, FailureSource } from './replay-failures';

/**
 * How long a received message stays hidden from other readers: longer than a run takes, so no message
 * comes back while the run still holds it. A message the run keeps is made visible again at once.
 */
export const HOLD_SECONDS = 30 * 60;
/** Long polling: an empty answer after this many seconds means the queue is empty. */
const WAIT_SECONDS = 2;

export function sqsFailureSource(sqs: SQSClient, queueUrl: string): FailureSource {
  const receipts = new Map<string, string>();
  const receipt = (message: FailureMessage) => {
    const handle = receipts.get(message.id);
    if (!handle) throw new Error(`message ${message.id} was not received by this run`);
    return handle;
  };
  return {
    async drain(limit = Number.POSITIVE_INFINITY) {
      const messages: FailureMessage[] = [];
      while (messages.length < limit) {
        const page = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: Math.min(10, limit - messages.length),
            WaitTimeSeconds: WAIT_SECONDS,
            VisibilityTimeout: HOLD_SECONDS,
          }),
        );
        const received = page.Messages ?? [];
        if (!received.length) break;
        for (const message of received) {
          if (!message.MessageId || !message.ReceiptHandle || receipts.has(message.MessageId)) continue;
          receipts.set(message.MessageId, message.ReceiptHandle);
          messages.push({ id: message.MessageId, body: message.Body ?? '' });
        }
      }
      return messages;
    },
    async remove(message) {
      await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: receipt(message) }));
    },
    async release(message) {
      await sqs.send(
        new ChangeMessageVisibilityCommand({
          QueueUrl: queueUrl,
          ReceiptHandle: receipt(message),
          VisibilityTimeout: 0,
        }),
      );
    },
  };
}
