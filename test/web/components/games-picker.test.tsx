/** The games picker: a profile holds at most MAX_GAMES_PER_USER games (lib/contract/constants.ts). */
import { screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { MAX_GAMES_PER_USER } from '../../../lib/contract/constants';
import type { Game } from '../../../lib/contract/responses';
import { GamesPicker } from '../../../web/src/components/games-picker/GamesPicker';
import { englishI18n, renderWithI18n } from '../helpers';

const games: Game[] = Array.from({ length: MAX_GAMES_PER_USER + 2 }, (_, index) => ({
  Id: index + 1,
  Description: `Game ${String(index + 1).padStart(3, '0')}`,
  GameType: 'Action',
  GameRating: 'T',
  GameGenre: 'Shooter',
  GameImageSrc: '',
  GameImageThumbSrc: '',
}));

function Harness({ initial }: { initial: number[] }) {
  const [selected, setSelected] = useState(initial);
  return (
    <GamesPicker
      catalogue={{ status: 'ready', games }}
      selected={selected}
      mediaBaseUrl="/media"
      onToggle={(id) =>
        setSelected((current) => (current.includes(id) ? current.filter((g) => g !== id) : [...current, id]))
      }
    />
  );
}

describe('GamesPicker', () => {
  it('stops adding at the maximum, says why, and lets a ticked game go to make room', async () => {
    const i18n = await englishI18n();
    const almostFull = games.slice(0, MAX_GAMES_PER_USER - 1).map((game) => game.Id);
    renderWithI18n(i18n, <Harness initial={almostFull} />);
    const last = screen.getByRole('checkbox', {
      name: `Game ${String(MAX_GAMES_PER_USER).padStart(3, '0')}`,
    });
    const beyond = screen.getByRole('checkbox', {
      name: `Game ${String(MAX_GAMES_PER_USER + 1).padStart(3, '0')}`,
    });
    expect(beyond).toBeEnabled();

    await userEvent.click(last);

    expect(last).toBeChecked();
    expect(beyond).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(`You can pick up to ${MAX_GAMES_PER_USER} games`);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Game 001' }));

    expect(beyond).toBeEnabled();
    expect(screen.getByRole('status')).not.toHaveTextContent('You can pick up to');
  });
});
