/**
 * The caller's settings (001 §2 Edit info, §7): read with getUserSettings (LanguageId, DateOfBirth,
 * GenderId; `[]` before the profile exists), changed one field at a time with updateDateOfBirth
 * (yyyy-MM-dd), updateGender and updateLanguage. A change shows at once (optimistic), rolls back if
 * the call fails, and the settings are read again after it.
 */
import { useCallback } from 'react';
import { DEFAULT_LANGUAGE_ID, Gender, type GenderId } from '../../../../lib/contract/codes';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { callApi } from '../../lib/api';
import { useOptimisticMutation } from '../optimistic';
import { apiKey } from '../swr-config';
import { useApi } from '../use-api';

/** The caller's settings (DateOfBirth yyyy-MM-dd), as the contract types getUserSettings' answer. */
export type UserSettings = AnswerOf<'getUserSettings'>[number];

/** What the panel shows before the profile has settings (001 §9: gender 3 in settings, language 41). */
export const SETTINGS_DEFAULTS = { gender: Gender.Any as GenderId, languageId: DEFAULT_LANGUAGE_ID } as const;

export const userSettingsKey = (uuid: string) => apiKey('getUserSettings', { uuid });

export function useUserSettings(uuid: string) {
  return useApi('getUserSettings', { uuid });
}

/** One change of the Edit info section. */
export type SettingChange =
  | { field: 'dob'; dob: string }
  | { field: 'gender'; gender: GenderId }
  | { field: 'language'; languageId: number };

function applyChange(current: UserSettings[] | undefined, change: SettingChange): UserSettings[] | undefined {
  const [settings] = current ?? [];
  if (!settings) return current;
  if (change.field === 'dob') return [{ ...settings, DateOfBirth: change.dob }];
  if (change.field === 'gender') return [{ ...settings, GenderId: change.gender }];
  return [{ ...settings, LanguageId: change.languageId }];
}

function send(uuid: string, change: SettingChange) {
  if (change.field === 'dob') return callApi('updateDateOfBirth', { uuid, dob: change.dob });
  if (change.field === 'gender') return callApi('updateGender', { uuid, gender: change.gender });
  return callApi('updateLanguage', { uuid, languageId: change.languageId });
}

/** Saves one change at once; resolves true when saved. Unexpected failures are reported. */
export function useSaveSetting(uuid: string) {
  const mutateOptimistically = useOptimisticMutation();
  return useCallback(
    (change: SettingChange) =>
      mutateOptimistically<UserSettings[]>(userSettingsKey(uuid), {
        apply: (current) => applyChange(current, change) ?? [],
        send: () => send(uuid, change),
        where: `api:update:${change.field}`,
      }),
    [mutateOptimistically, uuid],
  );
}
