/**
 * GET pjinvitetoplay/pjinvitetoplaypreferences?uuid — the caller's invite preferences (ours, issue
 * 11; docs/data-model.md I5): who may invite them (everyone, people they spectate, nobody) and the
 * games whose invites they muted. Read from the profile the session check already read: no read more.
 */
import { invitePreferencesOf } from '../../domain/invites';
import type { OperationFor } from '../../http/service';

export const getInvitePreferences: OperationFor<'getInvitePreferences'> = async ({ caller }) =>
  invitePreferencesOf(await caller.profile());
