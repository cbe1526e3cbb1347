import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import {
  fields,
  Frequency,
  GameRating,
  isReservedWord,
  Platform,
  REAL_PLATFORMS,
  SkillLevel,
} from '../../../lib/contract';
import { referenceList } from '../../../lib/reference';
import { flagImagePath, loadSeedGames, loadSeedUsers, seedImagePath } from '../../../lib/seed/data';
import { CONTENT_RATINGS, GAME_TYPES, GENRES } from '../../../lib/seed/generate/catalogue';
import { buildGames, coverSvg, escapeXml, shortTitle, thumbSvg } from '../../../lib/seed/generate/games';
import { DEMO_PASSWORD, DEMO_USER_NAME } from '../../../lib/seed/generate/personas';
import {
  buildUsers,
  DATASET_REFERENCE_DATE,
  MAX_AGE,
  MIN_AGE,
  platformsOf,
} from '../../../lib/seed/generate/users';

const ROOT = join(__dirname, '../../..');
const DATA_DIR = join(ROOT, 'lib/seed/data');
const MAX_IMAGES_BYTES = 3 * 1024 * 1024;

const games = loadSeedGames();
const users = loadSeedUsers();
const gamesById = new Map(games.map((g) => [g.id, g]));
const userNames = new Set(users.map((u) => u.userName));

const codes = (table: Record<string, number>) => Object.values(table);
const folderBytes = (dir: string) =>
  readdirSync(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);

/** Whole years between a yyyy-MM-dd birth date and a yyyy-MM-dd day. */
function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

describe('games dataset', () => {
  it('holds at least 150 games with ids 1..N and unique titles', () => {
    expect(games.length).toBeGreaterThanOrEqual(150);
    expect(games.map((g) => g.id)).toEqual(games.map((_, i) => i + 1));
    expect(new Set(games.map((g) => g.description.toLowerCase())).size).toBe(games.length);
  });

  it('gives every game a known genre, type and ESRB rating, across many genres', () => {
    for (const game of games) {
      expect(GENRES).toContain(game.genre);
      expect(GAME_TYPES).toContain(game.type);
      expect(CONTENT_RATINGS).toContain(game.rating);
    }
    expect(new Set(games.map((g) => g.genre)).size).toBe(GENRES.length);
    expect(new Set(games.map((g) => g.rating)).size).toBe(CONTENT_RATINGS.length);
  });

  it('has a cover per game naming its title, under 3 MB in all', () => {
    for (const game of games) {
      expect(game.image).toBe(`${game.id}.svg`);
      const svg = readFileSync(seedImagePath('games', game.image), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 460 215"/);
      expect(svg).toContain(`<title>${escapeXml(game.description)}</title>`);
    }
    expect(readdirSync(join(DATA_DIR, 'images/games')).sort()).toEqual(
      games.flatMap((g) => [g.image, g.thumb]).sort(),
    );
    expect(folderBytes(join(DATA_DIR, 'images/games'))).toBeLessThan(MAX_IMAGES_BYTES);
  });

  it('has a square thumbnail per game with the title’s short form, in the cover’s palette', () => {
    for (const game of games) {
      expect(game.thumb).toBe(`${game.id}-thumb.svg`);
      const svg = readFileSync(seedImagePath('games', game.thumb), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*width="96" height="96" viewBox="0 0 96 96"/);
      expect(svg).toContain(`<title>${escapeXml(game.description)}</title>`);
      expect(svg).toContain(`>${escapeXml(shortTitle(game.description).mark)}</text>`);
      const cover = readFileSync(seedImagePath('games', game.image), 'utf8');
      const stops = (text: string) => [...text.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1]);
      expect(stops(svg)).toEqual(stops(cover));
    }
  });

  it('keeps every short form legible: at most five characters, big enough at 48 px', () => {
    for (const game of games) {
      const { mark } = shortTitle(game.description);
      expect([...mark].length).toBeGreaterThan(0);
      expect([...mark].length).toBeLessThanOrEqual(5);
      const size = Number(/font-size="(\d+)" font-weight="800"/.exec(thumbSvg(game))?.[1]);
      // shown at 48 px, half the drawn size: at least 10 px on screen
      expect(size).toBeGreaterThanOrEqual(20);
    }
  });

  it('is what the generator builds', () => {
    expect(buildGames()).toEqual(games);
    expect(coverSvg(games[0]!)).toBe(readFileSync(seedImagePath('games', games[0]!.image), 'utf8'));
    expect(thumbSvg(games[0]!)).toBe(readFileSync(seedImagePath('games', games[0]!.thumb), 'utf8'));
  });
});

describe('shortTitle', () => {
  it.each([
    ['Among Us', 'AU', null],
    ['Call of Duty: Warzone', 'CoD', null],
    ['The Legend of Zelda: Tears of the Kingdom', 'LoZ', null],
    ['Honkai: Star Rail', 'HSR', null],
    ['Counter-Strike 2', 'CS', '2'],
    ['Persona 5 Royal', 'P5R', null],
    ['Final Fantasy XIV', 'FF', 'XIV'],
    ["Tony Hawk's Pro Skater 1 + 2", 'THPS', '1 + 2'],
    ['PUBG: Battlegrounds', 'PUBG', null],
    ['NBA 2K25', 'NBA', '2K25'],
    ['Rust', 'Rust', null],
    ['osu!', 'osu!', null],
    ['Hades II', 'Hades', 'II'],
    ['Fortnite', 'Fo', null],
    ['Pokémon Unite', 'PU', null],
  ])('shortens %s to %s (%s)', (title, mark, edition) => {
    expect(shortTitle(title)).toEqual({ mark, edition });
  });
});

describe('users dataset', () => {
  it('holds at least 60 users with unique usernames and emails', () => {
    expect(users.length).toBeGreaterThanOrEqual(60);
    expect(new Set(users.map((u) => u.userName.toLowerCase())).size).toBe(users.length);
    expect(new Set(users.map((u) => u.email.toLowerCase())).size).toBe(users.length);
  });

  it('uses usernames the username rule accepts, some in accented, Japanese, Chinese and Korean letters', () => {
    for (const user of users) {
      expect(v.safeParse(fields.username, user.userName)).toMatchObject({
        success: true,
        output: user.userName,
      });
      expect(isReservedWord(user.userName)).toBe(false);
    }
    const names = users.map((u) => u.userName).join(' ');
    expect(names).toMatch(/[À-ž]/u);
    expect(names).toMatch(/\p{Script=Hiragana}|\p{Script=Katakana}/u);
    expect(names).toMatch(/\p{Script=Hangul}/u);
    expect(names).toMatch(/\p{Script=Han}/u);
  });

  it('uses valid emails and the one demo password that passes the password rule', () => {
    for (const user of users) {
      expect(v.safeParse(fields.email, user.email).success).toBe(true);
      expect(user.password).toBe(DEMO_PASSWORD);
    }
    expect(v.safeParse(fields.password, DEMO_PASSWORD).success).toBe(true);
  });

  it('documents one active demo account', () => {
    const demo = users.find((u) => u.userName === DEMO_USER_NAME);

    expect(demo).toMatchObject({
      active: true,
      email: 'demo_gamer@demo.playjoin.example',
      password: 'Play4fun!',
    });
    expect(demo!.games.length).toBeGreaterThanOrEqual(5);
    expect(users.filter((u) => u.spectating.includes(DEMO_USER_NAME)).length).toBeGreaterThanOrEqual(5);
  });

  it('makes everyone 18 to 45 on the dataset day, with valid dates', () => {
    for (const user of users) {
      expect(v.safeParse(fields.isoDate, user.dateOfBirth).success).toBe(true);
      const age = ageOn(user.dateOfBirth, DATASET_REFERENCE_DATE);
      expect(age).toBeGreaterThanOrEqual(MIN_AGE);
      expect(age).toBeLessThanOrEqual(MAX_AGE);
    }
  });

  it('refers to countries, time zones and languages of lib/reference', () => {
    const countries = new Set(referenceList('countries').map((c) => c.Code));
    const zones = new Set(referenceList('timezones').map((z) => z.Id));
    const languages = new Set(referenceList('languages').map((l) => l.Id));

    for (const user of users) {
      expect(countries).toContain(user.countryCode);
      expect(zones).toContain(user.timeZoneId);
      expect(languages).toContain(user.languageId);
    }
    expect(new Set(users.map((u) => u.countryCode)).size).toBeGreaterThanOrEqual(20);
  });

  it('uses the code tables of lib/contract for the checklist and platforms', () => {
    for (const user of users) {
      expect(v.safeParse(fields.gender, user.gender).success).toBe(true);
      expect([1, 2]).toContain(user.gameStyle);
      for (const flag of [
        user.streamer,
        user.microphone,
        user.discord,
        user.familyFriendly,
        user.moderator,
        user.pcConsole,
        user.availableNow,
      ]) {
        expect([0, 1]).toContain(flag);
      }
      expect(user.platforms.length).toBeGreaterThan(0);
      expect(new Set(user.platforms).size).toBe(user.platforms.length);
      for (const platform of user.platforms) expect(REAL_PLATFORMS).toContain(platform);
    }
  });

  it('gives each user 3 to 12 existing games with per-game details from the code tables', () => {
    for (const user of users) {
      expect(user.games.length).toBeGreaterThanOrEqual(3);
      expect(user.games.length).toBeLessThanOrEqual(12);
      expect(new Set(user.games.map((g) => g.gameId)).size).toBe(user.games.length);
      for (const entry of user.games) {
        const game = gamesById.get(entry.gameId);
        expect(game).toBeDefined();
        expect(codes(SkillLevel)).toContain(entry.skillLevel);
        expect(codes(Frequency)).toContain(entry.frequency);
        expect(codes(GameRating)).toContain(entry.rating);
        if (entry.platform !== Platform.NoAnswer) {
          expect(user.platforms).toContain(entry.platform);
          expect(platformsOf(game!.description)).toContain(entry.platform);
        }
      }
    }
  });

  it('spectates existing other users only', () => {
    for (const user of users) {
      expect(new Set(user.spectating).size).toBe(user.spectating.length);
      expect(user.spectating).not.toContain(user.userName);
      for (const name of user.spectating) expect(userNames).toContain(name);
    }
  });

  it('deactivates two or three accounts', () => {
    const inactive = users.filter((u) => !u.active);

    expect(inactive.length).toBeGreaterThanOrEqual(2);
    expect(inactive.length).toBeLessThanOrEqual(3);
  });

  it('includes bios for every clean-up rule of the public profile: null, none, quoted, URL-encoded', () => {
    const bios = users.map((u) => u.bio);

    expect(bios).toContain(null);
    expect(bios).toContain('none');
    expect(bios.some((b) => b !== null && /^none\.\.\.$/i.test(b))).toBe(true);
    expect(bios.some((b) => b !== null && /^".*"$/.test(b))).toBe(true);
    expect(bios.some((b) => b !== null && /%20/.test(b) && decodeURIComponent(b) !== b)).toBe(true);
  });

  it('has a picture per user, under 3 MB in all', () => {
    for (const user of users) {
      expect(user.picture).toMatch(/^[a-z0-9._]+\.svg$/);
      expect(readFileSync(seedImagePath('users', user.picture), 'utf8')).toMatch(/^<svg /);
    }
    expect(new Set(users.map((u) => u.picture)).size).toBe(users.length);
    expect(readdirSync(join(DATA_DIR, 'images/users')).sort()).toEqual(users.map((u) => u.picture).sort());
    expect(folderBytes(join(DATA_DIR, 'images/users'))).toBeLessThan(MAX_IMAGES_BYTES);
  });

  it('is what the generator builds', () => {
    expect(buildUsers(buildGames())).toEqual(users);
  });
});

describe('seed data paths', () => {
  it('resolves image files and refuses anything but a plain file name', () => {
    expect(existsSync(seedImagePath('users', users[0]!.picture))).toBe(true);
    expect(() => seedImagePath('games', '../games.json')).toThrow('not a plain file name');
  });

  it('finds every reference country flag in flag-icons', () => {
    expect(flagImagePath('US')).toMatch(/flag-icons\/flags\/4x3\/us\.svg$/);
    for (const country of referenceList('countries'))
      expect(existsSync(flagImagePath(country.Code))).toBe(true);
    expect(() => flagImagePath('../x')).toThrow('not a country code');
  });
});

describe('dataset generator', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'playjoin-seed-'));
    execFileSync(process.execPath, [require.resolve('tsx/cli'), 'lib/seed/generate/index.ts', '--out', out], {
      cwd: ROOT,
      stdio: 'pipe',
    });
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it.each(['games.json', 'users.json', 'chat.json'])('writes %s exactly as committed', (file) => {
    expect(readFileSync(join(out, file), 'utf8')).toBe(readFileSync(join(DATA_DIR, file), 'utf8'));
  });

  it.each(['games', 'users'])('draws the %s images exactly as committed', (kind) => {
    const fresh = readdirSync(join(out, 'images', kind)).sort();

    expect(fresh).toEqual(readdirSync(join(DATA_DIR, 'images', kind)).sort());
    for (const file of fresh) {
      expect([file, readFileSync(join(out, 'images', kind, file), 'utf8')]).toEqual([
        file,
        readFileSync(join(DATA_DIR, 'images', kind, file), 'utf8'),
      ]);
    }
  });
});
