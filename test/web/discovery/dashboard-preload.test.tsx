/**
 * The dashboard's preload (screens/Dashboard/preload.ts) asks for what the screen reads on its first
 * render, with the same keys, so the screen finds its answers under way. A file of its own: SWR keeps
 * preloaded answers in a module-wide map until a hook reads them.
 */
import { waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { callApi } from '../../../web/src/lib/api';
import { getSession } from '../../../web/src/lib/session';
import { DashboardScreen, preloadDashboard } from '../../../web/src/screens/Dashboard';
import { dashboardKeys } from '../../../web/src/screens/Dashboard/preload';
import { writeSessionValues } from '../../../web/src/lib/session-values';
import { USER_UUID } from '../auth-fixtures';
import { englishI18n } from '../helpers';
import { answer, renderScreen } from './harness';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));
jest.mock('../../../web/src/lib/session', () => ({ getSession: jest.fn() }));
jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.resetAllMocks());

/** Every call made so far, as `name input` strings (inputs with sorted fields), sorted. */
const calls = () =>
  jest
    .mocked(callApi)
    .mock.calls.map(
      ([name, input]) => `${name} ${JSON.stringify(input, Object.keys(input as object).sort())}`,
    )
    .sort();

const session = { idToken: 't', uuid: USER_UUID, expiresAt: Date.now() + 3_600_000 };

describe('preloadDashboard', () => {
  it('asks for exactly what the dashboard reads on its first render', async () => {
    // answers that never come: only the calls matter here
    answer({});
    renderScreen(i18n, <DashboardScreen />);
    await waitFor(() => expect(calls().length).toBeGreaterThanOrEqual(11));
    const screenCalls = calls();
    jest.mocked(callApi).mockClear();

    jest.mocked(getSession).mockResolvedValue(session);
    preloadDashboard();

    await waitFor(() => expect(calls()).toEqual(screenCalls));
    expect(dashboardKeys(USER_UUID, 'ViewerOne')).toHaveLength(screenCalls.length - 1); // + counts by game
  });

  it('asks for nothing without a valid session', async () => {
    answer({});
    writeSessionValues(1, { userName: 'ViewerOne' });
    jest.mocked(getSession).mockResolvedValue(null);

    preloadDashboard();

    await waitFor(() => expect(getSession).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callApi).not.toHaveBeenCalled();
  });
});
