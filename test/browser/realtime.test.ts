/**
 * Real time in Chromium against the twin (issue 10; 000 §2, §4, §5, §7, §9): two newcomers of one
 * seeded game, each signed in in a browser context of their own, chat in the game's room and by direct
 * message, in English and in Japanese.
 *
 * - Both open the game's modal on Chat from the dashboard tile's chat icon (Enter); A writes with the
 *   keyboard only (Shift+Tab from the Chat tab round the modal to the input, type, Enter) and both
 *   feeds show the message live.
 * - B likes it: B sees 1 at once, and the server's confirmation ('Likes update successful.' with the
 *   new count) reaches B's socket; the room gets the same frame, so A sees 1 live too. A's own like is
 *   refused with the spec's words and the count stays 1.
 * - B answers A's message with Reply and mentions A with '@' and the mention picker, by keyboard; both
 *   feeds show the answer with its quote. A leaves; B writes once more. Within the minute the dot on
 *   Notifications shows on A's page. A comes back (a reload): the room shows the like and what A
 *   missed; the Notifications panel's Chat tab shows the answer (with the like) and the mention; 5 s
 *   after opening they are marked read, and with the room read too, the dot goes out.
 * - A messages B from B's card (Spectating panel, Message popup); within the minute B sees the dot on
 *   Messages, opens the conversation, reads the message, and the dot goes out; B answers in the
 *   conversation and A, who has it open, sees the answer live.
 *
 * The game modal, the user card and the side panels are closed with Escape, focus back on what opened
 * them; the chat tab, the notifications panel and the messages panel are checked with axe.
 *
 * The dots read their counts as the page opens and then every minute (web/src/state/cache.ts POLL):
 * instead of waiting that minute out, both pages run on Playwright's clock (time flows as usual) and
 * the journey moves a page's clock a minute on once the server holds the unread items, as a player who
 * keeps the tab open for that minute sees.
 *
 * Accounts: four fresh accounts through the API. Each language has a game of its own that no other
 * test file chats in, so the rooms hold only this journey's messages.
 */
import type { Locator, Page } from 'playwright-core';
import { DISPLAY } from '../../lib/contract/constants';
import { LIKES_UPDATED } from '../../lib/contract/socket-frames';
import { loadSeedGames } from '../../lib/seed/data';
import { callApi, eventually, signedUpAccount, type Account } from '../twin/helpers';
import { twinInfo } from '../twin/urls';
import {
  isFocused,
  logInOnPage,
  newJourneyContext,
  runEmail,
  step,
  tabTo,
  translator,
  watchErrors,
  type Translate,
} from './support/app';
import { journeySuite } from './support/journey-suite';

const info = twinInfo();

/** The game each language's journey chats in: one no other test file uses for its chat. */
const GAMES: Record<'en' | 'ja', string> = { en: 'Destiny 2', ja: 'Halo Infinite' };

/** The stream writes chat notifications a moment after the message; a loaded 2-core machine needs room. */
const STREAM_WAIT_MS = 30_000;

/** A minute: the dots' counts are read again this often (POLL.unreadNotifications, POLL.unreadMessages). */
const POLL_MS = 60_000;

/** How long after opening the Chat tab its notifications are marked read (000 §9). */
const MARK_READ_MS = 5_000;

jest.setTimeout(180_000);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One journey's view of the app in a language: locators and the keyboard moves it repeats. */
function screens(t: Translate, gameName: string) {
  const sideButton = (page: Page, panel: 'notifications' | 'messages' | 'spectating', unread = false) =>
    page.getByRole('button', {
      name: unread ? t('home.panelUnread', { panel: t(`home.panels.${panel}`) }) : t(`home.panels.${panel}`),
      exact: true,
    });
  const chatIcon = (page: Page) =>
    page
      .getByRole('region', { name: t('dashboard.carousels.selectedGames'), exact: true })
      .locator(`.game-tile[aria-label="${gameName}"] .game-tile__action--chat`);
  const modal = (page: Page) => page.getByRole('dialog', { name: gameName, exact: true });
  const feed = (page: Page) => modal(page).getByRole('log', { name: t('gameModal.chat.feedLabel') });
  /** a message of the feed, by its own text (a reply's quote holds its parent's text too) */
  const chatMessage = (page: Page, text: string) =>
    feed(page)
      .locator('li.chat-message')
      .filter({ has: page.locator('.chat-message__text', { hasText: text }) });

  return {
    sideButton,
    /** the unread dot drawn on a side navigation button */
    dot: (page: Page, panel: 'notifications' | 'messages') =>
      page.locator(`.side-nav__button[aria-controls="side-panel-${panel}"] .side-nav__dot`),
    chatIcon,
    modal,
    feed,
    chatMessage,
    chatInput: (page: Page) =>
      modal(page).getByLabel(t('gameModal.chat.inputLabel', { game: gameName }), { exact: true }),
    likesOf: (message: Locator, count: number) =>
      message.getByRole('button', { name: t('gameModal.chat.likes', { count }), exact: true }),

    /** Opens the game modal on Chat with the keyboard (the tile's chat icon, Enter); waits until the room is live. */
    async openChat(page: Page): Promise<Locator> {
      const icon = chatIcon(page);
      await icon.focus();
      await page.keyboard.press('Enter');
      const dialog = modal(page);
      await expect(
        dialog.getByRole('tab', { name: t('gameModal.tabs.chat') }).getAttribute('aria-selected'),
      ).resolves.toBe('true');
      await dialog.getByText(t('gameModal.chat.connection.live'), { exact: true }).waitFor();
      await feed(page).waitFor();
      return dialog;
    },

    /** Escape closes the game modal; focus is back on the tile's chat icon. */
    async closeChat(page: Page): Promise<void> {
      await page.keyboard.press('Escape');
      await modal(page).waitFor({ state: 'detached' });
      await eventually(async () => expect(await isFocused(chatIcon(page))).toBe(true), 3_000);
    },

    /** Opens a side panel with the keyboard from its button; answers the panel. */
    async openPanel(page: Page, panel: 'notifications' | 'messages' | 'spectating', unread = false) {
      await sideButton(page, panel, unread).focus();
      await page.keyboard.press('Enter');
      const element = page.locator(`#side-panel-${panel}`);
      await element.waitFor();
      return element;
    },

    /** Escape closes the open side panel; focus is back on its button. */
    async closePanel(page: Page, panel: 'notifications' | 'messages' | 'spectating'): Promise<void> {
      await page.keyboard.press('Escape');
      await page.locator(`#side-panel-${panel}`).waitFor({ state: 'hidden' });
      const button = page.locator(`.side-nav__button[aria-controls="side-panel-${panel}"]`);
      await eventually(async () => expect(await isFocused(button)).toBe(true), 3_000);
    },
  };
}

/** `viewer` spectates `userName` (000 §7 userhub): the journey opens their card from the Spectating panel. */
async function spectate(viewer: Account, userName: string): Promise<void> {
  const reply = await callApi(info, 'pjuserprofile/pjuserprofile/userhub', {
    token: viewer.tokens.IdToken,
    body: { username: userName, uuid: viewer.uuid, active: 1 },
  });
  expect(reply.status).toBe(200);
}

interface NotificationItem {
  notiType: 'liked' | 'responded' | 'tagged';
  likedCount: number;
  respondedCount: number;
  taggedCount: number;
  isRead: boolean;
}

/** The frames a page's game chat sockets receive (as parsed JSON), from now on. */
function gameChatFrames(page: Page): Array<Record<string, unknown>> {
  const frames: Array<Record<string, unknown>> = [];
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.endsWith('/gamechat')) return;
    socket.on('framereceived', ({ payload }) => {
      try {
        frames.push(JSON.parse(String(payload)) as Record<string, unknown>);
      } catch {
        // not a frame of the contract: the app reports those itself
      }
    });
  });
  return frames;
}

/** Waits until the server holds `account`'s chat notifications that `ready` looks for. */
async function chatNotificationsOf(
  account: Account,
  ready: (items: NotificationItem[]) => boolean,
): Promise<NotificationItem[]> {
  return eventually(
    async () => {
      const reply = await callApi<{ notiItems: { items: NotificationItem[] } }>(
        info,
        'pjusergamechatnoti/usergamechatnotiitems',
        { token: account.tokens.IdToken, query: { userId: account.userName, pageSize: 50 } },
      );
      const items = reply.body.notiItems.items;
      if (!ready(items)) throw new Error(`chat notifications not there yet: ${JSON.stringify(items)}`);
      return items;
    },
    STREAM_WAIT_MS,
    250,
  );
}

/**
 * Waits until the server counts unread messages in `gameId`'s chat for `account` (at least one: the
 * count is kept by the stream, so a message stored just before the player left may count too).
 */
function unreadChatIn(account: Account, gameId: number): Promise<void> {
  return eventually(
    async () => {
      const reply = await callApi<{ gameCountUnread: { body: Array<{ gameId: number; count: number }> } }>(
        info,
        'pjusergamechat/getgamecountunreadbyuser',
        { token: account.tokens.IdToken, query: { userId: account.userName } },
      );
      const count = reply.body.gameCountUnread.body.find((entry) => entry.gameId === gameId)?.count ?? 0;
      expect(count).toBeGreaterThan(0);
    },
    STREAM_WAIT_MS,
    250,
  );
}

/** Waits until the server counts `account`'s unread direct messages as `expected`. */
function unreadMessagesSettleAt(account: Account, expected: number): Promise<void> {
  return eventually(
    async () => {
      const reply = await callApi<Array<{ userMessageCount: number }>>(
        info,
        'pjusermessages/pjmessages/unreadcount',
        { token: account.tokens.IdToken, query: { uuid: account.uuid } },
      );
      expect(reply.body[0]?.userMessageCount).toBe(expected);
    },
    STREAM_WAIT_MS,
    250,
  );
}

describe.each<'en' | 'ja'>(['en', 'ja'])('real time in %s', (language) => {
  const t = translator(language);
  const journey = journeySuite(`realtime.test.ts (${language})`, language);
  const { axe } = journey;
  const game = loadSeedGames().find((entry) => entry.description === GAMES[language])!;
  const ui = screens(t, game.description);

  it('two players chat in a game room and by direct message, each seeing the other live', async () => {
    const pageA = journey.page;
    const browser = pageA.context().browser()!;
    const [a, b] = await Promise.all([
      signedUpAccount(info, game.id, runEmail(`realtime-a-${language}`)),
      signedUpAccount(info, game.id, runEmail(`realtime-b-${language}`)),
    ]);
    await spectate(a, b.userName);

    // B signs in in a browser context of its own (its own cookies and storage), as a second player would
    const contextB = await newJourneyContext(browser, language);
    try {
      const pageB = await contextB.newPage();
      const pageErrorsB = watchErrors(pageB);
      const framesA = gameChatFrames(pageA);
      const framesB = gameChatFrames(pageB);
      // Playwright's clock on both pages: time flows as usual, and the journey can move it on a minute
      await pageA.clock.install();
      await pageB.clock.install();

      const stamp = Date.now().toString(36);
      const greeting =
        language === 'ja' ? `こんにちは、一緒に遊ぼう ${stamp}` : `Anyone up for a raid tonight? ${stamp}`;
      const later = language === 'ja' ? `先に行ってるね ${stamp}` : `heading in early, ping me ${stamp}`;
      const answer = language === 'ja' ? `いいね、今夜やろう ${stamp}` : `count me in, 9pm ${stamp}`;
      const direct =
        language === 'ja' ? `フレンド申請送ったよ ${stamp}` : `sent you a friend request ${stamp}`;
      const directAnswer =
        language === 'ja' ? `ありがとう、承認した ${stamp}` : `accepted, see you there ${stamp}`;

      await step('both players sign in, each in a browser of their own', async () => {
        // the dots' first reads, once each page has had its idle moment: the minute's polls come after
        const firstReads = [pageA, pageB].flatMap((page) =>
          [
            '/pjusergamechatnoti/pjusergamechatnoti/unreadcount',
            '/pjusermessages/pjmessages/unreadcount',
          ].map((path) =>
            page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(path), {
              timeout: 30_000,
            }),
          ),
        );
        await Promise.all([
          logInOnPage(pageA, t, a.email, a.password),
          logInOnPage(pageB, t, b.email, b.password),
        ]);
        await Promise.all(firstReads);
        // no direct message yet: no dot on Messages
        await ui.sideButton(pageA, 'messages').waitFor();
        await ui.sideButton(pageB, 'messages').waitFor();
      });

      await step(
        'both open the game’s Chat from the tile’s chat icon by keyboard (checked with axe)',
        async () => {
          // A first: B's mention picker then offers A, who is in the room (names are read as the room opens)
          await ui.openChat(pageA);
          await ui.openChat(pageB);
          await axe.expectNoSeriousViolations(pageB, 'game chat tab');
        },
      );

      await step('A writes with the keyboard only; both feeds show the message', async () => {
        const input = ui.chatInput(pageA);
        // focus starts on the Chat tab; Shift+Tab wraps round the modal to its end: Send, then the input
        await expect(
          isFocused(ui.modal(pageA).getByRole('tab', { name: t('gameModal.tabs.chat') })),
        ).resolves.toBe(true);
        await tabTo(pageA, input, { backwards: true, max: 3 });
        await pageA.keyboard.type(greeting);
        await pageA.keyboard.press('Enter');
        await expect(input.inputValue()).resolves.toBe('');
        // A's own copy is sent once the server's frame replaces the pending one (its like count shows)
        await ui.likesOf(ui.chatMessage(pageA, greeting), 0).waitFor();
        // B receives it live
        const atB = ui.chatMessage(pageB, greeting);
        await atB.waitFor();
        await expect(atB.locator('.chat-message__author').textContent()).resolves.toBe(a.userName);
      });

      await step(
        'B likes it by keyboard: B sees 1 at once and after the server confirms, A live',
        async () => {
          const message = ui.chatMessage(pageB, greeting);
          const like = message.getByRole('button', {
            name: t('gameModal.chat.like', { name: a.userName }),
            exact: true,
          });
          await like.focus();
          await pageB.keyboard.press('Enter');
          await expect(like.getAttribute('aria-pressed')).resolves.toBe('true');
          await ui.likesOf(message, 1).waitFor();
          // the server's confirmation reaches B's socket: 'Likes update successful.' with the new count
          const sent = framesA.find((frame) => frame.type === 'message' && frame.messageText === greeting);
          expect(sent).toBeDefined();
          await eventually(() =>
            expect(framesB).toContainEqual({
              type: 'likes',
              message: LIKES_UPDATED,
              messageId: sent!.messageId,
              newLikeCount: 1,
            }),
          );
          await ui.likesOf(message, 1).waitFor();
          await expect(like.getAttribute('aria-pressed')).resolves.toBe('true');
          // the room gets the count too: A sees the like live
          const own = ui.chatMessage(pageA, greeting);
          await ui.likesOf(own, 1).waitFor();
          // A cannot like their own message: the spec's own words say why (000 §5)
          await own.getByRole('button', { name: t('gameModal.chat.like', { name: a.userName }) }).focus();
          await pageA.keyboard.press('Enter');
          await ui
            .modal(pageA)
            .getByRole('status')
            .filter({ hasText: t('gameModal.chat.notices.ownLike') })
            .waitFor();
          await ui.likesOf(own, 1).waitFor();
        },
      );

      await step(
        'B replies to it and mentions A with the picker, by keyboard; A sees the answer live',
        async () => {
          const message = ui.chatMessage(pageB, greeting);
          const reply = message.getByRole('button', {
            name: t('gameModal.chat.reply', { name: a.userName }),
            exact: true,
          });
          await reply.focus();
          await pageB.keyboard.press('Enter');
          const modal = ui.modal(pageB);
          await modal
            .getByText(t('gameModal.chat.replying', { name: a.userName, text: quotePreview(greeting) }), {
              exact: true,
            })
            .waitFor();
          const input = ui.chatInput(pageB);
          // Reply took B to the input: no Tab needed
          await expect(tabTo(pageB, input, { max: 0 })).resolves.toBe(0);
          // '@' opens the picker with the room's players; what follows filters it
          await pageB.keyboard.type('@');
          const picker = modal.getByRole('listbox', { name: t('gameModal.chat.mentionList') });
          const option = picker.getByRole('option', { name: `@${a.userName}`, exact: true });
          await option.waitFor();
          await pageB.keyboard.type(a.userName.slice(0, 4));
          await expect(option.getAttribute('aria-selected')).resolves.toBe('true');
          await expect(input.getAttribute('aria-activedescendant')).resolves.toBe(
            await option.getAttribute('id'),
          );
          await pageB.keyboard.press('Enter');
          await picker.waitFor({ state: 'detached' });
          await expect(input.inputValue()).resolves.toBe(`@${a.userName} `);
          await pageB.keyboard.type(answer);
          await pageB.keyboard.press('Enter');
          await expect(input.inputValue()).resolves.toBe('');
          // the reply bar closes once sent
          await modal
            .getByText(t('gameModal.chat.replying', { name: a.userName, text: quotePreview(greeting) }))
            .waitFor({ state: 'detached' });
          for (const page of [pageB, pageA]) {
            const sent = ui.chatMessage(page, answer);
            await sent.waitFor();
            await expect(sent.locator('.chat-message__text').textContent()).resolves.toBe(
              `@${a.userName} ${answer}`,
            );
            await sent
              .locator('.chat-message__quote')
              .getByText(t('gameModal.chat.quote', { name: a.userName, text: quotePreview(greeting) }), {
                exact: true,
              })
              .waitFor();
          }
        },
      );

      await step('A leaves the room with Escape; B writes once more, then leaves too', async () => {
        await ui.closeChat(pageA);
        const input = ui.chatInput(pageB);
        await tabTo(pageB, input);
        await pageB.keyboard.type(later);
        await pageB.keyboard.press('Enter');
        await ui.likesOf(ui.chatMessage(pageB, later), 0).waitFor();
        await ui.closeChat(pageB);
      });

      await step('the answer and the mention reach A: the dot on Notifications shows', async () => {
        await chatNotificationsOf(
          a,
          (items) =>
            items.some((item) => item.notiType === 'responded' && item.likedCount === 1 && !item.isRead) &&
            items.some((item) => item.notiType === 'tagged' && !item.isRead),
        );
        // the dot's count was read as the page opened, and is read again every minute while the tab is open
        await expect(ui.dot(pageA, 'notifications').count()).resolves.toBe(0);
        await pageA.clock.fastForward(POLL_MS);
        await ui.sideButton(pageA, 'notifications', true).waitFor();
        await expect(ui.dot(pageA, 'notifications').count()).resolves.toBe(1);
      });

      await step(
        'A comes back (reload): the dot still shows; the room shows the like and the message A missed',
        async () => {
          // B's message since A left is unread in the room (the stream keeps the room's count)
          await unreadChatIn(a, game.id);
          // the unread counts are read afresh: the chat notifications, and that message
          await pageA.reload();
          await pageA.getByRole('heading', { name: t('dashboard.title') }).waitFor();
          await ui.sideButton(pageA, 'notifications', true).waitFor();
          await ui.openChat(pageA);
          // the like is the server's count, read with the room's history
          await ui.likesOf(ui.chatMessage(pageA, greeting), 1).waitFor();
          await ui.chatMessage(pageA, answer).waitFor();
          await ui.chatMessage(pageA, later).waitFor();
          await ui.closeChat(pageA);
          // the chat notifications are still unread: the dot stays
          await ui.sideButton(pageA, 'notifications', true).waitFor();
        },
      );

      await step(
        'A’s Notifications panel, Chat tab: the answer with the like, and the mention (checked with axe)',
        async () => {
          const panel = await ui.openPanel(pageA, 'notifications', true);
          // it opens on Chat, since chat notifications are unread
          const chatTab = panel.getByRole('tab', {
            name: new RegExp(`^${escapeRegExp(t('notifications.tabs.chat'))}`),
          });
          await expect(chatTab.getAttribute('aria-selected')).resolves.toBe('true');
          const list = panel.getByRole('list', { name: t('notifications.chat.listLabel') });
          const answered = list.getByRole('listitem').filter({
            hasText: t('notifications.chat.responded', { name: b.userName, count: 1 }),
          });
          await answered.waitFor();
          await answered.getByText(t('notifications.chat.unread'), { exact: true }).waitFor();
          await answered
            .getByText(
              [
                t('notifications.chat.likeCount', { count: 1 }),
                t('notifications.chat.replyCount', { count: 1 }),
              ].join(t('notifications.chat.countSeparator')),
              { exact: true },
            )
            .waitFor();
          await answered.getByText(greeting, { exact: true }).waitFor();
          const mentioned = list.getByRole('listitem').filter({
            hasText: t('notifications.chat.tagged', { name: b.userName, count: 1 }),
          });
          await mentioned.waitFor();
          await mentioned.getByText(`@${a.userName} ${answer}`, { exact: true }).waitFor();
          await axe.expectNoSeriousViolations(pageA, 'notifications panel, Chat tab');
        },
      );

      await step(
        '5 s after opening they are marked read: the dot goes out; Escape closes the panel',
        async () => {
          await pageA.clock.fastForward(MARK_READ_MS);
          await ui.sideButton(pageA, 'notifications').waitFor();
          await expect(ui.dot(pageA, 'notifications').count()).resolves.toBe(0);
          await ui.closePanel(pageA, 'notifications');
        },
      );

      await step('A messages B from B’s card, by keyboard: the popup sends and closes', async () => {
        const panel = await ui.openPanel(pageA, 'spectating');
        const row = panel.locator(`.person-row__button[title="${b.userName}"]`);
        await row.waitFor();
        await row.focus();
        await pageA.keyboard.press('Enter');
        const card = pageA.getByRole('dialog', { name: t('userCard.dialogLabel', { username: b.userName }) });
        const open = card.getByRole('button', {
          name: t('messageModal.openLabel', { username: b.userName }),
        });
        await open.waitFor();
        await tabTo(pageA, open);
        await pageA.keyboard.press('Enter');
        const popup = pageA.getByRole('dialog', { name: t('messageModal.title', { username: b.userName }) });
        const text = popup.getByLabel(t('messageModal.label'), { exact: true });
        await text.waitFor();
        await expect(isFocused(text)).resolves.toBe(true);
        await pageA.keyboard.type(direct);
        await tabTo(pageA, popup.getByRole('button', { name: t('messageModal.send'), exact: true }), {
          max: 3,
        });
        await pageA.keyboard.press('Enter');
        await popup.waitFor({ state: 'detached' });
        await pageA
          .getByRole('status')
          .filter({ hasText: t('messageModal.sent', { username: b.userName }) })
          .waitFor();
        await pageA.keyboard.press('Escape');
        await card.waitFor({ state: 'detached' });
        await eventually(async () => expect(await isFocused(row)).toBe(true), 3_000);
        await ui.closePanel(pageA, 'spectating');
      });

      await step(
        'B sees the dot on Messages; the conversation is unread in the list (checked with axe)',
        async () => {
          await unreadMessagesSettleAt(b, 1);
          // the popup's message is stored, not pushed (docs/architecture.md "Direct messages"): B's count
          // shows it within the minute
          await expect(ui.dot(pageB, 'messages').count()).resolves.toBe(0);
          await pageB.clock.fastForward(POLL_MS);
          await ui.sideButton(pageB, 'messages', true).waitFor();
          const panel = await ui.openPanel(pageB, 'messages', true);
          const row = panel
            .getByRole('list', { name: t('messages.listLabel') })
            .locator('.conversation-row', {
              hasText: a.userName,
            });
          await row.waitFor();
          await row.getByText(t('messages.unread'), { exact: true }).waitFor();
          await axe.expectNoSeriousViolations(pageB, 'messages panel, conversation list');
        },
      );

      await step(
        'B opens the conversation by keyboard: the message is there and the dot goes out',
        async () => {
          const panel = pageB.locator('#side-panel-messages');
          const row = panel.locator('.conversation-row', { hasText: a.userName });
          await row.focus();
          await pageB.keyboard.press('Enter');
          const conversation = panel.getByRole('region', { name: a.userName, exact: true });
          const heading = conversation.getByRole('heading', { name: a.userName, exact: true });
          await heading.waitFor();
          await expect(isFocused(heading)).resolves.toBe(true);
          const log = conversation.getByRole('log', { name: t('messages.logLabel', { name: a.userName }) });
          await log.getByText(direct, { exact: true }).waitFor();
          await conversation.getByText(t('messages.connection.live'), { exact: true }).waitFor();
          // marked read as it opened: the count is read again and the dot goes out
          await ui.sideButton(pageB, 'messages').waitFor();
          await row.getByText(t('messages.unread'), { exact: true }).waitFor({ state: 'detached' });
          await unreadMessagesSettleAt(b, 0);
        },
      );

      await step(
        'A opens the conversation; B answers by keyboard and A sees it live (checked with axe)',
        async () => {
          const panelA = await ui.openPanel(pageA, 'messages');
          const rowA = panelA.locator('.conversation-row', { hasText: b.userName });
          await rowA.focus();
          await pageA.keyboard.press('Enter');
          const conversationA = panelA.getByRole('region', { name: b.userName, exact: true });
          const logA = conversationA.getByRole('log', { name: t('messages.logLabel', { name: b.userName }) });
          await logA.getByText(direct, { exact: true }).waitFor();
          await conversationA.getByText(t('messages.connection.live'), { exact: true }).waitFor();

          const conversationB = pageB
            .locator('#side-panel-messages')
            .getByRole('region', { name: a.userName, exact: true });
          const input = conversationB.getByLabel(t('messages.inputLabel', { name: a.userName }), {
            exact: true,
          });
          await tabTo(pageB, input);
          await pageB.keyboard.type(directAnswer);
          await pageB.keyboard.press('Enter');
          await expect(input.inputValue()).resolves.toBe('');
          const logB = conversationB.getByRole('log', { name: t('messages.logLabel', { name: a.userName }) });
          // B's copy is the server's once it stops saying it is sending
          const mine = logB.locator('li.direct-message--mine', { hasText: directAnswer });
          await mine.waitFor();
          await mine.getByText(t('messages.sending')).waitFor({ state: 'detached' });
          // A receives it live, and reads it at once: no dot on A's Messages
          const received = logA.locator('li.direct-message', { hasText: directAnswer });
          await received.waitFor();
          await expect(received.locator('.direct-message__author').textContent()).resolves.toBe(b.userName);
          await axe.expectNoSeriousViolations(pageA, 'messages panel, conversation open');
          await unreadMessagesSettleAt(a, 0);
          await ui.sideButton(pageA, 'messages').waitFor();
        },
      );

      await step('Escape closes both Messages panels, focus back on their buttons', async () => {
        await ui.closePanel(pageA, 'messages');
        await ui.closePanel(pageB, 'messages');
      });

      expect(pageErrorsB()).toEqual([]);
    } finally {
      await contextB.close();
    }
    expect(journey.pageErrors()).toEqual([]);
  });
});

/** The quoted reply preview as 000 §5 words it: 40 characters, then ' ...'. */
function quotePreview(text: string): string {
  const characters = [...text];
  const length = DISPLAY.quotedReplyPreviewLength;
  return characters.length > length ? `${characters.slice(0, length).join('')} ...` : text;
}
