import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { callApi } from '../../../web/src/lib/api';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { ChatPanel } from '../../../web/src/screens/GameModal/ChatPanel';
import { ConfigProvider } from '../../../web/src/state/config';
import { USER_UUID } from '../auth-fixtures';
import { aChatMessage } from '../chat-fixtures';
import { FakeSocket } from '../fake-socket';
import { aGame, TEST_CONFIG } from '../fixtures';
import { englishI18n } from '../helpers';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('../../../web/src/lib/session', () => ({ getIdToken: jest.fn(async () => 'id-token') }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
const OWN = 'DemoGamer';
const GAME_ID = 7;

let i18n: I18n;
const realWebSocket = globalThis.WebSocket;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  localStorage.setItem(SESSION_VALUE_KEYS.userName, OWN);
  FakeSocket.instances = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
});
afterEach(() => {
  (globalThis as { WebSocket: unknown }).WebSocket = realWebSocket;
  jest.resetAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const HISTORY = [
  aChatMessage({ messageId: '1700000000003', userId: OWN, messageText: 'my own words' }),
  aChatMessage({ messageId: '1700000000002', userId: 'AliceGamer', messageText: 'rude words' }),
  aChatMessage({ messageId: '1700000000001', userId: 'BobGamer', messageText: 'kind words' }),
];

/** The room's answers; `report` answers reportChatMessage (a function may wait or throw). */
function answer(report: (input: unknown) => unknown) {
  const answers: Record<string, unknown> = {
    getGameChatPage: { messageRepliesPage: { messages: HISTORY, lastEvaluatedKey: null } },
    listActiveChatUsers: { activeUsers: [] },
    listGameChatUsers: { gameUserList: [] },
    getUserProfileGames: [aGame({ Id: GAME_ID })],
    reportChatMessage: report,
  };
  api.mockImplementation(async (name, input) => {
    if (!(name in answers)) throw new Error(`unexpected call ${name}`);
    const next = answers[name];
    return typeof next === 'function' ? (next as (input: unknown) => unknown)(input) : next;
  });
}
const callsTo = (name: string) =>
  api.mock.calls.filter(([called]) => called === name).map(([, input]) => input);

async function renderPanel() {
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ConfigProvider value={TEST_CONFIG}>
          <ChatPanel uuid={USER_UUID} ownUserName={OWN} gameId={GAME_ID} gameName="Starfall Arena" />
        </ConfigProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
  await screen.findByRole('log', { name: 'Chat messages' });
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  act(() => FakeSocket.latest().accept());
}

const feed = () => screen.getByRole('log', { name: 'Chat messages' });
const texts = () =>
  within(feed())
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
const shows = (text: string) => texts().some((content) => content.includes(text));
const reportButton = (name: string) => screen.getByRole('button', { name: `Report the message of ${name}` });
const dialog = () => screen.getByRole('dialog', { name: 'Report the message of AliceGamer' });
const reason = () => within(dialog()).getByRole('textbox', { name: 'Why are you reporting this message?' });
const notice = () =>
  screen.getAllByRole('status').find((element) => element.className === 'game-chat__notice')!;

/** A promise the test settles itself. */
function deferred() {
  let settle!: { resolve: (value: unknown) => void; reject: (error: unknown) => void };
  const promise = new Promise((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('reporting a message (issue 10, beyond the spec)', () => {
  it("offers Report on other players' messages only, as a button that opens the report popup with focus in the reason", async () => {
    answer(() => ({ affectedRows: 1 }));
    await renderPanel();

    const mine = within(feed())
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('my own words'))!;
    expect(within(mine).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    expect(reportButton('BobGamer')).toHaveTextContent('Report');

    fireEvent.click(reportButton('AliceGamer'));

    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog()).getByText('@AliceGamer: rude words')).toBeInTheDocument();
    expect(reason()).toHaveFocus();
  });

  it('needs a reason (reportBlockModal errorMsg1): nothing is sent and the message stays', async () => {
    answer(() => ({ affectedRows: 1 }));
    await renderPanel();
    fireEvent.click(reportButton('AliceGamer'));

    fireEvent.change(reason(), { target: { value: '  <b> </b> ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send report' }));

    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Please tell us why you are reporting this message.',
    );
    expect(callsTo('reportChatMessage')).toEqual([]);
    expect(shows('rude words')).toBe(true);
  });

  it('hides the message at once on Send, then confirms the report (errorMsg2)', async () => {
    const pending = deferred();
    answer(() => pending.promise);
    await renderPanel();
    fireEvent.click(reportButton('AliceGamer'));

    fireEvent.change(reason(), { target: { value: ' spam <i>links</i> ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send report' }));

    // gone before the server has answered; the popup closed and focus is on the feed
    expect(shows('rude words')).toBe(false);
    expect(shows('kind words')).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(feed()).toHaveFocus();
    expect(callsTo('reportChatMessage')).toEqual([
      { uuid: USER_UUID, gameId: GAME_ID, messageId: '1700000000002', reason: 'spam links' },
    ]);

    await act(async () => pending.resolve({ affectedRows: 1 }));
    expect(notice()).toHaveTextContent('Thank you. Your report has been sent.');
    expect(shows('rude words')).toBe(false);
  });

  it('shows the message again when the report fails (errorMsg3), and offers the reason again', async () => {
    const pending = deferred();
    answer(() => pending.promise);
    await renderPanel();
    fireEvent.click(reportButton('AliceGamer'));
    fireEvent.change(reason(), { target: { value: 'insults' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send report' }));
    expect(shows('rude words')).toBe(false);

    await act(async () => pending.reject(new Error('down')));

    expect(shows('rude words')).toBe(true);
    expect(notice()).toHaveTextContent('Sorry, your report could not be sent. Please try again.');
    fireEvent.click(reportButton('AliceGamer'));
    expect(reason()).toHaveValue('insults');
  });

  it('closes only the popup on Escape or Cancel, giving focus back to the Report button', async () => {
    answer(() => ({ affectedRows: 1 }));
    await renderPanel();

    fireEvent.click(reportButton('AliceGamer'));
    fireEvent.keyDown(reason(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reportButton('AliceGamer')).toHaveFocus();

    fireEvent.click(reportButton('AliceGamer'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reportButton('AliceGamer')).toHaveFocus();
    expect(callsTo('reportChatMessage')).toEqual([]);
    expect(shows('rude words')).toBe(true);
  });
});
