/**
 * English names from the reference lists (lib/reference) for answers that carry descriptions.
 */
import { countryByCode, timeZoneById } from '../../lib/reference';

/** The English name of a country code, or '' when unknown. */
export function countryName(code: string): string {
  return countryByCode(code, 'en')?.Description ?? '';
}

/** The English description of a time zone id, or '' when unknown. */
export function timeZoneDescription(id: number): string {
  return timeZoneById(id, 'en')?.Description ?? '';
}
