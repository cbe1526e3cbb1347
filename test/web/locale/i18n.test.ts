import { detectLanguages } from '../../../web/src/locale/detect-language';
import { createI18n, DETECTION, initI18n, LANGUAGE_STORAGE_KEY } from '../../../web/src/locale/i18n';

function browserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('language detection (001 §4)', () => {
  it('looks in session storage, then the html lang tag, then the browser, and caches in session storage', () => {
    expect(DETECTION.order).toEqual(['sessionStorage', 'htmlTag', 'navigator']);
    expect(DETECTION.caches).toEqual(['sessionStorage']);
  });

  it('prefers the language stored in session storage', async () => {
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'ko');
    document.documentElement.lang = 'ja';
    browserLanguages(['es-MX', 'es']);

    const i18n = await initI18n(createI18n());

    expect(i18n.language).toBe('ko');
  });

  it('uses the html lang tag when session storage has none', async () => {
    document.documentElement.lang = 'ja';
    browserLanguages(['es-MX', 'es']);

    const i18n = await initI18n(createI18n());

    expect(i18n.language).toBe('ja');
  });

  it('uses the browser language last, reduced to a supported interface language, and caches it', async () => {
    browserLanguages(['pt-BR', 'en-US']);

    const i18n = await initI18n(createI18n());

    expect(i18n.language).toBe('pt');
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
    expect(i18n.t('landing.logIn')).toBe('Entrar');
  });

  it('skips an unsupported stored language and falls back to English when nothing matches', async () => {
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    browserLanguages(['de-DE', 'fr']);

    const i18n = await initI18n(createI18n());

    expect(i18n.language).toBe('en');
    expect(i18n.t('notAvailable.message')).toBe('Sorry, this page is not available.');
  });

  it('does not escape interpolated values (React escapes what it renders)', async () => {
    browserLanguages(['en-US']);

    const i18n = await initI18n(createI18n());

    expect(i18n.t('profile.pictureAlt', { username: 'Tom & <Jerry>' })).toBe(
      'Profile picture of Tom & <Jerry>',
    );
  });

  it('switches language at run time and loads the new strings', async () => {
    browserLanguages(['en-US']);
    const i18n = await initI18n(createI18n());

    await i18n.changeLanguage('ja');

    expect(i18n.t('landing.signUp')).toBe('新規登録');
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja');
  });
});

describe('language detection without the storage or with odd values', () => {
  it('ignores a stored value that is not a language tag, and reads the next source', async () => {
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, '<b>ko</b>');
    browserLanguages(['es-MX']);

    expect(detectLanguages()).toEqual(['es', 'es']);
    const i18n = await initI18n(createI18n());

    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('detects from the browser when session storage refuses to be read or written', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    browserLanguages(['ko-KR', 'en']);

    const i18n = await initI18n(createI18n());

    expect(i18n.language).toBe('ko');
  });
});
