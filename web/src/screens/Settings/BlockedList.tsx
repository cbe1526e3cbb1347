/**
 * Blocked list (001 §2, §3): each blocked user with picture and username and a control to unblock
 * them; an empty text when there is nobody. Loading and failure are shown; an unblock that fails
 * puts the user back and says so.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { ListState, listStatusOf } from '../../components/ListState';
import { useBlockedUsers, useUnblockUser } from '../../state/server/blocked-users';
import { useConfig } from '../../state/config';

export function BlockedList({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const config = useConfig();
  const { data, error, mutate } = useBlockedUsers(uuid);
  const unblock = useUnblockUser(uuid);
  const [failed, setFailed] = useState<string | null>(null);

  const remove = async (username: string) => {
    setFailed(null);
    if (!(await unblock(username))) setFailed(username);
  };

  return (
    <div className="blocked-list">
      <p className="field__error" role="status">
        {failed ? t('settings.blocked.failed', { username: failed }) : null}
      </p>
      <ListState
        status={listStatusOf(data, error)}
        labels={{
          loading: t('settings.blocked.loading'),
          failed: t('settings.blocked.loadFailed'),
          empty: t('settings.blocked.empty'),
        }}
        onRetry={() => void mutate()}
      >
        <ul className="blocked-list__items">
          {(data ?? []).map((user) => (
            <li key={user.UserName} className="blocked-list__item">
              <Avatar
                className="blocked-list__picture"
                picture={user.ProfilePicLink}
                mediaBaseUrl={config.mediaBaseUrl}
                size={40}
                eager
              />
              <span className="blocked-list__name">{user.UserName}</span>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t('settings.blocked.unblockUser', { username: user.UserName })}
                onClick={() => void remove(user.UserName)}
              >
                {t('settings.blocked.unblock')}
              </button>
            </li>
          ))}
        </ul>
      </ListState>
    </div>
  );
}
