import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import * as v from 'valibot';
import { routeNamed } from '../../../lib/contract/manifest';
import { InviteDialog, type InviteGame } from '../../../web/src/components/invite/InviteDialog';
import { ApiError, callApi } from '../../../web/src/lib/api';
import { aGame } from '../fixtures';
import { englishI18n } from '../helpers';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
const OWN = 'DemoGamer';
const GAMES = [
  aGame({ Id: 7, Description: 'Starfall Arena' }),
  aGame({ Id: 12, Description: 'Valorant' }),
  aGame({ Id: 30, Description: 'Rocket League' }),
];

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => jest.resetAllMocks());

type Answer = unknown | ((input: unknown) => unknown);
function answer(overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    getUserProfileGames: GAMES,
    createInvite: { type: 'created' },
    ...overrides,
  };
  api.mockImplementation(async (name, input) => {
    if (!(name in answers)) throw new Error(`unexpected call ${name}`);
    const next = answers[name];
    return typeof next === 'function' ? (next as (input: unknown) => unknown)(input) : next;
  });
}
const callsTo = (name: string) =>
  api.mock.calls.filter(([called]) => called === name).map(([, input]) => input);

/** A page with the button that opens the popup, as a card or a list shows it. */
function Host({ userName, game }: { userName: string; game?: InviteGame }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Invite {userName} to play
      </button>
      {open ? (
        <InviteDialog ownUserName={OWN} userName={userName} game={game} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

async function openDialog(userName = 'NeonFox', game?: InviteGame) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <Host userName={userName} game={game} />
      </SWRConfig>
    </I18nextProvider>,
  );
  const opener = screen.getByRole('button', { name: `Invite ${userName} to play` });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: `Invite ${userName} to play` });
  return { user, opener, dialog: within(dialog), element: dialog };
}
const gameSelect = () => screen.getByRole('combobox', { name: 'Game' });

describe('the invite to play popup (000 §4 "Invite to play", §5, §7 pjinvitetoplaycreate)', () => {
  it('offers the caller’s own games, sends the chosen one and confirms it; Done gives focus back', async () => {
    answer();
    const { user, opener, dialog } = await openDialog();

    // focus moves to the game choice once the caller's games are in
    await waitFor(() => expect(gameSelect()).toHaveFocus());
    expect(callsTo('getUserProfileGames')).toEqual([{ username: OWN }]);
    expect(
      within(gameSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one of your games', 'Starfall Arena', 'Valorant', 'Rocket League']);
    expect(dialog.getByText(/once a day \(days change at midnight UTC\)/)).toBeInTheDocument();

    await user.selectOptions(gameSelect(), 'Valorant');
    await user.click(dialog.getByRole('button', { name: 'Send invite' }));

    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Invite sent: NeonFox is invited to play Valorant.',
    );
    const sent = callsTo('createInvite');
    expect(sent).toEqual([
      { usernameFrom: OWN, usernameTo: 'NeonFox', gameId: 12, gameDescription: 'Valorant' },
    ]);
    expect(v.safeParse(routeNamed('createInvite').body!, sent[0]).success).toBe(true);

    const done = dialog.getByRole('button', { name: 'Done' });
    expect(done).toHaveFocus();
    await user.click(done);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows the spec’s dupAlert for a second invite the same day, and another game can still be sent', async () => {
    answer({
      createInvite: (input: unknown) => ({
        type: (input as { gameId: number }).gameId === 7 ? 'dup' : 'created',
      }),
    });
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(gameSelect()).toHaveFocus());

    await user.selectOptions(gameSelect(), 'Starfall Arena');
    await user.click(dialog.getByRole('button', { name: 'Send invite' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You already invited NeonFox to play Starfall Arena today. Choose another game, or invite them again tomorrow.',
    );
    expect(gameSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.selectOptions(gameSelect(), 'Rocket League');
    expect(dialog.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(dialog.getByRole('button', { name: 'Send invite' }));
    expect(
      await dialog.findByText('Invite sent: NeonFox is invited to play Rocket League.'),
    ).toBeInTheDocument();
    expect(callsTo('createInvite').map((input) => (input as { gameId: number }).gameId)).toEqual([7, 30]);
  });

  it('refuses to invite yourself with cannotInviteYourself and sends nothing', async () => {
    answer();
    const { user, dialog } = await openDialog('demogamer');
    await waitFor(() => expect(gameSelect()).toHaveFocus());
    await user.selectOptions(gameSelect(), 'Valorant');
    await user.click(dialog.getByRole('button', { name: 'Send invite' }));

    expect(dialog.getByRole('alert')).toHaveTextContent("You can't invite yourself to play.");
    expect(callsTo('createInvite')).toEqual([]);
  });

  it('asks for a game when none is chosen', async () => {
    answer();
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(gameSelect()).toHaveFocus());
    await user.click(dialog.getByRole('button', { name: 'Send invite' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose a game to invite NeonFox to.');
    expect(callsTo('createInvite')).toEqual([]);
  });

  it.each([
    [403, "You can't invite NeonFox to play."],
    [404, "NeonFox can't be invited: this account is not available."],
    [429, "You're sending invites quickly. Wait a moment and try again."],
    [500, 'The invite to NeonFox could not be sent. Please try again.'],
  ])('says why a %i refusal happened and keeps the choice', async (status, text) => {
    answer({
      createInvite: () => {
        throw new ApiError('createInvite', status, { type: 'Refused', message: 'refused' });
      },
    });
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(gameSelect()).toHaveFocus());
    await user.selectOptions(gameSelect(), 'Valorant');
    await user.click(dialog.getByRole('button', { name: 'Send invite' }));

    expect(await dialog.findByText(text)).toBeInTheDocument();
    expect(gameSelect()).toHaveValue('12');
    expect(dialog.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
  });

  it('has the game modal’s game chosen already when it is one of the caller’s', async () => {
    answer();
    const { user, dialog } = await openDialog('NeonFox', { gameId: 30, gameDescription: 'Rocket League' });
    await waitFor(() => expect(gameSelect()).toHaveValue('30'));
    await user.click(dialog.getByRole('button', { name: 'Send invite' }));
    await dialog.findByText('Invite sent: NeonFox is invited to play Rocket League.');
    expect(callsTo('createInvite')).toEqual([
      { usernameFrom: OWN, usernameTo: 'NeonFox', gameId: 30, gameDescription: 'Rocket League' },
    ]);
  });

  it('says when the modal’s game is not among the caller’s games and chooses nothing', async () => {
    answer();
    const { dialog } = await openDialog('NeonFox', { gameId: 99, gameDescription: 'Moon Miners' });
    await waitFor(() => expect(gameSelect()).toHaveValue(''));
    expect(
      dialog.getByText(
        'Moon Miners is not among your games: choose one of yours, or add Moon Miners to your games first.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the caller has no games', async () => {
    answer({ getUserProfileGames: [] });
    const first = await openDialog();
    expect(
      await first.dialog.findByText(
        'You have no games in your profile yet. Add a game to your profile, then invite players to it.',
      ),
    ).toBeInTheDocument();
    expect(first.dialog.queryByRole('button', { name: 'Send invite' })).not.toBeInTheDocument();
  });

  it('offers a retry when the caller’s games could not be read', async () => {
    let fail = true;
    answer({
      getUserProfileGames: () => {
        if (fail) throw new ApiError('getUserProfileGames', 500);
        return GAMES;
      },
    });
    const { user, dialog } = await openDialog();
    expect(await dialog.findByText('Your games could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('combobox', { name: 'Game' })).toBeInTheDocument();
  });

  it('closes on Escape, on Cancel and on a press outside, giving the focus back to its opener', async () => {
    answer();
    const { user, opener, element } = await openDialog();
    await waitFor(() => expect(gameSelect()).toHaveFocus());

    fireEvent.keyDown(gameSelect(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    fireEvent.pointerDown(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(element.isConnected).toBe(false);
  });

  it('keeps Tab inside the popup', async () => {
    answer();
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(gameSelect()).toHaveFocus());
    const send = dialog.getByRole('button', { name: 'Send invite' });
    send.focus();
    await user.tab();
    expect(gameSelect()).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
  });
});
