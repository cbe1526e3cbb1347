/**
 * Discovery in Chromium against the twin (issue 9; 000 §1, §2, §4, §9): a newcomer who plays the seed's
 * most played game signs in and sees the dashboard filled (selected games and new suggested matches); opens the new matches'
 * View all, switches Newest/Top, pages past the first 25 by scrolling (when the list holds more) and
 * closes it by keyboard, focus back on its button; opens a game's modal from its tile on the Matches
 * tab, switches to Community, and closes it; then the community page shows its carousels and a people
 * list's View all with All and Matches. At a phone's width (390 px) and on a desktop (1280 px), each
 * state checked with axe.
 */
import { loadSeedUsers } from '../../lib/seed/data';
import { callApi, eventually, signedUpAccount, type Account } from '../twin/helpers';
import { twinInfo } from '../twin/urls';
import { logInOnPage, runEmail, step, translator } from './support/app';
import { journeySuite } from './support/journey-suite';

const info = twinInfo();
const t = translator('en');
const journey = journeySuite('discovery.test.ts');
const { axe } = journey;
/** the seeded game most members play: a newcomer in it has matches */
const POPULAR = (() => {
  const counts = new Map<number, number>();
  for (const user of loadSeedUsers().filter((seeded) => seeded.active))
    for (const game of user.games) counts.set(game.gameId, (counts.get(game.gameId) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
})();

jest.setTimeout(300_000);

/**
 * A newcomer in the most played game, once the stream has filled their lists (within seconds; longer
 * while the twin works through other files' records): their match count, which the View all pages by.
 */
async function newcomerWithMatches(label: string): Promise<{ account: Account; total: number }> {
  const account = await signedUpAccount(info, POPULAR, runEmail(label));
  let total = 0;
  await eventually(
    async () => {
      const count = await callApi<{ matchCount: number }>(info, 'pjusermatches/percentmatch/matchcount', {
        token: account.tokens.IdToken,
        query: { uuid: account.uuid },
      });
      total = count.body.matchCount;
      expect(total).toBeGreaterThan(0);
    },
    120_000,
    1_000,
  );
  return { account, total };
}

describe.each([390, 1280])('discovery at %i px', (width) => {
  it('dashboard carousels, View all with paging, the game modal’s tabs, and the community page', async () => {
    const { page } = journey;
    await page.setViewportSize({ width, height: 860 });
    // the seeded demo community makes a newcomer's dashboard alive
    const { account, total } = await newcomerWithMatches(`discovery${width}`);
    const matchesShelf = page.getByRole('region', { name: t('dashboard.carousels.newMatches'), exact: true });

    await step(
      'sign in: selected games and new suggested matches are filled (checked with axe)',
      async () => {
        await logInOnPage(page, t, account.email, account.password);
        await page
          .getByRole('region', { name: t('dashboard.carousels.selectedGames'), exact: true })
          .locator('.game-tile')
          .first()
          .waitFor();
        await matchesShelf.locator('.person-tile').first().waitFor();
        await axe.expectNoSeriousViolations(page, `dashboard at ${width} px`);
      },
    );

    const viewAll = page.getByRole('button', {
      name: new RegExp(`^View all\\s*:\\s*${t('dashboard.carousels.newMatches')}`),
    });
    const dialog = page.getByRole('dialog', { name: t('dashboard.carousels.newMatches') });
    const rows = dialog.locator('.person-row__button');

    await step('View all opens the list: 25 at first, Newest and Top tabs (checked with axe)', async () => {
      await viewAll.click();
      await rows.first().waitFor();
      await expect(rows.count()).resolves.toBe(Math.min(total, 25));
      await dialog.getByRole('tab', { name: t('discovery.viewAll.top') }).click();
      await expect(
        dialog.getByRole('tab', { name: t('discovery.viewAll.top') }).getAttribute('aria-selected'),
      ).resolves.toBe('true');
      await rows.first().waitFor();
      await axe.expectNoSeriousViolations(page, `view all at ${width} px`);
    });

    await step('scrolling to the end loads the next page when the list holds more than 25', async () => {
      const scroller = dialog.getByTestId('view-all-scroll');
      if (total > 25) {
        await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
        // the next page arrives after the spec's 1 s delay
        await eventually(async () => expect(await rows.count()).toBe(Math.min(total, 50)), 10_000, 250);
      } else {
        await expect(dialog.getByRole('button', { name: t('people.list.loadMore') }).count()).resolves.toBe(
          0,
        );
      }
    });

    await step('Escape closes it and gives focus back to View all', async () => {
      await page.keyboard.press('Escape');
      await expect(dialog.count()).resolves.toBe(0);
      await eventually(
        async () =>
          expect(await viewAll.evaluate((element) => element === document.activeElement)).toBe(true),
        3_000,
        100,
      );
    });

    await step(
      'a game tile’s matches icon opens the game modal on Matches; Community loads too',
      async () => {
        const tile = page
          .getByRole('region', { name: t('dashboard.carousels.selectedGames'), exact: true })
          .locator('.game-tile')
          .first();
        const game = (await tile.getAttribute('aria-label'))!;
        await tile
          .getByRole('button', { name: new RegExp(`^Your matches in ${escapeRegExp(game)}`) })
          .click();
        const modal = page.getByRole('dialog', { name: game });
        await expect(
          modal.getByRole('tab', { name: t('gameModal.tabs.matches') }).getAttribute('aria-selected'),
        ).resolves.toBe('true');
        await modal.getByRole('tab', { name: t('gameModal.tabs.all') }).click();
        await modal
          .getByRole('tabpanel')
          .locator('.person-row__button, .list-empty, [role="status"]')
          .first()
          .waitFor();
        await axe.expectNoSeriousViolations(page, `game modal at ${width} px`);
        await modal.getByRole('button', { name: t('gameModal.close', { game }) }).click();
        await expect(modal.count()).resolves.toBe(0);
      },
    );

    await step(
      'the community page shows its carousels; a people list’s View all has All and Matches',
      async () => {
        await page.getByRole('link', { name: t('home.userCommunity') }).click();
        const popular = page.getByRole('region', { name: t('community.lists.popular'), exact: true });
        await popular.locator('.person-tile').first().waitFor();
        await axe.expectNoSeriousViolations(page, `community at ${width} px`);
        await page
          .getByRole('button', { name: new RegExp(`^View all\\s*:\\s*${t('community.lists.popular')}`) })
          .click();
        const list = page.getByRole('dialog', { name: t('community.lists.popular') });
        await list.locator('.person-row__button').first().waitFor();
        await list.getByRole('tab', { name: t('discovery.viewAll.matches') }).click();
        await expect(
          list.getByRole('tab', { name: t('discovery.viewAll.matches') }).getAttribute('aria-selected'),
        ).resolves.toBe('true');
        await page.keyboard.press('Escape');
        await expect(list.count()).resolves.toBe(0);
      },
    );

    expect(journey.pageErrors()).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
