import { INTERFACE_LANGUAGES } from '../../../lib/contract/codes';
import { formatCount } from '../../../web/src/lib/numbers';

describe('formatCount', () => {
  it('writes counts below 1,000 as plain digits in every interface language (what Intl writes too)', () => {
    for (const language of INTERFACE_LANGUAGES) {
      for (const value of [0, 7, 25, 999, -3]) {
        expect(formatCount(value, language)).toBe(new Intl.NumberFormat(language).format(value));
      }
    }
  });

  it('groups larger counts the way the language does', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(12345, 'es')).toBe('12.345');
    expect(formatCount(1234567, 'pt')).toBe('1.234.567');
    expect(formatCount(100000, 'ja')).toBe('100,000');
  });

  it('keeps fractions to Intl', () => {
    expect(formatCount(2.5, 'pt')).toBe('2,5');
  });
});
