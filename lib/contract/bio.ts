/**
 * Bio clean-up for display (000 §2): null, none or none... display blank; surrounding quotes are
 * stripped; the text is URL-decoded. Pure and total: malformed percent-encoding never throws.
 * The API answers the raw bio; the web shows it through this (web/src/lib/bio.ts re-exports it).
 */

/** Values that mean "no bio" (compared case-insensitively, after clean-up). */
const BLANK_VALUES = new Set(['null', 'none', 'none...', 'none…']);

/** Quote pairs that may wrap a stored bio (straight and typographic). */
const QUOTE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ["'", "'"],
  ['\u201c', '\u201d'],
  ['\u2018', '\u2019'],
];

/** Removes matching quote pairs around the text, repeatedly (`""hi""` → `hi`). */
export function stripSurroundingQuotes(text: string): string {
  let current = text.trim();
  for (;;) {
    const pair = QUOTE_PAIRS.find(
      ([open, close]) => current.length >= 2 && current.startsWith(open) && current.endsWith(close),
    );
    if (!pair) return current;
    current = current.slice(pair[0].length, current.length - pair[1].length).trim();
  }
}

const PERCENT_RUN = /(?:%[0-9a-f]{2})+/gi;

/**
 * URL-decodes the text. When the whole text is not valid percent-encoding (a lone `%`, a broken UTF-8
 * sequence), each well-formed run of escapes is decoded on its own and anything else is kept as written.
 */
export function safeDecodeUri(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(PERCENT_RUN, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

export function cleanBio(raw: string | null | undefined): string {
  if (raw === null || raw === undefined) return '';
  const decoded = stripSurroundingQuotes(safeDecodeUri(stripSurroundingQuotes(raw)));
  return BLANK_VALUES.has(decoded.toLowerCase()) ? '' : decoded;
}
