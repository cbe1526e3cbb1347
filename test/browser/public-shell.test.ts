/**
 * Drives the real SPA served by the local twin in Chromium: the landing shell, a seeded public
 * profile read through the API-key routes, reserved words and the signed-in guard.
 */
import type { Browser, Page } from 'playwright-core';
import { loadSeedUsers } from '../../lib/seed/data';
import { twinUrls } from '../twin/urls';
import { collectPageErrors, launchChromium } from './chromium';

const site = twinUrls().site;
const seededUsers = loadSeedUsers();
const activeUser = seededUsers.find((user) => user.active && user.games.length > 0)!;
const deactivatedUser = seededUsers.find((user) => !user.active)!;

let browser: Browser;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await browser.newPage();
  pageErrors = collectPageErrors(page);
});
afterEach(async () => {
  await page.close();
});

describe('public shell in Chromium', () => {
  it('serves the landing shell with log in and sign up', async () => {
    await page.goto(site);

    await page
      .getByRole('link', { name: /log in/i })
      .first()
      .waitFor({ state: 'visible' });
    await page
      .getByRole('link', { name: /sign up/i })
      .first()
      .waitFor({ state: 'visible' });
    expect(pageErrors).toEqual([]);
  });

  it('shows a seeded profile at /<username>, whose games expand to their details', async () => {
    await page.goto(`${site}/${encodeURIComponent(activeUser.userName)}`);

    await page.getByRole('heading', { name: activeUser.userName }).waitFor();
    const firstGame = page.locator('button[aria-expanded]').first();
    await firstGame.click();
    await expect(firstGame.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByRole('checkbox').count()).resolves.toBe(12);
    expect(pageErrors).toEqual([]);
  });

  it.each(['/LOGIN', '/Home', '/FAQ', '/Terms', '/SignUp', '/Contact'])(
    'answers the reserved word %s with a 404 page',
    async (path) => {
      let profileLookups = 0;
      page.on('request', (request) => {
        if (request.url().includes('pjpubprofile')) profileLookups += 1;
      });

      await page.goto(`${site}${path}`);

      await page.getByText('404').first().waitFor();
      expect(profileLookups).toBe(0);
    },
  );

  it('sends an unknown or deactivated user to /profile-not-available', async () => {
    for (const name of ['nobody_here_123', deactivatedUser.userName]) {
      await page.goto(`${site}/${encodeURIComponent(name)}`);

      await page.waitForURL('**/profile-not-available');
      await page.getByText('Sorry, this page is not available.').waitFor();
    }
  });

  it('redirects the signed-in area to / without a session, and unknown /home paths too', async () => {
    for (const path of ['/home/user-home', '/home/nowhere']) {
      await page.goto(`${site}${path}`);

      await page.waitForURL(`${site}/`);
    }
  });
});
