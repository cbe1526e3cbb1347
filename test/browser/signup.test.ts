/**
 * Signup in Chromium against the twin (001 §2, §4, §5), in two interface languages: email, password
 * and terms → the code Cognito would have emailed (the twin's mailbox) → username → a profile picture
 * uploaded through the drop zone's file input, with its progress bar → birth date, gender, country,
 * time zone and language → preferences → the Add Games dialog (search, no results, select) → create →
 * /home/user-home. What was entered is then read back through the API. Every step is checked with axe;
 * the Spanish run fills the first step by keyboard alone.
 */
import type { Browser, Page } from 'playwright-core';
import { TEST_PASSWORD, callApi } from '../twin/helpers';
import { twinInfo } from '../twin/urls';
import { launchChromium } from './chromium';
import {
  isFocused,
  mailedCode,
  newJourneyContext,
  runEmail,
  site,
  step,
  tabTo,
  translator,
  waitForPath,
  watchErrors,
  type InterfaceLanguage,
  type Translate,
} from './support/app';
import { AxeReport } from './support/axe';
import { pngImage } from './support/png';

const info = twinInfo();
const axe = new AxeReport();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  console.info(axe.summary('signup.test.ts'));
  await browser?.close();
});

/** What one run enters; the interface language decides the profile's primary language too. */
interface Answers {
  email: string;
  userName: string;
  birth: { year: string; month: string; day: string };
  genderId: number;
  countryCode: string;
  timeZoneId: number;
  languageId: number;
  games: string[];
}

/** The emulated upload link for the picture (bytes per second): about a second for the fixture. */
const UPLOAD_BYTES_PER_SECOND = 160 * 1024;

const RUNS: Array<{ language: InterfaceLanguage; languageId: number; keyboard: boolean }> = [
  { language: 'en', languageId: 41, keyboard: false },
  { language: 'es', languageId: 148, keyboard: true },
];

describe('signup in Chromium', () => {
  it.each(RUNS)(
    'signs up through every step to /home/user-home ($language)',
    async ({ language, languageId, keyboard }) => {
      const t = translator(language);
      const context = await newJourneyContext(browser, language);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const stamp = Date.now().toString(36);
      const answers: Answers = {
        email: runEmail(`signup-${language}`),
        userName: `pj_${language}_${stamp}`,
        birth: { year: '1994', month: '07', day: '23' },
        genderId: 1,
        countryCode: 'US',
        timeZoneId: 8,
        languageId,
        games: ['Fortnite', 'Valorant'],
      };
      try {
        await step('account step (email, password, repeat, terms)', () =>
          accountStep(page, t, language, answers.email, keyboard),
        );
        await step('code step (code from the mailbox)', () => codeStep(page, t, language, answers.email));
        await step('username step', () => usernameStep(page, t, language, answers.userName));
        await step('profile image step (upload with progress)', () => imageStep(page, t, language));
        await step('basics step', () => basicsStep(page, t, language, answers));
        await step('preferences step', () => preferencesStep(page, t, language));
        await step('games step and Add Games dialog', () => gamesStep(page, t, language, answers.games));
        await step('create the account and land on /home/user-home', async () => {
          await page.getByRole('button', { name: t('signup.games.submit') }).click();
          await page.getByText(t('signup.create.successTitle')).waitFor();
          await waitForPath(page, '/home/user-home');
          await page.getByRole('heading', { name: t('dashboard.title') }).waitFor();
        });
        await step('the profile holds what was entered (read through the API)', () =>
          expectStoredProfile(page, answers),
        );
        expect(errors()).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

async function accountStep(
  page: Page,
  t: Translate,
  language: InterfaceLanguage,
  email: string,
  keyboard: boolean,
): Promise<void> {
  await page.goto(`${site}/signup`);
  await page.getByRole('heading', { name: t('signup.account.title') }).waitFor();
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(language);
  await axe.expectNoSeriousViolations(page, `signup account step (${language})`);

  const emailField = page.getByLabel(t('signup.account.email'), { exact: true });
  const password = page.getByLabel(t('signup.account.password'), { exact: true });
  const repeat = page.getByLabel(t('signup.account.repeatPassword'), { exact: true });
  const terms = page.getByRole('checkbox');
  const submit = page.getByRole('button', { name: t('signup.account.submit'), exact: true });
  if (!keyboard) {
    await emailField.fill(email);
    await password.fill(TEST_PASSWORD);
    await repeat.fill(TEST_PASSWORD);
    await terms.check();
    await submit.click();
  } else {
    // keyboard alone: Tab through the page to each field, type, Space for the checkbox, Enter to send
    await tabTo(page, emailField);
    await page.keyboard.type(email);
    await tabTo(page, password, { max: 1 });
    await page.keyboard.type(TEST_PASSWORD);
    await tabTo(page, repeat, { max: 2 }); // past the show-password toggle
    await page.keyboard.type(TEST_PASSWORD);
    await tabTo(page, terms, { max: 2 });
    await page.keyboard.press('Space');
    await expect(terms.isChecked()).resolves.toBe(true);
    await tabTo(page, submit, { max: 4 }); // past the two legal links of the label
    await page.keyboard.press('Enter');
  }
  await page.getByRole('heading', { name: t('signup.code.title') }).waitFor();
}

async function codeStep(page: Page, t: Translate, language: InterfaceLanguage, email: string): Promise<void> {
  await page.getByText(t('signup.code.sentTo', { email })).waitFor();
  // the new step's heading takes focus (announced to screen readers)
  await expect(isFocused(page.getByRole('heading', { name: t('signup.code.title') }))).resolves.toBe(true);
  await axe.expectNoSeriousViolations(page, `signup code step (${language})`);
  await page.getByLabel(t('signup.code.label'), { exact: true }).fill(await mailedCode(email, 'SignUp'));
  await page.getByRole('button', { name: t('signup.code.submit'), exact: true }).click();
  await page.getByRole('heading', { name: t('signup.username.title') }).waitFor();
}

async function usernameStep(
  page: Page,
  t: Translate,
  language: InterfaceLanguage,
  userName: string,
): Promise<void> {
  await page.getByText(t('signup.stepOf', { current: 1, total: 5 })).waitFor();
  await axe.expectNoSeriousViolations(page, `signup username step (${language})`);
  await page.getByLabel(t('signup.username.label'), { exact: true }).fill(userName);
  await page.getByText(t('signup.username.available', { username: userName })).waitFor();
  await page.getByRole('button', { name: t('signup.continue'), exact: true }).click();
  await page.getByRole('heading', { name: t('signup.image.title') }).waitFor();
}

async function imageStep(page: Page, t: Translate, language: InterfaceLanguage): Promise<void> {
  await page.getByText(t('signup.stepOf', { current: 2, total: 5 })).waitFor();
  await axe.expectNoSeriousViolations(page, `signup image step (${language})`);
  // every value the progress bar shows, recorded as the page renders it
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value !== null && value !== undefined && seen[seen.length - 1] !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  // On loopback a small file goes up in one piece; a slower upload link (Chromium's network
  // emulation) lets the bar move through its values the way it does for a user.
  const picture = pngImage(256, 256, 60);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: UPLOAD_BYTES_PER_SECOND,
  });
  try {
    await page
      .locator('.dropzone input[type="file"]')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: picture });
    await page
      .getByRole('status')
      .filter({ hasText: t('signup.image.uploaded') })
      .waitFor();
  } finally {
    await cdp.detach();
  }
  const seen = (
    await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)
  ).map(Number);
  // the bar started at 0 and only went forward, through several values, to (nearly) the end; then
  // the finished upload replaced it with the status and the preview
  expect(seen[0]).toBe(0);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(seen.length).toBeGreaterThanOrEqual(4);
  expect(Math.max(...seen)).toBeGreaterThanOrEqual(80);
  await expect(page.locator('[role="progressbar"]').count()).resolves.toBe(0);
  await page.getByRole('img', { name: t('signup.image.previewAlt') }).waitFor();
  await page.getByRole('button', { name: t('signup.continue'), exact: true }).click();
  await page.getByRole('heading', { name: t('signup.basics.title') }).waitFor();
}

async function basicsStep(page: Page, t: Translate, language: InterfaceLanguage, answers: Answers) {
  await page.getByText(t('signup.stepOf', { current: 3, total: 5 })).waitFor();
  const gender = page.getByLabel(t('signup.basics.gender'), { exact: true });
  await gender.waitFor();
  await axe.expectNoSeriousViolations(page, `signup basics step (${language})`);
  await page.getByLabel(t('signup.basics.month'), { exact: true }).fill(answers.birth.month);
  await page.getByLabel(t('signup.basics.day'), { exact: true }).fill(answers.birth.day);
  await page.getByLabel(t('signup.basics.year'), { exact: true }).fill(answers.birth.year);
  await gender.selectOption(String(answers.genderId));
  await page.getByLabel(t('signup.basics.country'), { exact: true }).selectOption(answers.countryCode);
  await page
    .getByLabel(t('signup.basics.timezone'), { exact: true })
    .selectOption(String(answers.timeZoneId));
  await page
    .getByLabel(t('signup.basics.language'), { exact: true })
    .selectOption(String(answers.languageId));
  await page.getByRole('button', { name: t('signup.continue'), exact: true }).click();
  await page.getByRole('heading', { name: t('signup.preferences.title') }).waitFor();
}

async function preferencesStep(page: Page, t: Translate, language: InterfaceLanguage) {
  await page.getByText(t('signup.stepOf', { current: 4, total: 5 })).waitFor();
  await axe.expectNoSeriousViolations(page, `signup preferences step (${language})`);
  const competitive = page.getByRole('button', { name: t('signup.preferences.competitive') });
  await competitive.click();
  await expect(competitive.getAttribute('aria-pressed')).resolves.toBe('true');
  await page.getByRole('button', { name: t('codes.platform.PC'), exact: true }).click();
  await page.getByRole('radio', { name: t('codes.frequency.Sometimes') }).check();
  const microphone = page.getByRole('switch', { name: t('signup.preferences.microphone') });
  await microphone.click();
  await expect(microphone.getAttribute('aria-checked')).resolves.toBe('true');
  await page.getByRole('button', { name: t('signup.continue'), exact: true }).click();
  await page.getByRole('heading', { name: t('signup.games.title') }).waitFor();
}

async function gamesStep(page: Page, t: Translate, language: InterfaceLanguage, games: string[]) {
  await page.getByText(t('signup.stepOf', { current: 5, total: 5 })).waitFor();
  await axe.expectNoSeriousViolations(page, `signup games step (${language})`);
  await page.getByRole('button', { name: t('signup.games.add'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('signup.games.dialog.title') });
  const search = dialog.getByLabel(t('gamesPicker.search'));
  await expect(isFocused(search)).resolves.toBe(true);
  await dialog.getByRole('checkbox').first().waitFor();
  await axe.expectNoSeriousViolations(page, `signup Add Games dialog (${language})`);

  await search.fill('no such game zzz');
  await dialog.getByText(t('gamesPicker.noResults')).waitFor();
  for (const [index, game] of games.entries()) {
    await search.fill(game.slice(0, 5).toLowerCase());
    await dialog.getByRole('checkbox', { name: game, exact: true }).check();
    await dialog.getByText(t('gamesPicker.count', { count: index + 1 })).waitFor();
  }
  await dialog.getByRole('button', { name: t('signup.games.dialog.done') }).click();
  await dialog.waitFor({ state: 'detached' });
  const selected = page.locator('.selected-games__name');
  await expect(selected.allTextContents()).resolves.toEqual(games);
}

/** Reads the new profile back: identity and picture, settings, games and platforms. */
async function expectStoredProfile(page: Page, answers: Answers): Promise<void> {
  const stored = await page.evaluate(() => ({
    uuid: localStorage.getItem('playjoin.uuid'),
    idToken: localStorage.getItem('playjoin.idToken'),
  }));
  expect(stored.uuid).toMatch(/^[0-9a-f-]{36}$/);
  const token = stored.idToken ?? '';
  const verify = await callApi<{ body: Array<Record<string, unknown>> }>(info, 'pjuser/user/verify', {
    body: { email: answers.email },
    token,
  });
  expect(verify.body.body[0]).toMatchObject({
    userCount: 1,
    Active: 1,
    UUID: stored.uuid,
    userName: answers.userName,
    ProfilePicLink: expect.stringContaining('userprofileimages/'),
  });
  const settings = await callApi(info, 'pjusersettings/pjusersettings/user', {
    query: { uuid: stored.uuid! },
    token,
  });
  const { year, month, day } = answers.birth;
  expect(settings.body).toEqual([
    expect.objectContaining({
      LanguageId: answers.languageId,
      GenderId: answers.genderId,
      DateOfBirth: expect.stringMatching(new RegExp(`^${year}-${month}-${day}`)),
    }),
  ]);
  const games = await callApi<Array<{ Description?: string; GameName?: string }>>(
    info,
    'pjpubprofile/pj/games',
    { query: { username: answers.userName }, headers: { 'x-api-key': info.publicApiKey } },
  );
  expect(games.status).toBe(200);
  expect(JSON.stringify(games.body)).toEqual(expect.stringContaining(answers.games[0]!));
}
