/** Files only their owner may read (the seeded members' passwords). */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes `text` to `file` with mode 600 (its folder 700, made when missing), an existing file included. */
export function writePrivateFile(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600); // writeFileSync keeps an existing file's mode
}
