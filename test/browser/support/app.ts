/**
 * Small helpers the browser journeys share: a browser context per journey (its own storage, an
 * interface language chosen before the SPA starts), a watch on page errors, named steps whose
 * failures say where a long journey broke, and the SPA's own ways in (login page, side navigation).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { MailboxMessage, MessageSource } from '../../../lib/local/mailbox';
import { eventually } from '../../twin/helpers';
import { twinUrls } from '../../twin/urls';
import { translator, type InterfaceLanguage, type Translate } from './i18n';

export const site = twinUrls().site;

/** How long one wait inside a step may take before the step fails with its own message. */
export const STEP_TIMEOUT_MS = 10_000;

/** The session storage key the SPA reads its interface language from first (web/src/locale/i18n.ts). */
const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** A fresh-cookie, fresh-storage context whose SPA starts in `language`. */
export async function newJourneyContext(
  browser: Browser,
  language: InterfaceLanguage = 'en',
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: language, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  await context.addInitScript(
    ([key, value]) => {
      // only when the app has not chosen one yet: a language picked in the page survives a reload
      if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, value);
    },
    [LANGUAGE_STORAGE_KEY, language] as const,
  );
  return context;
}

/** Refusals the journeys provoke on purpose (wrong password, disabled account) log as 4xx loads. */
const EXPECTED_CONSOLE = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** Collects uncaught errors and console errors of a page, except the 4xx answers a journey asks for. */
export function watchErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_CONSOLE.test(message.text()))
      errors.push(`console.error: ${message.text()}`);
  });
  return () => [...errors];
}

/** Runs one named step of a journey; a failure names the step in front of the cause. */
export async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    const original = failure.message;
    failure.message = `step "${name}" failed: ${original}`;
    // jest prints the stack of errors it did not make itself, which still holds the old message
    if (failure.stack?.includes(original)) failure.stack = failure.stack.replace(original, failure.message);
    throw failure;
  }
}

/** A unique address per run (timestamp) and per call. */
let emailSequence = 0;
export function runEmail(label: string): string {
  emailSequence += 1;
  return `${label}-${Date.now()}-${emailSequence}@test.playjoin.example`;
}

/** The newest code mailed to `email` for `source`, as Cognito would have emailed it (the twin's mailbox). */
export function mailedCode(email: string, source: MessageSource): Promise<string> {
  return eventually(async () => {
    const response = await fetch(`${site}/_local/mailbox.json?to=${encodeURIComponent(email)}`);
    const mail = ((await response.json()) as MailboxMessage[]).find((message) => message.source === source);
    if (!mail) throw new Error(`no ${source} code was mailed to ${email}`);
    return mail.code;
  }, 5_000);
}

export function urlPath(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the SPA shows `path` (client-side navigations included). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Logs in through the /login page and waits for the dashboard. */
export async function logInOnPage(page: Page, t: Translate, email: string, password: string): Promise<void> {
  await page.goto(`${site}/login`);
  await fillLoginForm(page, t, email, password);
  await waitForPath(page, '/home/user-home');
  await page.getByRole('heading', { name: t('dashboard.title') }).waitFor();
}

/** Fills and submits the login form (the page's or the dialog's, whichever is in `scope`). */
export async function fillLoginForm(
  scope: Page | Locator,
  t: Translate,
  email: string,
  password: string,
): Promise<void> {
  await scope.getByLabel(t('login.email'), { exact: true }).fill(email);
  await scope.getByLabel(t('login.password'), { exact: true }).fill(password);
  await scope.getByRole('button', { name: t('login.submit'), exact: true }).click();
}

/** Opens the settings panel from the side navigation; answers the panel. */
export async function openSettings(page: Page, t: Translate) {
  const button = page.getByRole('button', { name: t('home.panels.settings'), exact: true });
  await button.click();
  const panel = page.locator('#side-panel-settings');
  await panel.getByRole('button', { name: t('settings.logOut.button') }).waitFor();
  return panel;
}

/** Opens one collapsible section of the settings panel; answers its region. */
export async function openSettingsSection(page: Page, t: Translate, sectionKey: string) {
  const name = t(`settings.sections.${sectionKey}`);
  const panel = page.locator('#side-panel-settings');
  const toggle = panel.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return panel.getByRole('region', { name, exact: true });
}

export { translator };
export type { InterfaceLanguage, Translate };

/** Whether the element is the focused one (document.activeElement). */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Moves focus with Tab (or Shift+Tab) only, until `target` has it; answers how many presses it took.
 * Fails when focus never gets there: the element is not reachable by keyboard.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {},
): Promise<number> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(
    `${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses never reached ${target}; focus is on ${focused}`,
  );
}
