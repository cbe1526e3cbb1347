/**
 * POST pjhelpcenter/pjhelpcenter/insert — files a help-center request (001 §2 settings, 000 §7); a
 * reason is required (schema). Answers affectedRows 1.
 */
import { randomUUID } from 'node:crypto';
import type { OperationFor } from '../../http/service';

export const sendHelpRequest: OperationFor<'sendHelpRequest', 'putHelpRequest'> = async ({
  caller,
  body,
  deps,
}) => {
  const now = deps.clock.now();
  await deps.data.putHelpRequest({
    month: now.toISOString().slice(0, 7),
    createdAt: now.toISOString(),
    requestId: randomUUID(),
    uuid: caller.uuid,
    inappropreateContent: body.inappropreateContent,
    accountIssue: body.accountIssue,
    troubleshooting: body.troubleshooting,
    legal: body.legal,
    advertising: body.advertising,
    other: body.other,
    reportDetails: body.reportDetails,
  });
  return { affectedRows: 1 };
};
