import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import en from '../../../lib/reference/en';
import {
  ENGLISH_SOURCE_DIR,
  LAMBDA_REFERENCE_DIR,
  REFERENCE_FILES,
  englishListsDirectory,
  readEnglishLists,
} from '../../../lib/reference/files';

describe('the English reference lists as files', () => {
  it('reads the source tree outside Lambda: the same lists the web and the seed import', async () => {
    expect(englishListsDirectory({})).toBe(join(process.cwd(), ENGLISH_SOURCE_DIR));
    await expect(readEnglishLists()).resolves.toEqual(en);
  });

  it("reads the function's own copy on Lambda, beside the bundle", async () => {
    const taskRoot = mkdtempSync(join(tmpdir(), 'playjoin-task-'));
    try {
      const directory = join(taskRoot, LAMBDA_REFERENCE_DIR);
      mkdirSync(directory);
      for (const name of REFERENCE_FILES) {
        cpSync(join(ENGLISH_SOURCE_DIR, `${name}.json`), join(directory, `${name}.json`));
      }
      writeFileSync(join(directory, 'countries.json'), JSON.stringify([en.countries[0]]));
      expect(englishListsDirectory({ LAMBDA_TASK_ROOT: taskRoot })).toBe(directory);
      const lists = await readEnglishLists(englishListsDirectory({ LAMBDA_TASK_ROOT: taskRoot }));
      expect(lists.countries).toEqual([en.countries[0]]);
      expect(lists.timezones).toEqual(en.timezones);
    } finally {
      rmSync(taskRoot, { recursive: true, force: true });
    }
  });

  it('fails plainly when a file is missing', async () => {
    await expect(readEnglishLists(join(tmpdir(), 'no-such-reference-dir'))).rejects.toThrow(/ENOENT/);
  });
});
