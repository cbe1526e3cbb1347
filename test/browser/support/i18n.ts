/**
 * The interface texts the browser tests look for, read from the SPA's own translation resources
 * (web/src/locale/resources/<language>.json), so a journey runs the same in every interface language
 * and a reworded string does not break a test that is about behaviour.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const INTERFACE_LANGUAGES = ['en', 'es', 'ja', 'ko', 'pt'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

type Resource = { [key: string]: string | Resource };
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const RESOURCES = path.join(__dirname, '..', '..', '..', 'web', 'src', 'locale', 'resources');
const cache = new Map<InterfaceLanguage, Resource>();

function resource(language: InterfaceLanguage): Resource {
  let loaded = cache.get(language);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(path.join(RESOURCES, `${language}.json`), 'utf8')) as Resource;
    cache.set(language, loaded);
  }
  return loaded;
}

function lookup(tree: Resource, key: string): string | undefined {
  let node: string | Resource | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * i18next's reading of a key: `count` picks the plural form (`key_one`, `key_other`…) by the
 * language's plural rules, and `{{name}}` is replaced unescaped (001 §4: text is not escaped).
 */
export function translator(language: InterfaceLanguage): Translate {
  const tree = resource(language);
  const plurals = new Intl.PluralRules(language);
  return (key, values = {}) => {
    const count = values.count;
    const text =
      (typeof count === 'number' ? lookup(tree, `${key}_${plurals.select(count)}`) : undefined) ??
      lookup(tree, key);
    if (text === undefined) throw new Error(`no "${key}" in the ${language} translations`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
