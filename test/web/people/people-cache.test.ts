import { NAME_LIMITS, shortName } from '../../../web/src/lib/short-name';
import { patchPerson, withoutPerson } from '../../../web/src/state/people-cache';
import { aMatchItem } from './people-fixtures';

describe('withoutPerson / patchPerson (state/people-cache.ts)', () => {
  const list = { matches: [aMatchItem({ userName: 'NeonFox' }), aMatchItem({ userName: 'PixelMage' })] };

  it('takes a person out of a list of people, by name in any case', () => {
    expect(withoutPerson(list, 'neonfox').matches.map((person) => person.userName)).toEqual(['PixelMage']);
  });

  it('takes a person out of an array of profiles (UserName) and leaves other shapes alone', () => {
    expect(withoutPerson([{ UserName: 'NeonFox' }, { UserName: 'Kai' }], 'NeonFox')).toEqual([
      { UserName: 'Kai' },
    ]);
    const status = { specStatus: 1 };
    expect(withoutPerson(status, 'NeonFox')).toBe(status);
    expect(withoutPerson(undefined, 'NeonFox')).toBeUndefined();
  });

  it('returns the same answer when the person is not in it, so nothing re-renders', () => {
    expect(withoutPerson(list, 'Nobody')).toBe(list);
    expect(patchPerson(list, 'Nobody', { SpecUser: 1 })).toBe(list);
  });

  it("patches only the fields a person's entry already carries (a list item, never a profile)", () => {
    const patched = patchPerson(list, 'PixelMage', { SpecUser: 1 });
    expect(patched.matches.map((person) => person.SpecUser)).toEqual([0, 1]);
    const profiles = [{ UserName: 'PixelMage', Bio: null }];
    expect(patchPerson(profiles, 'PixelMage', { SpecUser: 1 })).toBe(profiles);
  });
});

describe('name short forms (000 §9)', () => {
  it('keeps names within the limit and cuts longer ones with an ellipsis', () => {
    expect(NAME_LIMITS).toEqual({ listNarrow: 8, listWide: 15, tile: 8, communityTile: 12 });
    expect(shortName('NeonFox', 8)).toBe('NeonFox');
    expect(shortName('PixelMage_2000', 8)).toBe('PixelMag…');
    expect(shortName('PixelMage_2000', 15)).toBe('PixelMage_2000');
  });

  it('never cuts a character in half', () => {
    expect(shortName('ゲーマー太郎さんです', 8)).toBe('ゲーマー太郎さん…');
    expect(shortName('😀😀😀😀😀😀😀😀😀', 8)).toBe('😀😀😀😀😀😀😀😀…');
  });
});
