import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { ApiError, ApiNetworkError, callApi } from '../../../web/src/lib/api';
import { loadConfig } from '../../../web/src/lib/config';
import { report } from '../../../web/src/lib/errors';
import { TOKEN_KEYS } from '../../../web/src/lib/session-tokens';
import { SESSION_VALUE_KEYS } from '../../../web/src/lib/session-values';
import { aGame, aProfile, TEST_CONFIG } from '../fixtures';
import { englishI18n, renderAppAt } from '../helpers';
import { preloadPublicProfile } from '../../../web/src/screens/PublicProfile/PublicProfileScreen';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

let i18n: I18n;

/** Answers the two public-profile calls. */
function serveProfile(profiles: unknown, games: unknown) {
  const answer = async (name: string) => {
    if (name === 'getPublicProfile') {
      if (profiles instanceof Error) throw profiles;
      return profiles;
    }
    if (name === 'getPublicProfileGames') {
      if (games instanceof Error) throw games;
      return games;
    }
    throw new Error(`unexpected call ${name}`);
  };
  jest.mocked(callApi).mockImplementation(answer as typeof callApi);
}

/** The value shown next to a label of the profile's facts list. */
const factOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  jest.mocked(loadConfig).mockReturnValue(Promise.resolve(TEST_CONFIG));
});
afterEach(() => {
  jest.resetAllMocks();
});

describe('public profile /:username (000 §2, §3)', () => {
  it('looks the profile and its games up by username with the typed client', async () => {
    serveProfile([aProfile()], []);

    await renderAppAt(i18n, '/NeonFox');

    await screen.findByRole('heading', { level: 1, name: 'NeonFox' });
    expect(callApi).toHaveBeenCalledWith('getPublicProfile', { username: 'NeonFox' });
    expect(callApi).toHaveBeenCalledWith('getPublicProfileGames', { username: 'NeonFox' });
    expect(callApi).toHaveBeenCalledTimes(2);
    expect(document.title).toBe('NeonFox · PlayJoin');
  });

  it('shows username, picture, country with its flag, time zone and the cleaned-up bio', async () => {
    serveProfile(
      [
        aProfile({
          Description: 'Korea, Republic of',
          CountryCode: 'KR',
          TimeZone: 'KST',
          Bio: '"Love%20RPGs%20%26%20co-op"',
        }),
      ],
      [],
    );

    const { container } = await renderAppAt(i18n, '/NeonFox');

    await screen.findByRole('heading', { level: 1, name: 'NeonFox' });
    expect(screen.getByRole('img', { name: 'Profile picture of NeonFox' })).toHaveAttribute(
      'src',
      'https://media.test/userprofileimages/neonfox.png',
    );
    expect(container.querySelector('img.flag')).toHaveAttribute('src', 'https://media.test/flags/kr.svg');
    expect(factOf('Country')).toHaveTextContent('Korea, Republic of');
    expect(factOf('Time zone')).toHaveTextContent('KST');
    expect(screen.getByRole('region', { name: 'Bio' })).toHaveTextContent('Love RPGs & co-op');
  });

  it('uses the default picture when the profile has none and shows a blank bio for "none..."', async () => {
    serveProfile([aProfile({ ProfilePicLink: '', Bio: 'none...' })], []);

    await renderAppAt(i18n, '/NeonFox');

    expect(await screen.findByRole('img', { name: 'Profile picture of NeonFox' })).toHaveAttribute(
      'src',
      '/images/default-profile.svg',
    );
    expect(screen.queryByRole('region', { name: 'Bio' })).not.toBeInTheDocument();
  });

  it('lists the games read-only; a game expands to platform, skill level, frequency and rating', async () => {
    serveProfile(
      [aProfile()],
      [
        aGame({ Id: 7, Description: 'Starfall Arena', Platform: 4, SkillLevel: 3, Frequency: 2, Rating: 2 }),
        aGame({
          Id: 9,
          Description: 'Kart Legends',
          GameImageSrc: '',
          GameImageThumbSrc: '',
          Platform: 5,
          SkillLevel: 5,
          Frequency: 5,
          Rating: 6,
        }),
      ],
    );
    const user = userEvent.setup();
    await renderAppAt(i18n, '/NeonFox');

    const games = await screen.findByRole('region', { name: 'Games' });
    const toggle = within(games).getByRole('button', { name: 'Starfall Arena' });
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
    // the square thumbnail, not the banner squeezed into 48x48
    expect(toggle.querySelector('img')).toHaveAttribute('src', 'https://media.test/games/starfall-thumb.png');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(details).toBeVisible();
    const pairs = [...details.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Platform', 'PlayStation'],
      ['Skill level', 'High'],
      ['Plays', 'All the time'],
      ['Rating', 'Love it'],
    ]);
    const other = within(games).getByRole('button', { name: 'Kart Legends' });
    expect(other).toHaveAttribute('aria-expanded', 'false');
    expect(other.querySelector('img')).toHaveAttribute('src', '/images/default-game.svg');
  });

  it('shows the twelve checklist items as read-only checkboxes in the profile state', async () => {
    serveProfile([aProfile({ GameStyle: 2, Streamer: 1, Microphone: 1, PC: 1, Nintendo: 1, Other: 1 })], []);
    const user = userEvent.setup();
    await renderAppAt(i18n, '/NeonFox');

    const checklist = await screen.findByRole('region', { name: 'Play style and setup' });
    const boxes = within(checklist).getAllByRole('checkbox');
    const state = Object.fromEntries(
      boxes.map((box) => [box.closest('label')!.textContent, (box as HTMLInputElement).checked]),
    );
    expect(state).toEqual({
      Relaxed: false,
      Competitive: true,
      Streamer: true,
      'Family friendly': false,
      Moderator: false,
      Mic: true,
      PC: true,
      PlayStation: false,
      Xbox: false,
      Nintendo: true,
      Mobile: false,
      Other: true,
    });
    expect(boxes.every((box) => box.getAttribute('aria-readonly') === 'true')).toBe(true);

    await user.click(within(checklist).getByRole('checkbox', { name: 'Relaxed' }));
    await user.click(within(checklist).getByRole('checkbox', { name: 'Competitive' }));
    within(checklist).getByRole('checkbox', { name: 'Relaxed' }).focus();
    await user.keyboard(' ');

    expect(within(checklist).getByRole('checkbox', { name: 'Relaxed' })).not.toBeChecked();
    expect(within(checklist).getByRole('checkbox', { name: 'Competitive' })).toBeChecked();
  });

  it('says so when the profile lists no games', async () => {
    serveProfile([aProfile()], []);

    await renderAppAt(i18n, '/NeonFox');

    expect(await screen.findByText('No games listed yet.')).toBeInTheDocument();
  });

  it('shows a loading state until both answers arrive', async () => {
    jest.mocked(callApi).mockImplementation(() => new Promise(() => {}));

    await renderAppAt(i18n, '/NeonFox');

    expect(screen.getByRole('status')).toHaveTextContent('Loading profile…');
    // the profile's skeleton holds the page's space (the footer stays below it): picture, games, checklist
    const skeleton = screen.getByRole('status');
    expect(skeleton.querySelector('.profile-header .skeleton--circle')).not.toBeNull();
    expect(skeleton.querySelectorAll('.game-list .skeleton-game')).toHaveLength(6);
    expect(skeleton.querySelectorAll('.checklist .checklist__item').length).toBeGreaterThan(0);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['an empty list', [], [], false],
    ['a 404', new ApiError('getPublicProfile', 404), [], false],
    ['a server failure', new ApiError('getPublicProfile', 500), [], true],
    [
      'a network failure of the games call',
      [aProfile()],
      new ApiNetworkError('getPublicProfileGames', 'down'),
      true,
    ],
  ])('redirects to /profile-not-available on %s', async (_case, profiles, games, reported) => {
    serveProfile(profiles, games);

    await renderAppAt(i18n, '/NeonFox');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile-not-available'));
    expect(screen.getByRole('heading', { name: 'Sorry, this page is not available.' })).toBeInTheDocument();
    if (reported)
      expect(report).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ where: 'swr' }));
    else expect(report).not.toHaveBeenCalled();
  });
});

describe('a visit that opens on a profile', () => {
  it('starts the two calls before the screen renders, and the screen shows their answers without calling again', async () => {
    serveProfile([aProfile()], [aGame()]);

    preloadPublicProfile('NeonFox');

    expect(callApi).toHaveBeenCalledWith('getPublicProfile', { username: 'NeonFox' });
    expect(callApi).toHaveBeenCalledWith('getPublicProfileGames', { username: 'NeonFox' });
    await renderAppAt(i18n, '/NeonFox');
    await screen.findByRole('heading', { level: 1, name: 'NeonFox' });
    expect(callApi).toHaveBeenCalledTimes(2);
  });

  it('leads to /profile-not-available when a preloaded call fails, with nothing unhandled', async () => {
    serveProfile(new ApiError('getPublicProfile', 404), []);

    preloadPublicProfile('NeonFox');
    await renderAppAt(i18n, '/NeonFox');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile-not-available'));
  });
});

describe('invite to play from a public profile (000 §4 "Invite to play"; issue 11)', () => {
  afterEach(() => localStorage.clear());

  /** A live session in this browser, as a login stores it (a refresh token and the username). */
  function signedInAs(userName: string) {
    localStorage.setItem(TOKEN_KEYS.refreshToken, 'refresh-token');
    localStorage.setItem(SESSION_VALUE_KEYS.userName, userName);
  }

  it('offers a signed-in visitor Invite to play on someone else’s profile, in a popup of its own', async () => {
    signedInAs('DemoGamer');
    serveProfile([aProfile()], []);
    const games = [aGame({ Id: 12, Description: 'Valorant' })];
    const answers = jest.mocked(callApi).getMockImplementation()!;
    jest.mocked(callApi).mockImplementation((async (name: string, input: unknown) => {
      if (name === 'getUserProfileGames') return games;
      if (name === 'createInvite') return { type: 'created' };
      return (answers as (name: string, input: unknown) => Promise<unknown>)(name, input);
    }) as typeof callApi);
    const user = userEvent.setup();

    await renderAppAt(i18n, '/NeonFox');
    await screen.findByRole('heading', { level: 1, name: 'NeonFox' });
    await user.click(screen.getByRole('button', { name: 'Invite to play: NeonFox' }));

    const popup = within(await screen.findByRole('dialog', { name: 'Invite NeonFox to play' }));
    await waitFor(() => expect(popup.getByRole('combobox', { name: 'Game' })).toHaveValue('12'));
    await user.click(popup.getByRole('button', { name: 'Send invite' }));
    expect(await popup.findByText('Invite sent: NeonFox is invited to play Valorant.')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith('createInvite', {
      usernameFrom: 'DemoGamer',
      usernameTo: 'NeonFox',
      gameId: 12,
      gameDescription: 'Valorant',
    });
  });

  it('offers nothing to an anonymous visitor', async () => {
    serveProfile([aProfile()], []);
    await renderAppAt(i18n, '/NeonFox');
    await screen.findByRole('heading', { level: 1, name: 'NeonFox' });
    expect(screen.queryByRole('button', { name: /to play$/ })).not.toBeInTheDocument();
  });

  it('offers nothing on your own profile', async () => {
    signedInAs('neonfox');
    serveProfile([aProfile()], []);
    await renderAppAt(i18n, '/NeonFox');
    await screen.findByRole('heading', { level: 1, name: 'NeonFox' });
    expect(screen.queryByRole('button', { name: /to play$/ })).not.toBeInTheDocument();
  });
});
