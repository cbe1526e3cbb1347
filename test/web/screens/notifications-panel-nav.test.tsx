/**
 * The Notifications button of the side navigation (000 §2): its dot for unread chat notifications, and
 * the panel it opens (on the Chat tab when chat notifications are unread), closed by Escape.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { i18n as I18n } from 'i18next';
import { callApi } from '../../../web/src/lib/api';
import { loadConfig } from '../../../web/src/lib/config';
import { TOKEN_KEYS } from '../../../web/src/lib/session-tokens';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { amplifyWithTokenProvider, someTokens, USER_EMAIL, USER_UUID } from '../auth-fixtures';
import { TEST_CONFIG } from '../fixtures';
import { englishI18n, renderAppAt } from '../helpers';
import { aChatNotification, aNotificationPage } from '../notification-fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));
jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);

const OWN = 'DemoGamer';
const ANSWERS: Record<string, unknown> = {
  countUnreadGameChat: { gameCountUnread: { body: [] } },
  countUnreadChatNotifications: { notiCountUnread: 1 },
  listChatNotifications: aNotificationPage([aChatNotification({ isRead: false })]),
  markChatNotificationsRead: { affectedRows: 1 },
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  jest.mocked(loadConfig).mockReturnValue(Promise.resolve(TEST_CONFIG));
  amplifyWithTokenProvider(Amplify.configure, fetchAuthSession);
  const tokens = someTokens();
  localStorage.setItem(TOKEN_KEYS.idToken, tokens.IdToken);
  localStorage.setItem(TOKEN_KEYS.accessToken, tokens.AccessToken);
  localStorage.setItem(TOKEN_KEYS.refreshToken, tokens.RefreshToken);
  localStorage.setItem(SESSION_VALUE_KEYS.uuid, USER_UUID);
  localStorage.setItem(SESSION_VALUE_KEYS.email, USER_EMAIL);
  localStorage.setItem(SESSION_VALUE_KEYS.userName, OWN);
  localStorage.setItem(SESSION_VALUE_KEYS.userCount, '1');
  jest.mocked(callApi as (name: string) => Promise<unknown>).mockImplementation(async (name) => {
    if (!(name in ANSWERS)) throw new Error(`unexpected call ${name}`);
    return ANSWERS[name];
  });
});
afterEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

it('shows the dot for unread chat notifications and opens the panel on the Chat tab', async () => {
  const user = userEvent.setup();
  await renderAppAt(i18n, '/home/user-posts');
  const tools = within(screen.getByRole('navigation', { name: 'Tools' }));

  const button = await tools.findByRole('button', { name: 'Notifications (unread)' });
  await user.click(button);

  const panel = within(await screen.findByRole('region', { name: 'Notifications' }));
  expect(await panel.findByRole('tab', { name: 'Chat 1 unread' })).toHaveAttribute('aria-selected', 'true');
  expect(await panel.findByRole('list', { name: 'Chat notifications' })).toHaveTextContent(
    'BobGamer answered your message',
  );

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});
