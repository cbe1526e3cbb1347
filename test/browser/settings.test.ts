/**
 * The settings panel in Chromium against the twin (001 §2, §4, §7): each Edit info field (date of
 * birth, gender, primary language) saves on change and is still there after a reload; a user blocked
 * through the API is removed from the blocked list, which then shows its empty text. Fresh accounts
 * made through the API, never the seeded demo user.
 */
import { callApi, logIn, signedUpAccount } from '../twin/helpers';
import { twinInfo } from '../twin/urls';
import { logInOnPage, openSettings, openSettingsSection, runEmail, step, translator } from './support/app';
import { journeySuite } from './support/journey-suite';

const info = twinInfo();
const t = translator('en');
const journey = journeySuite('settings.test.ts');
const { axe } = journey;
const GAME_ID = 1;
/** lib/reference language ids */
const JAPANESE = 75;

/** The Edit info fields of the open panel, with the save status beside each. */
function editInfo() {
  const { page } = journey;
  const region = page.getByRole('region', { name: t('settings.sections.editInfo'), exact: true });
  const field = (label: string) => region.getByLabel(label, { exact: true });
  const status = (label: string) =>
    region
      .locator('.field')
      .filter({ has: page.getByLabel(label, { exact: true }) })
      .getByRole('status');
  return {
    region,
    dob: field(t('settings.editInfo.dob')),
    gender: field(t('settings.editInfo.gender')),
    language: field(t('settings.editInfo.language')),
    saved: (label: string) =>
      status(label)
        .filter({ hasText: t('settings.saved') })
        .waitFor(),
  };
}

async function openEditInfo(): Promise<ReturnType<typeof editInfo>> {
  const { page } = journey;
  await openSettings(page, t);
  await openSettingsSection(page, t, 'editInfo');
  const fields = editInfo();
  await fields.dob.waitFor();
  // the language list loads with the section
  await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll('label')].some(
        (element) =>
          element.textContent === label &&
          !(document.getElementById(element.htmlFor) as HTMLSelectElement | null)?.disabled,
      ),
    t('settings.editInfo.language'),
  );
  return fields;
}

describe('settings panel', () => {
  it('saves date of birth, gender and language on change, and they persist after a reload', async () => {
    const { page } = journey;
    const account = await signedUpAccount(info, GAME_ID, runEmail('settings'));

    await step('log in and open Edit info (stored values shown as MM/dd/yyyy)', async () => {
      await logInOnPage(page, t, account.email, account.password);
      const fields = await openEditInfo();
      // the API account was created with 1995-04-12, gender 6, language 41
      await expect(fields.dob.inputValue()).resolves.toBe('04/12/1995');
      await expect(fields.gender.inputValue()).resolves.toBe('6');
      await expect(fields.language.inputValue()).resolves.toBe('41');
    });

    await step('change each field; each says Saved', async () => {
      const fields = editInfo();
      await fields.dob.fill('03/15/1990');
      await fields.dob.press('Tab'); // saved on blur
      await fields.saved(t('settings.editInfo.dob'));
      await fields.gender.selectOption('5');
      await fields.saved(t('settings.editInfo.gender'));
      await fields.language.selectOption(String(JAPANESE));
      await fields.saved(t('settings.editInfo.language'));
    });

    await step('after a reload the panel shows the new values', async () => {
      await page.reload();
      await page.getByRole('heading', { name: t('dashboard.title') }).waitFor();
      const fields = await openEditInfo();
      await expect(fields.dob.inputValue()).resolves.toBe('03/15/1990');
      await expect(fields.gender.inputValue()).resolves.toBe('5');
      await expect(fields.language.inputValue()).resolves.toBe(String(JAPANESE));
    });

    await step('the API reads the same values', async () => {
      const tokens = await logIn(info, account.email, account.password);
      const settings = await callApi(info, 'pjusersettings/pjusersettings/user', {
        query: { uuid: account.uuid },
        token: tokens.IdToken,
      });
      expect(settings.body).toEqual([
        expect.objectContaining({
          DateOfBirth: expect.stringMatching(/^1990-03-15/),
          GenderId: 5,
          LanguageId: JAPANESE,
        }),
      ]);
    });
    expect(journey.pageErrors()).toEqual([]);
  });

  it('unblocks a user blocked through the API; the blocked list then shows its empty text', async () => {
    const { page } = journey;
    const [blocker, blocked] = await Promise.all([
      signedUpAccount(info, GAME_ID, runEmail('blocker')),
      signedUpAccount(info, GAME_ID, runEmail('blocked')),
    ]);

    await step('block the other user through the API (ID token from pjuserlogin/login)', async () => {
      const { IdToken } = await logIn(info, blocker.email, blocker.password);
      const reply = await callApi(info, 'pjuserblock/pjuserblock/insert', {
        token: IdToken,
        body: { uuid: blocker.uuid, username: blocked.userName, block: true },
      });
      expect(reply.status).toBe(200);
    });

    await step('the blocked list shows them (checked with axe)', async () => {
      await logInOnPage(page, t, blocker.email, blocker.password);
      await openSettings(page, t);
      const list = await openSettingsSection(page, t, 'blocked');
      await list.getByText(blocked.userName, { exact: true }).waitFor();
      await axe.expectNoSeriousViolations(page, 'settings blocked list');
    });

    await step('Unblock removes them and the empty text shows', async () => {
      const list = page.getByRole('region', { name: t('settings.sections.blocked'), exact: true });
      await list
        .getByRole('button', { name: t('settings.blocked.unblockUser', { username: blocked.userName }) })
        .click();
      await list.getByText(t('settings.blocked.empty')).waitFor();
      await expect(list.getByText(blocked.userName, { exact: true }).count()).resolves.toBe(0);
    });

    await step('the server agrees: nobody is blocked', async () => {
      const { IdToken } = await logIn(info, blocker.email, blocker.password);
      const reply = await callApi(info, 'pjuserblock/pjuserblock/reportinguser', {
        query: { uuid: blocker.uuid },
        token: IdToken,
      });
      expect(reply.body).toEqual([]);
    });
    expect(journey.pageErrors()).toEqual([]);
  });
});
