/** The one ordering of every reference list: SortBy descending, then Description in the list's language. */
export function compareReferenceEntries(
  lang: string,
): (a: { SortBy: number; Description: string }, b: { SortBy: number; Description: string }) => number {
  const collator = new Intl.Collator(lang);
  return (a, b) => b.SortBy - a.SortBy || collator.compare(a.Description, b.Description);
}
