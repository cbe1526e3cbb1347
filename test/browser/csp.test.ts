/**
 * The journeys' CSP watch (test/browser/chromium.ts) itself: on the twin's pages, which carry the
 * policy CloudFront sends, what the policy blocks is reported, and the site's own page breaks nothing.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, takeCspViolations } from './chromium';
import { eventually } from '../twin/helpers';
import { newJourneyContext, site } from './support/app';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
beforeEach(async () => {
  context = await newJourneyContext(browser);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

describe('the CSP watch on every page', () => {
  it('reports an inline script and a data: image the policy blocks', async () => {
    await page.goto(`${site}/faq`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      const image = document.createElement('img');
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      document.body.append(image);
    });

    const seen: string[] = [];
    await eventually(async () => {
      seen.push(...takeCspViolations());
      // each is reported twice, by the DOM event and by the console; both must be in before the test ends
      const expected = [
        /^script-src-elem blocked inline/m,
        /^img-src blocked data/m,
        /^console: .*inline script.*Content Security Policy/m,
        /^console: .*image 'data:.*Content Security Policy/m,
      ];
      const missing = expected.filter((report) => !report.test(seen.join('\n')));
      if (missing.length > 0)
        throw new Error(`not reported yet: ${missing.join(', ')}; seen ${seen.join(' | ')}`);
    }, 5_000);
    await expect(page.evaluate(() => 'injected' in window)).resolves.toBe(false);
  });
});
