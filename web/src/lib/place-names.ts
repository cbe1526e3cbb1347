/**
 * Country and time-zone names in the interface language, for profiles whose answer carries the
 * English names of lib/reference (000 §3 `Description`, `TimeZone`).
 *
 * - Countries: `Intl.DisplayNames` of the ISO code, synchronous and free of data; the English name
 *   of the answer in English (the reference list's own wording, as signup showed it) and when the
 *   browser has no name for the code.
 * - Time zones: the interface language's own time-zone list of lib/reference (the names signup's
 *   basics step showed), found through the English list by description or short code. Both lists are
 *   small JSON chunks loaded on demand, only when the interface is not English; until they arrive,
 *   or when the zone is unknown, the English name stays.
 */
import { useEffect, useState } from 'react';
import type { TimeZoneEntry } from '../../../lib/reference/types';

const baseLanguage = (language: string) => language.toLowerCase().split(/[-_]/)[0] ?? 'en';

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

/** The country of `code` (ISO 3166-1 alpha-2) in `language`; `english` when there is no such name. */
export function countryName(code: string, language: string, english: string): string {
  if (baseLanguage(language) === 'en' || !/^[A-Za-z]{2}$/.test(code.trim())) return english;
  try {
    return regionNames(language)?.of(code.trim().toUpperCase()) ?? english;
  } catch {
    return english;
  }
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

/** `timeZoneName` as a hook: the English name until the localized one is known. */
export function useTimeZoneName(english: string, language: string): string {
  const [named, setNamed] = useState<{ key: string; name: string } | null>(null);
  const key = `${language}|${english}`;
  useEffect(() => {
    let cancelled = false;
    timeZoneName(english, language).then(
      (name) => {
        if (!cancelled) setNamed({ key, name });
      },
      () => {
        // a chunk that cannot load leaves the English name
      },
    );
    return () => {
      cancelled = true;
    };
  }, [english, language, key]);
  return named?.key === key ? named.name : english;
}
