/** The passwords file is its owner's alone (scripts/ops/private-file.ts). */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePrivateFile } from '../../../scripts/ops/private-file';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'playjoin-private-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const mode = (file: string) => statSync(file).mode & 0o777;

it('writes the file readable by its owner only, in a folder of its own', () => {
  const file = path.join(root, '.seed-passwords', 'dev.json');

  writePrivateFile(file, '{}\n');

  expect(readFileSync(file, 'utf8')).toBe('{}\n');
  expect(mode(file)).toBe(0o600);
  expect(mode(path.dirname(file))).toBe(0o700);
});

it('narrows an existing file to its owner', () => {
  const file = path.join(root, 'dev.json');
  writeFileSync(file, 'old', { mode: 0o644 });

  writePrivateFile(file, 'new');

  expect(readFileSync(file, 'utf8')).toBe('new');
  expect(mode(file)).toBe(0o600);
});
