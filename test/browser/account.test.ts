/**
 * Signing in and out, a forgotten password and deactivation in Chromium against the twin (001 §2, §4,
 * §8). Each journey uses a fresh account made through the API (register, mailed code, login, create),
 * never the seeded demo user. The login dialog and the settings panel are driven by keyboard alone;
 * the login page and dialog, the forgot-password steps, the signed-in frame with the settings panel
 * open and the delete confirmation are checked with axe.
 */
import { LIMITS } from '../../lib/contract/constants';
import { TEST_PASSWORD, callApi, signedUpAccount, type Account } from '../twin/helpers';
import { twinInfo } from '../twin/urls';
import {
  fillLoginForm,
  isFocused,
  logInOnPage,
  mailedCode,
  openSettings,
  openSettingsSection,
  runEmail,
  site,
  step,
  tabTo,
  translator,
  waitForPath,
} from './support/app';
import { journeySuite } from './support/journey-suite';

const info = twinInfo();
const t = translator('en');
const journey = journeySuite('account.test.ts');
const { axe } = journey;
/** a game of the seeded catalogue (Fortnite) */
const GAME_ID = 1;

function freshAccount(label: string): Promise<Account> {
  return signedUpAccount(info, GAME_ID, runEmail(label));
}

/** The session values the SPA keeps in localStorage (all prefixed `playjoin.`). */
function sessionKeys(): Promise<string[]> {
  return journey.page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('playjoin.')));
}

describe('signing in and out', () => {
  it('logs out from the settings panel and back in through the landing page dialog, by keyboard', async () => {
    const { page } = journey;
    const account = await freshAccount('logout');

    await step('log in on the /login page (checked with axe)', async () => {
      await page.goto(`${site}/login`);
      await page.getByRole('heading', { name: t('login.title') }).waitFor();
      await axe.expectNoSeriousViolations(page, 'login page');
      await logInOnPage(page, t, account.email, account.password);
      await expect(sessionKeys()).resolves.toEqual(
        expect.arrayContaining(['playjoin.idToken', 'playjoin.uuid']),
      );
    });

    await step('open the settings panel by keyboard, check it with axe, close it with Escape', async () => {
      const settingsButton = page.getByRole('button', { name: t('home.panels.settings'), exact: true });
      await tabTo(page, settingsButton);
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { name: t('home.panels.settings'), exact: true });
      await page.getByRole('button', { name: t('settings.logOut.button') }).waitFor();
      await expect(isFocused(heading)).resolves.toBe(true);
      await expect(settingsButton.getAttribute('aria-expanded')).resolves.toBe('true');
      // a section opens with the keyboard too
      const editInfo = page.getByRole('button', { name: t('settings.sections.editInfo'), exact: true });
      await tabTo(page, editInfo, { max: 3 });
      await page.keyboard.press('Space');
      await page.getByLabel(t('settings.editInfo.dob'), { exact: true }).waitFor();
      await axe.expectNoSeriousViolations(page, 'signed-in frame with the settings panel open');
      await page.keyboard.press('Escape');
      await page.locator('#side-panel-settings').waitFor({ state: 'hidden' });
      await expect(settingsButton.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(isFocused(settingsButton)).resolves.toBe(true);
    });

    await step('log out from the settings panel', async () => {
      const panel = await openSettings(page, t);
      await panel.getByRole('button', { name: t('settings.logOut.button') }).click();
      await waitForPath(page, '/');
      await page.getByRole('heading', { name: t('app.name'), level: 1 }).waitFor();
      await expect(sessionKeys()).resolves.toEqual([]);
      // the signed-in area is closed again
      await page.goto(`${site}/home/user-home`);
      await waitForPath(page, '/');
    });

    const trigger = page.getByRole('banner').getByRole('button', { name: t('publicNav.logIn'), exact: true });
    const dialog = page.getByRole('dialog', { name: t('login.title') });

    await step('the login dialog opens with Enter, traps Tab and closes with Escape', async () => {
      await tabTo(page, trigger);
      await page.keyboard.press('Enter');
      const email = dialog.getByLabel(t('login.email'), { exact: true });
      await email.waitFor();
      await expect(isFocused(email)).resolves.toBe(true);
      await axe.expectNoSeriousViolations(page, 'login dialog');
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press(press % 2 ? 'Shift+Tab' : 'Tab');
        await page.keyboard.press('Tab');
        await expect(dialog.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(
          true,
        );
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // focus should be back on the trigger here: see the `it.failing` below (product bug); a
      // keyboard user Tabs back to it
      await tabTo(page, trigger);
    });

    await step('a wrong password shows errorMsg4 in the dialog', async () => {
      await page.keyboard.press('Enter');
      const email = dialog.getByLabel(t('login.email'), { exact: true });
      await email.waitFor();
      await page.keyboard.type(account.email);
      await page.keyboard.press('Tab');
      await expect(isFocused(dialog.getByLabel(t('login.password'), { exact: true }))).resolves.toBe(true);
      await page.keyboard.type('Wrong4pass!');
      await page.keyboard.press('Enter');
      await dialog
        .getByRole('alert')
        .filter({ hasText: t('login.errors.errorMsg4') })
        .waitFor();
      await axe.expectNoSeriousViolations(page, 'login dialog with the errorMsg4 alert');
    });

    await step('the right password (typed by keyboard) opens /home/user-home', async () => {
      const password = dialog.getByLabel(t('login.password'), { exact: true });
      await tabTo(page, password, { backwards: true, max: 12 });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(account.password);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/home/user-home');
      await page.getByRole('heading', { name: t('dashboard.title') }).waitFor();
      await expect(dialog.count()).resolves.toBe(0);
    });
    expect(journey.pageErrors()).toEqual([]);
  });
});

describe('login dialog focus', () => {
  /**
   * The dialog keeps `#root` inert until it unmounts; focus can only return to the trigger after
   * that (PublicNav restores it in an effect of the render that closed the dialog).
   */
  it('gives focus back to the Log in trigger when Escape closes the dialog', async () => {
    const { page } = journey;
    await page.goto(site);
    const trigger = page.getByRole('banner').getByRole('button', { name: t('publicNav.logIn'), exact: true });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t('login.title') });
    await dialog.getByLabel(t('login.email'), { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(isFocused(trigger)).resolves.toBe(true);
  });
});

describe('forgot password', () => {
  it('resets the password with the mailed code, then the new password logs in', async () => {
    const { page } = journey;
    const account = await freshAccount('reset');
    const newPassword = 'New4pass#';

    await step('reach /forgotpassword from the login page', async () => {
      await page.goto(`${site}/login`);
      await page.getByRole('link', { name: t('login.forgotPassword') }).click();
      await waitForPath(page, '/forgotpassword');
      await page.getByText(t('forgotPassword.step', { current: 1, total: 3 }), { exact: false }).waitFor();
      await axe.expectNoSeriousViolations(page, 'forgot password step 1 (email)');
    });

    await step('step 1: the email gets a code', async () => {
      await page.getByLabel(t('forgotPassword.email'), { exact: true }).fill(account.email);
      await page.getByRole('button', { name: t('forgotPassword.sendCode') }).click();
      await page
        .getByText(
          t('forgotPassword.codeIntro', { email: account.email, length: LIMITS.verificationCodeLength }),
        )
        .waitFor();
      await axe.expectNoSeriousViolations(page, 'forgot password step 2 (code)');
    });

    await step('step 2: the code from the mailbox', async () => {
      const code = await mailedCode(account.email, 'ForgotPassword');
      await page.getByLabel(t('forgotPassword.code'), { exact: true }).fill(code);
      await page.getByRole('button', { name: t('forgotPassword.next') }).click();
      await page.getByLabel(t('forgotPassword.newPassword'), { exact: true }).waitFor();
      await axe.expectNoSeriousViolations(page, 'forgot password step 3 (new password)');
    });

    await step('step 3: new password and repeat → /login with the success notice', async () => {
      await page.getByLabel(t('forgotPassword.newPassword'), { exact: true }).fill(newPassword);
      await page.getByLabel(t('forgotPassword.repeatPassword'), { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: t('forgotPassword.save') }).click();
      await waitForPath(page, '/login');
      await page.getByText(t('login.passwordReset.body')).waitFor();
    });

    await step('the new password logs in; the old one no longer does', async () => {
      await fillLoginForm(page, t, account.email, newPassword);
      await waitForPath(page, '/home/user-home');
      await page.getByRole('heading', { name: t('dashboard.title') }).waitFor();
      const old = await callApi(info, 'pjuserlogin/login', {
        body: { username_input: account.email, password_input: TEST_PASSWORD },
      });
      expect(old.status).toBe(401);
    });
    expect(journey.pageErrors()).toEqual([]);
  });
});

describe('deactivation', () => {
  it('deletes the account from the settings panel; logging in then shows the disabled-account message', async () => {
    const { page } = journey;
    const account = await freshAccount('deactivate');

    await step('log in and open Account in the settings panel', async () => {
      await logInOnPage(page, t, account.email, account.password);
      await openSettings(page, t);
      await openSettingsSection(page, t, 'account');
    });

    await step('Delete account asks for confirmation (checked with axe)', async () => {
      await page.getByRole('button', { name: t('settings.delete.button'), exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: t('settings.delete.confirmTitle') });
      await confirm.getByText(t('settings.delete.question')).waitFor();
      // the safe choice has focus first
      await expect(
        isFocused(confirm.getByRole('button', { name: t('settings.delete.cancel') })),
      ).resolves.toBe(true);
      await axe.expectNoSeriousViolations(page, 'delete-account confirmation');
      await confirm.getByRole('button', { name: t('settings.delete.confirm') }).click();
    });

    await step('the account is deactivated and the session ends at /', async () => {
      const done = page.getByRole('alertdialog', { name: t('settings.delete.deactivatedTitle') });
      await done.getByText(t('settings.delete.deactivated')).waitFor();
      await done.getByRole('button', { name: t('settings.delete.ok') }).click();
      await waitForPath(page, '/');
      await expect(sessionKeys()).resolves.toEqual([]);
    });

    await step('logging in again shows the disabled-account message', async () => {
      await page.goto(`${site}/login`);
      await fillLoginForm(page, t, account.email, account.password);
      await page
        .getByRole('alert')
        .filter({ hasText: t('login.errors.disabled') })
        .waitFor();
      expect(page.url()).toBe(`${site}/login`);
    });
    expect(journey.pageErrors()).toEqual([]);
  });
});
