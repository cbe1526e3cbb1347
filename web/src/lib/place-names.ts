/**
 * The one place where a profile's country and time zone get their names in the interface language
 * (000 §3: a profile carries `CountryCode` and the time zone's English name; the public profile also
 * the country's English `Description`, the own and another user's signed-in read do not). The public
 * profile, the user card and the profile panel all show them through `usePlaceNames` (ProfileHeader).
 *
 * - Countries: `Intl.DisplayNames` of the ISO code, synchronous and free of data. In English, and when
 *   the browser has no name for the code, the English name of lib/reference (the wording signup
 *   showed): the answer's `Description` when it has one, else looked up in the English country list.
 * - Time zones: the interface language's own time-zone list of lib/reference (the names signup's
 *   basics step showed), found through the English list by description or short code; English stays
 *   as the answer says it.
 *
 * The lists are small JSON chunks loaded on demand, only when needed; until they arrive the English
 * time zone, and the country's code, are shown.
 */
import { useEffect, useState } from 'react';
import type { CountryEntry, TimeZoneEntry } from '../../../lib/reference/types';

const baseLanguage = (language: string) => language.toLowerCase().split(/[-_]/)[0] ?? 'en';
const isEnglish = (language: string) => baseLanguage(language) === 'en';
const isCountryCode = (code: string) => /^[A-Za-z]{2}$/.test(code.trim());

const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(language: string): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  return displayNames.get(language) ?? null;
}

/** The browser's name of country `code` (ISO 3166-1 alpha-2) in `language`, if it has one. */
function localCountryName(code: string, language: string): string | undefined {
  if (isEnglish(language) || !isCountryCode(code)) return undefined;
  try {
    return regionNames(language)?.of(code.trim().toUpperCase());
  } catch {
    return undefined;
  }
}

/** The country of `code` in `language`; `english` (its English name) when there is no such name. */
export function countryName(code: string, language: string, english: string): string {
  return localCountryName(code, language) ?? english;
}

/** The English list's name of country `code` (the wording of lib/reference), loaded on demand. */
export async function englishCountryName(code: string): Promise<string | undefined> {
  const { default: countries } = (await import('../../../lib/reference/data/en/countries.json')) as {
    default: CountryEntry[];
  };
  const wanted = code.trim().toUpperCase();
  return countries.find((country) => country.Code === wanted)?.Description;
}

type TimeZoneList = TimeZoneEntry[];

// one loader per language, so each list is a chunk of its own (a few KB)
const timeZoneLoaders: Record<string, () => Promise<{ default: TimeZoneList }>> = {
  en: () => import('../../../lib/reference/data/en/timezones.json'),
  es: () => import('../../../lib/reference/data/es/timezones.json'),
  ja: () => import('../../../lib/reference/data/ja/timezones.json'),
  ko: () => import('../../../lib/reference/data/ko/timezones.json'),
  pt: () => import('../../../lib/reference/data/pt/timezones.json'),
};

/** The time zone named `english` (its English description or its short code) in `language`. */
export async function timeZoneName(english: string, language: string): Promise<string> {
  const base = baseLanguage(language);
  const loadLocal = timeZoneLoaders[base];
  if (base === 'en' || !loadLocal) return english;
  const [englishList, localList] = await Promise.all([timeZoneLoaders.en!(), loadLocal()]);
  const wanted = english.trim();
  const entry =
    englishList.default.find((zone) => zone.Description === wanted) ??
    englishList.default.find((zone) => zone.TimeZone === wanted.toUpperCase());
  const local = entry ? localList.default.find((zone) => zone.Id === entry.Id) : undefined;
  return local?.Description ?? english;
}

/**
 * `load(key)` once it settles, for the `key` still asked for (a failed chunk load leaves `fallback`);
 * `fallback` until then and for a null key. `load` is a module-level function, so the key is all that varies.
 */
function useLoaded<T>(key: string | null, load: (key: string) => Promise<T>, fallback: T): T {
  const [loaded, setLoaded] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    let cancelled = false;
    load(key).then(
      (value) => {
        if (!cancelled) setLoaded({ key, value });
      },
      () => {
        // a chunk that cannot load leaves the fallback
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, load]);
  return key !== null && loaded?.key === key ? loaded.value : fallback;
}

// the time zone's key: the language (which holds no line break), a line break, the English name
const zoneKey = (zone: string, language: string) => `${language}\n${zone}`;
const loadZoneName = (key: string) => {
  const at = key.indexOf('\n');
  return timeZoneName(key.slice(at + 1), key.slice(0, at));
};

/** What names a profile's place: the code, the English country name when the answer has one, the time zone. */
export interface ProfilePlace {
  CountryCode: string;
  /** the country's English name (000 §3 public profile `Description`); looked up when absent */
  Description?: string;
  /** the time zone's English description (or short code) */
  TimeZone: string;
}

/** The country and time zone of `place` in `language`; English names (or the code) until a list arrives. */
export function usePlaceNames(place: ProfilePlace, language: string): { country: string; timeZone: string } {
  const { CountryCode: code, Description: given, TimeZone: zone } = place;
  const local = localCountryName(code, language);
  // the English list is read only when neither the browser nor the answer names the country
  const lookUp = local === undefined && !given && isCountryCode(code) ? code.trim().toUpperCase() : null;
  const english = useLoaded(lookUp, englishCountryName, undefined);
  const timeZone = useLoaded(isEnglish(language) ? null : zoneKey(zone, language), loadZoneName, zone);
  return { country: local ?? given ?? english ?? code, timeZone };
}
