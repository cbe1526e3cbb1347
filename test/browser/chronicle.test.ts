/**
 * The chronicle in Chromium against the twin (issue 11; 000 §2, §4, §5, §7, §9), in English and in
 * Portuguese: a newcomer opens `/home/user-posts`, posts a message through the Add modal's Chronicle
 * tab by keyboard, then a picture through the presigned upload (the picture in the feed, served from
 * the media bucket), then a video, by keyboard: the file chosen with "Choose a file", and while it
 * uploads the button reads Uploading… and is disabled and a progress bar (role progressbar) shows;
 * the video in the feed is served from the media bucket and plays (no errorMsg1). A friend likes the
 * message's post (the newcomer's own post and comments offer no like: 000 §6); then, by keyboard, the
 * newcomer comments on it and replies to the comment (the reply is nested under it, indented 20 px);
 * after a reload all of it is still there. Each state is checked with axe.
 *
 * The video is a real WebM: Chromium records a second of an animated canvas with MediaRecorder in the
 * page, and the journey hands its bytes to the file chooser. So that the upload's state can be seen,
 * the journey holds the PUT to the presigned address (page.route) until it has looked, then lets it
 * through unchanged.
 */
import type { Locator, Page } from 'playwright-core';
import { loadSeedUsers } from '../../lib/seed/data';
import { callApi, eventually, signedUpAccount } from '../twin/helpers';
import { twinInfo } from '../twin/urls';
import { isFocused, logInOnPage, runEmail, step, tabTo, translator } from './support/app';
import { journeySuite } from './support/journey-suite';

const info = twinInfo();
const GAME = loadSeedUsers().find((user) => user.active)!.games[0]!.gameId;

/** A 1×1 PNG: the smallest picture S3 takes and the server's byte check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** What the journey writes, in each language. */
const WORDS: Record<'en' | 'pt', { post: string; clip: string; comment: string; reply: string }> = {
  en: {
    post: 'First light in the chronicle',
    clip: 'Clutch round from last night',
    comment: 'gg, that was close',
    reply: 'thanks, rematch tonight?',
  },
  pt: {
    post: 'Primeira luz na crônica',
    clip: 'Rodada decisiva de ontem à noite',
    comment: 'gg, foi por pouco',
    reply: 'valeu, revanche hoje à noite?',
  },
};

jest.setTimeout(180_000);

/**
 * A second of video recorded by Chromium itself: an animated canvas captured as a stream and recorded
 * by MediaRecorder as WebM (VP8), its bytes brought back to the test.
 */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    canvas.style.position = 'fixed';
    canvas.style.left = '-1000px';
    document.body.append(canvas);
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
    const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve));
    recorder.start();
    for (let frame = 0; frame < 25; frame += 1) {
      context.fillStyle = `hsl(${frame * 14}, 80%, 50%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#fff';
      context.fillRect(frame * 6, 50, 20, 20);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    canvas.remove();
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Focuses `target` and presses Enter, as a keyboard user does on a button. */
async function press(page: Page, target: Locator): Promise<void> {
  await target.focus();
  await page.keyboard.press('Enter');
}

describe.each<'en' | 'pt'>(['en', 'pt'])('the chronicle in %s', (language) => {
  const t = translator(language);
  const journey = journeySuite(`chronicle.test.ts (${language})`, language);
  const { axe } = journey;
  const words = WORDS[language];

  it('posts a message, a picture and a video; likes, comments, replies; all still there after a reload', async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 390, height: 860 });
    const account = await signedUpAccount(info, GAME, runEmail(`chronicle-${language}`));
    const friend = await signedUpAccount(info, GAME, runEmail(`chronicle-friend-${language}`));
    const stamp = Date.now().toString(36);
    const text = `${words.post} ${stamp}`;
    const caption = `${words.clip} ${stamp}`;
    const comment = `${words.comment} ${stamp}`;
    const reply = `${words.reply} ${stamp}`;
    const addButton = page.getByRole('button', { name: t('chronicle.add'), exact: true });
    const dialog = page.getByRole('dialog', { name: t('chronicle.addModal.title') });
    const postOf = (hasText: string) =>
      page
        .getByRole('article', { name: t('chronicle.postBy', { name: account.userName }) })
        .filter({ hasText });

    await step('log in and open the chronicle', async () => {
      await logInOnPage(page, t, account.email, account.password);
      await page.goto(`${new URL(page.url()).origin}/home/user-posts`);
      await page.getByRole('heading', { name: t('chronicle.title') }).waitFor();
      await addButton.waitFor();
    });

    await step('post a message from the Add modal by keyboard (checked with axe)', async () => {
      await press(page, addButton);
      await dialog.waitFor();
      await axe.expectNoSeriousViolations(page, 'the Add modal');
      await dialog.getByRole('textbox', { name: t('chronicle.composer.messageLabel') }).fill(text);
      await dialog.getByRole('button', { name: t('chronicle.composer.post'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(text).waitFor();
      await axe.expectNoSeriousViolations(page, 'the feed with a post');
    });

    await step('post a picture through the presigned upload', async () => {
      await addButton.click();
      await dialog.getByRole('button', { name: t('chronicle.composer.addMedia') }).click();
      await dialog
        .getByLabel(t('chronicle.composer.inputLabel'))
        .setInputFiles({ name: 'moment.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('button', { name: t('chronicle.composer.post'), exact: true }).click();
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      const picture = page
        .getByRole('img', { name: t('chronicle.imageBy', { name: account.userName }) })
        .first();
      await picture.waitFor();
      // the picture is served from the media bucket, not the upload
      await expect(picture.getAttribute('src')).resolves.toMatch(/\/media\/chronicle\//);
      await expect(picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBe(1);
    });

    const video = await step('record a second of WebM video in Chromium', () => recordWebm(page));
    const clipName = `clip-${stamp}.webm`;

    await step(
      'post the video by keyboard: Uploading…, disabled, and a progress bar while it uploads (checked with axe)',
      async () => {
        expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML: a WebM file
        // the PUT to the presigned address waits until the journey has seen the upload's state
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let put: string | null = null;
        await page.route(
          (url) => url.pathname.includes('/uploads/chronicle/'),
          async (route) => {
            if (route.request().method() === 'PUT') {
              put = route.request().url();
              await held;
            }
            await route.continue();
          },
        );
        // listening for the file chooser well before it opens: Playwright turns its interception on
        // asynchronously, and a chooser that opens first is the browser's own, which never reports
        const fileChooser = page.waitForEvent('filechooser', { timeout: 30_000 });
        fileChooser.catch(() => undefined); // awaited below; a step failing before then leaves it be
        try {
          await press(page, addButton);
          await dialog.waitFor();
          await dialog.getByRole('textbox', { name: t('chronicle.composer.messageLabel') }).focus();
          await page.keyboard.type(caption);
          await tabTo(page, dialog.getByRole('button', { name: t('chronicle.composer.addMedia') }), {
            max: 3,
          });
          await page.keyboard.press('Enter');
          const choose = dialog.getByRole('button', { name: t('chronicle.composer.choose'), exact: true });
          await tabTo(page, choose, { backwards: true, max: 6 });
          await page.keyboard.press('Enter');
          const chooser = await fileChooser;
          await chooser.setFiles({ name: clipName, mimeType: 'video/webm', buffer: video });
          await dialog
            .getByText(t('chronicle.composer.chosen', { file: clipName }), { exact: true })
            .waitFor();
          const submit = dialog.getByRole('button', { name: t('chronicle.composer.post'), exact: true });
          await tabTo(page, submit);
          await page.keyboard.press('Enter');

          const uploading = dialog.getByRole('button', {
            name: t('chronicle.composer.uploading'),
            exact: true,
          });
          await uploading.waitFor();
          await expect(uploading.isDisabled()).resolves.toBe(true);
          const bar = dialog.getByRole('progressbar', {
            name: t('chronicle.composer.uploadingFile', { file: clipName }),
            exact: true,
          });
          await bar.waitFor();
          const now = Number(await bar.getAttribute('aria-valuenow'));
          expect(now).toBeGreaterThanOrEqual(0);
          expect(now).toBeLessThanOrEqual(100);
          await expect(bar.getAttribute('aria-valuemax')).resolves.toBe('100');
          await eventually(() => expect(put).toMatch(/\.webm\?/));
          await axe.expectNoSeriousViolations(page, 'the Add modal while uploading');
          release();
          await dialog.waitFor({ state: 'detached', timeout: 30_000 });
        } finally {
          release();
          await page.unroute((url) => url.pathname.includes('/uploads/chronicle/'));
        }
      },
    );

    await step('the video is in the feed, served from the media bucket, and plays', async () => {
      const clipPost = postOf(caption);
      const player = clipPost.getByLabel(t('chronicle.videoBy', { name: account.userName }), { exact: true });
      await player.waitFor();
      await expect(player.getAttribute('src')).resolves.toMatch(/\/media\/chronicle\/[^?]+\.webm$/);
      // its metadata loads (readyState HAVE_METADATA or more) and, muted, it plays on
      await eventually(async () =>
        expect(
          await player.evaluate((element: HTMLVideoElement) => element.readyState),
        ).toBeGreaterThanOrEqual(1),
      );
      await player.evaluate((element: HTMLVideoElement) => {
        element.muted = true;
        return element.play();
      });
      await eventually(async () =>
        expect(await player.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0),
      );
      await expect(player.evaluate((element: HTMLVideoElement) => element.error)).resolves.toBeNull();
      await expect(clipPost.getByText(t('chronicle.errorMsg1')).count()).resolves.toBe(0);
      await axe.expectNoSeriousViolations(page, 'the feed with a video');
    });

    const post = postOf(text);
    const comments = post.getByRole('region', {
      name: t('chronicle.commentsOf', { name: account.userName }),
    });
    const commentItem = comments.locator('li.chronicle-comment[data-depth="0"]');
    const replyItem = commentItem.locator('li.chronicle-comment[data-depth="1"]');
    const subject = t('chronicle.postBy', { name: account.userName });
    const commentSubject = t('chronicle.commentBy', { name: account.userName });

    await step(
      "a friend's like shows; comment on the post and reply to the comment, by keyboard",
      async () => {
        const friendsFeed = await callApi<{ data: { postId: string; message: string }[] }>(
          info,
          'pjchronicle/pjchroniclegetpost',
          { token: friend.tokens.IdToken, query: { limit: 10 } },
        );
        const postId = friendsFeed.body.data.find((item) => item.message.includes(text))!.postId;
        const liked = await callApi(info, 'pjchronicle/pjchronicleaddlikes', {
          token: friend.tokens.IdToken,
          body: { uuid: friend.uuid, chronicleId: postId, chronicleCommentId: 0 },
        });
        expect(liked.status).toBe(200);
        await page.reload();
        await post
          .getByRole('button', { name: t('chronicle.likeCount', { count: 1 }), exact: true })
          .waitFor();
        // your own post offers no like (000 §6)
        await expect(
          post.getByRole('button', { name: t('chronicle.like', { name: subject }), exact: true }).count(),
        ).resolves.toBe(0);

        const toggle = post.getByRole('button', {
          name: t('chronicle.showComments', { count: 0 }),
          exact: true,
        });
        await press(page, toggle);
        await comments.getByText(t('chronicle.noComments'), { exact: true }).waitFor();
        const box = comments.getByRole('textbox', { name: t('chronicle.commentLabel'), exact: true });
        await tabTo(page, box, { max: 5 });
        await page.keyboard.type(comment);
        await tabTo(page, comments.getByRole('button', { name: t('chronicle.comment'), exact: true }), {
          max: 2,
        });
        await page.keyboard.press('Enter');
        await commentItem.locator('.chronicle-comment__message', { hasText: comment }).waitFor();
        await expect(box.inputValue()).resolves.toBe('');

        const actions = commentItem.locator(':scope > .chronicle-comment__actions');
        const replyButton = actions.getByRole('button', {
          name: t('chronicle.replyTo', { name: account.userName }),
          exact: true,
        });
        await press(page, replyButton);
        await expect(replyButton.getAttribute('aria-expanded')).resolves.toBe('true');
        // the reply box takes the focus as it opens
        const replyBox = commentItem.getByRole('textbox', {
          name: t('chronicle.replyTo', { name: account.userName }),
          exact: true,
        });
        await replyBox.waitFor();
        await expect(isFocused(replyBox)).resolves.toBe(true);
        await page.keyboard.type(reply);
        await tabTo(page, commentItem.getByRole('button', { name: t('chronicle.sendReply'), exact: true }), {
          max: 2,
        });
        await page.keyboard.press('Enter');
        // the reply is nested under the comment, indented 20 px, and its box closes
        await replyItem.locator('.chronicle-comment__message', { hasText: reply }).waitFor();
        await replyBox.waitFor({ state: 'detached' });
        await expect(
          replyItem.evaluate((element) => getComputedStyle(element.parentElement!).marginInlineStart),
        ).resolves.toBe('20px');
        const [commentBox, replyBoxBounds] = await Promise.all([
          commentItem.boundingBox(),
          replyItem.boundingBox(),
        ]);
        expect(replyBoxBounds!.x - commentBox!.x).toBeGreaterThanOrEqual(20);

        // your own comment and reply offer no like either
        await expect(
          commentItem.getByRole('button', { name: t('chronicle.like', { name: commentSubject }) }).count(),
        ).resolves.toBe(0);
        await axe.expectNoSeriousViolations(page, 'a post with its like, comment and reply');
      },
    );

    await step('after a reload the likes, the comment, the reply and the video are still there', async () => {
      await page.reload();
      await post.getByRole('button', { name: t('chronicle.likeCount', { count: 1 }), exact: true }).waitFor();
      // the count holds the reply too
      await press(
        page,
        post.getByRole('button', { name: t('chronicle.showComments', { count: 2 }), exact: true }),
      );
      await commentItem.locator(':scope > .chronicle-comment__message', { hasText: comment }).waitFor();
      await replyItem.locator('.chronicle-comment__message', { hasText: reply }).waitFor();
      await postOf(caption)
        .getByLabel(t('chronicle.videoBy', { name: account.userName }), { exact: true })
        .waitFor();
    });

    expect(journey.pageErrors()).toEqual([]);
  });
});
