/**
 * The profile and the people around it in Chromium against the twin (issue 8; 000 §2, §3, §4, §5, §7):
 * every profile field edited in the Profile panel and still there after a reload; a game added with
 * the picker (with its details) and another removed; a seeded user's card opened from the Spectating
 * panel, its match ring explaining itself on focus, spectate and unspectate by keyboard with the
 * counts following (the stream keeps them); a user blocked from their card (a reason given) who then
 * vanishes from the panel and the lists. Each state visited is checked with axe.
 *
 * Accounts: each journey signs up a fresh account through the API, never the demo user. The seeded
 * members it looks at, ChillVibesOnly and MidnightMoth, are used by no other test file (the integration
 * files use the first members, members 20–39, 50, the most spectated one, RetroRonin and the demo
 * user), so their counts are this file's to move; the journeys leave ChillVibesOnly's spectators as
 * they found them but for the block journey's one spectate.
 */
import type { Locator } from 'playwright-core';
import { loadSeedGames, loadSeedUsers } from '../../lib/seed/data';
import { callApi, eventually, signedUpAccount, type Account } from '../twin/helpers';
import { twinInfo } from '../twin/urls';
import {
  isFocused,
  logInOnPage,
  openSettings,
  openSettingsSection,
  runEmail,
  step,
  tabTo,
  translator,
} from './support/app';
import { journeySuite } from './support/journey-suite';

const info = twinInfo();
const t = translator('en');
const journey = journeySuite('profile-and-people.test.ts');
const { axe } = journey;

/** the game every fresh account is created with (Fortnite) */
const FIRST_GAME = loadSeedGames().find((game) => game.id === 1)!;
/** the game the picker adds: one with a name no other catalogue game contains */
const ADDED_GAME = loadSeedGames().find((game) => game.description === 'Valorant')!;

const seeded = new Map(loadSeedUsers().map((user) => [user.userName, user]));
/** spectated and unspectated by the journeys; used by no other test file */
const SPECTATED = seeded.get('ChillVibesOnly')!;
/** blocked by the block journey; one of SPECTATED's spectators in the seed */
const BLOCKED = seeded.get('MidnightMoth')!;

/** another of SPECTATED's spectators in the seed, who stays in the list */
const OTHER_SPECTATOR = 'Tango_Tactico';

/** The stream updates counts a moment after each write; a loaded 2-core machine needs room. */
const STREAM_WAIT_MS = 30_000;

jest.setTimeout(120_000);

function freshAccount(label: string): Promise<Account> {
  return signedUpAccount(info, FIRST_GAME.id, runEmail(label));
}

async function spectateByApi(account: Account, userName: string, active: 0 | 1): Promise<void> {
  const reply = await callApi(info, 'pjuserprofile/pjuserprofile/userhub', {
    token: account.tokens.IdToken,
    body: { username: userName, uuid: account.uuid, active },
  });
  expect(reply.status).toBe(200);
}

/** The server's spectators count of `userName`, as `account` reads it. */
async function spectatorsCount(account: Account, userName: string): Promise<number> {
  const reply = await callApi<{ spectatorsCount: number }>(
    info,
    'pjusermatches/percentmatch/spectatorscount',
    {
      token: account.tokens.IdToken,
      query: { uuid: account.uuid, username: userName },
    },
  );
  expect(reply.status).toBe(200);
  return reply.body.spectatorsCount;
}

/** Waits until the server's count reaches `expected` (the stream has worked the write through). */
function countSettlesAt(account: Account, userName: string, expected: number): Promise<void> {
  return eventually(
    async () => {
      const count = await spectatorsCount(account, userName);
      if (count !== expected) throw new Error(`${userName} has ${count} spectators, waiting for ${expected}`);
    },
    STREAM_WAIT_MS,
    250,
  );
}

/** Opens a side panel from the side navigation (closing another one first); answers the panel. */
async function openPanel(panel: 'profile' | 'spectating'): Promise<Locator> {
  const { page } = journey;
  const element = page.locator(`#side-panel-${panel}`);
  if (await element.isVisible()) return element;
  await page.getByRole('button', { name: t(`home.panels.${panel}`), exact: true }).click();
  await element.waitFor();
  return element;
}

/** The Profile panel in view mode, loaded. */
async function openProfilePanel(): Promise<Locator> {
  const panel = await openPanel('profile');
  await panel.getByRole('button', { name: t('profilePanel.edit'), exact: true }).waitFor();
  return panel;
}

/** Reloads the page and waits for the signed-in home. */
async function reload(): Promise<void> {
  const { page } = journey;
  await page.reload();
  await page.getByRole('heading', { name: t('dashboard.title') }).waitFor();
}

/** A read-only checklist line of a panel, by its label. */
function checklistBox(scope: Locator, label: string): Locator {
  return scope
    .locator('.profile-checklist .checklist__item')
    .filter({ has: journey.page.getByText(label, { exact: true }) })
    .locator('input');
}

/** One game of a read-only games list, expanded: its details as { term: value }. */
async function gameDetails(scope: Locator, gameName: string): Promise<Record<string, string>> {
  const card = scope.locator('.profile-games .game-card').filter({ hasText: gameName });
  const toggle = card.locator('.game-card__toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const details = card.locator('.game-card__details');
  await details.waitFor();
  return details.evaluate((list) =>
    Object.fromEntries(
      [...list.querySelectorAll('div')].map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    ),
  );
}

/** The names of a read-only games list. */
function gameNames(scope: Locator): Promise<string[]> {
  return scope.locator('.profile-games .game-card__name').allTextContents();
}

/** One game's details editor in the open profile editor: its four selects, opened. */
async function gameEditor(editor: Locator, gameName: string) {
  const card = editor.locator('.game-card').filter({ hasText: gameName });
  const toggle = card.getByRole('button', { name: t('profilePanel.games.details', { game: gameName }) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const select = (labelKey: string) =>
    card
      .locator('label.field')
      .filter({ has: journey.page.getByText(t(labelKey), { exact: true }) })
      .locator('select');
  return {
    card,
    platform: select('profile.games.platform'),
    skillLevel: select('profile.games.skillLevel'),
    frequency: select('profile.games.frequency'),
    rating: select('profile.games.rating'),
  };
}

/** A person's row in a list, by their full name (the row's tooltip). */
function personRow(scope: Locator, userName: string): Locator {
  return scope.locator(`.person-row__button[title="${userName}"]`);
}

/** The open user card dialog of `userName`, loaded (its actions are there). */
async function userCard(userName: string): Promise<Locator> {
  const card = journey.page.getByRole('dialog', { name: t('userCard.dialogLabel', { username: userName }) });
  await card.getByRole('button', { name: t('userCard.reportBlock'), exact: true }).waitFor();
  return card;
}

/** The spectators count button of an open card, once its number is known; answers the number. */
async function cardSpectators(card: Locator, expected?: number): Promise<number> {
  const button = card.locator('.user-card__counts button').first();
  if (expected !== undefined) {
    await button
      .filter({ hasText: t('userCard.spectators', { count: expected }) })
      .waitFor({ timeout: STREAM_WAIT_MS });
    return expected;
  }
  await button.filter({ hasText: /\d/ }).waitFor();
  return Number((await button.textContent())!.match(/\d+/)![0]);
}

describe('the Profile panel', () => {
  it('edits bio, checklist, game style, a platform and a game’s details; all of it is there after a reload', async () => {
    const { page } = journey;
    const account = await freshAccount('profile-edit');
    const bio = `Evening raids and cozy co-op, ${account.userName} here.`;

    await step('log in and open the Profile panel (checked with axe)', async () => {
      await logInOnPage(page, t, account.email, account.password);
      const panel = await openProfilePanel();
      // as created through the API: relaxed, on PC, no bio
      await expect(checklistBox(panel, t('profile.checklist.relaxed')).isChecked()).resolves.toBe(true);
      await expect(checklistBox(panel, t('profile.checklist.xbox')).isChecked()).resolves.toBe(false);
      await axe.expectNoSeriousViolations(page, 'profile panel (view)');
    });

    await step('open the editor by keyboard; change every field', async () => {
      const panel = page.locator('#side-panel-profile');
      await panel.getByRole('button', { name: t('profilePanel.edit'), exact: true }).focus();
      await page.keyboard.press('Enter');
      const editor = panel.getByRole('form', { name: t('profilePanel.editTitle') });
      await editor.waitFor();

      await editor.getByRole('button', { name: t('profilePanel.bio.change'), exact: true }).click();
      const bioField = editor.getByLabel(t('profilePanel.bio.label'), { exact: true });
      await bioField.fill(bio);

      // game style: the radio group moves with the arrow keys
      const relaxed = editor.getByRole('radio', { name: t('profile.checklist.relaxed'), exact: true });
      const competitive = editor.getByRole('radio', {
        name: t('profile.checklist.competitive'),
        exact: true,
      });
      await relaxed.focus();
      await page.keyboard.press('ArrowRight');
      await expect(competitive.isChecked()).resolves.toBe(true);

      // every checklist item, ticked with Space
      for (const flag of ['streamer', 'microphone', 'familyFriendly', 'moderator', 'discord', 'pcConsole']) {
        const box = editor.getByRole('checkbox', { name: t(`profilePanel.checklist.${flag}`), exact: true });
        await box.focus();
        await page.keyboard.press('Space');
        await expect(box.isChecked()).resolves.toBe(true);
      }
      // a platform
      const xbox = editor.getByRole('checkbox', { name: t('profile.checklist.xbox'), exact: true });
      await xbox.focus();
      await page.keyboard.press('Space');
      await expect(xbox.isChecked()).resolves.toBe(true);

      // the one game's details
      const game = await gameEditor(editor, FIRST_GAME.description);
      await game.platform.selectOption('3'); // Xbox
      await game.skillLevel.selectOption('3'); // High
      await game.frequency.selectOption('2'); // All the time
      await game.rating.selectOption('2'); // Love it
      await axe.expectNoSeriousViolations(page, 'profile editor with a game’s details open');
    });

    await step('Save: the panel goes back to view mode and says so', async () => {
      const panel = page.locator('#side-panel-profile');
      await panel.getByRole('button', { name: t('profilePanel.save'), exact: true }).click();
      await panel
        .getByRole('status')
        .filter({ hasText: t('profilePanel.saved') })
        .waitFor();
      // focus comes back to Edit
      await expect(
        isFocused(panel.getByRole('button', { name: t('profilePanel.edit'), exact: true })),
      ).resolves.toBe(true);
    });

    await step('after a reload the Profile panel shows every new value', async () => {
      await reload();
      const panel = await openProfilePanel();
      await panel.locator('.profile-bio').getByText(bio, { exact: true }).waitFor();
      const on = ['competitive', 'streamer', 'mic', 'familyFriendly', 'moderator', 'pc', 'xbox'].map((item) =>
        t(`profile.checklist.${item}`),
      );
      for (const label of [...on, t('profilePanel.checklist.discord'), t('profilePanel.checklist.pcConsole')])
        await expect(checklistBox(panel, label).isChecked()).resolves.toBe(true);
      for (const item of ['relaxed', 'playstation', 'nintendo', 'mobile', 'other'])
        await expect(checklistBox(panel, t(`profile.checklist.${item}`)).isChecked()).resolves.toBe(false);
      await expect(gameDetails(panel, FIRST_GAME.description)).resolves.toEqual({
        [t('profile.games.platform')]: t('codes.platform.Xbox'),
        [t('profile.games.skillLevel')]: t('codes.skillLevel.High'),
        [t('profile.games.frequency')]: t('codes.frequency.AllTheTime'),
        [t('profile.games.rating')]: t('codes.gameRating.LoveIt'),
      });
      await axe.expectNoSeriousViolations(page, 'profile panel after a save and reload');
    });

    await step('the editor starts from the saved values too', async () => {
      const panel = page.locator('#side-panel-profile');
      await panel.getByRole('button', { name: t('profilePanel.edit'), exact: true }).click();
      const editor = panel.getByRole('form', { name: t('profilePanel.editTitle') });
      await editor.locator('.profile-editor__bio').getByText(bio, { exact: true }).waitFor();
      const game = await gameEditor(editor, FIRST_GAME.description);
      await expect(
        Promise.all([
          game.platform.inputValue(),
          game.skillLevel.inputValue(),
          game.frequency.inputValue(),
          game.rating.inputValue(),
        ]),
      ).resolves.toEqual(['3', '3', '2', '2']);
      await panel.getByRole('button', { name: t('profilePanel.cancel'), exact: true }).click();
    });
    expect(journey.pageErrors()).toEqual([]);
  });

  it('adds a game with the picker (with its details) and removes another; the games list shows it after a reload', async () => {
    const { page } = journey;
    const account = await freshAccount('profile-games');

    await step('log in, open the editor, open the picker by keyboard', async () => {
      await logInOnPage(page, t, account.email, account.password);
      const panel = await openProfilePanel();
      await expect(gameNames(panel)).resolves.toEqual([FIRST_GAME.description]);
      await panel.getByRole('button', { name: t('profilePanel.edit'), exact: true }).click();
      const choose = panel.getByRole('button', { name: t('profilePanel.games.choose'), exact: true });
      await choose.focus();
      await page.keyboard.press('Enter');
      // focus lands in the search field
      const search = panel.getByLabel(t('gamesPicker.search'), { exact: true });
      await search.waitFor();
      await expect(isFocused(search)).resolves.toBe(true);
    });

    await step('search, tick the game with Space, Done (checked with axe)', async () => {
      const panel = page.locator('#side-panel-profile');
      await page.keyboard.type(ADDED_GAME.description);
      const results = panel.getByRole('list', { name: t('gamesPicker.results') });
      const box = results.getByRole('checkbox', { name: ADDED_GAME.description, exact: true });
      await box.waitFor();
      await tabTo(page, box, { max: 5 });
      await page.keyboard.press('Space');
      await expect(box.isChecked()).resolves.toBe(true);
      await panel
        .getByRole('status')
        .filter({ hasText: t('gamesPicker.count', { count: 2 }) })
        .waitFor();
      await axe.expectNoSeriousViolations(page, 'games picker with a search');
      await panel.getByRole('button', { name: t('profilePanel.games.pickerDone'), exact: true }).click();
      // back in the editor, focus on Choose games
      await expect(
        isFocused(panel.getByRole('button', { name: t('profilePanel.games.choose'), exact: true })),
      ).resolves.toBe(true);
    });

    await step('set the new game’s details, remove the first game, Save', async () => {
      const panel = page.locator('#side-panel-profile');
      const editor = panel.getByRole('form', { name: t('profilePanel.editTitle') });
      const game = await gameEditor(editor, ADDED_GAME.description);
      await game.platform.selectOption('4'); // PlayStation
      await game.skillLevel.selectOption('2'); // Medium
      await game.frequency.selectOption('3'); // Sometimes
      await game.rating.selectOption('3'); // Like it
      await editor
        .getByRole('button', { name: t('profilePanel.games.remove', { game: FIRST_GAME.description }) })
        .click();
      await expect(editor.locator('.game-card__name').allTextContents()).resolves.toEqual([
        ADDED_GAME.description,
      ]);
      await axe.expectNoSeriousViolations(page, 'profile editor after adding and removing games');
      await panel.getByRole('button', { name: t('profilePanel.save'), exact: true }).click();
      await panel
        .getByRole('status')
        .filter({ hasText: t('profilePanel.saved') })
        .waitFor();
    });

    await step(
      'after a reload the games list has the new game with its details, and not the removed one',
      async () => {
        await reload();
        const panel = await openProfilePanel();
        await panel.locator('.profile-games .game-card__name').first().waitFor();
        await expect(gameNames(panel)).resolves.toEqual([ADDED_GAME.description]);
        await expect(gameDetails(panel, ADDED_GAME.description)).resolves.toEqual({
          [t('profile.games.platform')]: t('codes.platform.PlayStation'),
          [t('profile.games.skillLevel')]: t('codes.skillLevel.Medium'),
          [t('profile.games.frequency')]: t('codes.frequency.Sometimes'),
          [t('profile.games.rating')]: t('codes.gameRating.LikeIt'),
        });
      },
    );
    expect(journey.pageErrors()).toEqual([]);
  });
});

describe('people', () => {
  it('opens a seeded user’s card from the Spectating panel; the ring explains itself; spectate and unspectate by keyboard move the counts', async () => {
    const { page } = journey;
    const account = await freshAccount('spectate');
    const before = await spectatorsCount(account, SPECTATED.userName);
    await spectateByApi(account, SPECTATED.userName, 1);
    const spectators = before + 1;
    await countSettlesAt(account, SPECTATED.userName, spectators);

    await step('log in; the Spectating panel lists the user (checked with axe)', async () => {
      await logInOnPage(page, t, account.email, account.password);
      const panel = await openPanel('spectating');
      await personRow(panel, SPECTATED.userName).waitFor();
      await panel.getByText(t('spectating.count', { count: 1 }), { exact: true }).waitFor();
      await axe.expectNoSeriousViolations(page, 'spectating panel');
    });

    await step('open the card by keyboard; focus starts on its close button', async () => {
      const panel = page.locator('#side-panel-spectating');
      await personRow(panel, SPECTATED.userName).focus();
      await page.keyboard.press('Enter');
      const card = await userCard(SPECTATED.userName);
      await expect(
        isFocused(card.getByRole('button', { name: t('userCard.close', { username: SPECTATED.userName }) })),
      ).resolves.toBe(true);
      await cardSpectators(card, spectators);
      await card.getByRole('button', { name: t('userCard.unspectate'), exact: true }).waitFor();
    });

    await step(
      'Tab to the match ring: its explanation opens and describes it (checked with axe)',
      async () => {
        const card = await userCard(SPECTATED.userName);
        const ring = card.locator('.match-ring__button');
        await ring.waitFor();
        const explanation = card.locator('.match-ring__explain');
        await expect(explanation.isVisible()).resolves.toBe(false);
        await tabTo(page, ring);
        await explanation.waitFor();
        await expect(ring.getAttribute('aria-expanded')).resolves.toBe('true');
        await expect(explanation.getAttribute('id')).resolves.toBe(
          await ring.getAttribute('aria-describedby'),
        );
        const name = (await ring.textContent()) ?? '';
        const score = Number(name.match(/(\d+)% match/)?.[1]);
        expect(score).toBeGreaterThanOrEqual(0);
        await explanation.getByText(t('people.matchRing.explainTitle', { score }), { exact: true }).waitFor();
        // the four parts of the score, each with words
        const parts = explanation
          .getByRole('list', { name: t('people.matchRing.partsLabel') })
          .getByRole('listitem');
        await expect(parts.count()).resolves.toBe(4);
        await explanation.getByText(t('people.matchRing.suggestionTitle'), { exact: true }).waitFor();
        await axe.expectNoSeriousViolations(page, 'user card with the match ring explained');
        // Escape closes the explanation, not the card
        await page.keyboard.press('Escape');
        await explanation.waitFor({ state: 'hidden' });
        await expect(card.isVisible()).resolves.toBe(true);
      },
    );

    await step(
      'unspectate with the keyboard: the button and the count change, the server count follows',
      async () => {
        const card = await userCard(SPECTATED.userName);
        const button = card.getByRole('button', { name: t('userCard.unspectate'), exact: true });
        await tabTo(page, button, { max: 5 });
        await page.keyboard.press('Enter');
        await card.getByRole('button', { name: t('userCard.spectate'), exact: true }).waitFor();
        await cardSpectators(card, spectators - 1);
        await countSettlesAt(account, SPECTATED.userName, spectators - 1);
        // the panel beneath no longer lists them
        await page
          .locator('#side-panel-spectating')
          .getByText(t('spectating.empty'), { exact: true })
          .waitFor({ state: 'attached' });
      },
    );

    await step('spectate again with the keyboard: the count goes back up, on the server too', async () => {
      const card = await userCard(SPECTATED.userName);
      const button = card.getByRole('button', { name: t('userCard.spectate'), exact: true });
      await expect(isFocused(button)).resolves.toBe(true);
      await page.keyboard.press('Enter');
      await card.getByRole('button', { name: t('userCard.unspectate'), exact: true }).waitFor();
      await cardSpectators(card, spectators);
      await countSettlesAt(account, SPECTATED.userName, spectators);
      await axe.expectNoSeriousViolations(page, 'user card after spectating');
      await page.keyboard.press('Escape');
      await card.waitFor({ state: 'hidden' });
    });

    await step(
      'after a reload the card reads the same count from the server, and the profile counts one spectated',
      async () => {
        await reload();
        const panel = await openPanel('spectating');
        await personRow(panel, SPECTATED.userName).click();
        const card = await userCard(SPECTATED.userName);
        await cardSpectators(card, spectators);
        await card.getByRole('button', { name: t('userCard.unspectate'), exact: true }).waitFor();
        await page.keyboard.press('Escape');
        await card.waitFor({ state: 'hidden' });
        const profile = await openProfilePanel();
        // named by what it shows, described by what it opens
        const spectating = profile.getByRole('button', {
          name: `1 ${t('profilePanel.stats.spectating')}`,
          exact: true,
        });
        await spectating.waitFor({ timeout: STREAM_WAIT_MS });
        await expect(spectating.getAttribute('title')).resolves.toBe(
          t('profilePanel.stats.open.spectating', { count: 1 }),
        );
      },
    );

    await step('leave the seeded user as found', async () => {
      await spectateByApi(account, SPECTATED.userName, 0);
      await countSettlesAt(account, SPECTATED.userName, before);
    });
    expect(journey.pageErrors()).toEqual([]);
  });

  it('blocks a user from their card with a reason; they vanish from the Spectating panel and the lists', async () => {
    const { page } = journey;
    const account = await freshAccount('block');
    await spectateByApi(account, SPECTATED.userName, 1);
    await spectateByApi(account, BLOCKED.userName, 1);

    await step('log in; the Spectating panel lists both users', async () => {
      await logInOnPage(page, t, account.email, account.password);
      const panel = await openPanel('spectating');
      await personRow(panel, BLOCKED.userName).waitFor();
      await personRow(panel, SPECTATED.userName).waitFor();
    });

    await step(
      `${BLOCKED.userName} is among ${SPECTATED.userName}’s spectators (checked with axe)`,
      async () => {
        const panel = page.locator('#side-panel-spectating');
        await personRow(panel, SPECTATED.userName).click();
        const card = await userCard(SPECTATED.userName);
        await card.locator('.user-card__counts button').first().click();
        const list = card.getByRole('region', {
          name: t('people.spectateList.spectatorsTitle', { username: SPECTATED.userName }),
        });
        await personRow(list, BLOCKED.userName).waitFor();
        await axe.expectNoSeriousViolations(page, 'spectators list in a user card');
        await page.keyboard.press('Escape');
        await card.waitFor({ state: 'hidden' });
      },
    );

    await step('open their card, Report or block: tick a reason, write why (checked with axe)', async () => {
      const panel = page.locator('#side-panel-spectating');
      await personRow(panel, BLOCKED.userName).focus();
      await page.keyboard.press('Enter');
      const card = await userCard(BLOCKED.userName);
      const reportBlock = card.getByRole('button', { name: t('userCard.reportBlock'), exact: true });
      await tabTo(page, reportBlock);
      await page.keyboard.press('Enter');
      const popup = page.getByRole('dialog', {
        name: t('reportBlockModal.title', { username: BLOCKED.userName }),
      });
      // focus starts on the first reason
      const firstReason = popup.getByRole('checkbox', {
        name: t('reportBlockModal.reasons.inappropriateProfile'),
        exact: true,
      });
      await firstReason.waitFor();
      await expect(isFocused(firstReason)).resolves.toBe(true);
      const spam = popup.getByRole('checkbox', { name: t('reportBlockModal.reasons.spam'), exact: true });
      await tabTo(page, spam, { max: 5 });
      await page.keyboard.press('Space');
      await expect(spam.isChecked()).resolves.toBe(true);
      const details = popup.getByLabel(t('reportBlockModal.details'), { exact: true });
      await tabTo(page, details, { max: 5 });
      await page.keyboard.type('Sends the same invite link every few minutes.');
      await axe.expectNoSeriousViolations(page, 'report/block popup');
    });

    await step('Block, confirm by keyboard: the card closes and says so', async () => {
      const popup = page.getByRole('dialog', {
        name: t('reportBlockModal.title', { username: BLOCKED.userName }),
      });
      const block = popup.getByRole('button', { name: t('reportBlockModal.block'), exact: true });
      await tabTo(page, block, { max: 5 });
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', {
        name: t('reportBlockModal.blockConfirmTitle', { username: BLOCKED.userName }),
      });
      await confirm.waitFor();
      await axe.expectNoSeriousViolations(page, 'block confirmation');
      const confirmButton = confirm.getByRole('button', {
        name: t('reportBlockModal.blockConfirm', { username: BLOCKED.userName }),
      });
      await tabTo(page, confirmButton, { max: 5 });
      await page.keyboard.press('Enter');
      await page
        .getByRole('dialog', { name: t('userCard.dialogLabel', { username: BLOCKED.userName }) })
        .waitFor({ state: 'detached' });
      await page
        .getByRole('status')
        .filter({ hasText: t('userCard.blocked', { username: BLOCKED.userName }) })
        .waitFor();
    });

    await step('they are gone from the Spectating panel and from the spectators list', async () => {
      const panel = page.locator('#side-panel-spectating');
      await personRow(panel, BLOCKED.userName).waitFor({ state: 'detached' });
      await panel.getByText(t('spectating.count', { count: 1 }), { exact: true }).waitFor();
      await personRow(panel, SPECTATED.userName).click();
      const card = await userCard(SPECTATED.userName);
      await card.locator('.user-card__counts button').first().click();
      const list = card.getByRole('region', {
        name: t('people.spectateList.spectatorsTitle', { username: SPECTATED.userName }),
      });
      // the list has loaded (another seeded spectator is there; the viewer never lists themselves) without them
      await personRow(list, OTHER_SPECTATOR).waitFor();
      await expect(personRow(list, BLOCKED.userName).count()).resolves.toBe(0);
      await page.keyboard.press('Escape');
      await card.waitFor({ state: 'hidden' });
    });

    await step('after a reload they are still gone; only Settings lists them, as blocked', async () => {
      await reload();
      const panel = await openPanel('spectating');
      await personRow(panel, SPECTATED.userName).waitFor();
      await expect(personRow(panel, BLOCKED.userName).count()).resolves.toBe(0);
      await personRow(panel, SPECTATED.userName).click();
      const card = await userCard(SPECTATED.userName);
      await card.locator('.user-card__counts button').first().click();
      const list = card.getByRole('region', {
        name: t('people.spectateList.spectatorsTitle', { username: SPECTATED.userName }),
      });
      await personRow(list, OTHER_SPECTATOR).waitFor();
      await expect(personRow(list, BLOCKED.userName).count()).resolves.toBe(0);
      await page.keyboard.press('Escape');
      await card.waitFor({ state: 'hidden' });
      await openSettings(page, t);
      const blocked = await openSettingsSection(page, t, 'blocked');
      await blocked.getByText(BLOCKED.userName, { exact: true }).waitFor();
    });

    await step('the server refuses them: no profile to open, no spectating', async () => {
      const token = account.tokens.IdToken;
      const profile = await callApi(info, 'pjuserprofile/pjuserprofile/user', {
        token,
        query: { uuid: account.uuid, username: BLOCKED.userName },
      });
      // 404 'no such user', as for a deactivated or unknown name (services/visible-profile.ts)
      expect(profile.status).toBe(404);
      // hidden as an unknown user, as everywhere else
      const status = await callApi(info, 'pjhubhome/pjhubspecstatus', {
        token,
        query: { uuid: account.uuid, username: BLOCKED.userName },
      });
      expect(status.status).toBe(404);
      const spectate = await callApi(info, 'pjuserprofile/pjuserprofile/userhub', {
        token,
        body: { username: BLOCKED.userName, uuid: account.uuid, active: 1 },
      });
      expect(spectate.status).toBe(403);
    });
    expect(journey.pageErrors()).toEqual([]);
  });
  it('a user who blocks you while their row is on screen cannot be opened: their card says the profile is not available', async () => {
    const { page } = journey;
    const [viewer, blocker] = await Promise.all([freshAccount('viewer'), freshAccount('blocker')]);
    await spectateByApi(viewer, blocker.userName, 1);

    await step('log in; the Spectating panel lists the other account', async () => {
      await logInOnPage(page, t, viewer.email, viewer.password);
      const panel = await openPanel('spectating');
      await personRow(panel, blocker.userName).waitFor();
    });

    await step('they block the viewer (through the API) while the row is on screen', async () => {
      const reply = await callApi(info, 'pjuserblock/pjuserblock/insert', {
        token: blocker.tokens.IdToken,
        body: { uuid: blocker.uuid, username: viewer.userName, block: true },
      });
      expect(reply.status).toBe(200);
    });

    await step(
      'opening their card says the profile is not available, without a retry (checked with axe)',
      async () => {
        const panel = page.locator('#side-panel-spectating');
        await personRow(panel, blocker.userName).click();
        const card = page.getByRole('dialog', {
          name: t('userCard.dialogLabel', { username: blocker.userName }),
        });
        await card.getByText(t('userCard.unavailable'), { exact: true }).waitFor();
        await expect(card.getByText(t('userCard.loadFailed')).count()).resolves.toBe(0);
        await expect(card.getByRole('button', { name: t('common.tryAgain') }).count()).resolves.toBe(0);
        await axe.expectNoSeriousViolations(page, 'user card of a user who blocked the viewer');
        await page.keyboard.press('Escape');
        await card.waitFor({ state: 'detached' });
      },
    );

    await step('after a reload the panel no longer lists them', async () => {
      await reload();
      const panel = await openPanel('spectating');
      await panel.getByText(t('spectating.empty'), { exact: true }).waitFor();
    });
    expect(journey.pageErrors()).toEqual([]);
  });
});
