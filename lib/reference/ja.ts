/** The reference lists in the 'ja' interface language; the web lazy-imports one of these (see load.ts). */
import countries from './data/ja/countries.json';
import languages from './data/ja/languages.json';
import timezones from './data/ja/timezones.json';
import type { ReferenceLists } from './types';

const lists: ReferenceLists = { languages, countries, timezones };
export default lists;
