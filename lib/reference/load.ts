/**
 * The web's entry: loads one interface language's lists on demand, so a bundle that splits
 * dynamic imports ships each language as its own chunk. Types: './types'; lookups: './lookup'.
 */
import { toReferenceLanguage } from './lookup';
import type { ReferenceLists } from './types';

const loaders: Record<string, () => Promise<{ default: ReferenceLists }>> = {
  en: () => import('./en'),
  es: () => import('./es'),
  ja: () => import('./ja'),
  ko: () => import('./ko'),
  pt: () => import('./pt'),
};

/** The lists of `lang` (an interface language; others fall back to English), sorted and without placeholder. */
export async function loadReferenceLists(lang: string): Promise<ReferenceLists> {
  const load = loaders[toReferenceLanguage(lang)] ?? loaders.en!;
  return (await load()).default;
}
