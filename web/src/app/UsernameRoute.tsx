/**
 * The `/:username` route. Reserved words (login, contact, faq, signup, terms, home in any case) answer
 * 404 here, before any chunk or profile lookup loads (000 §2). Anything else loads the profile screen.
 */
import { useParams } from 'react-router-dom';
import { isReservedWord } from '../../../lib/contract/codes';
import { LazyApiShell, LazyPublicProfileScreen } from './lazy';
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
