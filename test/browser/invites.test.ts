/**
 * Invites to play in Chromium against the twin (issue 11; 000 §3 "General notification", §4 "Invite to
 * play", "Notifications", §5, §7 "Invites and notifications", §9): two newcomers of one seeded game,
 * each signed in in a browser context of their own, in English and in Spanish.
 *
 * - A opens B's public profile (`/<B's name>`, as from a shared link) and, by keyboard only, opens
 *   "Invite to play" (focus moves to the game choice), sends without choosing a game (the popup says
 *   to choose one), chooses the shared game by typing its name into the list, and sends: the popup
 *   says the invite is sent and offers Done, which closes it, focus back on the button. A second
 *   invite to the same game the same day gives the spec's dupAlert. The popup is checked with axe.
 * - B, whose page was open all along, sees the dot on Notifications within the minute; the panel opens
 *   (by keyboard) on the General tab with A's invite highlighted and said "Unread"; B accepts it by
 *   keyboard and the button shows Accepted, focus still on it; 5 s after opening, the invites are
 *   marked read and the dot goes out. The General tab is checked with axe.
 * - A, back on the dashboard, sees the dot within the minute; the General tab says B accepted the
 *   invite, with "Accepted", unread until the panel has been open 5 s.
 *
 * The dots read the general notifications as the page opens and then every minute
 * (web/src/state/server/general-notifications.ts, POLL.unreadNotifications): both pages run on
 * Playwright's clock (time flows as usual) and the journey moves a page's clock a minute on once the
 * server holds the invite, as a player who keeps the tab open for that minute sees (`aMinuteLater`).
 *
 * Accounts: two fresh accounts per language through the API, sharing a seeded game no other test file
 * invites to; A also plays a second game, so the popup has a real choice to make.
 */
import type { Page } from 'playwright-core';
import { TIMINGS } from '../../lib/contract/constants';
import { loadSeedGames } from '../../lib/seed/data';
import { CACHE, POLL } from '../../web/src/state/cache';
import { callApi, eventually, signedUpAccount, type Account } from '../twin/helpers';
import { twinInfo } from '../twin/urls';
import {
  isFocused,
  logInOnPage,
  newJourneyContext,
  runEmail,
  site,
  step,
  tabTo,
  translator,
  watchErrors,
  type Translate,
} from './support/app';
import { journeySuite } from './support/journey-suite';

const info = twinInfo();

type Language = 'en' | 'es';

/**
 * Each language's shared game and A's second game: games without a seeded chat room, which no other
 * test file chats in (unread chat lights the same dot as unread invites). The popup lists A's games;
 * typing the first letters of the shared game's name picks it, so the two names start differently.
 */
const GAMES: Record<Language, { shared: string; other: string }> = {
  en: { shared: 'Deep Rock Galactic', other: 'Titanfall 2' },
  es: { shared: 'Borderlands 3', other: 'Paladins' },
};

/** How long after opening the panel its unread general notifications are marked read (000 §9). */
const MARK_READ_MS = TIMINGS.markReadDelay;

/** The paths of the two lists the General tab and the dot read. */
const GENERAL_LISTS = [
  '/pjinvitetoplay/pjinvitetoplaynotiget',
  '/pjusernotification/pjusernotification/spectating',
];

jest.setTimeout(180_000);

function game(description: string) {
  const found = loadSeedGames().find((entry) => entry.description === description);
  if (!found) throw new Error(`no seeded game ${description}`);
  return found;
}

/**
 * Waits for the page's next reads of both general lists (the dot's first read, or a poll); a list
 * that fails is named (a failed list is not polled again: SWR skips an errored key).
 */
async function generalReads(page: Page): Promise<void> {
  const responses = await Promise.all(
    GENERAL_LISTS.map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(path), {
        timeout: 30_000,
      }),
    ),
  );
  for (const response of responses) {
    if (!response.ok()) throw new Error(`${response.url()} answered HTTP ${response.status()}`);
  }
}

/**
 * Moves the page's clock a minute on, as for a player who keeps the tab open that long: the dot's
 * lists are read again (POLL.unreadNotifications). In two jumps: first past SWR's dedupe window
 * (CACHE.dedupe), then to the poll. In one jump every timer due fires at once, in the order they were
 * set: the poll's (set as the page opened) would run before the end of the dedupe window of the read
 * just made (set when that read answered), and be dropped as a duplicate of it.
 */
async function aMinuteLater(page: Page): Promise<void> {
  await page.clock.fastForward(CACHE.dedupe + 1);
  await page.clock.fastForward(POLL.unreadNotifications);
}

interface InviteNotification {
  type: string;
  status: 'TO' | 'FROM';
  name: string;
  accepted: number;
  gameId: number | null;
}

/** Waits until `account`'s invite notifications on the server hold one that `ready` looks for. */
function inviteNotificationOf(
  account: Account,
  ready: (item: InviteNotification) => boolean,
): Promise<InviteNotification> {
  return eventually(
    async () => {
      const reply = await callApi<{ data: InviteNotification[] }>(
        info,
        'pjinvitetoplay/pjinvitetoplaynotiget',
        {
          token: account.tokens.IdToken,
          query: { usernameTo: account.userName },
        },
      );
      const found = reply.body.data.find(ready);
      if (!found) throw new Error(`not there yet: ${JSON.stringify(reply.body)}`);
      return found;
    },
    15_000,
    250,
  );
}

/** One journey's view of the app in a language: locators and the keyboard moves it repeats. */
function screens(t: Translate) {
  const notificationsButton = (page: Page, unread = false) =>
    page.getByRole('button', {
      name: unread
        ? t('home.panelUnread', { panel: t('home.panels.notifications') })
        : t('home.panels.notifications'),
      exact: true,
    });
  const panel = (page: Page) => page.locator('#side-panel-notifications');
  return {
    notificationsButton,
    dot: (page: Page) =>
      page.locator('.side-nav__button[aria-controls="side-panel-notifications"] .side-nav__dot'),

    /** Opens Notifications with the keyboard from its button; answers the General tab's list, shown. */
    async openGeneral(page: Page) {
      await notificationsButton(page, true).focus();
      await page.keyboard.press('Enter');
      const element = panel(page);
      await element.waitFor();
      // no chat notification is unread: the panel opens on General
      const tab = element.getByRole('tab', { name: new RegExp(`^${t('notifications.tabs.general')}`) });
      await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');
      const list = element.getByRole('list', { name: t('notifications.general.listLabel'), exact: true });
      await list.waitFor();
      return list;
    },

    /** Escape closes the panel; focus is back on its button. */
    async closePanel(page: Page) {
      await page.keyboard.press('Escape');
      await panel(page).waitFor({ state: 'hidden' });
      const button = page.locator('.side-nav__button[aria-controls="side-panel-notifications"]');
      await eventually(async () => expect(await isFocused(button)).toBe(true), 3_000);
    },
  };
}

describe.each<Language>(['en', 'es'])('invites to play in %s', (language) => {
  const t = translator(language);
  const journey = journeySuite(`invites.test.ts (${language})`, language);
  const { axe } = journey;
  const shared = game(GAMES[language].shared);
  const other = game(GAMES[language].other);
  const ui = screens(t);

  it('A invites B from B’s profile; B accepts in the Notifications panel; A sees it accepted', async () => {
    const pageA = journey.page;
    const browser = pageA.context().browser()!;
    const [a, b] = await Promise.all([
      signedUpAccount(info, shared.id, runEmail(`invites-a-${language}`)),
      signedUpAccount(info, shared.id, runEmail(`invites-b-${language}`)),
    ]);
    const added = await callApi(info, 'pjusergames/pjuserselectedgames/add', {
      token: a.tokens.IdToken,
      body: { uuid: a.uuid, gameId: other.id },
    });
    expect(added.status).toBe(200);

    // B signs in in a browser context of its own (its own cookies and storage), as a second player would
    const contextB = await newJourneyContext(browser, language);
    try {
      const pageB = await contextB.newPage();
      const pageErrorsB = watchErrors(pageB);
      // Playwright's clock on both pages: time flows as usual, and the journey can move it on a minute
      await pageA.clock.install();
      await pageB.clock.install();

      const invitePopup = pageA.getByRole('dialog', { name: t('invite.title', { username: b.userName }) });
      const openInvite = pageA.getByRole('button', {
        name: t('invite.openLabel', { username: b.userName }),
        exact: true,
      });
      const gameChoice = invitePopup.getByLabel(t('invite.gameLabel'), { exact: true });
      const send = invitePopup.getByRole('button', { name: t('invite.send'), exact: true });
      /** the game chosen by typing the first letters of its name into the focused list, as a player would */
      const chooseShared = async () => {
        await expect(isFocused(gameChoice)).resolves.toBe(true);
        await pageA.keyboard.type(shared.description.slice(0, 4));
        await expect(gameChoice.inputValue()).resolves.toBe(String(shared.id));
      };

      await step('both players sign in, each in a browser of their own', async () => {
        const firstReads = generalReads(pageB);
        await Promise.all([
          logInOnPage(pageA, t, a.email, a.password),
          logInOnPage(pageB, t, b.email, b.password),
        ]);
        await firstReads;
        // nothing yet: no dot on B's Notifications
        await ui.notificationsButton(pageB).waitFor();
        await expect(ui.dot(pageB).count()).resolves.toBe(0);
      });

      await step('A opens "Invite to play" on B’s profile by keyboard (checked with axe)', async () => {
        await pageA.goto(`${site}/${encodeURIComponent(b.userName)}`);
        await pageA.getByRole('heading', { level: 1, name: b.userName, exact: true }).waitFor();
        await expect(openInvite.textContent()).resolves.toBe(t('invite.open'));
        await tabTo(pageA, openInvite);
        await pageA.keyboard.press('Enter');
        await invitePopup.waitFor();
        // focus moves to the game choice once A's games are there: none is chosen, A has two
        await eventually(async () => expect(await isFocused(gameChoice)).toBe(true), 5_000);
        await expect(gameChoice.inputValue()).resolves.toBe('');
        await invitePopup.getByText(t('invite.hint', { username: b.userName }), { exact: true }).waitFor();
        await axe.expectNoSeriousViolations(pageA, 'invite popup');
      });

      await step('sending without a game asks for one; A chooses the shared game and sends', async () => {
        await tabTo(pageA, send, { max: 3 });
        await pageA.keyboard.press('Enter');
        await invitePopup
          .getByRole('alert')
          .filter({ hasText: t('invite.gameRequired', { username: b.userName }) })
          .waitFor();
        await expect(gameChoice.getAttribute('aria-invalid')).resolves.toBe('true');
        await tabTo(pageA, gameChoice, { backwards: true, max: 3 });
        await chooseShared();
        // choosing clears the message
        await invitePopup.getByText(t('invite.gameRequired', { username: b.userName })).waitFor({
          state: 'detached',
        });
        await tabTo(pageA, send, { max: 3 });
        await pageA.keyboard.press('Enter');
        await invitePopup
          .getByRole('status')
          .filter({ hasText: t('invite.sent', { username: b.userName, game: shared.description }) })
          .waitFor();
        const done = invitePopup.getByRole('button', { name: t('invite.done'), exact: true });
        await eventually(async () => expect(await isFocused(done)).toBe(true), 3_000);
        await axe.expectNoSeriousViolations(pageA, 'invite popup, sent');
        await pageA.keyboard.press('Enter');
        await invitePopup.waitFor({ state: 'detached' });
        await eventually(async () => expect(await isFocused(openInvite)).toBe(true), 3_000);
      });

      await step('inviting B to the same game again the same day gives the dupAlert', async () => {
        await pageA.keyboard.press('Enter');
        await invitePopup.waitFor();
        await eventually(async () => expect(await isFocused(gameChoice)).toBe(true), 5_000);
        await chooseShared();
        await tabTo(pageA, send, { max: 3 });
        await pageA.keyboard.press('Enter');
        await invitePopup
          .getByRole('alert')
          .filter({
            hasText: t('invite.dupAlert', { username: b.userName, game: shared.description }),
          })
          .waitFor();
        // nothing was sent: the popup stays, with its choice
        await expect(gameChoice.inputValue()).resolves.toBe(String(shared.id));
        await pageA.keyboard.press('Escape');
        await invitePopup.waitFor({ state: 'detached' });
        await eventually(async () => expect(await isFocused(openInvite)).toBe(true), 3_000);
      });

      await step('A goes back to the dashboard: nothing accepted yet, no dot', async () => {
        const firstReads = generalReads(pageA);
        await pageA.goto(`${site}/home/user-home`);
        await pageA.getByRole('heading', { name: t('dashboard.title') }).waitFor();
        await firstReads;
        await ui.notificationsButton(pageA).waitFor();
        await expect(ui.dot(pageA).count()).resolves.toBe(0);
      });

      const received = t('notifications.general.inviteReceived', {
        name: a.userName,
        game: shared.description,
      });
      await step('within the minute the dot on B’s Notifications shows', async () => {
        await inviteNotificationOf(b, (item) => item.status === 'TO' && item.name === a.userName);
        const poll = generalReads(pageB);
        await aMinuteLater(pageB);
        await poll;
        await ui.notificationsButton(pageB, true).waitFor();
        await expect(ui.dot(pageB).count()).resolves.toBe(1);
      });

      await step(
        'B opens Notifications by keyboard: A’s invite on General, unread (checked with axe)',
        async () => {
          const list = await ui.openGeneral(pageB);
          const invite = list.getByRole('listitem').filter({ hasText: received });
          await invite.waitFor();
          await expect(list.getByRole('listitem').count()).resolves.toBe(1);
          await invite.getByText(t('notifications.general.unread'), { exact: true }).waitFor();
          await expect(invite.getAttribute('class')).resolves.toMatch(/\bnoti-item--unread\b/);
          await invite.locator('.noti-item__game-name', { hasText: shared.description }).waitFor();
          await axe.expectNoSeriousViolations(pageB, 'notifications panel, General tab (received invite)');
        },
      );

      await step('B accepts by keyboard: the button shows Accepted, focus stays on it', async () => {
        const list = pageB.locator('#side-panel-notifications').getByRole('list', {
          name: t('notifications.general.listLabel'),
          exact: true,
        });
        const accept = list.getByRole('button', {
          name: t('notifications.general.acceptLabel', { name: a.userName, game: shared.description }),
          exact: true,
        });
        await expect(accept.textContent()).resolves.toBe(t('notifications.general.accept'));
        await tabTo(pageB, accept);
        await pageB.keyboard.press('Enter');
        const accepted = list.getByRole('button', {
          name: t('notifications.general.acceptedLabel', { name: a.userName, game: shared.description }),
          exact: true,
        });
        await accepted.waitFor();
        await expect(accepted.textContent()).resolves.toBe(`✓ ${t('notifications.general.accepted')}`);
        await expect(accepted.getAttribute('aria-disabled')).resolves.toBe('true');
        await expect(isFocused(accepted)).resolves.toBe(true);
        // the server holds it accepted: A's list now has it
        await inviteNotificationOf(a, (item) => item.status === 'FROM' && item.accepted === 1);
        await expect(
          list.getByText(t('notifications.general.acceptFailed', { name: a.userName })).count(),
        ).resolves.toBe(0);
      });

      await step(
        '5 s after opening the invites are marked read: B’s dot goes out; Escape closes',
        async () => {
          await pageB.clock.fastForward(MARK_READ_MS);
          await ui.notificationsButton(pageB).waitFor();
          await expect(ui.dot(pageB).count()).resolves.toBe(0);
          await ui.closePanel(pageB);
        },
      );

      await step(
        'within the minute A sees the dot; General says B accepted, unread (checked with axe)',
        async () => {
          await expect(ui.dot(pageA).count()).resolves.toBe(0);
          const poll = generalReads(pageA);
          await aMinuteLater(pageA);
          await poll;
          await ui.notificationsButton(pageA, true).waitFor();
          const list = await ui.openGeneral(pageA);
          const item = list.getByRole('listitem').filter({
            hasText: t('notifications.general.inviteAccepted', {
              name: b.userName,
              game: shared.description,
            }),
          });
          await item.waitFor();
          await item.getByText(t('notifications.general.unread'), { exact: true }).waitFor();
          await item.getByText(t('notifications.general.accepted'), { exact: true }).waitFor();
          // the sender has nothing to accept
          await expect(item.getByRole('button').count()).resolves.toBe(0);
          await axe.expectNoSeriousViolations(pageA, 'notifications panel, General tab (accepted invite)');
          await pageA.clock.fastForward(MARK_READ_MS);
          await ui.notificationsButton(pageA).waitFor();
          await expect(ui.dot(pageA).count()).resolves.toBe(0);
          await ui.closePanel(pageA);
        },
      );

      expect(pageErrorsB()).toEqual([]);
    } finally {
      await contextB.close();
    }
    expect(journey.pageErrors()).toEqual([]);
  });
});
