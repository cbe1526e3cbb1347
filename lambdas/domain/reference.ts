/**
 * The reference lists (lib/reference) as the server uses them: English only (ids and codes are the
 * same in every language; answers carry English descriptions). Only the English lists are imported:
 * the reference index would load all five languages. They are read from JSON files on first use
 * (lib/reference/files.ts), not bundled: parsing them as bundled code would cost every cold load of
 * the functions that use them. An operation asks for `englishReference()` and uses its lookups.
 */
import { once } from '../../lib/contract/lazy';
import { readEnglishLists } from '../../lib/reference/files';
import { findCountry, findLanguage, findTimeZone } from '../../lib/reference/lookup';
import type { CountryEntry, LanguageEntry, ReferenceLists, TimeZoneEntry } from '../../lib/reference/types';

/** Lookups over the English lists. */
export interface EnglishReference {
  /** the country with this ISO 3166-1 alpha-2 code (any case) */
  countryByCode(code: string): CountryEntry | undefined;
  timeZoneById(id: number): TimeZoneEntry | undefined;
  languageById(id: number): LanguageEntry | undefined;
  /** the English name of a country code, or '' when unknown */
  countryName(code: string): string;
  /** the English description of a time zone id, or '' when unknown */
  timeZoneDescription(id: number): string;
}

function lookups(en: ReferenceLists): EnglishReference {
  const countryByCode = (code: string) => findCountry(en, code);
  const timeZoneById = (id: number) => findTimeZone(en, id);
  return {
    countryByCode,
    timeZoneById,
    languageById: (id) => findLanguage(en, id),
    countryName: (code) => countryByCode(code)?.Description ?? '',
    timeZoneDescription: (id) => timeZoneById(id)?.Description ?? '',
  };
}

/** The English lookups, loading the lists the first time. */
export const englishReference = once(async (): Promise<EnglishReference> =>
  lookups(await readEnglishLists()),
);
