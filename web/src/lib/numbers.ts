/**
 * Whole numbers in the interface language ("1,234", "1.234", "1 234"): one `Intl.NumberFormat` per
 * language, made once (making one costs far more than formatting with it, and the dashboard's cards,
 * the profile's counts and the game modal's tabs format on every render). Below 1,000 no separator
 * applies and every interface language writes Western Arabic digits, so small counts, the most
 * common, skip Intl altogether: its first format loads the locale's data, ≈ 40 ms on a phone, in
 * the middle of the dashboard's first render.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, language: string): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format.format(value);
}
