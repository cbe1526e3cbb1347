/**
 * Lookups over one language's lists. Pure and bundle-friendly: the web calls them on the lists it
 * loaded, the server on the statically imported ones (index.ts).
 */
// codes.ts alone (not the contract's index) keeps the web's reference chunk free of routes and valibot.
import { FALLBACK_LANGUAGE, INTERFACE_LANGUAGES } from '../contract/codes';
import type { CountryEntry, LanguageEntry, ReferenceLanguage, ReferenceLists, TimeZoneEntry } from './types';

/** 'ja', 'ja-JP' or 'JA' give 'ja'; anything that is not an interface language gives the fallback 'en'. */
export function toReferenceLanguage(lang: string | null | undefined): ReferenceLanguage {
  const base = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (INTERFACE_LANGUAGES as readonly string[]).includes(base ?? '')
    ? (base as ReferenceLanguage)
    : FALLBACK_LANGUAGE;
}

/** The country with this ISO 3166-1 alpha-2 code (any case). */
export function findCountry(lists: ReferenceLists, code: string): CountryEntry | undefined {
  const wanted = code.trim().toUpperCase();
  return lists.countries.find((c) => c.Code === wanted);
}

export function findTimeZone(lists: ReferenceLists, id: number): TimeZoneEntry | undefined {
  return lists.timezones.find((z) => z.Id === id);
}

/** The time zone with this short code (PST, KST, ...). */
export function findTimeZoneByCode(lists: ReferenceLists, code: string): TimeZoneEntry | undefined {
  const wanted = code.trim().toUpperCase();
  return lists.timezones.find((z) => z.TimeZone === wanted);
}

export function findLanguage(lists: ReferenceLists, id: number): LanguageEntry | undefined {
  return lists.languages.find((l) => l.Id === id);
}

/** The language with this ISO 639-1 code (any case). */
export function findLanguageByAbbreviation(lists: ReferenceLists, code: string): LanguageEntry | undefined {
  const wanted = code.trim().toLowerCase();
  return lists.languages.find((l) => l.Abbreviation === wanted);
}
