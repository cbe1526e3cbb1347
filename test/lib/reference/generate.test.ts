import { INTERFACE_LANGUAGES } from '../../../lib/contract';
import { referenceLists, REFERENCE_KINDS } from '../../../lib/reference';
import { buildReferenceLists, currentIcu } from '../../../lib/reference/build';
import meta from '../../../lib/reference/data/meta.json';

/** The fields that come from the frozen tables of sources.ts, whatever ICU the machine has. */
const frozen = (entry: object) =>
  Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'Description')) as Record<
    string,
    unknown
  >;
const byIdSorted = (list: readonly { Id: number }[]) => [...list].sort((a, b) => a.Id - b.Id);

describe('the committed reference data', () => {
  it.each(INTERFACE_LANGUAGES)('holds what the generator builds from the source tables (%s)', (lang) => {
    const built = buildReferenceLists(lang);
    const committed = referenceLists(lang);

    for (const kind of REFERENCE_KINDS) {
      expect(byIdSorted(committed[kind]).map(frozen)).toEqual(byIdSorted(built[kind]).map(frozen));
    }
  });

  const sameIcu = JSON.stringify(currentIcu()) === JSON.stringify(meta);
  // Localized names come from ICU: they can only be compared under the ICU the data was built with.
  (sameIcu ? it.each(INTERFACE_LANGUAGES) : it.skip.each(INTERFACE_LANGUAGES))(
    'is exactly the generator output under the same ICU (%s)',
    (lang) => {
      expect(referenceLists(lang)).toEqual(buildReferenceLists(lang));
    },
  );
});
