import { EXCERPT_LENGTH, excerptOf } from '../../../lambdas/domain/chronicle';

/** Whether a string holds a surrogate that is not part of a pair (half a character). */
const hasLoneSurrogate = (text: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('excerptOf (a mention notice excerpt)', () => {
  it('keeps a short text whole and cuts a long one at the limit', () => {
    expect(excerptOf('gg @ann, rematch?')).toBe('gg @ann, rematch?');
    expect(excerptOf('a'.repeat(250))).toBe('a'.repeat(EXCERPT_LENGTH));
  });

  it('never cuts an emoji in half where the limit falls inside it', () => {
    // 199 letters, then an emoji of two UTF-16 units that would end at unit 201
    const text = `${'a'.repeat(EXCERPT_LENGTH - 1)}🎮 and more`;

    const excerpt = excerptOf(text);

    expect(excerpt).toBe('a'.repeat(EXCERPT_LENGTH - 1));
    expect(hasLoneSurrogate(excerpt)).toBe(false);
  });

  it('keeps whole emoji up to the limit', () => {
    const excerpt = excerptOf('🎮'.repeat(150));

    expect(excerpt).toBe('🎮'.repeat(EXCERPT_LENGTH / 2));
    expect(hasLoneSurrogate(excerpt)).toBe(false);
  });

  it('counts CJK characters (one unit each) up to the limit', () => {
    expect(excerptOf('遊'.repeat(300))).toBe('遊'.repeat(EXCERPT_LENGTH));
  });
});
