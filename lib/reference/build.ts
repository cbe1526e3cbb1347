/**
 * Builds the localized reference lists from the frozen tables of sources.ts and the names ICU
 * knows (Intl.DisplayNames, Intl.DateTimeFormat, Intl.ListFormat). Pure: generate.ts writes the
 * result, the tests compare it with the committed files.
 */
import {
  COUNTRY_CODES,
  COUNTRY_SORT_BY,
  COUNTRY_SORT_BY_HOME,
  LANGUAGE_NAME_OVERRIDES,
  LANGUAGE_ROWS,
  LANGUAGE_SORT_BY,
  LANGUAGE_SORT_BY_INTERFACE,
  PLACES,
  SORT_BY_DEFAULT,
  TIME_ZONE_ROWS,
  TIME_ZONE_SORT_BY,
  TIME_ZONE_SORT_BY_HOME,
} from './sources';
import type { TimeZoneRow } from './sources';
import { compareReferenceEntries } from './sort';
import type { CountryEntry, LanguageEntry, ReferenceLanguage, ReferenceLists, TimeZoneEntry } from './types';

/** Zone names are asked for a fixed winter day, so "standard" names never turn into summer-time names. */
const NAMING_DAY = new Date(Date.UTC(2025, 0, 15, 12));

/** Upper-cases the first letter the way the language does (Spanish and Portuguese names come lower case). */
function capitalize(text: string, lang: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase(lang) + text.slice(head.length);
}

function assertDistinct(lang: string, kind: string, names: string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`${kind} (${lang}): two entries are both called "${name}"`);
    seen.add(name);
  }
}

/** `flags/<code lower case>.svg`, relative to the media base. */
export function flagImageSrc(code: string): string {
  return `flags/${code.toLowerCase()}.svg`;
}

export function buildLanguages(lang: ReferenceLanguage): LanguageEntry[] {
  const names = new Intl.DisplayNames([lang], { type: 'language', fallback: 'none' });
  const entries = LANGUAGE_ROWS.map(([id, code]): LanguageEntry => {
    const name = LANGUAGE_NAME_OVERRIDES[code]?.[lang] ?? names.of(code);
    if (!name) throw new Error(`ICU has no ${lang} name for language ${code}`);
    const sortBy = code === lang ? LANGUAGE_SORT_BY_INTERFACE : (LANGUAGE_SORT_BY[code] ?? SORT_BY_DEFAULT);
    return { Id: id, Description: capitalize(name, lang), Abbreviation: code, SortBy: sortBy };
  });
  assertDistinct(
    lang,
    'languages',
    entries.map((e) => e.Description),
  );
  return entries.sort(compareReferenceEntries(lang));
}

export function buildCountries(lang: ReferenceLanguage): CountryEntry[] {
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
  const home = COUNTRY_SORT_BY_HOME[lang];
  const entries = COUNTRY_CODES.map((code, index): CountryEntry => {
    const name = names.of(code);
    if (!name) throw new Error(`ICU has no ${lang} name for country ${code}`);
    return {
      Id: index + 1,
      Code: code,
      Description: capitalize(name, lang),
      SortBy: home[code] ?? COUNTRY_SORT_BY[code] ?? SORT_BY_DEFAULT,
      ImageSrc: flagImageSrc(code),
      Active: 1,
    };
  });
  assertDistinct(
    lang,
    'countries',
    entries.map((e) => e.Description),
  );
  return entries.sort(compareReferenceEntries(lang));
}

function zoneName(row: TimeZoneRow, lang: ReferenceLanguage): string {
  const format = new Intl.DateTimeFormat(lang, {
    timeZone: row.iana,
    timeZoneName: row.name === 'generic' ? 'longGeneric' : 'long',
  });
  const name = format.formatToParts(NAMING_DAY).find((part) => part.type === 'timeZoneName')?.value;
  if (!name) throw new Error(`ICU has no ${lang} name for time zone ${row.iana}`);
  return capitalize(name, lang);
}

function zoneQualifier(row: TimeZoneRow, lang: ReferenceLanguage): string | undefined {
  if (row.place) return PLACES[row.place][lang];
  if (!row.regions?.length) return undefined;
  const regions = new Intl.DisplayNames([lang], { type: 'region' });
  const list = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
  return list.format(row.regions.map((code) => regions.of(code) ?? code));
}

/** "(UTC-08:00) Pacific Time (United States and Canada)" in the interface language. */
export function timeZoneDescription(row: TimeZoneRow, lang: ReferenceLanguage): string {
  const offset = row.offset ? `(UTC${row.offset})` : '(UTC)';
  const qualifier = zoneQualifier(row, lang);
  return `${offset} ${zoneName(row, lang)}${qualifier ? ` (${qualifier})` : ''}`;
}

export function buildTimeZones(lang: ReferenceLanguage): TimeZoneEntry[] {
  const home = TIME_ZONE_SORT_BY_HOME[lang];
  const entries = TIME_ZONE_ROWS.map((row): TimeZoneEntry => ({
    Id: row.id,
    Description: timeZoneDescription(row, lang),
    TimeZone: row.code,
    Iana: row.iana,
    SortBy: home[row.code] ?? TIME_ZONE_SORT_BY[row.code] ?? SORT_BY_DEFAULT,
  }));
  assertDistinct(
    lang,
    'time zones',
    entries.map((e) => e.Description),
  );
  return entries.sort(compareReferenceEntries(lang));
}

export function buildReferenceLists(lang: ReferenceLanguage): ReferenceLists {
  return {
    languages: buildLanguages(lang),
    countries: buildCountries(lang),
    timezones: buildTimeZones(lang),
  };
}

/** The ICU data the committed lists were built with; names may differ under another ICU. */
export interface ReferenceMeta {
  icu: string;
  cldr: string;
  unicode: string;
}

export function currentIcu(): ReferenceMeta {
  return {
    icu: process.versions.icu ?? 'none',
    cldr: process.versions.cldr ?? 'none',
    unicode: process.versions.unicode ?? 'none',
  };
}
