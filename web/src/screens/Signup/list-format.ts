/** "a, b and c" in the interface language (Intl.ListFormat), or a comma list where it is missing. */
export function listFormat(language: string, items: string[]): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}
