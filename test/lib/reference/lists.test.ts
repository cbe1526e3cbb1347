import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE_ID, INTERFACE_LANGUAGES } from '../../../lib/contract';
import { referenceList, referenceLists, REFERENCE_KINDS } from '../../../lib/reference';
import type { ReferenceLanguage } from '../../../lib/reference';
import { compareReferenceEntries } from '../../../lib/reference/sort';
import { TIME_ZONE_ROWS } from '../../../lib/reference/sources';

const FLAG_DIR = join(__dirname, '../../../node_modules/flag-icons/flags/4x3');
const MAJOR_LANGUAGES = ['de', 'en', 'es', 'ja', 'ko', 'pt'];
const US_CANADA_ZONES = ['AST', 'CNT', 'CST', 'EST', 'HST', 'IET', 'MST', 'PNT', 'PRT', 'PST'];

const byId = <T extends { Id: number }>(entries: readonly T[]) => new Map(entries.map((e) => [e.Id, e]));
const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe.each(INTERFACE_LANGUAGES)('reference lists in %s', (lang) => {
  const lists = referenceLists(lang);

  it('hold 183 languages, 249 countries and 33 time zones', () => {
    expect(lists.languages).toHaveLength(183);
    expect(lists.countries).toHaveLength(249);
    expect(lists.timezones).toHaveLength(33);
  });

  it('use unique ids, codes and descriptions', () => {
    expect(unique(lists.languages.map((l) => l.Id))).toBe(true);
    expect(unique(lists.languages.map((l) => l.Abbreviation))).toBe(true);
    expect(unique(lists.languages.map((l) => l.Description))).toBe(true);
    expect(unique(lists.countries.map((c) => c.Code))).toBe(true);
    expect(unique(lists.countries.map((c) => c.Description))).toBe(true);
    expect(unique(lists.timezones.map((z) => z.TimeZone))).toBe(true);
    expect(unique(lists.timezones.map((z) => z.Description))).toBe(true);
    expect(lists.countries.map((c) => c.Id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 249 }, (_, i) => i + 1),
    );
  });

  it('give English the default language id 41', () => {
    expect(byId(lists.languages).get(DEFAULT_LANGUAGE_ID)?.Abbreviation).toBe('en');
  });

  it('keep the field shapes of 001 §3', () => {
    for (const l of lists.languages) expect(l.Abbreviation).toMatch(/^[a-z]{2}$/);
    for (const c of lists.countries) {
      expect(c.Code).toMatch(/^[A-Z]{2}$/);
      expect(c.ImageSrc).toBe(`flags/${c.Code.toLowerCase()}.svg`);
      expect(c.Active).toBe(1);
    }
    for (const z of lists.timezones) expect(z.Description).toMatch(/^\(UTC([+-]\d\d:\d\d)?\) \S/);
  });

  it('are sorted by SortBy descending, then Description in the list language', () => {
    const compare = compareReferenceEntries(lang);
    for (const kind of REFERENCE_KINDS) {
      const list = referenceList(kind, lang);
      expect([...list].sort(compare)).toEqual(list);
    }
  });

  it('put the interface language first, then the other major languages, then the rest at -1', () => {
    const languages = referenceList('languages', lang);

    expect(languages[0]).toMatchObject({ Abbreviation: lang, SortBy: 128 });
    expect(
      languages
        .slice(0, 6)
        .map((l) => l.Abbreviation)
        .sort(),
    ).toEqual(MAJOR_LANGUAGES);
    if (lang !== 'en') expect(languages[1]).toMatchObject({ Abbreviation: 'en', SortBy: 127 });
    expect(languages.slice(6).every((l) => l.SortBy === -1)).toBe(true);
  });

  it('rank the US and Canada zones at 4 below any raised home zone', () => {
    const zones = referenceList('timezones', lang);
    const raised = zones.filter((z) => z.SortBy > 4).map((z) => z.TimeZone);
    const home: Record<ReferenceLanguage, string[]> = {
      en: [],
      es: ['ECT'],
      ja: ['JST'],
      ko: ['KST'],
      pt: ['BET'],
    };

    expect(raised).toEqual(home[lang]);
    expect(
      zones
        .slice(raised.length, raised.length + US_CANADA_ZONES.length)
        .map((z) => z.TimeZone)
        .sort(),
    ).toEqual(US_CANADA_ZONES);
    expect(zones.find((z) => z.TimeZone === 'UTC')?.SortBy).toBe(2);
  });

  it('name a flag file of flag-icons for every country', () => {
    const missing = lists.countries.filter(
      (c) => !existsSync(join(FLAG_DIR, c.ImageSrc.replace(/^flags\//, ''))),
    );

    expect(missing).toEqual([]);
  });
});

describe('reference lists across languages', () => {
  const en = referenceLists('en');

  it.each(INTERFACE_LANGUAGES.filter((l) => l !== 'en'))('keep the English ids and codes in %s', (lang) => {
    const other = referenceLists(lang);
    const ids = (kind: 'languages' | 'countries' | 'timezones', list = en) =>
      list[kind].map((e) =>
        JSON.stringify([e.Id, 'Code' in e ? e.Code : 'Abbreviation' in e ? e.Abbreviation : e.TimeZone]),
      );

    for (const kind of REFERENCE_KINDS) expect(ids(kind, other).sort()).toEqual(ids(kind).sort());
  });

  // Spanish and Portuguese share many country names with English (Chile, Argentina); Japanese and Korean none.
  it.each([
    ['es', 150],
    ['pt', 150],
    ['ja', 249],
    ['ko', 249],
  ] as const)('translate the country names in %s (at least %i)', (lang, least) => {
    const enCountries = byId(en.countries);
    const translated = referenceLists(lang).countries.filter(
      (c) => c.Description !== enCountries.get(c.Id)?.Description,
    );

    expect(translated.length).toBeGreaterThanOrEqual(least);
  });

  it('uses the local names for home countries, languages and zones', () => {
    expect(referenceList('countries', 'ja').find((c) => c.Code === 'JP')?.Description).toBe('日本');
    expect(referenceList('countries', 'ko').find((c) => c.Code === 'KR')?.Description).toBe('대한민국');
    expect(referenceList('countries', 'es').find((c) => c.Code === 'US')?.Description).toBe('Estados Unidos');
    expect(referenceList('countries', 'pt').find((c) => c.Code === 'DE')?.Description).toBe('Alemanha');
    expect(referenceList('languages', 'ja').find((l) => l.Id === 41)?.Description).toBe('英語');
    expect(referenceList('languages', 'es').find((l) => l.Id === 41)?.Description).toBe('Inglés');
    expect(referenceList('timezones', 'ko').find((z) => z.TimeZone === 'KST')?.Description).toBe(
      '(UTC+09:00) 한국 표준시',
    );
    expect(referenceList('timezones', 'en').find((z) => z.TimeZone === 'PST')?.Description).toBe(
      '(UTC-08:00) Pacific Time (United States and Canada)',
    );
  });

  it('lists the United States first in English, then Australia, Canada, United Kingdom, Ireland, Puerto Rico', () => {
    const countries = referenceList('countries', 'en');

    expect(countries.slice(0, 6).map((c) => c.Code)).toEqual(['US', 'AU', 'CA', 'GB', 'IE', 'PR']);
    expect(
      countries
        .filter((c) => c.SortBy === 1)
        .map((c) => c.Code)
        .sort(),
    ).toEqual(['AR', 'BR', 'CL', 'CO', 'MX', 'PE']);
    expect(countries.slice(12).every((c) => c.SortBy === -1)).toBe(true);
  });

  it.each([
    ['es', ['ES', 'MX', 'US']],
    ['ja', ['JP', 'US']],
    ['ko', ['KR', 'US']],
    ['pt', ['BR', 'PT', 'US']],
  ] as const)('raises the home countries of %s above the United States', (lang, first) => {
    expect(
      referenceList('countries', lang)
        .slice(0, first.length)
        .map((c) => c.Code),
    ).toEqual(first);
  });

  it('states each zone with its standard offset', () => {
    const offsetAt = (iana: string, month: number) => {
      const name = new Intl.DateTimeFormat('en', { timeZone: iana, timeZoneName: 'longOffset' })
        .formatToParts(new Date(Date.UTC(2025, month, 15, 12)))
        .find((p) => p.type === 'timeZoneName')!.value;
      const [, sign = '+', hours = '0', minutes = '0'] = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(name) ?? [];
      return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
    };

    for (const row of TIME_ZONE_ROWS) {
      const standard = Math.min(offsetAt(row.iana, 0), offsetAt(row.iana, 6));
      const sign = standard < 0 ? '-' : '+';
      const hhmm = `${String(Math.floor(Math.abs(standard) / 60)).padStart(2, '0')}:${String(Math.abs(standard) % 60).padStart(2, '0')}`;

      expect([row.code, row.offset || '+00:00']).toEqual([row.code, `${sign}${hhmm}`]);
    }
  });
});
