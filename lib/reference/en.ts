/** The reference lists in the 'en' interface language; the web lazy-imports one of these (see load.ts). */
import countries from './data/en/countries.json';
import languages from './data/en/languages.json';
import timezones from './data/en/timezones.json';
import type { ReferenceLists } from './types';

const lists: ReferenceLists = { languages, countries, timezones };
export default lists;
