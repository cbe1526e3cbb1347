import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, ApiNetworkError, callApi } from '../../../../web/src/lib/api';
import { report } from '../../../../web/src/lib/errors';
import {
  CATALOGUE,
  callsTo,
  COMPLETE_DRAFT,
  EMAIL,
  heading,
  kicker,
  renderSignup,
  seedDraft,
  serveApi,
  setUpSignupTests,
  UPLOAD_KEY,
  UUID,
} from './harness';

jest.mock('../../../../web/src/lib/api', () => jest.requireActual('../../module-mocks').mockedApi());
jest.mock('../../../../web/src/lib/auth', () => jest.requireActual('../../module-mocks').mockedAuth());
jest.mock('../../../../web/src/lib/session', () => ({ getSession: jest.fn(), getTokenEmail: jest.fn() }));
jest.mock('../../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../../web/src/lib/errors', () => ({ report: jest.fn() }));
// a failed creation ends on the landing page, whose carousel needs layout jsdom lacks
jest.mock('embla-carousel-react', () => jest.requireActual('../../embla-fake').emblaModule);

const CREATED = {
  UUID,
  userName: 'NeonFox',
  ProfilePicLink: `https://media.test/userprofileimages/${UUID}-Xy12Ab34Cd56.jpg`,
};

setUpSignupTests();

const location = () => screen.getByTestId('location').textContent;
const addGames = () => screen.getByRole('button', { name: 'Add Games' });
const createButton = () => screen.getByRole('button', { name: 'Create my account' });

async function renderGames(
  draft: Record<string, unknown>,
  handlers: Record<string, (input: unknown) => unknown>,
) {
  seedDraft({ ...draft, signupStep: 'games' } as Record<string, string>);
  serveApi({ listGames: () => CATALOGUE, ...handlers });
  const rendered = await renderSignup();
  await screen.findByRole('button', { name: 'Add Games' });
  return rendered;
}

describe("signup step 7, 'Step 5 of 5': games (001 §2, §5, §8)", () => {
  it('needs at least one game', async () => {
    const { user } = await renderGames({ ...COMPLETE_DRAFT, signupGames: [] }, {});
    expect(kicker()).toBe('Step 5 of 5');
    expect(screen.getByText('No games added yet.')).toBeInTheDocument();

    await user.click(createButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one game.');
    expect(addGames()).toHaveFocus();
    expect(callsTo('createUser')).toEqual([]);
  });

  it('adds games through the Add Games dialog: search, count, no results, Escape', async () => {
    const { user } = await renderGames({ ...COMPLETE_DRAFT, signupGames: [] }, {});

    await user.click(addGames());

    const dialog = screen.getByRole('dialog', { name: 'Add Games' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const search = within(dialog).getByRole('searchbox', { name: 'Search games' });
    expect(search).toHaveFocus();
    expect(within(dialog).getByText('0 games selected')).toBeInTheDocument();
    expect(await within(dialog).findAllByRole('checkbox')).toHaveLength(4);
    expect(callApi).toHaveBeenCalledWith('listGames', undefined);

    await user.type(search, 'star');
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Starfall Arena', 'Star Harvest']);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Star Harvest' }));
    expect(within(dialog).getByText('1 game selected')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'pokemon');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pokémon Legends' }));
    expect(within(dialog).getByText('2 games selected')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(within(dialog).getByText('No results found.')).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('checkbox')).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addGames()).toHaveFocus();
    const selected = within(screen.getByRole('region', { name: 'Selected games' }));
    expect(
      selected
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.selected-games__name')?.textContent),
    ).toEqual(['Star Harvest', 'Pokémon Legends']);
    expect(sessionStorage.getItem('signupGames')).toBe('[12,7]');

    await user.click(selected.getByRole('button', { name: 'Remove Star Harvest' }));
    expect(sessionStorage.getItem('signupGames')).toBe('[7]');
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const { user } = await renderGames({ ...COMPLETE_DRAFT, signupGames: [] }, {});
    await user.click(addGames());
    const dialog = screen.getByRole('dialog', { name: 'Add Games' });
    await within(dialog).findAllByRole('checkbox');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const done = within(dialog).getByRole('button', { name: 'Done' });

    done.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();

    await user.click(done);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addGames()).toHaveFocus();
  });

  it('shows a failed catalogue with a retry', async () => {
    let attempts = 0;
    const { user } = await renderGames(
      { ...COMPLETE_DRAFT, signupGames: [] },
      {
        listGames: () => {
          attempts += 1;
          if (attempts === 1) throw new ApiNetworkError('listGames', 'offline');
          return CATALOGUE;
        },
      },
    );
    await user.click(addGames());
    const dialog = screen.getByRole('dialog', { name: 'Add Games' });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    expect(await within(dialog).findAllByRole('checkbox')).toHaveLength(4);
  });
});

describe('account creation (001 §3, §4, §9)', () => {
  it('creates the account with the full payload, stores the session values and goes home after 1 s', async () => {
    const { user } = await renderGames(COMPLETE_DRAFT, { createUser: () => CREATED });
    expect(
      within(screen.getByRole('region', { name: 'Selected games' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.selected-games__name')?.textContent),
    ).toEqual(['Pokémon Legends', 'Starfall Arena']);

    await user.click(createButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Welcome to PlayJoin!');
    expect(callsTo('createUser')).toEqual([
      {
        UserName: 'NeonFox',
        Email: EMAIL,
        GenderId: 2,
        DateOfBirth: '1998-04-28',
        CountryCode: 'JP',
        PostalCode: '',
        Bio: '',
        ProfilePicLink: UPLOAD_KEY,
        TimeZone: 28,
        Language: 41,
        Games: [7, 3],
        GamingStyle: 2,
        GamesGenre: [],
        PCConsole: 0,
        Microphone: 1,
        Discord: 0,
        Stream: 0,
        FamilyFriendly: 1,
        Moderator: 1,
        AvailableNow: 1,
        SocialLinks: [],
        SkillLevel: [4, 4],
        FrequencyPlayed: 3,
        Platforms: [2, 4],
      },
    ]);
    expect({ ...localStorage }).toMatchObject({
      'playjoin.uuid': UUID,
      'playjoin.email': EMAIL,
      'playjoin.userName': 'NeonFox',
      'playjoin.profilePicLink': CREATED.ProfilePicLink,
    });
    expect(location()).toBe('/signup');

    await waitFor(() => expect(location()).toBe('/home/user-home'), { timeout: 2500 });
    // the drafts are done with
    // (the language and the pages' scroll positions are not drafts)
    expect(
      Object.keys({ ...sessionStorage }).filter(
        (key) => key !== 'i18nextLng' && key !== 'playjoin.scroll-positions',
      ),
    ).toEqual([]);
  });

  it('sends the default picture as an empty link when the picture step was skipped', async () => {
    const { savedImage: _saved, displayImage: _display, ...withoutPicture } = COMPLETE_DRAFT;
    const { user } = await renderGames(withoutPicture, { createUser: () => CREATED });

    await user.click(createButton());

    await screen.findByRole('alert');
    expect(callsTo('createUser')).toEqual([expect.objectContaining({ ProfilePicLink: '' })]);
  });

  it('takes the email from the session when the drafts lack it', async () => {
    const { signupEmail: _email, ...withoutEmail } = COMPLETE_DRAFT;
    localStorage.setItem('playjoin.email', 'other@example.com');
    const { user } = await renderGames(withoutEmail, { createUser: () => CREATED });

    await user.click(createButton());

    await screen.findByRole('alert');
    expect(callsTo('createUser')).toEqual([expect.objectContaining({ Email: 'other@example.com' })]);
  });

  it('lists the missing data in one alert after 1.5 s, with a contact-support hint, and creates nothing', async () => {
    const { dob: _dob, username: _username, ...incomplete } = COMPLETE_DRAFT;
    const { user } = await renderGames(incomplete, {});

    await user.click(createButton());

    expect(screen.getByRole('status')).toHaveTextContent('Creating your account…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: 2500 });
    expect(alert).toHaveTextContent('Some details are missing');
    expect(alert).toHaveTextContent('We are missing your date of birth and username.');
    expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    expect(callsTo('createUser')).toEqual([]);
  });

  it('shows the failure and goes back to / after 1.5 s', async () => {
    const failure = new ApiError('createUser', 500, { type: 'InternalError', message: 'boom' });
    const { user } = await renderGames(COMPLETE_DRAFT, {
      createUser: () => {
        throw failure;
      },
    });

    await user.click(createButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be created');
    expect(report).toHaveBeenCalledWith(failure, { where: 'api:createUser' });
    expect(location()).toBe('/signup');
    await waitFor(() => expect(location()).toBe('/'), { timeout: 2500 });
    expect(localStorage.getItem('playjoin.userName')).toBeNull();
  });

  it('sends a username taken in the meantime back to the username step, keeping the other answers', async () => {
    const { user } = await renderGames(COMPLETE_DRAFT, {
      createUser: () => {
        throw new ApiError('createUser', 409, { type: 'UsernameTaken', message: 'taken' });
      },
    });

    await user.click(createButton());

    await waitFor(() => expect(heading()).toHaveTextContent('Choose your username'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The username you entered has already been taken. Please give it another try.',
    );
    expect(sessionStorage.getItem('signupGames')).toBe('[7,3]');
  });
});
