/**
 * Custom search in Chromium against the twin (issue 9; 000 §2, §3, §5, §7): the Search panel's alert
 * when no game is chosen, a custom search over a seeded game's community listing players, the results
 * panel closed with its button, a name search by a middle part of a seeded name, and a result's user
 * card opened by keyboard. Each state visited is checked with axe.
 *
 * Accounts: a fresh account signed up through the API; the seeded member it looks for by name,
 * ChillVibesOnly, is only read here.
 */
import type { Locator } from 'playwright-core';
import { loadSeedGames, loadSeedUsers } from '../../lib/seed/data';
import { callApi, eventually, signedUpAccount } from '../twin/helpers';
import { twinInfo } from '../twin/urls';
import { logInOnPage, runEmail, step, translator } from './support/app';
import { journeySuite } from './support/journey-suite';

const info = twinInfo();
const t = translator('en');
const journey = journeySuite('search.test.ts');
const { axe } = journey;

const seededUsers = loadSeedUsers().filter((user) => user.active);
/** the seeded game most members play: its community is never empty */
const POPULAR = (() => {
  const counts = new Map<number, number>();
  for (const user of seededUsers)
    for (const game of user.games) counts.set(game.gameId, (counts.get(game.gameId) ?? 0) + 1);
  const [gameId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return loadSeedGames().find((game) => game.id === gameId)!;
})();
const FOUND_BY_NAME = 'ChillVibesOnly';

jest.setTimeout(300_000);

const personRow = (scope: Locator, userName: string) =>
  scope.locator(`.person-row__button[title="${userName}"]`);

describe('custom search', () => {
  it('alerts without a game, lists a game’s players, closes the results, and finds a name by any part', async () => {
    const { page } = journey;
    const account = await signedUpAccount(info, 1, runEmail('search'));
    const panel = page.locator('#side-panel-search');
    const results = () => page.getByRole('region', { name: t('customSearch.results.title') });

    // the seeded members' cards reach their game entries and the name index through the twin's stream,
    // whose seed backlog (thousands of records) a loaded machine works through for a minute or more
    // after start-up: wait until the server finds them before looking at the page
    await eventually(
      async () => {
        const reply = await callApi<unknown[]>(info, 'pjusersearch/pjsearchcustom/username', {
          token: account.tokens.IdToken,
          query: { uuid: account.uuid, searchname: 'illvib' },
        });
        expect(reply.body).toHaveLength(1);
        const found = await callApi<unknown[]>(info, 'pjusersearch/pjsearchcustom', {
          token: account.tokens.IdToken,
          body: { uuid: account.uuid, games: [POPULAR.id] },
        });
        expect(found.body.length).toBeGreaterThan(0);
      },
      200_000,
      2_000,
    );

    await step('log in and open the Search panel (checked with axe)', async () => {
      await logInOnPage(page, t, account.email, account.password);
      await page.getByRole('button', { name: t('home.panels.search'), exact: true }).click();
      await panel.getByRole('tab', { name: t('customSearch.tabs.custom') }).waitFor();
      await axe.expectNoSeriousViolations(page, 'search panel');
    });

    await step('Search without a game shows noGamesSelected', async () => {
      await panel.getByRole('button', { name: t('customSearch.submit'), exact: true }).click();
      await panel
        .getByRole('alert')
        .filter({ hasText: t('customSearchResults.noGamesSelected') })
        .waitFor();
    });

    await step(
      'pick the most played seeded game and search: players are listed (checked with axe)',
      async () => {
        await panel.getByLabel(t('gamesPicker.search')).fill(POPULAR.description);
        await panel.getByRole('checkbox', { name: POPULAR.description, exact: true }).check();
        await panel.getByRole('button', { name: t('customSearch.submit'), exact: true }).click();
        await results().locator('.person-row__button').first().waitFor();
        await axe.expectNoSeriousViolations(page, 'search results');
      },
    );

    await step('the results close with their button', async () => {
      await results()
        .getByRole('button', { name: t('customSearch.results.close') })
        .click();
      await expect(results().count()).resolves.toBe(0);
    });

    await step('a name search by a middle part finds the player; Enter opens their card', async () => {
      await panel.getByRole('tab', { name: t('customSearch.tabs.name') }).click();
      await panel.getByLabel(t('customSearch.name.label')).fill('illvib');
      await panel.getByRole('button', { name: t('customSearch.submit'), exact: true }).click();
      const row = personRow(results(), FOUND_BY_NAME);
      await row.waitFor();
      await row.focus();
      await page.keyboard.press('Enter');
      await page
        .getByRole('dialog', { name: t('userCard.dialogLabel', { username: FOUND_BY_NAME }) })
        .waitFor();
      await axe.expectNoSeriousViolations(page, 'user card from search');
    });
    expect(journey.pageErrors()).toEqual([]);
  });
});
