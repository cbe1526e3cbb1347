/**
 * The country and time zone of a profile in the interface language. The profile read carries the
 * country's code and the time zone's English description (as the public profile does); the reference
 * lists (lib/reference, one chunk per language) give their names in the language shown.
 */
import { findCountry } from '../../../../lib/reference/lookup';
import { useReferenceLists } from '../../state/server/reference-lists';

export function usePlaceNames(countryCode: string, timeZone: string, language: string) {
  const { state: shown } = useReferenceLists(language);
  const { state: english } = useReferenceLists('en');
  let country = countryCode;
  let zone = timeZone;
  if (shown.status === 'ready') {
    country = findCountry(shown.lists, countryCode)?.Description ?? countryCode;
    if (english.status === 'ready') {
      const entry = english.lists.timezones.find(
        (candidate) => candidate.Description === timeZone || candidate.TimeZone === timeZone,
      );
      const local = entry && shown.lists.timezones.find((candidate) => candidate.Id === entry.Id);
      zone = local?.Description ?? timeZone;
    }
  }
  return { country, timeZone: zone };
}
