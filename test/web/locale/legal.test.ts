import { readdirSync } from 'node:fs';
import path from 'node:path';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../../lib/contract/codes';
import { LEGAL_DOCUMENTS, loadLegalTexts, type LegalTexts } from '../../../web/src/locale/legal';

let texts: Record<InterfaceLanguage, LegalTexts>;

beforeAll(async () => {
  const entries = await Promise.all(
    INTERFACE_LANGUAGES.map(async (language) => [language, await loadLegalTexts(language)] as const),
  );
  texts = Object.fromEntries(entries) as Record<InterfaceLanguage, LegalTexts>;
});

const sectionText = (language: InterfaceLanguage, document: keyof LegalTexts, id: string) => {
  const section = texts[language][document].sections.find((candidate) => candidate.id === id);
  return [...(section?.paragraphs ?? []), ...(section?.items ?? [])].join(' ');
};

/** 001 §1 facts, as each language words them. */
const FACTS: Record<InterfaceLanguage, { over18: string; under13: string; notice: string }> = {
  en: { over18: 'over 18', under13: 'under 13', notice: '30 days' },
  es: { over18: 'mayor de 18 años', under13: 'menores de 13 años', notice: '30 días' },
  ja: { over18: '18歳以上', under13: '13歳未満', notice: '30日前' },
  ko: { over18: '18세 이상', under13: '13세 미만', notice: '30일 전' },
  pt: { over18: 'mais de 18 anos', under13: 'menores de 13 anos', notice: '30 dias' },
};

describe('legal texts (001 §1)', () => {
  it('ships one lazily loaded module per interface language', () => {
    const files = readdirSync(path.join(__dirname, '../../../web/src/locale/legal'))
      .map((file) => path.basename(file, '.json'))
      .sort();

    expect(files).toEqual([...INTERFACE_LANGUAGES].sort());
  });

  it('falls back to English for a language it does not know', async () => {
    await expect(loadLegalTexts('de')).resolves.toBe(texts.en);
  });

  it.each(INTERFACE_LANGUAGES)(
    '%s has the three documents with the English sections, in order, none empty',
    (language) => {
      for (const document of LEGAL_DOCUMENTS) {
        const english = texts.en[document];
        const translated = texts[language][document];
        expect([document, translated.sections.map((section) => section.id)]).toEqual([
          document,
          english.sections.map((section) => section.id),
        ]);
        expect(translated.title.trim()).not.toBe('');
        expect(translated.intro.length).toBeGreaterThan(0);
        for (const section of translated.sections) {
          expect([section.id, section.heading.trim().length > 0, section.paragraphs.length > 0]).toEqual([
            section.id,
            true,
            true,
          ]);
          expect([section.id, Boolean(section.items)]).toEqual([
            section.id,
            Boolean(english.sections.find((candidate) => candidate.id === section.id)?.items),
          ]);
        }
      }
    },
  );

  it('has about ten sections in the terms and the privacy policy, and eight guidelines', () => {
    expect(texts.en.terms.sections.length).toBeGreaterThanOrEqual(10);
    expect(texts.en.privacy.sections.length).toBeGreaterThanOrEqual(10);
    expect(texts.en.guidelines.sections).toHaveLength(8);
  });

  it.each(INTERFACE_LANGUAGES)(
    '%s carries the facts: over 18, under 13, ads, sign-in, 30 days, 100 USD',
    (language) => {
      const facts = FACTS[language];
      expect(sectionText(language, 'terms', 'eligibility')).toContain(facts.over18);
      expect(sectionText(language, 'terms', 'changes')).toContain(facts.notice);
      expect(sectionText(language, 'terms', 'liability')).toContain('100 USD');
      expect(texts[language].privacy.intro.join(' ')).toContain(facts.under13);
      expect(sectionText(language, 'privacy', 'children')).toContain(facts.under13);
      expect(sectionText(language, 'privacy', 'advertising')).toContain(facts.under13);
      expect(sectionText(language, 'privacy', 'advertising')).toContain('optout.aboutads.info');
      expect(sectionText(language, 'privacy', 'changes')).toContain(facts.notice);
      for (const network of ['Google', 'Facebook', 'Apple']) {
        expect(sectionText(language, 'privacy', 'signIn')).toContain(network);
      }
      expect(sectionText(language, 'guidelines', 'honesty')).toContain(facts.over18);
    },
  );
});
