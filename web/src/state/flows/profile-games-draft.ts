/**
 * The games picker's selection (000 §3 "Selected games in the picker are kept in session storage"):
 * while the profile is being edited, the chosen game ids are kept in session storage under the
 * user's uuid, so a reload in the middle of an edit finds the picker as it was. Saving or cancelling
 * the edit forgets them. Storage that is switched off only loses that convenience.
 */

/** The session-storage key of one user's picker selection. */
export const pickerSelectionKey = (uuid: string) => `playjoin.profile.selectedGames.${uuid}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored selection (ids in the order chosen), or null when none is stored or it is malformed. */
export function readPickerSelection(uuid: string): number[] | null {
  try {
    const raw = storage()?.getItem(pickerSelectionKey(uuid));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return null;
    const ids = value.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
    return [...new Set(ids)];
  } catch {
    return null;
  }
}

export function savePickerSelection(uuid: string, gameIds: readonly number[]): void {
  try {
    storage()?.setItem(pickerSelectionKey(uuid), JSON.stringify(gameIds));
  } catch {
    // a full or refused storage: the selection lives on in memory
  }
}

export function clearPickerSelection(uuid: string): void {
  try {
    storage()?.removeItem(pickerSelectionKey(uuid));
  } catch {
    // nothing more can be done
  }
}

// ── The rest of an unsaved edit ────────────────────────────────────────────────

/** The session-storage key of one user's unsaved profile edit (name, bio, checklist, platforms). */
export const profileDraftKey = (uuid: string) => `playjoin.profile.draft.${uuid}`;

/** What an unsaved edit keeps besides the games: a panel closed by a stray click loses nothing typed. */
export interface StoredProfileDraft {
  username: string;
  bio: string;
  checklist: Record<string, number>;
  platforms: Record<string, boolean>;
}

export function readProfileDraft(uuid: string): StoredProfileDraft | null {
  try {
    const raw = storage()?.getItem(profileDraftKey(uuid));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredProfileDraft> | null;
    if (
      !value ||
      typeof value.username !== 'string' ||
      typeof value.bio !== 'string' ||
      typeof value.checklist !== 'object' ||
      value.checklist === null ||
      typeof value.platforms !== 'object' ||
      value.platforms === null
    ) {
      return null;
    }
    return value as StoredProfileDraft;
  } catch {
    return null;
  }
}

export function saveProfileDraft(uuid: string, draft: StoredProfileDraft): void {
  try {
    storage()?.setItem(profileDraftKey(uuid), JSON.stringify(draft));
  } catch {
    // a full or refused storage: the draft lives on in memory
  }
}

export function clearProfileDraft(uuid: string): void {
  try {
    storage()?.removeItem(profileDraftKey(uuid));
  } catch {
    // nothing more can be done
  }
}
