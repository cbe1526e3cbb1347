import { cleanBio, safeDecodeUri, stripSurroundingQuotes } from '../../../lib/contract/bio';

describe('cleanBio (000 §2)', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['  ', ''],
    ['null', ''],
    ['NULL', ''],
    ['none', ''],
    ['None', ''],
    ['"none"', ''],
    ['none...', ''],
    ['"none..."', ''],
    ['  none  ', ''],
    ['none%2E%2E%2E', ''],
  ])('displays %p as blank', (raw, expected) => {
    expect(cleanBio(raw)).toBe(expected);
  });

  it('strips surrounding quotes, straight or typographic, repeatedly', () => {
    expect(cleanBio('"Ranked grinder"')).toBe('Ranked grinder');
    expect(cleanBio("'Ranked grinder'")).toBe('Ranked grinder');
    expect(cleanBio('\u201cRanked grinder\u201d')).toBe('Ranked grinder');
    expect(cleanBio('""Ranked grinder""')).toBe('Ranked grinder');
  });

  it('keeps quotes that do not surround the text', () => {
    expect(cleanBio('I play "support" mostly')).toBe('I play "support" mostly');
    expect(cleanBio('C++ and "Rust" fan')).toBe('C++ and "Rust" fan');
    expect(cleanBio('"Half quoted')).toBe('"Half quoted');
  });

  it('URL-decodes the text, including quotes that were encoded', () => {
    expect(cleanBio('Love%20RPGs%20%26%20co-op')).toBe('Love RPGs & co-op');
    expect(cleanBio('Looking%20for%20a%20duo%20%F0%9F%8E%AE')).toBe('Looking for a duo 🎮');
    expect(cleanBio('%22Night%20owl%22')).toBe('Night owl');
    expect(cleanBio('"Caf%C3%A9%20gamer%20%F0%9F%8E%AE"')).toBe('Café gamer 🎮');
  });

  it('keeps plus signs (bios are not form-encoded)', () => {
    expect(cleanBio('C++ and chill')).toBe('C++ and chill');
  });

  it('never throws on malformed percent-encoding and decodes the well-formed parts', () => {
    expect(cleanBio('100% gamer')).toBe('100% gamer');
    expect(cleanBio('50%25 off %E0%A4%A and %20done')).toBe('50% off %E0%A4%A and  done');
    expect(cleanBio('%E2%82 broken %ZZ')).toBe('%E2%82 broken %ZZ');
  });

  it('keeps line breaks inside the bio', () => {
    expect(cleanBio('"line one%0Aline two"')).toBe('line one\nline two');
  });
});

describe('the clean-up steps', () => {
  it('stripSurroundingQuotes trims and unwraps', () => {
    expect(stripSurroundingQuotes('  "x"  ')).toBe('x');
    expect(stripSurroundingQuotes('"')).toBe('"');
  });

  it('safeDecodeUri decodes runs one by one when the whole text is malformed', () => {
    expect(safeDecodeUri('%41%42 %')).toBe('AB %');
  });
});
