/**
 * The reference lists (lib/reference) as the server uses them: English only (ids and codes are the
 * same in every language; answers carry English descriptions). Only the English lists are imported:
 * the reference index would load all five languages, about 160 KiB more in each bundle.
 */
import en from '../../lib/reference/en';
import { findCountry, findLanguage, findTimeZone } from '../../lib/reference/lookup';
import type { CountryEntry, LanguageEntry, TimeZoneEntry } from '../../lib/reference/types';

/** The country with this ISO 3166-1 alpha-2 code (any case). */
export const countryByCode = (code: string): CountryEntry | undefined => findCountry(en, code);
export const timeZoneById = (id: number): TimeZoneEntry | undefined => findTimeZone(en, id);
export const languageById = (id: number): LanguageEntry | undefined => findLanguage(en, id);

/** The English name of a country code, or '' when unknown. */
export function countryName(code: string): string {
  return countryByCode(code)?.Description ?? '';
}

/** The English description of a time zone id, or '' when unknown. */
export function timeZoneDescription(id: number): string {
  return timeZoneById(id)?.Description ?? '';
}
