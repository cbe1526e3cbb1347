// Types every `t('...')` call against the English resource: a misspelled key does not compile.
import 'i18next';
import type en from './resources/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
