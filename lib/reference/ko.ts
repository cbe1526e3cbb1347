/** The reference lists in the 'ko' interface language; the web lazy-imports one of these (see load.ts). */
import countries from './data/ko/countries.json';
import languages from './data/ko/languages.json';
import timezones from './data/ko/timezones.json';
import type { ReferenceLists } from './types';

const lists: ReferenceLists = { languages, countries, timezones };
export default lists;
