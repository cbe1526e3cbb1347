/**
 * Synthetic communities for the matching benchmark (`npm run bench:matching`) and the engine's
 * quality tests: any number of players over a catalogue of at least 1,000 titles whose popularity
 * follows a Zipf law (the real catalogue first, then numbered synthetic titles), 1 to 10 games per
 * player drawn with a preference for a few favourite genres, and profile fields distributed as in the
 * demo community (lib/seed/generate/users.ts). Pure and seeded: the same options give the same
 * community, player by player, so a run at 10,000 players is the first 10,000 of a run at 100,000.
 */
import { GameStyle, Platform } from '../../contract';
import { CATALOGUE, GENRES } from './catalogue';
import { Random } from './prng';
import { detailAnswers, gender } from './users';

export interface SyntheticGame {
  gameId: number;
  description: string;
  genre: string;
}

export interface SyntheticGameEntry {
  gameId: number;
  platform: number;
  skillLevel: number;
  frequency: number;
  rating: number;
}

export interface SyntheticPlayer {
  /** a stable uuid (v4 layout) derived from the player's index */
  uuid: string;
  userName: string;
  genderId: number;
  dateOfBirth: string;
  timeZoneId: number;
  languageId: number;
  countryCode: string;
  gameStyle: number;
  streamer: 0 | 1;
  microphone: 0 | 1;
  discord: 0 | 1;
  familyFriendly: 0 | 1;
  moderator: 0 | 1;
  pcConsole: 0 | 1;
  /** platform id → 0/1 */
  platforms: Record<string, 0 | 1>;
  games: SyntheticGameEntry[];
  /** when the account was created (ISO 8601): spread over the year before the reference day */
  createdAt: string;
}

export interface CommunityOptions {
  /** titles in the catalogue (at least the real catalogue's size) */
  titles?: number;
  /** the Zipf exponent of game popularity: 0.9 puts about 25 % of players in the most popular game */
  zipf?: number;
  seed?: string;
}

export const DEFAULT_TITLES = 1000;
export const DEFAULT_ZIPF = 0.9;
const REFERENCE_DAY = Date.UTC(2026, 0, 1);
const TIME_ZONES = [5, 8, 12, 17, 22, 27, 33, 40, 45, 50];
const LANGUAGES = [1, 2, 3, 4, 5, 6, 7, 8];
const COUNTRIES = ['US', 'GB', 'BR', 'JP', 'KR', 'DE', 'FR', 'ES', 'MX', 'CA', 'PH', 'IN'];

/** The catalogue of a synthetic community: the real titles, then numbered ones in the same genres. */
export function syntheticCatalogue(titles = DEFAULT_TITLES): SyntheticGame[] {
  const count = Math.max(titles, CATALOGUE.length);
  return Array.from({ length: count }, (_, index) => {
    const real = CATALOGUE[index];
    return real
      ? { gameId: index + 1, description: real[0], genre: real[1] }
      : {
          gameId: index + 1,
          description: `Synthetic Title ${String(index + 1).padStart(5, '0')}`,
          genre: GENRES[index % GENRES.length]!,
        };
  });
}

/** uuid v4 layout from a number (deterministic, unique per index). */
export function syntheticUuid(index: number, salt = 0): string {
  const hex = (index >>> 0).toString(16).padStart(8, '0');
  const salted = (salt >>> 0).toString(16).padStart(4, '0').slice(-4);
  return `${hex}-${salted}-4000-8000-${String(index).padStart(12, '0').slice(-12)}`;
}

/**
 * A generator of players: `player(i)` is the i-th player of the community (the same for every size),
 * drawn from its own seeded stream.
 */
export function syntheticCommunity(options: CommunityOptions = {}) {
  const catalogue = syntheticCatalogue(options.titles);
  const exponent = options.zipf ?? DEFAULT_ZIPF;
  const seed = options.seed ?? 'playjoin-synthetic-community';
  // popularity weight of the title at rank r (ids are ranks: id 1 is the most popular)
  const weights = catalogue.map((_, rank) => 1 / (rank + 1) ** exponent);
  const byGenre = new Map<string, number[]>();
  catalogue.forEach((game, index) => {
    const list = byGenre.get(game.genre) ?? [];
    list.push(index);
    byGenre.set(game.genre, list);
  });
  const cumulative = (indexes: readonly number[]) => {
    const sums = new Float64Array(indexes.length);
    let total = 0;
    indexes.forEach((index, position) => {
      total += weights[index]!;
      sums[position] = total;
    });
    return { indexes, sums, total };
  };
  const all = cumulative(catalogue.map((_, index) => index));
  const genreTables = new Map([...byGenre].map(([genre, indexes]) => [genre, cumulative(indexes)]));
  const draw = (random: Random, table: ReturnType<typeof cumulative>): number => {
    const roll = random.next() * table.total;
    let low = 0;
    let high = table.sums.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (table.sums[mid]! < roll) low = mid + 1;
      else high = mid;
    }
    return table.indexes[low]!;
  };

  function player(index: number): SyntheticPlayer {
    const random = new Random(`${seed}#${index}`);
    const favourite = [random.pick(GENRES), random.pick(GENRES)];
    const platformList = (
      [
        [Platform.PC, 0.6],
        [Platform.PlayStation, 0.45],
        [Platform.Xbox, 0.3],
        [Platform.Nintendo, 0.35],
        [Platform.Mobile, 0.35],
        [Platform.Other, 0.04],
      ] as const
    )
      .filter(([, probability]) => random.chance(probability))
      .map(([platform]) => platform as number);
    if (platformList.length === 0) platformList.push(random.pick([Platform.PC, Platform.PlayStation]));
    const gameCount = random.int(1, 10);
    const chosen = new Set<number>();
    for (let attempt = 0; chosen.size < gameCount && attempt < gameCount * 20; attempt += 1) {
      // half of a player's picks come from their favourite genres, the rest from the whole catalogue
      const table = random.chance(0.5) ? (genreTables.get(random.pick(favourite)) ?? all) : all;
      chosen.add(draw(random, table));
    }
    const games = [...chosen]
      .sort((a, b) => a - b)
      .map((catalogueIndex) => ({
        gameId: catalogue[catalogueIndex]!.gameId,
        platform: random.chance(0.1) ? Platform.NoAnswer : random.pick(platformList),
        ...detailAnswers(random),
      }));
    const ageDays = random.int(16 * 365 + 5, 60 * 365);
    const createdDays = random.int(0, 365);
    const platforms: Record<string, 0 | 1> = {};
    for (const id of [
      Platform.PC,
      Platform.PlayStation,
      Platform.Xbox,
      Platform.Nintendo,
      Platform.Mobile,
      Platform.Other,
    ]) {
      platforms[String(id)] = platformList.includes(id) ? 1 : 0;
    }
    return {
      uuid: syntheticUuid(index),
      userName: `player${String(index).padStart(6, '0')}`,
      genderId: gender(random),
      dateOfBirth: new Date(REFERENCE_DAY - ageDays * 86_400_000).toISOString().slice(0, 10),
      timeZoneId: random.pick(TIME_ZONES),
      languageId: random.pick(LANGUAGES),
      countryCode: random.pick(COUNTRIES),
      gameStyle: random.chance(0.45) ? GameStyle.Competitive : GameStyle.Relaxed,
      streamer: random.chance(0.2) ? 1 : 0,
      microphone: random.chance(0.65) ? 1 : 0,
      discord: random.chance(0.55) ? 1 : 0,
      familyFriendly: random.chance(0.4) ? 1 : 0,
      moderator: random.chance(0.08) ? 1 : 0,
      pcConsole:
        platformList.includes(Platform.PC) &&
        platformList.some(
          (id) => id === Platform.PlayStation || id === Platform.Xbox || id === Platform.Nintendo,
        )
          ? 1
          : 0,
      platforms,
      games,
      createdAt: new Date(REFERENCE_DAY - createdDays * 86_400_000).toISOString(),
    };
  }

  return { catalogue, player };
}
