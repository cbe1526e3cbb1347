import { readdirSync } from 'node:fs';
import path from 'node:path';
import { INTERFACE_LANGUAGES } from '../../../lib/contract/codes';
import en from '../../../web/src/locale/resources/en.json';
import es from '../../../web/src/locale/resources/es.json';
import ja from '../../../web/src/locale/resources/ja.json';
import ko from '../../../web/src/locale/resources/ko.json';
import pt from '../../../web/src/locale/resources/pt.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

const resources: Record<string, Tree> = { en, es, ja, ko, pt };
const englishKeys = leaves(en).map(([key]) => key);

describe('translation resources', () => {
  it('ships exactly one resource per interface language', () => {
    const files = readdirSync(path.join(__dirname, '../../../web/src/locale/resources'))
      .map((file) => path.basename(file, '.json'))
      .sort();

    expect(files).toEqual([...INTERFACE_LANGUAGES].sort());
    expect(Object.keys(resources).sort()).toEqual([...INTERFACE_LANGUAGES].sort());
  });

  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the English keys',
    (language) => {
      const keys = leaves(resources[language]!).map(([key]) => key);

      expect(keys.filter((key) => !englishKeys.includes(key))).toEqual([]);
      expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]);
    },
  );

  it.each(INTERFACE_LANGUAGES)('%s has no empty text and the same {{variables}} as English', (language) => {
    const english = new Map(leaves(en));
    for (const [key, text] of leaves(resources[language]!)) {
      expect([key, text.trim().length > 0]).toEqual([key, true]);
      expect([key, variables(text)]).toEqual([key, variables(english.get(key) ?? '')]);
    }
  });
});
