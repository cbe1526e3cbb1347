/**
 * The committed seed datasets (written by lib/seed/generate) and where their images live.
 * Node only (tsx, jest): it reads the files next to it.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { SeedChat, SeedGame, SeedUser } from '../types';

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(__dirname, file), 'utf8')) as T;
}

/** The games catalogue, ids 1..N; a fresh copy on each call. */
export function loadSeedGames(): SeedGame[] {
  return readJson<SeedGame[]>('games.json');
}

/** The demo community; a fresh copy on each call. */
export function loadSeedUsers(): SeedUser[] {
  return readJson<SeedUser[]>('users.json');
}

/** The demo chat: game chat rooms and direct-message conversations; a fresh copy on each call. */
export function loadSeedChat(): SeedChat {
  return readJson<SeedChat>('chat.json');
}

/** Absolute path of a generated image: a game's `image` or a user's `picture`. */
export function seedImagePath(kind: 'games' | 'users', file: string): string {
  if (basename(file) !== file) throw new Error(`not a plain file name: ${file}`);
  return join(__dirname, 'images', kind, file);
}

/** Absolute path of a country's flag (4:3) in the flag-icons package; the seeder uploads it as `media/flags/<code>.svg`. */
export function flagImagePath(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) throw new Error(`not a country code: ${code}`);
  return join(
    dirname(require.resolve('flag-icons/package.json')),
    'flags',
    '4x3',
    `${code.toLowerCase()}.svg`,
  );
}
