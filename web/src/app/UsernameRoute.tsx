/**
 * The `/:username` route. Reserved words (login, contact, faq, signup, terms, home in any case) answer
 * 404 here, before any chunk or profile lookup loads (000 §2). Anything else loads the profile screen.
 */
import { useParams, type Params } from 'react-router-dom';
import { isReservedWord } from '../../../lib/contract/codes';
import { LazyApiShell, LazyPublicProfileScreen, preloadPublicProfile } from './lazy';
import { NotFoundScreen } from '../screens/NotFound/NotFoundScreen';

export function UsernameRoute() {
  const { username = '' } = useParams();
  if (isReservedWord(username)) return <NotFoundScreen />;
  return (
    <LazyApiShell>
      <LazyPublicProfileScreen key={username} username={username} />
    </LazyApiShell>
  );
}

/**
 * Before the first render (app/preload-route.ts): the profile's chunks and the config, awaited; the
 * profile's calls, started (the first render shows the skeleton if they are still on their way).
 * Nothing for a reserved word.
 */
UsernameRoute.preload = (params: Params): Promise<unknown> => {
  const username = params.username ?? '';
  if (isReservedWord(username)) return Promise.resolve();
  preloadPublicProfile(username).catch(() => {});
  return Promise.all([LazyApiShell.preload(), LazyPublicProfileScreen.preload()]);
};
