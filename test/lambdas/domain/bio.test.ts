import { cleanBio } from '../../../lambdas/domain/bio';

describe('cleanBio (000 §2)', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['null', ''],
    ['None', ''],
    ['none...', ''],
    ['"none"', ''],
    ['  ', ''],
  ])('shows %p as blank', (bio, shown) => {
    expect(cleanBio(bio)).toBe(shown);
  });

  it('strips surrounding quotes and URL-decodes', () => {
    expect(cleanBio('"I love RPGs"')).toBe('I love RPGs');
    expect(cleanBio("'single'")).toBe('single');
    expect(cleanBio('Looking%20for%20a%20duo%20%F0%9F%8E%AE')).toBe('Looking for a duo 🎮');
    expect(cleanBio('"Caf%C3%A9%20gamer"')).toBe('Café gamer');
  });

  it('keeps text that is not valid URL encoding, and inner quotes', () => {
    expect(cleanBio('100% casual')).toBe('100% casual');
    expect(cleanBio('C++ and "Rust" fan')).toBe('C++ and "Rust" fan');
  });
});
