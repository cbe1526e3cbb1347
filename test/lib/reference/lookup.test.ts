import {
  countryByCode,
  languageById,
  referenceList,
  referenceLists,
  timeZoneById,
  toReferenceLanguage,
} from '../../../lib/reference';
import { loadReferenceLists } from '../../../lib/reference/load';
import { findLanguageByAbbreviation, findTimeZoneByCode } from '../../../lib/reference/lookup';

describe('reference lookups', () => {
  it('finds a country by code in any case, named in the asked language', () => {
    expect(countryByCode('jp', 'ja')).toMatchObject({
      Code: 'JP',
      Description: '日本',
      ImageSrc: 'flags/jp.svg',
    });
    expect(countryByCode('US')).toMatchObject({ Code: 'US', Description: 'United States' });
    expect(countryByCode('ZZ')).toBeUndefined();
  });

  it('finds time zones and languages by id, English by default', () => {
    const kst = referenceList('timezones').find((z) => z.TimeZone === 'KST')!;

    expect(timeZoneById(kst.Id, 'ko')?.Description).toBe('(UTC+09:00) 한국 표준시');
    expect(timeZoneById(kst.Id)).toMatchObject({ TimeZone: 'KST', Iana: 'Asia/Seoul' });
    expect(timeZoneById(999)).toBeUndefined();
    expect(languageById(41)).toMatchObject({ Abbreviation: 'en', Description: 'English' });
    expect(languageById(41, 'pt')?.Description).toBe('Inglês');
    expect(languageById(0)).toBeUndefined();
  });

  it('finds by short code and abbreviation', () => {
    const ja = referenceLists('ja');

    expect(findTimeZoneByCode(ja, 'jst')?.Iana).toBe('Asia/Tokyo');
    expect(findLanguageByAbbreviation(ja, 'KO')?.Description).toBe('韓国語');
  });

  it('maps locale tags to interface languages and falls back to English', () => {
    expect(toReferenceLanguage('ja-JP')).toBe('ja');
    expect(toReferenceLanguage('PT_br')).toBe('pt');
    expect(toReferenceLanguage('fr')).toBe('en');
    expect(toReferenceLanguage(undefined)).toBe('en');
    expect(referenceList('countries', 'fr')).toBe(referenceList('countries', 'en'));
  });

  it('loads one language lazily for the web', async () => {
    await expect(loadReferenceLists('ko')).resolves.toEqual(referenceLists('ko'));
    await expect(loadReferenceLists('de')).resolves.toEqual(referenceLists('en'));
  });
});
