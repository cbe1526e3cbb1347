import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { DISPLAY } from '../../../lib/contract/constants';
import { report } from '../../../web/src/lib/errors';
import { LEADERBOARD_GAMERS, LEADERBOARD_GAMES } from '../../../web/src/screens/Landing/leaderboard-data';
import { FakeEmbla } from '../embla-fake';
import { englishI18n, i18nIn, renderAppAt } from '../helpers';

jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

let i18n: I18n;

beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => {
  FakeEmbla.reset();
  jest.resetAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

/**
 * The landing page with its carousels started: their behaviour starts once the browser is idle after
 * the page has shown (lib/idle.ts; jsdom has no idle callbacks, so after a short delay).
 */
async function renderLanding(i18n: I18n) {
  await renderAppAt(i18n, '/');
  // the behaviour's chunk is transformed on first import: give a busy machine time
  await screen.findByRole('button', { name: 'Next: Top games' }, { timeout: 5000 });
  await screen.findByRole('button', { name: 'Next: Top gamers' }, { timeout: 5000 });
}

/** A carousel (a region named by its heading) and what it shows. */
function carousel(name: string) {
  const region = screen.getByRole('region', { name });
  const view = within(region);
  return {
    region,
    slides: () =>
      view.getAllByRole('group').filter((slide) => slide.getAttribute('aria-roledescription') === 'slide'),
    names: () => view.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent),
    previous: () => view.getByRole('button', { name: `Previous: ${name}` }),
    next: () => view.getByRole('button', { name: `Next: ${name}` }),
    position: () => view.getByText(/^Page \d+ of \d+$/).textContent,
  };
}

describe('landing page (001 §1, §2, §9)', () => {
  it('lists the 10 games and 10 gamers of the hard-coded leaderboard, in rank order', async () => {
    await renderAppAt(i18n, '/');

    const games = carousel('Top games');
    const gamers = carousel('Top gamers');
    expect(DISPLAY.landingLeaderboardSize).toBe(10);
    expect(games.slides()).toHaveLength(10);
    expect(gamers.slides()).toHaveLength(10);
    expect(games.names()).toEqual(LEADERBOARD_GAMES.map((game) => game.title));
    expect(gamers.names()).toEqual(LEADERBOARD_GAMERS.map((gamer) => gamer.userName));
    expect(games.names().slice(0, 3)).toEqual(['Fortnite', 'Valorant', 'League of Legends']);
    expect(games.slides()[0]).toHaveAccessibleName('1 of 10');
    expect(within(games.slides()[0]!).getByText('#1')).toBeInTheDocument();
    expect(within(games.slides()[0]!).getByText('48.2K players')).toBeInTheDocument();
    expect(within(gamers.slides()[3]!).getByText('さくらPlays')).toBeInTheDocument();
    expect(within(gamers.slides()[0]!).getByText('Main game: Valorant')).toBeInTheDocument();
    expect(within(gamers.slides()[0]!).getByText('1,284 matches made')).toBeInTheDocument();
  });

  it('moves the carousel with its previous and next buttons, which say when an end is reached', async () => {
    const user = userEvent.setup();
    await renderLanding(i18n);
    const games = carousel('Top games');
    const embla = FakeEmbla.instances[0]!;

    expect(games.position()).toBe('Page 1 of 3');
    expect(games.previous()).toHaveAttribute('aria-disabled', 'true');
    expect(games.next()).toHaveAttribute('aria-disabled', 'false');

    await user.click(games.next());

    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    expect(games.position()).toBe('Page 2 of 3');
    expect(games.previous()).toHaveAttribute('aria-disabled', 'false');

    await user.click(games.next());
    expect(games.position()).toBe('Page 3 of 3');
    expect(games.next()).toHaveAttribute('aria-disabled', 'true');

    await user.click(games.next());
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
    expect(games.position()).toBe('Page 3 of 3');

    await user.click(games.previous());
    expect(embla.scrollPrev).toHaveBeenCalledWith(false);
    expect(games.position()).toBe('Page 2 of 3');
    // the other carousel did not move
    expect(carousel('Top gamers').position()).toBe('Page 1 of 3');
  });

  it('is keyboard usable: the buttons take focus and the arrow keys move the carousel', async () => {
    const user = userEvent.setup();
    await renderLanding(i18n);
    const gamers = carousel('Top gamers');

    gamers.previous().focus();
    await user.keyboard('{ArrowRight}');
    expect(gamers.position()).toBe('Page 2 of 3');

    gamers.next().focus();
    await user.keyboard('{Enter}');
    expect(gamers.position()).toBe('Page 3 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(gamers.position()).toBe('Page 2 of 3');
    expect(gamers.next()).toHaveFocus();
  });

  it('jumps instead of scrolling when the system asks for reduced motion', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    });
    const user = userEvent.setup();
    await renderLanding(i18n);

    await user.click(carousel('Top games').next());

    expect(FakeEmbla.instances[0]!.scrollNext).toHaveBeenCalledWith(true);
  });

  it('still shows every slide, without controls, when the carousel behaviour fails to load', async () => {
    FakeEmbla.failure = new Error('chunk failed');
    jest.spyOn(console, 'error').mockImplementation(() => {});

    await renderAppAt(i18n, '/');

    await waitFor(
      () =>
        expect(report).toHaveBeenCalledWith(FakeEmbla.failure, expect.objectContaining({ where: 'render' })),
      { timeout: 5000 },
    );
    expect(carousel('Top games').slides()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Next: Top games' })).not.toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it('shows the app store badges as images that say the apps are coming soon, not as links', async () => {
    await renderAppAt(i18n, '/');

    const badges = within(screen.getByRole('list', { name: 'Mobile apps' }));
    for (const name of ['Coming soon to the App Store', 'Coming soon to Google Play']) {
      const badge = badges.getByRole('img', { name });
      expect(badge.closest('a')).toBeNull();
    }
  });

  it('has the four feature sections in order: match, connect, explore, game', async () => {
    await renderAppAt(i18n, '/');

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Who's playing on PlayJoin",
      'Find players who play like you',
      'Chat, team up and stay in touch',
      'Discover games and communities',
      'Get in the game',
      'Ready to find your squad?',
    ]);
    expect(screen.getByText('Filter by language, time zone, country, age and gender')).toBeInTheDocument();
  });

  it('has a top navigation with the Log in trigger and a footer with the social link and the 2025 copyright', async () => {
    await renderAppAt(i18n, '/');

    const nav = within(screen.getByRole('navigation', { name: 'Site' }));
    expect(nav.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    const footer = within(screen.getByRole('contentinfo'));
    const social = footer.getByRole('link', { name: 'Follow PlayJoin on X (opens in a new tab)' });
    expect(social).toHaveAttribute('href', 'https://x.com/playjoin');
    expect(social).toHaveAttribute('target', '_blank');
    expect(social.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(
      footer.getByText(`© ${DISPLAY.footerCopyrightYear} PlayJoin. All rights reserved.`),
    ).toBeInTheDocument();
    const pages = within(footer.getByRole('navigation', { name: 'Site pages' }));
    expect(pages.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/faq',
      '/contact',
      '/terms',
      '/terms/privacy',
      '/terms/guidelines',
    ]);
  });

  it('speaks the visitor’s language', async () => {
    const japanese = await i18nIn('ja');

    await renderAppAt(japanese, '/');

    expect(screen.getByRole('img', { name: 'App Storeで近日公開' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '人気ゲーム' })).toBeInTheDocument();
    expect(screen.getAllByText('1位')).toHaveLength(2);
    expect(document.title).toBe('PlayJoin – 自分と同じスタイルのゲーマーを見つけよう');
  });
});
