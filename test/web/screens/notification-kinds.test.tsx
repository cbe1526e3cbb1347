/**
 * The registry of general notification kinds (issue 24): every kind the contract answers has its rules
 * (state/server/general-notifications.ts) and its presenter (screens/Notifications/general-presenters.tsx),
 * and the tab shows each item through its own kind's presenter.
 */
import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { generalNotification, mentionNotification } from '../../../lib/contract/responses';
import {
  GENERAL_PRESENTERS,
  PresentNotification,
  type PresenterContext,
} from '../../../web/src/screens/Notifications/general-presenters';
import { callApi } from '../../../web/src/lib/api';
import {
  GENERAL_KIND_NAMES,
  GENERAL_KINDS,
  isUnreadOnServer,
  notificationId,
  withKindRead,
  type GeneralLists,
  type GeneralTabNotification,
} from '../../../web/src/state/server/general-notifications';
import { USER_UUID } from '../auth-fixtures';
import { englishI18n } from '../helpers';
import { aGeneralNotification, aMentionNotification, aSpectateNotification } from '../notification-fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});

/** The `type` values the General tab's lists answer, read from the contract's schemas. */
function contractKinds(): string[] {
  const general = generalNotification().entries.type.options;
  const mention = mentionNotification().entries.type.literal;
  return [...general, mention].sort();
}

describe('the notification kinds registry', () => {
  it('has rules and a presenter for every kind the contract answers, and for no other', () => {
    expect(Object.keys(GENERAL_KINDS).sort()).toEqual(contractKinds());
    expect(Object.keys(GENERAL_PRESENTERS).sort()).toEqual(contractKinds());
    for (const presenter of Object.values(GENERAL_PRESENTERS))
      expect(presenter).toEqual(expect.any(Function));
  });

  it('reads unread and identity by each kind’s rule', () => {
    const received = aGeneralNotification({
      status: 'TO',
      readMessageTo: 0,
      readMessageFrom: 1,
      InviteId: 'i-1',
    });
    const sent = aGeneralNotification({
      status: 'FROM',
      readMessageTo: 0,
      readMessageFrom: 1,
      InviteId: 'i-1',
    });
    const spectate = aSpectateNotification({ readMessage: 0 });
    const mention = aMentionNotification({ readMessage: 1 });

    expect([received, sent, spectate, mention].map(isUnreadOnServer)).toEqual([true, false, true, false]);
    expect(notificationId(received)).toBe('invite:TO:i-1');
    expect(notificationId(sent)).toBe('invite:FROM:i-1');
    expect(notificationId(mention)).toBe(`mention:${mention.key}`);
  });

  it('shows each item through its own kind’s presenter', () => {
    const context: PresenterContext = {
      mediaBaseUrl: 'https://media.test',
      isMuted: () => false,
      onAccept: jest.fn(async () => true),
      onMute: jest.fn(async () => 'saved' as const),
    };
    const items: GeneralTabNotification[] = [
      aGeneralNotification({ status: 'TO', name: 'NeonFox' }),
      aMentionNotification({ name: 'PixelPal' }),
    ];
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <ul>
            {items.map((item) => (
              <PresentNotification
                key={notificationId(item)}
                entry={{ id: notificationId(item), item, unread: false }}
                context={context}
              />
            ))}
          </ul>
        </MemoryRouter>
      </I18nextProvider>,
    );

    // the invite's presenter offers Accept; the mention's does not
    const [invite, mentionItem] = screen.getAllByRole('listitem');
    expect(invite).toHaveTextContent('NeonFox');
    expect(invite!.querySelector('button')).not.toBeNull();
    expect(mentionItem).toHaveTextContent('PixelPal');
    expect(mentionItem).not.toHaveTextContent('Accept');
  });

  it('marks read by each kind’s rule: an unread item of every kind is read once its kind’s mark is set', () => {
    const unread: GeneralTabNotification[] = [
      aSpectateNotification({ readMessage: 0 }),
      aGeneralNotification({ status: 'TO', readMessageTo: 0 }),
      aGeneralNotification({ status: 'FROM', readMessageFrom: 0 }),
      aMentionNotification({ readMessage: 0 }),
    ];
    for (const item of unread) {
      expect(isUnreadOnServer(item)).toBe(true);
      const lists = Object.fromEntries(
        GENERAL_KIND_NAMES.map((kind) => [kind, kind === item.type ? [item] : []]),
      ) as unknown as GeneralLists;
      const read = withKindRead(lists, item.type)!;
      expect((read[item.type] as readonly GeneralTabNotification[]).map(isUnreadOnServer)).toEqual([false]);
    }
  });

  it('reads each kind’s list and marks it read through the kind’s own calls', async () => {
    const reader = { uuid: USER_UUID, userName: 'NeonFox' };
    api.mockResolvedValue({ data: [] });
    for (const kind of GENERAL_KIND_NAMES) {
      await expect(GENERAL_KINDS[kind].read(reader)).resolves.toEqual([]);
      await GENERAL_KINDS[kind].markRead.send(reader);
    }
    expect(api.mock.calls).toEqual([
      ['listSpectateNotifications', { uuid: USER_UUID }],
      ['markSpectateNotificationsRead', { uuid: USER_UUID }],
      ['listInviteNotifications', { usernameTo: 'NeonFox' }],
      ['markInvitesRead', { username: 'NeonFox' }],
      ['listMentionNotifications', { uuid: USER_UUID }],
      ['markMentionNotificationsRead', { uuid: USER_UUID }],
    ]);
  });
});
