/**
 * Shapes of the three reference lists (001 §3). Field names follow the spec's casing, so the
 * lists can be handed to the web's selects and to API answers unchanged.
 */
import type { InterfaceLanguage } from '../contract/codes';

/** A language a user can pick as primary language (ISO 639-1). */
export interface LanguageEntry {
  /** stable across interface languages; English is 41 (the spec's default language id) */
  Id: number;
  /** the language's name in the interface language */
  Description: string;
  /** ISO 639-1 two-letter code, lower case */
  Abbreviation: string;
  SortBy: number;
}

/** A country (ISO 3166-1 alpha-2). */
export interface CountryEntry {
  /** 1 to 249, stable across interface languages */
  Id: number;
  /** ISO 3166-1 alpha-2, upper case */
  Code: string;
  /** the country's name in the interface language */
  Description: string;
  SortBy: number;
  /** flag image relative to the media base: `flags/<code lower case>.svg` */
  ImageSrc: string;
  /** 1 throughout (001 §3) */
  Active: number;
}

/** A time zone a user can pick. */
export interface TimeZoneEntry {
  /** stable across interface languages */
  Id: number;
  /** e.g. "(UTC-08:00) Pacific Time (United States and Canada)", in the interface language */
  Description: string;
  /** the spec's short code (PST, EST, UTC, KST, ...), unique */
  TimeZone: string;
  /** the IANA zone it stands for, for date arithmetic */
  Iana: string;
  SortBy: number;
}

export interface ReferenceLists {
  languages: LanguageEntry[];
  countries: CountryEntry[];
  timezones: TimeZoneEntry[];
}

export type ReferenceKind = keyof ReferenceLists;
export const REFERENCE_KINDS: readonly ReferenceKind[] = ['languages', 'countries', 'timezones'];

export type ReferenceEntry<K extends ReferenceKind> = ReferenceLists[K][number];

export type ReferenceLanguage = InterfaceLanguage;
