/**
 * The public pages of issue 3 in Chromium against the twin (001 §1, §2, §5): axe on the landing page,
 * FAQ, contact, the three legal pages and /profile-not-available; the FAQ by keyboard; the contact
 * form's inline validation and its success alert. Also measures (and prints, "[measure] …") the landing
 * page's initial JavaScript gzipped and its time to interactive, cold and warm.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import {
  isFocused,
  newJourneyContext,
  runEmail,
  site,
  step,
  tabTo,
  translator,
  waitForPath,
  watchErrors,
} from './support/app';
import { AxeReport } from './support/axe';

const t = translator('en');
const axe = new AxeReport();

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: () => string[];

beforeAll(async () => {
  browser = await launchChromium();
  context = await newJourneyContext(browser, 'en');
  page = await context.newPage();
  pageErrors = watchErrors(page);
});
afterAll(async () => {
  console.info(axe.summary('public-pages.test.ts'));
  await browser?.close();
});
afterEach(() => {
  expect(pageErrors()).toEqual([]);
});

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The public navigation's "Log in" button, which opens the login dialog. */
const logInTrigger = (on: Page) =>
  on.getByRole('banner').getByRole('button', { name: t('publicNav.logIn'), exact: true });

describe('public pages in Chromium', () => {
  it('landing page: accessible, with its leaderboard controls', async () => {
    await page.goto(site);
    await logInTrigger(page).waitFor();
    // the carousel behaviour arrives in its own chunk: wait for its buttons before checking
    await page
      .getByRole('button', { name: t('carousel.next', { title: t('landing.leaderboard.games') }) })
      .waitFor();
    await expect(page.title()).resolves.toBe(t('titles.landing'));
    await axe.expectNoSeriousViolations(page, 'landing page');
  });

  it('FAQ: accessible, and each question toggles by keyboard (Space and Enter)', async () => {
    await page.goto(`${site}/faq`);
    const question = page.getByRole('button', { name: t('faq.items.free.question') });
    await question.waitFor();
    await axe.expectNoSeriousViolations(page, 'FAQ');

    await step('Space opens and closes the first question', async () => {
      await tabTo(page, question);
      await expect(question.getAttribute('aria-expanded')).resolves.toBe('false');
      await page.keyboard.press('Space');
      await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
      const answer = page.getByRole('region', { name: t('faq.items.free.question') });
      await answer.waitFor();
      await expect(answer.textContent()).resolves.toBe(t('faq.items.free.answer'));
      await axe.expectNoSeriousViolations(page, 'FAQ with a question open');
      await page.keyboard.press('Space');
      await answer.waitFor({ state: 'hidden' });
      await expect(question.getAttribute('aria-expanded')).resolves.toBe('false');
    });

    await step('Tab reaches the next question, and Enter toggles it', async () => {
      const next = page.getByRole('button', { name: t('faq.items.app.question') });
      await tabTo(page, next, { max: 1 });
      await page.keyboard.press('Enter');
      await expect(next.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.keyboard.press('Shift+Tab');
      await expect(isFocused(question)).resolves.toBe(true);
    });
  });

  it('contact: inline validation blocks the send, then a valid message shows the success alert', async () => {
    const sends: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (request.url().includes('pjcontactus')) sends.push(request.url());
    };
    page.on('request', onRequest);
    try {
      await page.goto(`${site}/contact`);
      const email = page.getByLabel(t('contact.form.email'), { exact: true });
      const message = page.getByLabel(t('contact.form.message'), { exact: true });
      const send = page.getByRole('button', { name: t('contact.form.send') });
      await email.waitFor();
      await axe.expectNoSeriousViolations(page, 'contact page');

      await step('a bad email and an empty message show their inline texts', async () => {
        await email.fill('not-an-email');
        await send.click();
        await page.getByText(t('contact.errors.email'), { exact: true }).waitFor();
        await page.getByText(t('contact.errors.message'), { exact: true }).waitFor();
        await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
        await expect(message.getAttribute('aria-invalid')).resolves.toBe('true');
        await expect(isFocused(email)).resolves.toBe(true);
        await axe.expectNoSeriousViolations(page, 'contact page with inline errors');
        expect(sends).toEqual([]);
      });

      await step('a valid message is sent and the success alert shows', async () => {
        const sender = runEmail('contact');
        await email.fill(sender);
        await message.fill('Hello from the browser tests: how do I change my username?');
        await page.getByRole('checkbox', { name: t('contact.categories.suggestion') }).check();
        await send.click();
        const alert = page.getByRole('alert').filter({ hasText: t('contact.sent.title') });
        await alert.getByText(t('contact.sent.body', { email: sender })).waitFor();
        await expect(page.getByText(t('contact.errors.email')).count()).resolves.toBe(0);
        // the form is ready for another message
        await expect(email.inputValue()).resolves.toBe('');
        expect(sends).toHaveLength(1);
        await axe.expectNoSeriousViolations(page, 'contact page with the success alert');
      });
    } finally {
      page.off('request', onRequest);
    }
  });

  it.each([
    ['/terms', 'titles.terms'],
    ['/terms/privacy', 'titles.privacy'],
    ['/terms/guidelines', 'titles.guidelines'],
  ])('legal page %s: its document, accessible', async (path, titleKey) => {
    await page.goto(`${site}${path}`);
    await page.locator('article.legal h1').waitFor();
    await expect(page.title()).resolves.toBe(t(titleKey));
    await expect(page.locator('.legal__section').count()).resolves.toBeGreaterThan(3);
    await axe.expectNoSeriousViolations(page, `legal page ${path}`);
  });

  it('/profile-not-available: its message, accessible', async () => {
    await page.goto(`${site}/profile-not-available`);
    await page.getByText(t('notAvailable.message')).waitFor();
    await axe.expectNoSeriousViolations(page, 'profile not available');
  });
});

describe('landing page measurements', () => {
  it('measures the initial JavaScript (gzip) and the time to interactive', async () => {
    const cold = await newJourneyContext(browser, 'en');
    try {
      const landing = await cold.newPage();
      const first = await measureLoad(landing);
      const scripts = await step('the scripts of the cold load, loaded before its load event', () =>
        landing.evaluate(() => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter(
              (entry) =>
                entry.responseEnd <= navigation.loadEventStart &&
                /\.m?js$/.test(new URL(entry.name).pathname) &&
                new URL(entry.name).origin === location.origin,
            )
            .map((entry) => entry.name);
        }),
      );
      const second = await measureLoad(landing);
      const sizes = await Promise.all(
        [...new Set(scripts)].map(async (url) => {
          const body = Buffer.from(await (await fetch(url)).arrayBuffer());
          return { url, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
        }),
      );
      const gzip = sizes.reduce((sum, file) => sum + file.gzip, 0);
      const raw = sizes.reduce((sum, file) => sum + file.bytes, 0);
      console.info(
        `[measure] landing initial JS: ${kB(gzip)} gzip (level 9), ${kB(raw)} raw, ${sizes.length} scripts before the load event: ` +
          sizes.map((file) => `${new URL(file.url).pathname} ${kB(file.gzip)}`).join(', '),
      );
      console.info(
        `[measure] landing time to interactive (cold cache): Log in usable at ${first.usableAt.toFixed(0)} ms, ` +
          `domInteractive ${first.domInteractive.toFixed(0)} ms, load event ${first.loadEvent.toFixed(0)} ms, ` +
          `login dialog open ${first.dialogOpenMs.toFixed(0)} ms after the press`,
      );
      console.info(
        `[measure] landing time to interactive (warm cache): Log in usable at ${second.usableAt.toFixed(0)} ms, ` +
          `domInteractive ${second.domInteractive.toFixed(0)} ms, load event ${second.loadEvent.toFixed(0)} ms, ` +
          `login dialog open ${second.dialogOpenMs.toFixed(0)} ms after the press`,
      );
      expect(sizes.length).toBeGreaterThan(0);
      expect(first.usableAt).toBeGreaterThan(0);
    } finally {
      await cold.close();
    }
  });
});

interface LoadTiming {
  /** performance.now() when the Log in button was visible and enabled */
  usableAt: number;
  domInteractive: number;
  loadEvent: number;
  /** from the click on Log in to the dialog's email field in the page */
  dialogOpenMs: number;
}

/** Loads the landing page and times it: when Log in can be used, the navigation's marks, the dialog. */
async function measureLoad(on: Page): Promise<LoadTiming> {
  await on.goto(site, { waitUntil: 'commit' });
  const usable = await on.waitForFunction(
    () => {
      const trigger = document.querySelector<HTMLButtonElement>('header button[aria-haspopup="dialog"]');
      const shown = trigger !== null && trigger.getClientRects().length > 0 && !trigger.disabled;
      return shown ? performance.now() : 0;
    },
    undefined,
    { polling: 'raf' },
  );
  const usableAt = (await usable.jsonValue()) as number;
  await on.waitForLoadState('load');
  const navigation = await on.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { domInteractive: entry.domInteractive, loadEvent: entry.loadEventStart };
  });
  // timed inside the page: from the click reaching the document to the dialog's email field
  await on.evaluate(() => {
    document.addEventListener(
      'click',
      () => {
        (window as unknown as { pressedAt: number }).pressedAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await logInTrigger(on).click();
  const opened = await on.waitForFunction(
    () => {
      const field = document.querySelector('[role="dialog"] input');
      return field ? performance.now() - (window as unknown as { pressedAt: number }).pressedAt : 0;
    },
    undefined,
    { polling: 'raf' },
  );
  const dialogOpenMs = (await opened.jsonValue()) as number;
  await on.keyboard.press('Escape');
  await waitForPath(on, '/');
  return { usableAt, ...navigation, dialogOpenMs };
}
