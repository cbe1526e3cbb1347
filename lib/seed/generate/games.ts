/**
 * The games dataset and its covers. Covers are drawn locally as SVG (460x215, the 16:9-ish size
 * of store headers): a gradient and shapes derived from the title's hash, the title wrapped to fit,
 * the genre and play type, and the content rating.
 */
import type { SeedGame } from '../types';
import { CATALOGUE } from './catalogue';
import { hashString, Random } from './prng';

export const COVER_WIDTH = 460;
export const COVER_HEIGHT = 215;

export function buildGames(): SeedGame[] {
  return CATALOGUE.map(([title, genre, type, rating], index) => {
    const id = index + 1;
    return { id, description: title, genre, type, rating, image: `${id}.svg` };
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

export function coverSvg(game: SeedGame): string {
  const hash = hashString(game.description);
  const random = new Random(hash);
  const hue = hash % 360;
  const hue2 = (hue + 40 + ((hash >>> 9) % 80)) % 360;
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
