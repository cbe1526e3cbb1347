/**
 * The legal texts (001 §1: terms of use, privacy policy, community guidelines), written for PlayJoin
 * in each interface language. They are long, so they are not in the interface strings: each language
 * is a JSON module of its own, loaded the first time a legal page shows it.
 */
import { useCallback, useEffect, useState } from 'react';
import { FALLBACK_LANGUAGE, type InterfaceLanguage } from '../../../lib/contract/codes';
import { report } from '../lib/errors';
import { isInterfaceLanguage } from './i18n';

export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'guidelines'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

/** When the current versions took effect (shown as "last updated"). */
export const LEGAL_UPDATED = '2025-06-01';

export interface LegalSection {
  /** stable anchor, the same in every language */
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  intro: string[];
  sections: LegalSection[];
}

export type LegalTexts = Record<LegalDocumentId, LegalDocument>;

const LOADERS: Record<InterfaceLanguage, () => Promise<{ default: unknown }>> = {
  en: () => import('./legal/en.json'),
  es: () => import('./legal/es.json'),
  ja: () => import('./legal/ja.json'),
  ko: () => import('./legal/ko.json'),
  pt: () => import('./legal/pt.json'),
};

const loaded = new Map<InterfaceLanguage, Promise<LegalTexts>>();

/** The texts of a language (English for any other), loaded once; a failed load is retried next time. */
export function loadLegalTexts(language: string): Promise<LegalTexts> {
  const key = isInterfaceLanguage(language) ? language : FALLBACK_LANGUAGE;
  let texts = loaded.get(key);
  if (!texts) {
    texts = LOADERS[key]().then((module) => module.default as LegalTexts);
    texts.catch(() => loaded.delete(key));
    loaded.set(key, texts);
  }
  return texts;
}

export type LegalTextsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; texts: LegalTexts; language: string };

/** The legal texts in `language`, with explicit loading and error states. */
export function useLegalTexts(language: string): LegalTextsState {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<
    { language: string; attempt: number } & ({ texts: LegalTexts } | { error: unknown })
  >();
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    loadLegalTexts(language).then(
      (texts) => {
        if (current) setResult({ language, attempt, texts });
      },
      (error: unknown) => {
        report(error, { where: 'legal', language });
        if (current) setResult({ language, attempt, error });
      },
    );
    return () => {
      current = false;
    };
  }, [language, attempt]);

  if (!result || result.language !== language || result.attempt !== attempt) return { status: 'loading' };
  if ('error' in result) return { status: 'error', retry };
  return { status: 'ready', texts: result.texts, language };
}
