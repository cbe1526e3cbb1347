/** The reference lists in the 'pt' interface language; the web lazy-imports one of these (see load.ts). */
import countries from './data/pt/countries.json';
import languages from './data/pt/languages.json';
import timezones from './data/pt/timezones.json';
import type { ReferenceLists } from './types';

const lists: ReferenceLists = { languages, countries, timezones };
export default lists;
