/**
 * The Spectating side panel (000 §2 side navigation "Spectating"): everyone the caller spectates
 * (000 §7 `listAllSpectating`, pjusermatches/percentmatch/specall), online ones first as the server
 * orders them, each with picture, name, match score and an online mark; each opens the user card.
 * Loading, failure (with a retry) and an empty state that says how to start spectating.
 */
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../components/people/ListStates';
import { PersonRow } from '../../components/people/PersonRow';
import { useConfig } from '../../state/config';
import { useAllSpectating } from '../../state/server/spectate-lists';
import { useSession } from '../../state/session';
import { useUserCard } from '../../state/user-card';

export function SpectatingPanel() {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const { mediaBaseUrl } = useConfig();
  const userCard = useUserCard();
  const { data, error, mutate } = useAllSpectating(uuid);

  if (error) return <ListError message={t('spectating.failed')} onRetry={() => void mutate()} />;
  if (!data) return <ListLoading label={t('spectating.loading')} />;
  if (data.matches.length === 0) return <ListEmpty text={t('spectating.empty')} />;

  return (
    <div className="spectating-panel">
      <p className="spectating-panel__count muted">{t('spectating.count', { count: data.matches.length })}</p>
      <div className="people-list">
        <ul className="people-list__items" aria-label={t('spectating.listLabel')}>
          {data.matches.map((person) => (
            <PersonRow
              key={person.userName}
              person={person}
              online={person.Online === 1}
              mediaBaseUrl={mediaBaseUrl}
              onOpen={userCard.open}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}
