/**
 * Writes the seed datasets: games.json, users.json, chat.json, a cover and a thumbnail per game and a picture
 * per user.
 *
 *   npx tsx lib/seed/generate/index.ts            # into lib/seed/data
 *   npx tsx lib/seed/generate/index.ts --out DIR  # elsewhere (the tests compare a fresh run with the committed data)
 *
 * Deterministic: every random choice comes from a seeded PRNG, so two runs give identical files.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { avatarSvg } from './avatars';
import { buildChat } from './chat';
import { buildGames, coverSvg, thumbSvg } from './games';
import { PERSONAS } from './personas';
import { buildUsers } from './users';

function outDir(argv: string[]): string {
  const at = argv.indexOf('--out');
  if (at === -1) return join(__dirname, '..', 'data');
  const dir = argv[at + 1];
  if (!dir) throw new Error('--out needs a directory');
  return resolve(dir);
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

async function main(): Promise<void> {
  const out = outDir(process.argv.slice(2));
  const games = buildGames();
  const users = buildUsers(games);
  const chat = buildChat(games, users);

  await mkdir(out, { recursive: true });
  for (const kind of ['games', 'users']) {
    await rm(join(out, 'images', kind), { recursive: true, force: true });
    await mkdir(join(out, 'images', kind), { recursive: true });
  }

  await writeFile(join(out, 'games.json'), json(games));
  await writeFile(join(out, 'users.json'), json(users));
  await writeFile(join(out, 'chat.json'), json(chat));
  for (const game of games) {
    await writeFile(join(out, 'images', 'games', game.image), coverSvg(game));
    await writeFile(join(out, 'images', 'games', game.thumb), thumbSvg(game));
  }
  for (const [index, user] of users.entries()) {
    const persona = PERSONAS[index]!;
    await writeFile(join(out, 'images', 'users', user.picture), avatarSvg(persona));
  }
  const messages = chat.rooms.reduce((sum, room) => sum + room.messages.length, 0);
  console.info(
    `wrote ${games.length} games, ${users.length} users, ${messages} chat messages in ${chat.rooms.length} rooms ` +
      `and ${chat.conversations.length} conversations to ${out}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
