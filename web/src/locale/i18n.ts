/**
 * Interface languages (001 §4): detected in the order session storage → the page's html `lang` →
 * the browser language, cached in session storage, falling back to English. Interpolated values are
 * not escaped (React escapes what it renders). Each language's strings are a separate chunk, loaded
 * on demand, so the landing page downloads only the language it shows. The detection is our own few
 * lines (./detect-language.ts) rather than i18next-browser-languagedetector: every page loads it.
 */
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../../lib/contract/codes';
import { DETECTION, languageDetector, LANGUAGE_STORAGE_KEY } from './detect-language';

export { DETECTION, LANGUAGE_STORAGE_KEY };

type ResourceModule = { default: ResourceKey };

const RESOURCE_LOADERS: Record<InterfaceLanguage, () => Promise<ResourceModule>> = {
  en: () => import('./resources/en.json'),
  es: () => import('./resources/es.json'),
  ja: () => import('./resources/ja.json'),
  ko: () => import('./resources/ko.json'),
  pt: () => import('./resources/pt.json'),
};

export function isInterfaceLanguage(value: string): value is InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** An i18next backend that reads the bundled resource of a language from its own chunk. */
const bundledResources: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isInterfaceLanguage(language)) {
      callback(null, {});
      return;
    }
    RESOURCE_LOADERS[language]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** A fresh, not yet initialised i18next instance with the app's plugins. */
export function createI18n(): I18n {
  return i18next.createInstance().use(bundledResources).use(languageDetector).use(initReactI18next);
}

/** Detects the language, loads its strings and keeps `<html lang>` in step with the language shown. */
export async function initI18n(instance: I18n): Promise<I18n> {
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  await instance.init({
    supportedLngs: [...INTERFACE_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** The app's instance. */
export const i18n = createI18n();
