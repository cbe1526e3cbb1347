/**
 * The text a direct message keeps (domain/direct-messages.ts directMessageText): decoded when the popup
 * URL-encoded it, tags stripped, trimmed, and held to LIMITS.messageMax characters counted as the web
 * counts them (lib/contract/rules.ts messageLength: code points of the kept text).
 */
import { LIMITS } from '../../../lib/contract/constants';
import { messageLength } from '../../../lib/contract/rules';
import { BadRequestError } from '../../../lambdas/core/errors';
import { directMessageText } from '../../../lambdas/domain/direct-messages';

describe('directMessageText', () => {
  const japanese = 'こんにちは、一緒に遊びませんか？'.repeat(125); // 2,000 characters

  it('keeps 2,000 Japanese characters sent URL-encoded (18,000 once encoded)', () => {
    const encoded = encodeURIComponent(japanese);
    expect(encoded.length).toBe(18000);
    expect(directMessageText(encoded, { urlEncoded: true })).toBe(japanese);
    expect(messageLength(`<i>${japanese}</i> `)).toBe(LIMITS.messageMax);
  });

  it('counts an emoji as one character and refuses the 2,001st', () => {
    expect(directMessageText(encodeURIComponent('🎮'.repeat(2000)), { urlEncoded: true })).toHaveLength(4000);
    expect(() => directMessageText(encodeURIComponent(`${japanese}あ`), { urlEncoded: true })).toThrow(
      BadRequestError,
    );
    expect(messageLength(`${japanese}あ`)).toBe(LIMITS.messageMax + 1);
  });
});
