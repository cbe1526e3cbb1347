/**
 * Profile views (000 §7 `recordProfileView`, pjuserprofile/views/post): opening someone's card
 * records that the caller viewed it; the server counts one view per viewer per day. Never for your
 * own profile (000 §5). A failed record is reported and otherwise ignored: the card works without it.
 */
import { useEffect, useRef } from 'react';
import { callApi } from '../../lib/api';
import { report } from '../../lib/errors';
import { isExpectedFailure } from '../swr-config';

/** Records one view of `username` when it is first shown; null (your own profile) records nothing. */
export function useRecordProfileView(uuid: string, username: string | null): void {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (username === null || recorded.current === username) return;
    recorded.current = username;
    callApi('recordProfileView', { uuid, username }).catch((error: unknown) => {
      if (!isExpectedFailure(error)) report(error, { where: 'api:recordProfileView' });
    });
  }, [uuid, username]);
}
