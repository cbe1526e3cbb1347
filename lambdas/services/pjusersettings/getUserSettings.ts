/**
 * GET pjusersettings/pjusersettings/user?uuid — the caller's settings record (001 §3):
 * [{ LanguageId, DateOfBirth, GenderId }], [] before the profile exists.
 */
import type { OperationFor } from '../../http/service';

export const getUserSettings: OperationFor<'getUserSettings'> = async ({ caller }) => {
  const profile = await caller.profile();
  if (!profile) return [];
  return [{ LanguageId: profile.languageId, DateOfBirth: profile.dateOfBirth, GenderId: profile.genderId }];
};
