/**
 * The games dataset, its covers and its thumbnails. Covers are drawn locally as SVG (460x215, the
 * 16:9-ish size of store headers): a gradient and shapes derived from the title's hash, the title
 * wrapped to fit, the genre and play type, and the content rating. Thumbnails (96x96, shown at 48 px
 * wherever a game is small) use the same palette with the title's short form (`shortTitle`), which
 * stays legible where a squeezed cover would cut the title.
 */
import type { SeedGame } from '../types';
import { CATALOGUE } from './catalogue';
import { hashString, Random } from './prng';

export const COVER_WIDTH = 460;
export const COVER_HEIGHT = 215;
export const THUMB_SIZE = 96;

export function buildGames(): SeedGame[] {
  return CATALOGUE.map(([title, genre, type, rating], index) => {
    const id = index + 1;
    return { id, description: title, genre, type, rating, image: `${id}.svg`, thumb: `${id}-thumb.svg` };
  });
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Average advance of a bold sans-serif glyph, as a share of the font size (a safe over-estimate). */
const GLYPH_WIDTH = 0.56;
const TITLE_BOX_WIDTH = 360;
const TITLE_MAX_LINES = 3;
/** Largest font size by line count: three lines must stay clear of the rating badge and the label. */
const TITLE_MAX_FONT = [44, 44, 34];
const TITLE_MIN_FONT = 18;
/** A layout with more lines must beat a shorter one by this factor per extra line to be chosen. */
const EXTRA_LINE_PENALTY = 0.85;

const length = (text: string) => [...text].length;

/** The split of `words` into exactly `count` lines whose longest line is shortest. */
function balancedSplit(words: string[], count: number): string[] | undefined {
  if (count > words.length) return undefined;
  if (count === 1) return [words.join(' ')];
  let best: string[] | undefined;
  for (let take = 1; take <= words.length - count + 1; take += 1) {
    const rest = balancedSplit(words.slice(take), count - 1);
    if (!rest) continue;
    const lines = [words.slice(0, take).join(' '), ...rest];
    const longest = Math.max(...lines.map(length));
    if (!best || longest < Math.max(...best.map(length))) best = lines;
  }
  return best;
}

/** The title's lines and font size: the largest text that fits in three lines, preferring fewer lines. */
export function layoutTitle(title: string): { fontSize: number; lines: string[] } {
  const words = title.split(/\s+/);
  let best: { fontSize: number; lines: string[]; score: number } | undefined;
  for (let count = 1; count <= TITLE_MAX_LINES; count += 1) {
    const lines = balancedSplit(words, count);
    if (!lines) break;
    const longest = Math.max(...lines.map(length));
    const fitting = Math.floor(TITLE_BOX_WIDTH / (longest * GLYPH_WIDTH) / 2) * 2;
    const fontSize = Math.min(TITLE_MAX_FONT[count - 1] ?? TITLE_MIN_FONT, fitting);
    if (fontSize < TITLE_MIN_FONT) continue;
    const score = fontSize * EXTRA_LINE_PENALTY ** (count - 1);
    if (!best || score > best.score) best = { fontSize, lines, score };
  }
  return best ? { fontSize: best.fontSize, lines: best.lines } : { fontSize: TITLE_MIN_FONT, lines: [title] };
}

const FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The two gradient hues of a title: covers and thumbnails share them. */
function paletteOf(hash: number): { hue: number; hue2: number } {
  const hue = hash % 360;
  return { hue, hue2: (hue + 40 + ((hash >>> 9) % 80)) % 360 };
}

export function coverSvg(game: SeedGame): string {
  const hash = hashString(game.description);
  const random = new Random(hash);
  const { hue, hue2 } = paletteOf(hash);
  const gradientId = `bg${game.id}`;

  const shapes: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const cx = random.int(0, COVER_WIDTH);
    const cy = random.int(0, COVER_HEIGHT);
    const r = random.int(30, 140);
    const opacity = (0.05 + random.next() * 0.1).toFixed(2);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`);
  }
  const stripe = random.int(-60, 60);
  shapes.push(
    `<path d="M${200 + stripe} 0 L${260 + stripe} 0 L${160 + stripe} ${COVER_HEIGHT} L${100 + stripe} ${COVER_HEIGHT} Z" fill="#000" fill-opacity="0.12"/>`,
  );

  const { fontSize, lines } = layoutTitle(game.description);
  const lineHeight = Math.round(fontSize * 1.15);
  const titleTop = 88 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const titleLines = lines
    .map((line, i) => `<tspan x="30" y="${Math.round(titleTop + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');

  const label = `${game.genre} · ${game.type}`.toUpperCase();
  const labelWidth = Math.round(label.length * 7.6 + 26);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-label="${escapeXml(game.description)}">`,
    `<title>${escapeXml(game.description)}</title>`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},70%,38%)"/><stop offset="1" stop-color="hsl(${hue2},75%,18%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#${gradientId})"/>`,
    ...shapes,
    `<text font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#fff" stroke="#000" stroke-opacity="0.25" stroke-width="1">${titleLines}</text>`,
    `<rect x="30" y="168" width="${labelWidth}" height="26" rx="13" fill="#000" fill-opacity="0.4"/>`,
    `<text x="42" y="186" font-family="${FONT}" font-size="12" font-weight="600" letter-spacing="0.6" fill="#fff">${escapeXml(label)}</text>`,
    `<rect x="398" y="18" width="44" height="30" rx="4" fill="#fff" fill-opacity="0.92"/>`,
    `<text x="420" y="39" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="800" fill="#111">${escapeXml(game.rating)}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

/** Words written as a lower-case initial inside a short form ("Call of Duty" → "CoD"). */
const MINOR_WORDS = new Set(['of', 'the', 'and', 'a', 'an', 'to', 'from', 'with', 'for', 'on', 'by']);
/** Numbers, editions and years ("2", "III", "2042", "2K25"). */
const NUMERAL = /^(?:[IVX]+|\d[\dA-Z]*)$/;
/** An acronym name kept whole when it leads the title ("PUBG", "NBA", "XCOM", "F1"). */
const ACRONYM = /^[A-Z][A-Z0-9]{1,3}$/;
/** A one-word name this short is written out ("Rust", "DayZ", "Hades", "osu!"). */
const SHORT_WORD = 5;
const MAX_MARK = 5;

const tokensOf = (text: string) => {
  const tokens = text.split(/[\s\-–]+/).filter((token) => /[\p{L}\p{N}+]/u.test(token));
  if (tokens.length > 1 && /^(the|a)$/i.test(tokens[0] ?? '')) tokens.shift();
  return tokens;
};
const firstChar = (word: string) => [...word].find((char) => /[\p{L}\p{N}]/u.test(char)) ?? '';

/**
 * The title's short form for a square thumbnail: `mark` (big) and an optional `edition` (small line).
 * The name is the title before a colon (with the subtitle when the name is one long word: "Honkai:
 * Star Rail" → "HSR"); trailing numbers go to the edition line; a short one-word name is written out,
 * a leading acronym kept, a single long word shortened to two letters, otherwise the initials of the
 * words (minor words in lower case, numbers whole, a leading "The" dropped), at most five characters.
 */
export function shortTitle(title: string): { mark: string; edition: string | null } {
  const [name = title, ...subtitle] = title.split(':');
  let tokens = tokensOf(name);
  const nameWords = tokens.filter((token, index) => index === 0 || !NUMERAL.test(token));
  if (
    nameWords.length === 1 &&
    subtitle.length > 0 &&
    length(tokens[0] ?? '') > SHORT_WORD &&
    !ACRONYM.test(tokens[0] ?? '')
  )
    tokens = [...tokens, ...tokensOf(subtitle.join(':'))];
  let end = tokens.length;
  while (end > 1 && (NUMERAL.test(tokens[end - 1] ?? '') || tokens[end - 1] === '+')) end -= 1;
  const edition = end < tokens.length ? tokens.slice(end).join(' ') : null;
  const words = tokens.slice(0, end);
  const first = words[0] ?? title;
  if (ACRONYM.test(first) || (words.length === 1 && length(first) <= SHORT_WORD))
    return { mark: first, edition };
  if (words.length === 1) {
    const [head = '', second = ''] = [...first].filter((char) => /[\p{L}\p{N}]/u.test(char));
    return { mark: head.toUpperCase() + second.toLowerCase(), edition };
  }
  let mark = '';
  for (const word of words) {
    const part = NUMERAL.test(word)
      ? word
      : MINOR_WORDS.has(word.toLowerCase())
        ? firstChar(word).toLowerCase()
        : firstChar(word).toUpperCase();
    if (length(mark + part) > MAX_MARK) break;
    mark += part;
  }
  return { mark, edition };
}

/** Advance of a heavy sans-serif glyph as a share of the font size, over-estimated a little. */
function glyphWidth(char: string): number {
  if (/[WMwm]/.test(char)) return 1;
  if (/[iIl!1.' ]/.test(char)) return 0.36;
  if (/[A-Z]/.test(char)) return 0.76;
  return 0.62;
}

/** Font size that fits `text` into `width` (heavy sans-serif), capped at `max`. */
const fitFont = (text: string, width: number, max: number) =>
  Math.min(max, Math.floor(width / [...text].reduce((sum, char) => sum + glyphWidth(char), 0)));

/** The square thumbnail of a game (000 §3 GameImageThumbSrc): the cover's palette and the title's short form. */
export function thumbSvg(game: SeedGame): string {
  const hash = hashString(game.description);
  const random = new Random(hash ^ 0x5bd1e995);
  const { hue, hue2 } = paletteOf(hash);
  const gradientId = `tb${game.id}`;
  const size = THUMB_SIZE;

  const shapes: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const cx = random.int(0, size);
    const cy = random.int(0, size);
    const r = random.int(14, 48);
    const opacity = (0.05 + random.next() * 0.08).toFixed(2);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`);
  }

  const { mark, edition } = shortTitle(game.description);
  const markSize = fitFont(mark, 84, 46);
  const editionSize = edition ? fitFont(edition, 76, 22) : 0;
  const markY = edition ? Math.round(50 + markSize * 0.1) : Math.round(48 + markSize * 0.35);
  const text = [
    `<text x="48" y="${markY}" text-anchor="middle" font-family="${FONT}" font-size="${markSize}" font-weight="800" fill="#fff" stroke="#000" stroke-opacity="0.25" stroke-width="1">${escapeXml(mark)}</text>`,
    ...(edition
      ? [
          `<text x="48" y="${Math.round(markY + 8 + editionSize)}" text-anchor="middle" font-family="${FONT}" font-size="${editionSize}" font-weight="700" fill="#fff" fill-opacity="0.9">${escapeXml(edition)}</text>`,
        ]
      : []),
  ];

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(game.description)}">`,
    `<title>${escapeXml(game.description)}</title>`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},70%,38%)"/><stop offset="1" stop-color="hsl(${hue2},75%,18%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${size}" height="${size}" fill="url(#${gradientId})"/>`,
    ...shapes,
    ...text,
    `</svg>`,
    '',
  ].join('\n');
}
