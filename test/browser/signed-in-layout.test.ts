/**
 * The signed-in frame on phones and on a desktop, in Chromium against the twin (issue 8: "the
 * signed-in frame overflows a 390 px phone"): the seeded demo user signs in at 360, 390 and 430 px
 * (and 1280 px), and the page is exactly as wide as the viewport (no sideways scroll), every top-nav
 * link, side-nav button and the interface language picker lies inside the viewport with its label
 * whole (not clipped), and an open side panel stays inside the viewport too. Run in English and in
 * Portuguese (the longest side-navigation labels). The public pages then lead back to the dashboard.
 */
import type { Page } from 'playwright-core';
import { loadSeedUsers } from '../../lib/seed/data';
import { logInOnPage, site, step, translator } from './support/app';
import type { InterfaceLanguage } from './support/i18n';
import { journeySuite } from './support/journey-suite';

const demo = loadSeedUsers().find((user) => user.email === 'demo_gamer@demo.playjoin.example')!;

interface Overflow {
  documentWidth: number;
  viewportWidth: number;
  /** controls that stick out of the viewport or whose text is cut */
  offenders: string[];
}

/** What overflows: the document, and each control of the frame (its box and its text). */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        '.top-bar .brand, .top-nav__link, .side-nav__button, .side-nav__label, .top-bar__language select, .side-panel:not([hidden])',
      ),
    ];
    const offenders = controls.flatMap((element) => {
      const box = element.getBoundingClientRect();
      const name = `${element.className} "${element.textContent?.trim().slice(0, 30) ?? ''}"`;
      const problems: string[] = [];
      if (box.left < -0.5 || box.right > viewportWidth + 0.5)
        problems.push(`${name} outside (${box.left}–${box.right})`);
      if (element.scrollWidth > element.clientWidth + 1 && element.tagName !== 'SELECT')
        problems.push(`${name} text clipped (${element.scrollWidth} > ${element.clientWidth})`);
      return problems;
    });
    const documentWidth = document.documentElement.scrollWidth;
    if (documentWidth > viewportWidth) {
      // name the outermost elements that reach past the window, so a failure says what widens the page
      // clipped by an ancestor between it and its containing block (absolute boxes escape the others)
      const clipped = (element: HTMLElement) => {
        let escapes = getComputedStyle(element).position === 'absolute';
        for (let up = element.parentElement; up; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.overflowX !== 'visible' && !escapes) return true;
          if (escapes && style.position !== 'static') escapes = false;
        }
        return false;
      };
      const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
        (element) => element.getBoundingClientRect().right > viewportWidth + 0.5 && !clipped(element),
      );
      const outermost = past.filter((element) => !past.includes(element.parentElement!)).slice(0, 5);
      offenders.push(
        ...outermost.map((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return `widens the page: <${element.tagName.toLowerCase()} class="${element.className}"> ${box.left}–${box.right} (position ${style.position}, overflow ${style.overflowX})`;
        }),
      );
    }
    return { documentWidth, viewportWidth, offenders };
  });
}

describe.each<InterfaceLanguage>(['en', 'pt'])('signed-in frame in %s', (language) => {
  const t = translator(language);
  const journey = journeySuite(`signed-in-layout.test.ts (${language})`, language);

  it.each([360, 390, 430, 1280])('fits a %i px wide window, with every nav label whole', async (width) => {
    const { page } = journey;
    await page.setViewportSize({ width, height: 800 });

    await step('the demo user signs in', () => logInOnPage(page, t, demo.email, demo.password));

    await step('the frame is as wide as the window, every control inside it and readable', async () => {
      // measured with the dashboard's carousels filled: their slides run far past the window
      await page.locator('.carousel__slide .person-tile').first().waitFor();
      const result = await measure(page);
      expect(result).toEqual({ documentWidth: width, viewportWidth: width, offenders: [] });
      await expect(
        page.getByRole('combobox', { name: t('languagePicker.label'), exact: true }).isVisible(),
      ).resolves.toBe(true);
    });

    await step('an open side panel stays inside the window', async () => {
      await page.getByRole('button', { name: t('home.panels.settings'), exact: true }).click();
      await page.locator('#side-panel-settings').waitFor();
      const result = await measure(page);
      expect(result).toEqual({ documentWidth: width, viewportWidth: width, offenders: [] });
    });

    expect(journey.pageErrors()).toEqual([]);
  });

  it('changes the interface language from the signed-in frame, and the public pages lead back', async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 390, height: 800 });
    await logInOnPage(page, t, demo.email, demo.password);

    await step('choose Japanese in the top bar', async () => {
      await page.getByRole('combobox', { name: t('languagePicker.label'), exact: true }).selectOption('ja');
      await page
        .getByRole('button', { name: translator('ja')('home.panels.settings'), exact: true })
        .waitFor();
    });

    await step('the landing page offers the dashboard, not Log in', async () => {
      await page.goto(`${site}/`);
      const ja = translator('ja');
      await page.getByRole('link', { name: ja('publicNav.dashboard'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/home/user-home');
    });

    expect(journey.pageErrors()).toEqual([]);
  });
});
