/**
 * The app modules the web tests replace, as jest.mock factories. jest.mock is hoisted only within the
 * file that calls it, so each test file registers its own mocks and passes one of these:
 *   jest.mock('…/web/src/lib/api', () => jest.requireActual('…/module-mocks').mockedApi());
 * A factory loads this module while the module it mocks is being resolved, so it imports nothing of the app.
 */

/** lib/api with callApi mocked; ApiError and the rest stay real, so an answer can throw them. */
export function mockedApi() {
  return { ...jest.requireActual<object>('../../web/src/lib/api'), callApi: jest.fn() };
}

/** lib/auth with signIn and takePendingCredentials mocked; the rest (errors, registration) stays real. */
export function mockedAuth() {
  return {
    ...jest.requireActual<object>('../../web/src/lib/auth'),
    signIn: jest.fn(),
    takePendingCredentials: jest.fn(),
  };
}
