import { foldCase, sameUserName } from '../../../lib/contract/user-names';

describe('names (usernames and emails are unique case-insensitively)', () => {
  it('folds case and composes accents (NFC) into the key form', () => {
    expect(foldCase('José.Gamer')).toBe('josé.gamer');
    expect(foldCase('Jose\u0301')).toBe('jos\u00e9');
    expect(foldCase('Alice@Example.COM')).toBe('alice@example.com');
  });

  it('compares usernames in the key form', () => {
    expect(sameUserName('ALICE_plays', 'alice_PLAYS')).toBe(true);
    expect(sameUserName('Jose\u0301', 'JOSÉ')).toBe(true);
    expect(sameUserName('alice', 'alice2')).toBe(false);
  });
});
