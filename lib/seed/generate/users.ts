/**
 * The demo community: the hand-written personas completed from a seeded PRNG (birth dates,
 * checklist flags, platforms, games with per-game details, spectating edges). Pure: the same
 * personas and games always give the same users.
 */
import { Frequency, GameRating, GameStyle, Gender, Platform, SkillLevel } from '../../contract';
import type { FrequencyId, GameRatingId, GenderId, PlatformId, SkillLevelId } from '../../contract';
import { referenceList } from '../../reference';
import type { SeedGame, SeedUser, SeedUserGame } from '../types';
import type { Genre } from './catalogue';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, DEMO_USER_NAME, PERSONAS } from './personas';
import type { Persona } from './personas';
import { Random } from './prng';

/** Ages are counted from this fixed day, so the output does not change with the calendar. */
export const DATASET_REFERENCE_DATE = '2025-06-01';
export const MIN_AGE = 18;
export const MAX_AGE = 45;

const SEED = 'playjoin-demo-community';

/** Titles only playable on one platform family; the rest run on PC and consoles. */
const MOBILE_ONLY = new Set([
  'PUBG Mobile',
  'Call of Duty: Mobile',
  'Free Fire',
  'Mobile Legends: Bang Bang',
  'Arena of Valor',
  'League of Legends: Wild Rift',
  'Brawl Stars',
  'Clash Royale',
  'Clash of Clans',
  'Pokémon GO',
  'Candy Crush Saga',
]);
const NINTENDO_ONLY = new Set([
  'Splatoon 3',
  'Pokémon Unite',
  'Pokémon Scarlet and Violet',
  'Xenoblade Chronicles 3',
  'Mario Tennis Aces',
  'Mario Kart 8 Deluxe',
  'Super Smash Bros. Ultimate',
  'Mario Party Superstars',
  'Animal Crossing: New Horizons',
  'Fire Emblem: Three Houses',
  'Super Mario Bros. Wonder',
  'The Legend of Zelda: Tears of the Kingdom',
  'The Legend of Zelda: Breath of the Wild',
  'Tetris 99',
]);
const PC_ONLY = new Set([
  'Counter-Strike 2',
  'Team Fortress 2',
  'Escape from Tarkov',
  'League of Legends',
  'Dota 2',
  'Heroes of the Storm',
  'World of Warcraft',
  'Guild Wars 2',
  'Lost Ark',
  'EVE Online',
  'iRacing',
  'Trackmania',
  "Garry's Mod",
  'Lethal Company',
  'Euro Truck Simulator 2',
  'Cities: Skylines II',
  'Factorio',
  'RimWorld',
  'StarCraft II',
  'Age of Empires II: Definitive Edition',
  'Total War: Warhammer III',
  'Hearts of Iron IV',
  'osu!',
]);
const CONSOLES: PlatformId[] = [Platform.PlayStation, Platform.Xbox, Platform.Nintendo];

/** The platforms a title can be played on. */
export function platformsOf(title: string): PlatformId[] {
  if (MOBILE_ONLY.has(title)) return [Platform.Mobile];
  if (NINTENDO_ONLY.has(title)) return [Platform.Nintendo];
  if (PC_ONLY.has(title)) return [Platform.PC];
  return [Platform.PC, Platform.PlayStation, Platform.Xbox];
}

/** The most played titles get picked more often, so the community shares games (chat, matches). */
const POPULAR = new Set([
  'Fortnite',
  'Apex Legends',
  'Call of Duty: Warzone',
  'Valorant',
  'Counter-Strike 2',
  'League of Legends',
  'Minecraft',
  'Elden Ring',
  "Baldur's Gate 3",
  'Genshin Impact',
  'Rocket League',
  'EA Sports FC 25',
  'Mario Kart 8 Deluxe',
  'Among Us',
  'Stardew Valley',
  'Helldivers 2',
  'Overwatch 2',
  'Street Fighter 6',
  'Monster Hunter: World',
  'Grand Theft Auto V',
]);

const COMPETITIVE_GENRES: readonly Genre[] = ['Shooter', 'MOBA', 'Fighting', 'Sports', 'Racing', 'Strategy'];

function slugOf(persona: Persona): string {
  return persona.slug ?? persona.userName.toLowerCase();
}

function idsByCode(): { language: Map<string, number>; timeZone: Map<string, number>; country: Set<string> } {
  return {
    language: new Map(referenceList('languages').map((l) => [l.Abbreviation, l.Id])),
    timeZone: new Map(referenceList('timezones').map((z) => [z.TimeZone, z.Id])),
    country: new Set(referenceList('countries').map((c) => c.Code)),
  };
}

function birthDate(random: Random): string {
  const [year, month, day] = DATASET_REFERENCE_DATE.split('-').map(Number) as [number, number, number];
  const latest = Date.UTC(year - MIN_AGE, month - 1, day);
  const earliest = Date.UTC(year - MAX_AGE - 1, month - 1, day) + 86_400_000;
  const days = Math.floor((latest - earliest) / 86_400_000);
  return new Date(earliest + random.int(0, days) * 86_400_000).toISOString().slice(0, 10);
}

/** A gender, distributed as in the demo community. */
export function gender(random: Random): GenderId {
  return random.weighted<GenderId>([
    [Gender.Male, 50],
    [Gender.Female, 34],
    [Gender.NonBinary, 6],
    [Gender.Transgender, 3],
    [Gender.PreferNotToSay, 7],
  ]);
}

function platforms(random: Random, persona: Persona): PlatformId[] {
  const chosen = (
    [
      [Platform.PC, 0.6],
      [Platform.PlayStation, 0.45],
      [Platform.Xbox, 0.3],
      [Platform.Nintendo, 0.35],
      [Platform.Mobile, ['KR', 'JP', 'PH', 'ID', 'VN', 'IN', 'BR'].includes(persona.country) ? 0.7 : 0.3],
      [Platform.Other, 0.04],
    ] as const
  )
    .filter(([, probability]) => random.chance(probability))
    .map(([platform]) => platform as PlatformId);
  return chosen.length > 0 ? chosen : [random.pick([Platform.PC, Platform.PlayStation])];
}

/** A player's answers about one game (skill, frequency, rating), "no answer" codes included. */
export function detailAnswers(random: Random): Pick<SeedUserGame, 'skillLevel' | 'frequency' | 'rating'> {
  return {
    skillLevel: random.weighted<SkillLevelId>([
      [SkillLevel.Low, 2],
      [SkillLevel.Medium, 4],
      [SkillLevel.High, 3],
      [SkillLevel.NoAnswer, 1],
      [SkillLevel.RatherNotSay, 1],
    ]),
    frequency: random.weighted<FrequencyId>([
      [Frequency.AllTheTime, 4],
      [Frequency.Sometimes, 4],
      [Frequency.OnceInAWhile, 2],
      [Frequency.Rarely, 1],
      [Frequency.NoAnswer, 1],
    ]),
    rating: random.weighted<GameRatingId>([
      [GameRating.LoveIt, 5],
      [GameRating.LikeIt, 4],
      [GameRating.ItsOk, 2],
      [GameRating.DontLikeIt, 1],
      [GameRating.HateIt, 0.3],
      [GameRating.NoAnswer, 1],
    ]),
  };
}

function gameDetails(random: Random, game: SeedGame, userPlatforms: PlatformId[]): SeedUserGame {
  const playable = platformsOf(game.description).filter((p) => userPlatforms.includes(p));
  const platform: PlatformId =
    random.chance(0.1) || playable.length === 0 ? Platform.NoAnswer : random.pick(playable);
  return {
    gameId: game.id,
    platform,
    ...detailAnswers(random),
  };
}

function pickGames(
  random: Random,
  persona: Persona,
  games: SeedGame[],
  userPlatforms: PlatformId[],
): SeedUserGame[] {
  const candidates = games
    .filter((game) => platformsOf(game.description).some((p) => userPlatforms.includes(p)))
    .map((game) => {
      const liked = (persona.genres as readonly string[]).includes(game.genre) ? 6 : 1;
      const popular = POPULAR.has(game.description) ? 3 : 1;
      return [game, liked * popular] as const;
    });
  const fixed = (persona.games ?? []).map((title) => {
    const game = games.find((g) => g.description === title);
    if (!game) throw new Error(`${persona.userName}: unknown game ${title}`);
    return game;
  });
  const picked = fixed.length > 0 ? fixed : random.sampleWeighted(candidates, random.int(3, 12));
  return picked.map((game) => gameDetails(random, game, userPlatforms)).sort((a, b) => a.gameId - b.gameId);
}

/** Who spectates whom: mostly people sharing games, everyone follows a few, many follow the demo account. */
function spectating(random: Random, users: SeedUser[]): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const user of users) {
    const mine = new Set(user.games.map((g) => g.gameId));
    const others = users
      .filter((other) => other.userName !== user.userName)
      .map((other) => {
        const shared = other.games.filter((g) => mine.has(g.gameId)).length;
        return [other.userName, 1 + shared * 3 + (other.userName === DEMO_USER_NAME ? 6 : 0)] as const;
      });
    const count = user.userName === DEMO_USER_NAME ? 8 : random.int(2, 9);
    edges.set(user.userName, random.sampleWeighted(others, count).sort());
  }
  return edges;
}

export function buildUsers(games: SeedGame[]): SeedUser[] {
  const random = new Random(SEED);
  const ids = idsByCode();

  const users = PERSONAS.map((persona): SeedUser => {
    const languageId = ids.language.get(persona.language);
    const timeZoneId = ids.timeZone.get(persona.timeZone);
    if (languageId === undefined)
      throw new Error(`${persona.userName}: unknown language ${persona.language}`);
    if (timeZoneId === undefined)
      throw new Error(`${persona.userName}: unknown time zone ${persona.timeZone}`);
    if (!ids.country.has(persona.country))
      throw new Error(`${persona.userName}: unknown country ${persona.country}`);

    const isDemo = persona.userName === DEMO_USER_NAME;
    const userPlatforms = isDemo
      ? [Platform.PC, Platform.PlayStation, Platform.Nintendo]
      : platforms(random, persona);
    const competitive = persona.genres.some((g) => COMPETITIVE_GENRES.includes(g));
    const slug = slugOf(persona);
    return {
      userName: persona.userName,
      email: `${slug}@${DEMO_EMAIL_DOMAIN}`,
      password: DEMO_PASSWORD,
      gender: gender(random),
      dateOfBirth: birthDate(random),
      countryCode: persona.country,
      timeZoneId,
      languageId,
      bio: persona.bio,
      gameStyle: random.chance(competitive ? 0.6 : 0.2) ? GameStyle.Competitive : GameStyle.Relaxed,
      streamer: random.chance(0.2) ? 1 : 0,
      microphone: isDemo || random.chance(0.65) ? 1 : 0,
      discord: random.chance(0.55) ? 1 : 0,
      familyFriendly: random.chance(0.4) ? 1 : 0,
      moderator: persona.userName === 'Moderator_Mia' || random.chance(0.08) ? 1 : 0,
      // the checklist's PC/console flag: plays on PC and on at least one console
      pcConsole:
        userPlatforms.includes(Platform.PC) && userPlatforms.some((p) => CONSOLES.includes(p)) ? 1 : 0,
      availableNow: isDemo || random.chance(0.35) ? 1 : 0,
      platforms: [...userPlatforms].sort((a, b) => a - b),
      games: pickGames(random, persona, games, userPlatforms),
      spectating: [],
      picture: `${slug}.svg`,
      active: persona.active ?? true,
    };
  });

  const edges = spectating(random, users);
  return users.map((user) => ({ ...user, spectating: edges.get(user.userName) ?? [] }));
}
