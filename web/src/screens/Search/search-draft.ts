/**
 * What a person typed in the search panel, kept in session storage so closing and reopening the
 * panel (or reloading the page) never loses it, and the custom search's rules (000 §5): at least one
 * game; the ages both empty (16 to 99) or both whole numbers in 16..99 with from <= to.
 */
import { Gender, Platform, TriState } from '../../../../lib/contract/codes';
import { LIMITS, MAX_GAMES_PER_USER } from '../../../../lib/contract/constants';
import type { SearchFilters } from '../../state/server/search';

export type SearchTab = 'custom' | 'name';
export const TRI_STATE_FILTERS = ['microphone', 'streamer', 'familyFriendly', 'moderator'] as const;
export type TriStateFilter = (typeof TRI_STATE_FILTERS)[number];

export interface CustomDraft {
  games: number[];
  gender: number;
  gameStyle: number;
  microphone: number;
  streamer: number;
  familyFriendly: number;
  moderator: number;
  /** 0: any */
  timezone: number;
  /** 0: any */
  language: number;
  platform: number;
  /** as typed */
  ageStart: string;
  ageEnd: string;
}

/** The search whose results are shown (the results panel), or none. */
export type Submitted = { kind: 'custom'; filters: SearchFilters } | { kind: 'name'; name: string } | null;

export interface SearchDraft {
  tab: SearchTab;
  custom: CustomDraft;
  name: string;
  submitted: Submitted;
}

export const EMPTY_DRAFT: SearchDraft = {
  tab: 'custom',
  custom: {
    games: [],
    gender: Gender.Any,
    gameStyle: 0,
    microphone: TriState.DontCare,
    streamer: TriState.DontCare,
    familyFriendly: TriState.DontCare,
    moderator: TriState.DontCare,
    timezone: 0,
    language: 0,
    platform: Platform.NoAnswer,
    ageStart: String(LIMITS.ageFilterStart),
    ageEnd: String(LIMITS.ageFilterEnd),
  },
  name: '',
  submitted: null,
};

export const SEARCH_DRAFT_KEY = 'playjoin.search.draft';

const whole = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** The draft saved in this session, or the empty one; anything malformed falls back field by field. */
export function loadDraft(storage: Pick<Storage, 'getItem'> = sessionStorage): SearchDraft {
  let saved: { tab?: unknown; name?: unknown; submitted?: unknown; custom?: unknown };
  try {
    saved = (JSON.parse(storage.getItem(SEARCH_DRAFT_KEY) ?? '{}') ?? {}) as typeof saved;
  } catch {
    return EMPTY_DRAFT;
  }
  const custom = (saved.custom ?? {}) as Partial<Record<keyof CustomDraft, unknown>>;
  const base = EMPTY_DRAFT.custom;
  return {
    tab: saved.tab === 'name' ? 'name' : 'custom',
    name: text(saved.name, ''),
    submitted: submittedOf(saved.submitted),
    custom: {
      games: Array.isArray(custom.games)
        ? custom.games
            .filter((id): id is number => Number.isInteger(id) && (id as number) > 0)
            .slice(0, MAX_GAMES_PER_USER)
        : [],
      gender: whole(custom.gender, base.gender),
      gameStyle: whole(custom.gameStyle, base.gameStyle),
      microphone: whole(custom.microphone, base.microphone),
      streamer: whole(custom.streamer, base.streamer),
      familyFriendly: whole(custom.familyFriendly, base.familyFriendly),
      moderator: whole(custom.moderator, base.moderator),
      timezone: whole(custom.timezone, base.timezone),
      language: whole(custom.language, base.language),
      platform: whole(custom.platform, base.platform),
      ageStart: text(custom.ageStart, base.ageStart),
      ageEnd: text(custom.ageEnd, base.ageEnd),
    },
  };
}

/** A saved submitted search, only in a shape the panel can send again. */
function submittedOf(value: unknown): Submitted {
  if (!value || typeof value !== 'object') return null;
  const saved = value as { kind?: unknown; name?: unknown; filters?: unknown };
  if (saved.kind === 'name' && typeof saved.name === 'string') return { kind: 'name', name: saved.name };
  const filters = saved.filters as SearchFilters | undefined;
  if (saved.kind === 'custom' && filters && typeof filters.uuid === 'string' && Array.isArray(filters.games))
    return { kind: 'custom', filters };
  return null;
}

export function saveDraft(draft: SearchDraft, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(SEARCH_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or refused (private mode): the draft lives on in memory for this visit
  }
}

export type CustomCheck =
  { ok: true; filters: SearchFilters } | { ok: false; problem: 'noGames' | 'invalidAge' };

const AGE = /^\s*\d{1,3}\s*$/;

/** The filters to send for a draft, or why the search cannot go (000 §5). */
export function checkCustomSearch(draft: CustomDraft, uuid: string): CustomCheck {
  if (draft.games.length === 0) return { ok: false, problem: 'noGames' };
  const from = draft.ageStart.trim();
  const to = draft.ageEnd.trim();
  let ages: { ageStart: number; ageEnd: number };
  if (from === '' && to === '') ages = { ageStart: LIMITS.ageFilterStart, ageEnd: LIMITS.ageFilterEnd };
  else {
    if (!AGE.test(from) || !AGE.test(to)) return { ok: false, problem: 'invalidAge' };
    ages = { ageStart: Number(from), ageEnd: Number(to) };
    const inRange = (age: number) => age >= LIMITS.ageFilterStart && age <= LIMITS.ageFilterEnd;
    if (!inRange(ages.ageStart) || !inRange(ages.ageEnd) || ages.ageStart > ages.ageEnd)
      return { ok: false, problem: 'invalidAge' };
  }
  return {
    ok: true,
    filters: {
      uuid,
      games: [...new Set(draft.games)],
      gender: draft.gender,
      gameStyle: draft.gameStyle,
      microphone: draft.microphone,
      streamer: draft.streamer,
      familyFriendly: draft.familyFriendly,
      moderator: draft.moderator,
      ...(draft.timezone > 0 ? { timezone: draft.timezone } : {}),
      ...(draft.language > 0 ? { language: draft.language } : {}),
      ...(draft.platform !== Platform.NoAnswer ? { platform: draft.platform } : {}),
      ...ages,
    },
  };
}

/** The name search's text once trimmed, or why it cannot go: empty, or over 25 characters (000 §5, §9). */
export function checkNameSearch(
  name: string,
): { ok: true; name: string } | { ok: false; problem: 'empty' | 'tooLong' } {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  // counted as the server counts (UTF-16 units), so the rule shown is the rule applied
  if (trimmed.length > LIMITS.nameSearchMax) return { ok: false, problem: 'tooLong' };
  return { ok: true, name: trimmed };
}
