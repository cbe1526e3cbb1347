/**
 * The support address (001 §2): shown on the contact page and named wherever the only way forward is
 * to write to us (a disabled account at login or signup). The legal texts carry it in their own words.
 */
export const SUPPORT_EMAIL = 'support@playjoin.example';
