/**
 * The lifecycle of a journey file whose tests each start signed out in a page of their own: one
 * Chromium for the file, a fresh context (cookies, storage, interface language) and page per test
 * with its errors watched, and the file's axe summary printed at the end. Call it once at the top of
 * the file; `page` and `pageErrors` are there inside the tests.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../chromium';
import { newJourneyContext, watchErrors } from './app';
import { AxeReport } from './axe';
import type { InterfaceLanguage } from './i18n';

export interface JourneySuite {
  /** collects the axe checks of the file; its summary prints after the last test */
  readonly axe: AxeReport;
  /** the current test's page */
  readonly page: Page;
  /** the uncaught and console errors of the current test's page so far */
  pageErrors(): string[];
}

export function journeySuite(file: string, language: InterfaceLanguage = 'en'): JourneySuite {
  const axe = new AxeReport();
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: (() => string[]) | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    console.info(axe.summary(file));
    await browser?.close();
  });
  beforeEach(async () => {
    context = await newJourneyContext(inTest(browser, 'the browser'), language);
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterEach(async () => {
    await context?.close();
  });

  return {
    axe,
    get page() {
      return inTest(page, 'page');
    },
    pageErrors: () => inTest(errors, 'pageErrors')(),
  };
}

function inTest<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`${name} exists only while a test of the journey suite runs`);
  return value;
}
