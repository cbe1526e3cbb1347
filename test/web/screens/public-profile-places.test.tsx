/**
 * Country and time-zone names on a public profile in the interface language (issue 8: "country and
 * time-zone names on public profiles stay English in ja and ko"). The answer names both in English
 * (lib/reference); the page shows the country through Intl.DisplayNames and the time zone from the
 * interface language's own reference list, and keeps the English names in English. The user card and
 * the profile panel read profiles without the country's English name; the same hook finds it.
 */
import { renderHook, screen, waitFor } from '@testing-library/react';
import type { InterfaceLanguage } from '../../../lib/contract/codes';
import { callApi } from '../../../web/src/lib/api';
import { loadConfig } from '../../../web/src/lib/config';
import {
  countryName,
  englishCountryName,
  timeZoneName,
  usePlaceNames,
} from '../../../web/src/lib/place-names';
import { aProfile, TEST_CONFIG } from '../fixtures';
import { englishI18n, i18nIn, renderAppAt } from '../helpers';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const KOREA = {
  Description: 'Korea, Republic of',
  CountryCode: 'KR',
  TimeZone: '(UTC+09:00) Korean Standard Time',
};

beforeEach(() => {
  jest.mocked(loadConfig).mockReturnValue(Promise.resolve(TEST_CONFIG));
  jest.mocked(callApi).mockImplementation((async (name: string) => {
    if (name === 'getPublicProfile') return [aProfile(KOREA)];
    if (name === 'getPublicProfileGames') return [];
    throw new Error(`unexpected call ${name}`);
  }) as typeof callApi);
});
afterEach(() => {
  jest.resetAllMocks();
});

/** The facts list's value beside `label`. */
const factOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('public profile country and time zone in the interface language', () => {
  it.each<[InterfaceLanguage, string, string]>([
    ['ja', '韓国', '(UTC+09:00) 韓国標準時'],
    ['ko', '대한민국', '(UTC+09:00) 한국 표준시'],
    ['es', 'Corea del Sur', '(UTC+09:00) Hora estándar de Corea'],
    ['pt', 'Coreia do Sul', '(UTC+09:00) Horário Padrão da Coreia'],
  ])('%s', async (language, country, timeZone) => {
    const i18n = await i18nIn(language);
    await renderAppAt(i18n, '/NeonFox');
    await screen.findByRole('heading', { level: 1, name: 'NeonFox' });

    const labels = i18n.getFixedT(language);
    expect(factOf(labels('profile.country'))).toHaveTextContent(country);
    await waitFor(() => expect(factOf(labels('profile.timeZone'))).toHaveTextContent(timeZone));
  });

  it('keeps the reference list English in English', async () => {
    await renderAppAt(await englishI18n(), '/NeonFox');
    await screen.findByRole('heading', { level: 1, name: 'NeonFox' });

    expect(factOf('Country')).toHaveTextContent('Korea, Republic of');
    expect(factOf('Time zone')).toHaveTextContent('(UTC+09:00) Korean Standard Time');
  });

  it('falls back to the English names for what it cannot name', async () => {
    expect(countryName('', 'ja', 'Nowhere')).toBe('Nowhere');
    expect(countryName('AA', 'ja', 'Nowhere')).toBe('Nowhere');
    await expect(timeZoneName('(UTC+13:45) Chatham Time', 'ja')).resolves.toBe('(UTC+13:45) Chatham Time');
    // found by its short code as well as by its description
    await expect(timeZoneName('KST', 'ko')).resolves.toBe('(UTC+09:00) 한국 표준시');
  });

  it('finds the English country name in the English list when the answer has none', async () => {
    await expect(englishCountryName('kr')).resolves.toBe('South Korea');
    await expect(englishCountryName('AA')).resolves.toBeUndefined();

    const english = renderHook(() =>
      usePlaceNames({ CountryCode: 'KR', TimeZone: '(UTC+09:00) Korean Standard Time' }, 'en'),
    );
    // the code until the list arrives, then the list's wording
    expect(english.result.current.country).toBe('KR');
    await waitFor(() => expect(english.result.current.country).toBe('South Korea'));
    expect(english.result.current.timeZone).toBe('(UTC+09:00) Korean Standard Time');
  });

  it('names a code-only country in the interface language at once, and keeps an unknown code', async () => {
    const japanese = renderHook(() => usePlaceNames({ CountryCode: 'KR', TimeZone: 'KST' }, 'ja'));
    expect(japanese.result.current.country).toBe('韓国');
    await waitFor(() => expect(japanese.result.current.timeZone).toBe('(UTC+09:00) 韓国標準時'));

    const unknown = renderHook(() => usePlaceNames({ CountryCode: 'AA', TimeZone: 'KST' }, 'ko'));
    await waitFor(() => expect(unknown.result.current.timeZone).toBe('(UTC+09:00) 한국 표준시'));
    expect(unknown.result.current.country).toBe('AA');
  });
});
