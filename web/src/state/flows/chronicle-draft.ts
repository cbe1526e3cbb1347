/**
 * The chronicle post being written (beyond the spec: a person never loses what they typed). The text,
 * the chosen media and whether media is being added outlive the Add modal: closing it, or a post that
 * fails, keeps them for the next opening. The text also outlives a reload in this tab (sessionStorage);
 * a file cannot be stored, so it lasts while the page is open. A post that went through clears it.
 */
import type { ChronicleMedia } from '../../lib/chronicle-text';

export interface ChronicleDraft {
  message: string;
  media: ChronicleMedia | null;
  /** media was asked for (the drop zone is open), chosen or not */
  addingMedia: boolean;
}

export const CHRONICLE_DRAFT_KEY = 'playjoin.chronicleDraft';

const EMPTY: ChronicleDraft = { message: '', media: null, addingMedia: false };

let draft: ChronicleDraft | null = null;

function storedMessage(): string {
  try {
    return sessionStorage.getItem(CHRONICLE_DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The draft as it was left. */
export function readChronicleDraft(): ChronicleDraft {
  draft ??= { ...EMPTY, message: storedMessage() };
  return draft;
}

/** Keeps a change of the draft. */
export function saveChronicleDraft(change: Partial<ChronicleDraft>): void {
  draft = { ...readChronicleDraft(), ...change };
  try {
    if (draft.message) sessionStorage.setItem(CHRONICLE_DRAFT_KEY, draft.message);
    else sessionStorage.removeItem(CHRONICLE_DRAFT_KEY);
  } catch {
    // storage full or refused: the draft still lasts while the page is open
  }
}

/** Forgets the draft (the post went through). */
export function clearChronicleDraft(): void {
  draft = { ...EMPTY };
  try {
    sessionStorage.removeItem(CHRONICLE_DRAFT_KEY);
  } catch {
    // nothing stored
  }
}

/** Forgets the draft held in memory too (tests, sign-out). */
export function resetChronicleDraft(): void {
  clearChronicleDraft();
  draft = null;
}
