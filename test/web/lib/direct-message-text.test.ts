import {
  composerProblem,
  encodeProfileMessage,
  messagePreview,
} from '../../../web/src/lib/direct-message-text';

describe('direct message text (000 §5, §9)', () => {
  it('cuts the preview at 50 characters and adds ...', () => {
    const fifty = 'a'.repeat(50);
    expect(messagePreview(fifty)).toBe(fifty);
    expect(messagePreview(`${fifty}b`)).toBe(`${fifty}...`);
    // characters, not UTF-16 units
    expect(messagePreview('🎮'.repeat(51))).toBe(`${'🎮'.repeat(50)}...`);
  });

  it('refuses empty (errorMsg1), blank after trim and tag-stripping (errorMsg2) and too long', () => {
    expect(composerProblem('')).toBe('empty');
    expect(composerProblem('   ')).toBe('blank');
    expect(composerProblem(' <b></b> ')).toBe('blank');
    expect(composerProblem('x'.repeat(2001))).toBe('tooLong');
    expect(composerProblem('x'.repeat(2000))).toBeNull();
    expect(composerProblem('<i>hi</i>')).toBeNull();
  });

  it('strips tags, trims, then URL-encodes what the popup sends', () => {
    expect(encodeProfileMessage('  <b>gg & wp?</b> ')).toBe('gg%20%26%20wp%3F');
  });
});
