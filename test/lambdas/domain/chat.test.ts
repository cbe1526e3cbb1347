import { CHAT_LIMITS } from '../../../lib/contract/constants';
import { linkCount, mentionedNames } from '../../../lib/contract/rules';
import { describeError } from '../../../lambdas/core/errors';
import {
  OwnLikeError,
  OwnReportError,
  SendLimitError,
  TooManyLinksError,
  chatMessageId,
  checkMessageLinks,
  hiddenFromViewer,
  receivedAt,
  sendWindowOf,
} from '../../../lambdas/domain/chat';

describe('message ids', () => {
  it('are the receipt time in microseconds, the tiebreak as the last three digits', () => {
    expect(chatMessageId(1_764_358_000_123, 42)).toBe('1764358000123042');
    expect(chatMessageId(1_764_358_000_123, 1999)).toBe('1764358000123999');
  });

  it('sort as text in receipt order, beside older millisecond ids', () => {
    const ids = [
      chatMessageId(1_764_358_000_124, 0),
      '1764358000123',
      chatMessageId(1_764_358_000_123, 999),
      chatMessageId(1_764_358_000_123, 1),
    ];
    expect([...ids].sort()).toEqual([
      '1764358000123',
      '1764358000123001',
      '1764358000123999',
      '1764358000124000',
    ]);
  });

  it("take the gateway's stamp (even a little ahead of this clock), and the clock only without one", () => {
    const now = new Date(1_764_358_000_500);
    expect(receivedAt(1_764_358_000_100, now)).toBe(1_764_358_000_100);
    expect(receivedAt(1_764_358_000_503, now)).toBe(1_764_358_000_503);
    expect(receivedAt(undefined, now)).toBe(1_764_358_000_500);
  });
});

describe('links', () => {
  it('counts http(s) and www. addresses, not words that merely contain them', () => {
    expect(linkCount('see https://a.test/x and http://b.test, www.c.test')).toBe(3);
    expect(linkCount('no links: swww.example or https:/broken')).toBe(0);
  });

  it(`refuses more than ${CHAT_LIMITS.linksPerMessage} links in a message`, () => {
    expect(() => checkMessageLinks('https://a.test https://b.test https://c.test')).not.toThrow();
    expect(() =>
      checkMessageLinks('https://a.test https://b.test https://c.test https://d.test', 'c-1'),
    ).toThrow(TooManyLinksError);
  });
});

describe('mentions', () => {
  it('finds names of 4 to 20 characters, any script, once each, not inside addresses', () => {
    expect(
      mentionedNames(
        'gg @Alice_1 @bob and @ALICE_1, mail a@bcdef.test @名前です日本 @toolongname_abcdefghijk',
      ),
    ).toEqual(['Alice_1', '名前です日本']);
  });
});

describe('send windows', () => {
  it(`counts sends in windows of ${CHAT_LIMITS.sendWindowSeconds} s and says when the next opens`, () => {
    const length = CHAT_LIMITS.sendWindowSeconds * 1000;
    const at = 1_764_358_000_000 + 2_500;
    const window = sendWindowOf(at);
    expect(window.window).toBe(Math.floor(at / length));
    expect(window.opensNextInMs).toBe((window.window + 1) * length - at);
    expect(window.expiresAt * 1000).toBeGreaterThan((window.window + 1) * length);
  });
});

describe('error types', () => {
  it('give the frame codes the web words', () => {
    expect(describeError(new OwnLikeError('x'))).toEqual({ statusCode: 403, type: 'ownLike' });
    expect(describeError(new TooManyLinksError('x'))).toEqual({ statusCode: 400, type: 'tooManyLinks' });
    expect(describeError(new SendLimitError(100))).toEqual({ statusCode: 429, type: 'slowDown' });
    expect(describeError(new OwnReportError('x'))).toEqual({ statusCode: 400, type: 'ownReport' });
  });
});

describe('reported messages (ours, beyond the spec)', () => {
  const AUTHOR = '11111111-1111-4111-8111-111111111111';
  const VIEWER = '22222222-2222-4222-8222-222222222222';
  const message = (isInappropriate: boolean) => ({
    messageId: '1764358000123042',
    senderUuid: AUTHOR,
    isInappropriate,
  });
  const nothingReported = { uuid: VIEWER, reported: new Set<string>() };

  it('are left out for the player who reported them', () => {
    expect(hiddenFromViewer(message(false), { uuid: VIEWER, reported: new Set(['1764358000123042']) })).toBe(
      true,
    );
    expect(hiddenFromViewer(message(false), nothingReported)).toBe(false);
  });

  it('are left out for everyone once inappropriate, except their author', () => {
    expect(hiddenFromViewer(message(true), nothingReported)).toBe(true);
    expect(hiddenFromViewer(message(true), { uuid: AUTHOR, reported: new Set() })).toBe(false);
  });
});
