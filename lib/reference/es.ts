/** The reference lists in the 'es' interface language; the web lazy-imports one of these (see load.ts). */
import countries from './data/es/countries.json';
import languages from './data/es/languages.json';
import timezones from './data/es/timezones.json';
import type { ReferenceLists } from './types';

const lists: ReferenceLists = { languages, countries, timezones };
export default lists;
