import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import * as lazyModule from '../../../web/src/app/lazy';
import { preloadable } from '../../../web/src/app/preloadable';
import { preloadRoute } from '../../../web/src/app/preload-route';
import { UsernameRoute } from '../../../web/src/app/UsernameRoute';
import { preloadPublicProfile } from '../../../web/src/screens/PublicProfile/PublicProfileScreen';

jest.mock('../../../web/src/screens/PublicProfile/PublicProfileScreen', () => ({
  PublicProfileScreen: () => null,
  preloadPublicProfile: jest.fn(),
}));

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;
const loadPage = () => Promise.resolve({ default: Page });

/** Renders `ui` in one synchronous pass and answers what it showed before any promise settled. */
function renderAtOnce(ui: ReactNode): string {
  act(() => {
    render(<Suspense fallback={<p>Loading</p>}>{ui}</Suspense>);
  });
  return document.body.textContent ?? '';
}

describe('preloadable', () => {
  it('renders a preloaded component in the first pass, without its loading state', async () => {
    const Lazy = preloadable(loadPage);

    await Lazy.preload();

    expect(renderAtOnce(<Lazy name="Landing" />)).toBe('Landing');
  });

  it('suspends like React.lazy when it was not preloaded, then renders', async () => {
    const Lazy = preloadable(loadPage);

    expect(renderAtOnce(<Lazy name="Landing" />)).toBe('Loading');
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it('loads its chunk once, with what it needs alongside, and tries again after a failure', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation(loadPage);
    const alongside = jest.fn(() => Promise.resolve('config'));
    const Lazy = preloadable(load, alongside);

    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await Lazy.preload();
    await Lazy.preload();

    expect(load).toHaveBeenCalledTimes(2);
    expect(alongside).toHaveBeenCalledTimes(3);
    expect(renderAtOnce(<Lazy name="Profile" />)).toBe('Profile');
  });
});

describe('preloadRoute', () => {
  const preloadOf = (name: string) => {
    const component = Object.assign(({ children }: { children?: ReactNode }) => <div>{children}</div>, {
      preload: jest.fn((_params: unknown) => Promise.resolve(name)),
    });
    return component;
  };

  it('preloads every component of the matched routes, nested ones too, with the path’s parameters', async () => {
    const Layout = preloadOf('layout');
    const Shell = preloadOf('shell');
    const Screen = preloadOf('screen');
    const Other = preloadOf('other');
    const routes: RouteObject[] = [
      {
        element: <Layout />,
        children: [
          { path: 'faq', element: <Other /> },
          {
            path: ':username',
            element: (
              <Suspense>
                <Shell>
                  <Screen />
                </Shell>
              </Suspense>
            ),
          },
        ],
      },
    ];

    await preloadRoute(routes, '/NeonFox');

    for (const component of [Layout, Shell, Screen])
      expect(component.preload).toHaveBeenCalledWith({ username: 'NeonFox' });
    expect(Other.preload).not.toHaveBeenCalled();
  });

  it('settles when a preload fails (the render shows the failure) and when nothing matches', async () => {
    const Broken = Object.assign(() => null, {
      preload: jest.fn(() => Promise.reject(new Error('chunk failed'))),
    });

    await expect(preloadRoute([{ path: 'faq', element: <Broken /> }], '/faq')).resolves.toBeUndefined();
    await expect(preloadRoute([{ path: 'faq', element: <Broken /> }], '/a/b/c')).resolves.toBeUndefined();
    expect(Broken.preload).toHaveBeenCalledTimes(1);
  });
});

describe('UsernameRoute.preload', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.clearAllMocks();
  });

  it('loads the API shell (with its config) and the profile screen, and starts the profile’s calls', async () => {
    const shell = jest.spyOn(lazyModule.LazyApiShell, 'preload').mockResolvedValue();
    const profile = jest.spyOn(lazyModule.LazyPublicProfileScreen, 'preload').mockResolvedValue();

    await UsernameRoute.preload({ username: 'NeonFox' });

    expect(shell).toHaveBeenCalledTimes(1);
    expect(profile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(preloadPublicProfile).toHaveBeenCalledWith('NeonFox'));
  });

  it('loads nothing for a reserved word, which answers 404', async () => {
    const shell = jest.spyOn(lazyModule.LazyApiShell, 'preload');
    const profile = jest.spyOn(lazyModule.LazyPublicProfileScreen, 'preload');

    await UsernameRoute.preload({ username: 'Login' });

    expect(shell).not.toHaveBeenCalled();
    expect(profile).not.toHaveBeenCalled();
    expect(preloadPublicProfile).not.toHaveBeenCalled();
  });
});
