import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MatchRing } from '../../../web/src/components/people/MatchRing';
import { englishI18n, i18nIn, renderWithI18n } from '../helpers';
import { aProfileMatch } from './people-fixtures';

/** window.matchMedia answering the reduced-motion query as `reduce` says. */
function prefersReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

/** requestAnimationFrame under the test's control: `frame(ms)` runs the pending callbacks at `ms`. */
function manualFrames() {
  let pending: FrameRequestCallback[] = [];
  const request = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    pending.push(callback);
    return pending.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  return {
    request,
    pending: () => pending.length,
    frame: (ms: number) =>
      act(() => {
        const due = pending;
        pending = [];
        for (const callback of due) callback(ms);
      }),
  };
}

/** Renders in English; `rerender` keeps the i18n provider around the new element. */
function renderRing(ui: ReactElement) {
  const wrap = (element: ReactElement) => <I18nextProvider i18n={i18n}>{element}</I18nextProvider>;
  const result = render(wrap(ui));
  return { rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

const shownValue = () => document.querySelector('.match-ring__value')?.textContent;
const arcOffset = () => Number(document.querySelector('.match-ring__arc')?.getAttribute('stroke-dashoffset'));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('MatchRing (000 §4 "Match ring", §9)', () => {
  it('fills and counts up over 1200 ms, and its accessible name is the score', () => {
    prefersReducedMotion(false);
    const frames = manualFrames();
    renderWithI18n(i18n, <MatchRing score={72} match={aProfileMatch()} />);

    expect(screen.getByRole('button', { name: '72% match' })).toBeInTheDocument();
    expect(shownValue()).toBe('0%');
    frames.frame(1000);
    expect(shownValue()).toBe('0%');
    frames.frame(1600); // 400 of 1200 ms: ease-out is past half way
    const midway = Number(shownValue()?.replace('%', ''));
    expect(midway).toBeGreaterThan(36);
    expect(midway).toBeLessThan(72);
    frames.frame(2000);
    expect(frames.pending()).toBe(1);
    frames.frame(2200);
    expect(shownValue()).toBe('72%');
    expect(frames.pending()).toBe(0);
    expect(arcOffset()).toBeCloseTo(2 * Math.PI * 44 * 0.28, 5);
  });

  it('shows the score at once, without animating, when the system asks for reduced motion', () => {
    prefersReducedMotion(true);
    const frames = manualFrames();
    renderWithI18n(i18n, <MatchRing score={72} match={aProfileMatch()} />);

    expect(shownValue()).toBe('72%');
    expect(frames.request).not.toHaveBeenCalled();
    expect(arcOffset()).toBeCloseTo(2 * Math.PI * 44 * 0.28, 5);
  });

  it('explains itself on focus: the four parts in words and the one change that raises the score', async () => {
    prefersReducedMotion(true);
    const user = userEvent.setup();
    renderWithI18n(i18n, <MatchRing score={72} match={aProfileMatch()} />);
    const ring = screen.getByRole('button', { name: '72% match' });
    expect(screen.queryByText('3 shared games · both competitive · both on PC')).not.toBeVisible();

    await user.tab();

    expect(ring).toHaveFocus();
    expect(ring).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('3 shared games · both competitive · both on PC')).toBeVisible();
    const parts = screen.getByRole('list', { name: 'The four parts of the score' });
    expect([...parts.querySelectorAll('li')].map((part) => part.textContent)).toEqual([
      'Games80%3 shared games (Starfall Arena, Rocket League, and Valorant)',
      'Genres60%2 shared genres: Shooter and Sports',
      'Play style75%both competitive · both on PC',
      'Game details40%same answers on 1 game (Valorant: skill level)',
    ]);
    expect(screen.getByText('Add Apex Legends to your games')).toBeVisible();
    expect(screen.getByText('72% → 81%')).toBeVisible();
    // screen readers hear it as the ring's description
    expect(ring).toHaveAccessibleDescription(/3 shared games · both competitive · both on PC/);

    await user.keyboard('{Escape}');
    expect(ring).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Add Apex Legends to your games')).not.toBeVisible();
  });

  it('opens on hover (the explanation is inside the hovered area) and closes when the pointer leaves', () => {
    prefersReducedMotion(true);
    renderWithI18n(i18n, <MatchRing score={72} match={aProfileMatch()} />);
    const wrapper = document.querySelector('.match-ring')!;

    fireEvent.pointerEnter(wrapper);
    expect(screen.getByText('Raise your match')).toBeVisible();
    fireEvent.pointerLeave(wrapper);
    expect(screen.getByText('Raise your match')).not.toBeVisible();
  });

  it('says when nothing on your profile would raise the score, and words every kind of change', () => {
    prefersReducedMotion(true);
    const { rerender } = renderRing(
      <MatchRing score={40} match={aProfileMatch({ combinedScore: 40, suggestion: null })} />,
    );
    fireEvent.focus(screen.getByRole('button'));
    expect(screen.getByText('Nothing on your profile would raise this score right now.')).toBeVisible();

    const changes = [
      [{ change: 'turnOn', item: 'microphone', combinedScore: 45 }, 'Turn on “Microphone” in your profile'],
      [{ change: 'setGameStyle', gameStyle: 1, combinedScore: 45 }, 'Set your play style to relaxed'],
      [{ change: 'addPlatform', platformId: 4, combinedScore: 45 }, 'Add PlayStation to your platforms'],
      [
        {
          change: 'answerDetail',
          gameId: 3,
          gameDescription: 'Valorant',
          field: 'skillLevel',
          value: 3,
          combinedScore: 45,
        },
        'Answer skill level for Valorant: High',
      ],
    ] as const;
    for (const [suggestion, words] of changes) {
      rerender(<MatchRing score={40} match={aProfileMatch({ combinedScore: 40, suggestion })} />);
      expect(screen.getByText(words)).toBeVisible();
    }
  });

  it('says what nothing shared means, with a singular for one game', () => {
    prefersReducedMotion(true);
    const empty = {
      sharedGames: [],
      sharedGenres: [],
      sameGameStyle: null,
      sharedChecklist: [],
      sharedPlatforms: [],
      sameDetails: [],
    };
    const { rerender } = renderRing(<MatchRing score={25} match={aProfileMatch({ explanation: empty })} />);
    fireEvent.focus(screen.getByRole('button'));
    expect(screen.getAllByText('no shared games yet')[0]).toBeVisible();

    rerender(
      <MatchRing
        score={30}
        match={aProfileMatch({
          explanation: {
            ...empty,
            sharedGames: [{ gameId: 1, gameDescription: 'Valorant' }],
            sharedChecklist: ['streamer'],
          },
        })}
      />,
    );
    expect(screen.getByText('1 shared game · both streamers')).toBeVisible();
  });

  it('shows 100% on your own profile and says why', () => {
    prefersReducedMotion(true);
    renderWithI18n(i18n, <MatchRing score={100} own />);
    fireEvent.focus(screen.getByRole('button', { name: '100% match' }));
    expect(screen.getByText('This is your own profile: it always matches you 100%.')).toBeVisible();
  });

  it('speaks the interface language, with its own plural forms', async () => {
    prefersReducedMotion(true);
    const japanese = await i18nIn('ja');
    renderWithI18n(japanese, <MatchRing score={72} match={aProfileMatch()} />);
    const ring = screen.getByRole('button', { name: 'マッチ度 72%' });
    fireEvent.focus(ring);
    expect(screen.getByText('共通のゲーム 3 本 · どちらもガチ派 · どちらも PC でプレイ')).toBeVisible();
    expect(screen.getByText('Apex Legends をあなたのゲームに追加する')).toBeVisible();
  });
});
