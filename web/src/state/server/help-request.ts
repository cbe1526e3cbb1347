/**
 * Help-center requests (001 §2, §3, §7): one mutation, sendHelpRequest (POST
 * pjhelpcenter/pjhelpcenter/insert) with the caller's uuid, one reason flag and the details.
 */
import { useCallback, useState } from 'react';
import { callApi } from '../../lib/api';
import { report } from '../../lib/errors';
import { isExpectedFailure } from '../swr-config';

/** The reasons in display order; each is a flag of the request (the contract keeps the spec's spelling). */
export const HELP_REASONS = [
  'inappropreateContent',
  'accountIssue',
  'troubleshooting',
  'legal',
  'advertising',
  'other',
] as const;
export type HelpReason = (typeof HELP_REASONS)[number];

export interface HelpRequest {
  reason: HelpReason;
  details: string;
}

/** Sends a request; true when stored (affectedRows above 0). Unexpected failures are reported; none is thrown. */
export async function sendHelpRequest(uuid: string, request: HelpRequest): Promise<boolean> {
  const flags = Object.fromEntries(
    HELP_REASONS.map((reason) => [reason, reason === request.reason]),
  ) as Record<HelpReason, boolean>;
  try {
    const answer = await callApi('sendHelpRequest', {
      uuid,
      ...flags,
      reportDetails: request.details.trim(),
    });
    return answer.affectedRows > 0;
  } catch (error) {
    if (!isExpectedFailure(error)) report(error, { where: 'api:sendHelpRequest' });
    return false;
  }
}

export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';

export function useSendHelpRequest(uuid: string) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const send = useCallback(
    async (request: HelpRequest) => {
      setStatus('sending');
      const sent = await sendHelpRequest(uuid, request);
      setStatus(sent ? 'sent' : 'failed');
      return sent;
    },
    [uuid],
  );
  const reset = useCallback(() => setStatus('idle'), []);
  return { status, send, reset };
}
