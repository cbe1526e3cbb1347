/**
 * The interface language's detection (001 §4), as i18next's language detector: session storage (the
 * language chosen earlier in the session), then the page's html `lang`, then the browser's languages
 * in its order of preference; each reduced to its language (a browser's pt-BR or es-MX means pt or es).
 * i18next takes the first supported one, else English, and the choice is cached in session storage.
 */
import type { LanguageDetectorModule } from 'i18next';

/** Where the chosen language is kept for the session. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const DETECTION = {
  order: ['sessionStorage', 'htmlTag', 'navigator'],
  caches: ['sessionStorage'],
} as const;

/** Session storage, or null where the browser refuses it (private modes, disabled storage). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const LOOKUPS: Record<(typeof DETECTION.order)[number], () => Array<string | null | undefined>> = {
  sessionStorage: () => {
    try {
      return [storage()?.getItem(LANGUAGE_STORAGE_KEY)];
    } catch {
      return [];
    }
  },
  htmlTag: () => [typeof document === 'undefined' ? null : document.documentElement.getAttribute('lang')],
  navigator: () =>
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language],
};

/** Language tags of letters, digits and `-`/`_` only: nothing else reaches i18next (or `<html lang>`). */
const TAG = /^[A-Za-z0-9_-]{1,64}$/;

/** The candidate languages, in the detection order, as plain language codes. */
export function detectLanguages(): string[] {
  return DETECTION.order
    .flatMap((source) => LOOKUPS[source]())
    .filter((tag): tag is string => typeof tag === 'string' && TAG.test(tag))
    .map((tag) => tag.split(/[-_]/)[0] ?? tag);
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectLanguages(),
  cacheUserLanguage(language) {
    try {
      storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage full or refused: the language is detected again on the next visit
    }
  },
};
