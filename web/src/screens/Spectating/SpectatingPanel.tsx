/**
 * The Spectating side panel (000 §2 side navigation "Spectating"): everyone the caller spectates
 * (000 §7 `listAllSpectating`, pjusermatches/percentmatch/specall), online ones first as the server
 * orders them, each with picture, name, match score and an online mark; each opens the user card.
 * Loading, failure (with a retry) and an empty state that says how to start spectating.
 */
import { useTranslation } from 'react-i18next';
import { ListState, listStatusOf } from '../../components/ListState';
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

  const people = data?.matches;

  return (
    <ListState
      status={listStatusOf(people, error)}
      labels={{
        loading: t('spectating.loading'),
        failed: t('spectating.failed'),
        empty: t('spectating.empty'),
      }}
      onRetry={() => void mutate()}
    >
      <div className="spectating-panel">
        <p className="spectating-panel__count muted">
          {t('spectating.count', { count: people?.length ?? 0 })}
        </p>
        <div className="people-list">
          <ul className="people-list__items" aria-label={t('spectating.listLabel')}>
            {(people ?? []).map((person) => (
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
    </ListState>
  );
}
