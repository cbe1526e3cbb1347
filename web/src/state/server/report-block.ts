/**
 * Reporting and blocking a user (000 §5 "Report", §7 "Reporting": `reportOrBlockUser`,
 * pjuserblock/pjuserblock/insert). A report carries the reasons the reporter ticked and their words;
 * a block also sets the flags for inappropriate profile, inappropriate message and abuse/bullying
 * (000 §7). A block works everywhere at once: the user is taken out of every cached list and profile
 * read, and every list on screen is read again, so they vanish wherever they were shown.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { callApi, type ApiInput } from '../../lib/api';
import { report } from '../../lib/errors';
import { isApiKey, withoutPerson } from '../people-cache';
import { isExpectedFailure } from '../swr-config';

/** The reasons a report can give (000 §7 "several report flags"). */
export const REPORT_REASONS = [
  'inappropriateProfile',
  'inappropriateMessage',
  'abuseBullying',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportReasons = Record<ReportReason, boolean>;

/** What 000 §7 sets on every block. */
export const BLOCK_REASONS: readonly ReportReason[] = [
  'inappropriateProfile',
  'inappropriateMessage',
  'abuseBullying',
];

export function hasReason(reasons: ReportReasons): boolean {
  return REPORT_REASONS.some((reason) => reasons[reason]);
}

async function send(payload: ApiInput<'reportOrBlockUser'>): Promise<boolean> {
  try {
    await callApi('reportOrBlockUser', payload);
    return true;
  } catch (error) {
    if (!isExpectedFailure(error)) report(error, { where: 'api:reportOrBlockUser' });
    return false;
  }
}

/** Returns `sendReport(username, reasons, details)`: true once sent. Needs a reason (the screen checks first). */
export function useReportUser(uuid: string) {
  return useCallback(
    (username: string, reasons: ReportReasons, details: string) =>
      send({ uuid, username, ...reasons, block: false, reportDetails: details }),
    [uuid],
  );
}

/**
 * Returns `block(username, reasons, details)`: true once blocked, after which `username` is gone from
 * every cached answer and every list shown is read again.
 */
export function useBlockUser(uuid: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (username: string, reasons: ReportReasons, details: string) => {
      const flags = { ...reasons };
      for (const reason of BLOCK_REASONS) flags[reason] = true;
      const blocked = await send({ uuid, username, ...flags, block: true, reportDetails: details });
      if (blocked) {
        void mutate(
          (key) => isApiKey(key),
          (data: unknown) => withoutPerson(data, username),
          { revalidate: true },
        );
      }
      return blocked;
    },
    [mutate, uuid],
  );
}
