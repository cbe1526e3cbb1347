/**
 * The counts of the profile (000 §1, §3, §9): profile views, the online streak, spectators and
 * spectating. Each loads on its own and reads 0 when missing or failed (000 §8, §9). Spectators and
 * spectating open their lists (built by the people screens) through `onOpenSpectateList` when the app
 * passes it; without it they are plain counts.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/numbers';
import { useProfileViews, useStreakCount } from '../../state/server/profile-stats';

import { useSpectateCount, type SpectateListKind } from '../../state/server/spectate-lists';

export type { SpectateListKind };

function Count({ value, loading }: { value: number | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  if (loading) {
    return (
      <span className="profile-stats__value profile-stats__value--loading">
        <span aria-hidden="true">…</span>
        <span className="visually-hidden">{t('common.loading')}</span>
      </span>
    );
  }
  return <span className="profile-stats__value">{formatCount(value ?? 0, i18n.language)}</span>;
}

/** A count that is not a control: screen readers hear one sentence ("12 profile views"), not two fragments. */
function Static({ spoken, children }: { spoken: string | null; children: ReactNode }) {
  if (spoken === null) return <span className="profile-stats__static">{children}</span>;
  return (
    <span className="profile-stats__static">
      <span aria-hidden="true" className="profile-stats__visual">
        {children}
      </span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}

export function ProfileStats({
  uuid,
  username,
  onOpenSpectateList,
}: {
  uuid: string;
  username: string;
  onOpenSpectateList?: (kind: SpectateListKind) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const views = useProfileViews(username);
  const streak = useStreakCount(username);
  const spectators = useSpectateCount('spectators', uuid, username);
  const spectating = useSpectateCount('spectating', uuid, username);

  const spectate = (kind: SpectateListKind, result: { count: number | undefined; isLoading: boolean }) => {
    const count = result.count ?? 0;
    const label = t(`profilePanel.stats.${kind}`);
    // the space keeps the number and the word apart in the name read from the content ("12 Spectators")
    const content = (
      <>
        <Count value={result.count} loading={result.isLoading} />{' '}
        <span className="profile-stats__label">{label}</span>
      </>
    );
    return (
      <li key={kind} className="profile-stats__item">
        {onOpenSpectateList ? (
          <button
            type="button"
            className="profile-stats__button"
            // named by what it shows (WCAG 2.5.3 label in name), described by what it does
            title={t(`profilePanel.stats.open.${kind}`, { count })}
            onClick={() => onOpenSpectateList(kind)}
          >
            {content}
          </button>
        ) : (
          <Static spoken={result.isLoading ? null : t(`profilePanel.stats.count.${kind}`, { count })}>
            {content}
          </Static>
        )}
      </li>
    );
  };

  return (
    <section className="profile-stats" aria-labelledby={titleId}>
      <h3 id={titleId} className="visually-hidden">
        {t('profilePanel.stats.title')}
      </h3>
      <ul className="profile-stats__list">
        {spectate('spectators', spectators)}
        {spectate('spectating', spectating)}
        <li className="profile-stats__item">
          <Static
            spoken={views.isLoading ? null : t('profilePanel.stats.count.views', { count: views.count ?? 0 })}
          >
            <Count value={views.count} loading={views.isLoading} />
            <span className="profile-stats__label">{t('profilePanel.stats.views')}</span>
          </Static>
        </li>
        <li className="profile-stats__item">
          <Static
            spoken={
              streak.isLoading ? null : t('profilePanel.stats.count.streak', { count: streak.count ?? 0 })
            }
          >
            <Count value={streak.count} loading={streak.isLoading} />
            <span className="profile-stats__label">{t('profilePanel.stats.streak')}</span>
          </Static>
        </li>
      </ul>
    </section>
  );
}
