/**
 * The reference lists of 001 §3 (languages, countries, time zones) in the five interface languages,
 * loaded statically: for the server, the seeder and tests. The web imports './load' instead, which
 * fetches one language at a time.
 *
 * Every list comes sorted by SortBy descending, then Description in its language, and holds no
 * placeholder: the UI adds its disabled placeholder first.
 */
import type {
  CountryEntry,
  LanguageEntry,
  ReferenceEntry,
  ReferenceKind,
  ReferenceLanguage,
  ReferenceLists,
  TimeZoneEntry,
} from './types';
import { findCountry, findLanguage, findTimeZone, toReferenceLanguage } from './lookup';
import en from './en';
import es from './es';
import ja from './ja';
import ko from './ko';
import pt from './pt';

export type {
  CountryEntry,
  LanguageEntry,
  ReferenceEntry,
  ReferenceKind,
  ReferenceLanguage,
  ReferenceLists,
  TimeZoneEntry,
} from './types';
export { REFERENCE_KINDS } from './types';
export {
  findCountry,
  findLanguage,
  findLanguageByAbbreviation,
  findTimeZone,
  findTimeZoneByCode,
  toReferenceLanguage,
} from './lookup';

const ALL: Readonly<Record<ReferenceLanguage, ReferenceLists>> = { en, es, ja, ko, pt };

/** All three lists of one interface language (unknown languages fall back to English). */
export function referenceLists(lang: string = 'en'): ReferenceLists {
  return ALL[toReferenceLanguage(lang)];
}

/** One list, sorted by SortBy descending then Description, without placeholder. Do not mutate it. */
export function referenceList<K extends ReferenceKind>(
  kind: K,
  lang: string = 'en',
): readonly ReferenceEntry<K>[] {
  return referenceLists(lang)[kind] as ReferenceEntry<K>[];
}

/** The country with this ISO 3166-1 alpha-2 code, named in `lang`. */
export function countryByCode(code: string, lang: string = 'en'): CountryEntry | undefined {
  return findCountry(referenceLists(lang), code);
}

export function timeZoneById(id: number, lang: string = 'en'): TimeZoneEntry | undefined {
  return findTimeZone(referenceLists(lang), id);
}

export function languageById(id: number, lang: string = 'en'): LanguageEntry | undefined {
  return findLanguage(referenceLists(lang), id);
}
