import { screen, waitFor, within } from '@testing-library/react';
import { callApi } from '../../../../web/src/lib/api';
import { takePendingCredentials } from '../../../../web/src/lib/auth';
import {
  COMPLETE_DRAFT,
  EMAIL,
  heading,
  kicker,
  PASSWORD,
  renderSignup,
  seedDraft,
  serveApi,
  setUpSignupTests,
  signedIn,
} from './harness';

jest.mock('../../../../web/src/lib/api', () => jest.requireActual('../../module-mocks').mockedApi());
jest.mock('../../../../web/src/lib/auth', () => jest.requireActual('../../module-mocks').mockedAuth());
jest.mock('../../../../web/src/lib/session', () => ({ getSession: jest.fn(), getTokenEmail: jest.fn() }));
jest.mock('../../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
jest.mock('../../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const STEP_NAMES = [
  'Email and password',
  'Email verification',
  'Username',
  'Profile picture',
  'About you',
  'Play style',
  'Games',
];

setUpSignupTests();

const progress = () => within(screen.getByRole('navigation', { name: 'Signup progress' }));
const circle = (name: string) => progress().getByRole('button', { name: new RegExp(`: ${name}\\b`) });

async function renderAt(step: string, draft: Record<string, unknown> = COMPLETE_DRAFT) {
  seedDraft({ ...draft, signupStep: step } as Record<string, string>);
  serveApi({ listGames: () => [], checkUsername: () => ({ duplicate: false }) });
  const rendered = await renderSignup();
  await waitFor(() => expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument());
  return rendered;
}

describe('signup steps and progress circles (001 §2)', () => {
  it('shows seven circles in the fixed order, the current one marked, only earlier ones usable', async () => {
    await renderAt('preferences');

    const circles = progress().getAllByRole('button');
    expect(circles.map((button) => button.textContent)).toEqual([
      '✓Step 1 of 7: Email and password (completed)',
      '✓Step 2 of 7: Email verification (completed)',
      '✓Step 3 of 7: Username (completed)',
      '✓Step 4 of 7: Profile picture (completed)',
      '✓Step 5 of 7: About you (completed)',
      '6Step 6 of 7: Play style (current step)',
      '7Step 7 of 7: Games',
    ]);
    expect(circles.map((button) => button.getAttribute('aria-current'))).toEqual([
      null,
      null,
      null,
      null,
      null,
      'step',
      null,
    ]);
    // the account steps are done for good once the email is confirmed; later steps are not reachable
    expect(circles.map((button) => (button as HTMLButtonElement).disabled)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(STEP_NAMES.map((name) => circle(name).textContent?.includes(name))).toEqual(
      STEP_NAMES.map(() => true),
    );
  });

  it('jumps back to an earlier step with a circle, then forward only step by step', async () => {
    const { user } = await renderAt('games');
    expect(kicker()).toBe('Step 5 of 5');

    await user.click(circle('Profile picture'));

    expect(heading()).toHaveTextContent('Add a profile picture');
    expect(kicker()).toBe('Step 2 of 5');
    expect(heading()).toHaveFocus();
    expect(circle('Profile picture')).toHaveAttribute('aria-current', 'step');
    expect(circle('About you')).toBeDisabled();
    expect(circle('Games')).toBeDisabled();
    expect(sessionStorage.getItem('signupStep')).toBe('image');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(heading()).toHaveTextContent('About you');
  });

  it('is keyboard usable: Tab to a circle and press Enter', async () => {
    const { user } = await renderAt('basics');
    circle('Username').focus();

    await user.keyboard('{Enter}');

    expect(heading()).toHaveTextContent('Choose your username');
  });

  it('has a Back button to the previous step', async () => {
    const { user } = await renderAt('basics');

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(heading()).toHaveTextContent('Add a profile picture');
  });

  it('lets the code step go back to the email step, with the email kept', async () => {
    const { user } = await renderAt('code', { signupEmail: EMAIL });
    expect(circle('Email and password')).toBeEnabled();

    await user.click(circle('Email and password'));

    expect(heading()).toHaveTextContent('Join PlayJoin');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(EMAIL);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('offers no way back from the username step to the account steps', async () => {
    await renderAt('username');

    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(circle('Email verification')).toBeDisabled();
  });

  it('offers Log in in the header on the account steps only: from step 3 the player is signed in', async () => {
    const header = () => within(screen.getByRole('navigation', { name: 'Site' }));
    const { unmount } = await renderAt('account', {});
    expect(header().getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    unmount();

    for (const step of ['username', 'image', 'basics', 'preferences', 'games']) {
      const rendered = await renderAt(step);
      expect(header().queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
      expect(header().queryByRole('link', { name: /log in/i })).not.toBeInTheDocument();
      rendered.unmount();
    }
  });

  it('asks to log in when the session is gone at a profile step', async () => {
    signedIn(false);
    await renderAt('username');

    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to continue');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(callApi).not.toHaveBeenCalled();
  });
});

describe('registration drafts (001 §3)', () => {
  it('keep the completed steps through a reload, never the password', async () => {
    const first = await renderAt('username', { signupEmail: EMAIL });
    const { user } = first;
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'NeonFox');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Add a profile picture'));
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await screen.findByRole('combobox', { name: 'Country' });
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '4');
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '28');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '1998');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'KR');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), '28');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Primary language' }), '41');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Tell Us A Little More'));
    await user.click(screen.getByRole('button', { name: 'PlayStation' }));

    // reload
    first.unmount();
    const second = await renderSignup();
    await waitFor(() => expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument());

    expect(heading()).toHaveTextContent('Tell Us A Little More');
    expect(screen.getByRole('button', { name: 'PlayStation' })).toHaveAttribute('aria-pressed', 'true');
    await second.user.click(circle('About you'));
    await screen.findByRole('combobox', { name: 'Country' });
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('28');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('1998');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('KR');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('28');
    expect(screen.getByRole('combobox', { name: 'Primary language' })).toHaveValue('41');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('6');
    await second.user.click(circle('Username'));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('NeonFox');
    expect({ ...sessionStorage }).toMatchObject({
      username: 'NeonFox',
      dob: '1998-04-28',
      gender: '6',
      countrycode: 'KR',
      timezone: '28',
      language: '41',
      signupEmail: EMAIL,
    });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(PASSWORD);
  });

  it('resumes at the step the login page asks for (signupResume), then forgets the marker', async () => {
    sessionStorage.setItem('signupResume', 'username');
    await renderAt('games');

    expect(heading()).toHaveTextContent('Choose your username');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('NeonFox');
    expect(sessionStorage.getItem('signupResume')).toBeNull();
    expect(sessionStorage.getItem('signupStep')).toBe('username');
  });

  it('resumes an unconfirmed signup at the code step with the credentials the login page handed over', async () => {
    sessionStorage.setItem('signupResume', 'code');
    seedDraft({ ...COMPLETE_DRAFT, signupEmail: 'someone.else@example.com' });
    jest.mocked(takePendingCredentials).mockReturnValue({ email: EMAIL, password: PASSWORD });
    serveApi({});

    await renderSignup();

    expect(heading()).toHaveTextContent('Verify your email');
    expect(screen.getByText(`We sent a verification code to ${EMAIL}.`)).toBeInTheDocument();
    // the password is in memory: not asked again
    expect(screen.queryByLabelText('Your password', { selector: 'input' })).not.toBeInTheDocument();
    // another signup's drafts are dropped
    expect(sessionStorage.getItem('username')).toBeNull();
    expect(sessionStorage.getItem('signupEmail')).toBe(EMAIL);
    expect(takePendingCredentials).toHaveBeenCalledTimes(1);
  });

  it('starts at the first step without drafts or marker', async () => {
    await renderSignup();

    expect(heading()).toHaveTextContent('Join PlayJoin');
    expect(circle('Email and password')).toHaveAttribute('aria-current', 'step');
  });
});
