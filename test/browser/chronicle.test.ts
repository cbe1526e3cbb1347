/**
 * The chronicle in Chromium against the twin (issue 11; 000 §2, §4, §5, §7): a newcomer opens
 * `/home/user-posts` (the empty state), posts a message through the Add modal's Chronicle tab by
 * keyboard, then a picture through the presigned upload (the progress states, then the picture in the
 * feed, served from the media bucket), likes the post and comments on it; after a reload all of it is
 * still there. Each state checked with axe.
 */
import { loadSeedUsers } from '../../lib/seed/data';
import { signedUpAccount } from '../twin/helpers';
import { twinInfo } from '../twin/urls';
import { logInOnPage, runEmail, step, translator } from './support/app';
import { journeySuite } from './support/journey-suite';

const info = twinInfo();
const t = translator('en');
const journey = journeySuite('chronicle.test.ts');
const { axe } = journey;
const GAME = loadSeedUsers().find((user) => user.active)!.games[0]!.gameId;

/** A 1×1 PNG: the smallest picture S3 takes and the server's byte check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

jest.setTimeout(180_000);

it('posts a message and a picture, likes and comments, and finds them after a reload', async () => {
  const { page } = journey;
  await page.setViewportSize({ width: 390, height: 860 });
  const account = await signedUpAccount(info, GAME, runEmail('chronicle'));
  const text = `First light in the chronicle ${Date.now()}`;

  await step('log in and open the chronicle', async () => {
    await logInOnPage(page, t, account.email, account.password);
    await page.goto(`${new URL(page.url()).origin}/home/user-posts`);
    await page.getByRole('heading', { name: t('chronicle.title') }).waitFor();
    await page.getByRole('button', { name: t('chronicle.add'), exact: true }).waitFor();
  });

  await step('post a message from the Add modal by keyboard (checked with axe)', async () => {
    await page.getByRole('button', { name: t('chronicle.add'), exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t('chronicle.addModal.title') });
    await dialog.waitFor();
    await axe.expectNoSeriousViolations(page, 'the Add modal');
    await dialog.getByRole('textbox', { name: t('chronicle.composer.messageLabel') }).fill(text);
    await dialog.getByRole('button', { name: t('chronicle.composer.post'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(text).waitFor();
    await axe.expectNoSeriousViolations(page, 'the feed with a post');
  });

  await step('post a picture through the presigned upload', async () => {
    await page.getByRole('button', { name: t('chronicle.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('chronicle.addModal.title') });
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

  const post = page.getByRole('article', { name: t('chronicle.postBy', { name: account.userName }) }).filter({
    hasText: text,
  });

  await step('like the post and comment on it', async () => {
    const subject = t('chronicle.postBy', { name: account.userName });
    const like = post.getByRole('button', { name: t('chronicle.like', { name: subject }) });
    await like.click();
    await expect(like.getAttribute('aria-pressed')).resolves.toBe('true');
    await post.getByRole('button', { name: t('chronicle.likeCount', { count: 1 }) }).waitFor();
    const comment = `gg ${Date.now()}`;
    const showComments = post.getByRole('button', { name: /comment/i }).first();
    await showComments.click();
    await post.getByRole('textbox', { name: t('chronicle.commentLabel') }).fill(comment);
    await post.getByRole('button', { name: t('chronicle.comment'), exact: true }).click();
    await post.getByText(comment).waitFor();
    await axe.expectNoSeriousViolations(page, 'a post with its like and comment');

    await page.reload();
    await post.getByRole('button', { name: t('chronicle.likeCount', { count: 1 }) }).waitFor();
    await post
      .getByRole('button', { name: /comment/i })
      .first()
      .click();
    await post.getByText(comment).waitFor();
  });

  expect(journey.pageErrors()).toEqual([]);
});
