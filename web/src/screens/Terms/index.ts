/** The legal pages' chunk: the layout shared by /terms, /terms/privacy and /terms/guidelines, and the page. */
export { LegalPage } from './LegalPage';
export { TermsLayout } from './TermsLayout';
