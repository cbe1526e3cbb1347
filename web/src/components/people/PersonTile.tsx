/**
 * One person on a carousel tile (000 §3 "Match item", §9): picture (the default one when missing),
 * the name in the tile's short form (8 characters on the dashboard, 12 on community tiles; the full
 * name is the tooltip and what assistive technology reads), the viewer's match score as a small ring,
 * and whether the viewer spectates them. The whole tile is one button that opens their user card.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { shortName } from '../../lib/short-name';
import { Avatar } from '../Avatar';
import { ScoreBadge } from './MatchRing';
import type { Person } from './PersonRow';

/**
 * Memoized: a carousel re-renders its slides whenever its list changes, and a tile's props (the
 * person from the cached page, the stable open callback) change only when that person does.
 */
export const PersonTile = memo(function PersonTile({
  person,
  nameLimit,
  mediaBaseUrl,
  onOpen,
}: {
  person: Person & { newMatchFlag?: 0 | 1 };
  /** the short form's length (NAME_LIMITS.tile or .communityTile) */
  nameLimit: number;
  mediaBaseUrl: string;
  onOpen: (userName: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="person-tile"
      title={person.userName}
      onClick={() => onOpen(person.userName)}
    >
      <Avatar className="person-tile__picture" picture={person.image} mediaBaseUrl={mediaBaseUrl} size={72} />
      <span className="person-tile__name">
        <span aria-hidden="true">{shortName(person.userName, nameLimit)}</span>
        <span className="visually-hidden">{person.userName}</span>
      </span>
      <ScoreBadge score={person.combinedScore} />
      <span className="person-tile__flags">
        {person.newMatchFlag === 1 ? (
          <span className="person-tile__new">{t('discovery.person.new')}</span>
        ) : null}
        {person.SpecUser === 1 ? (
          <span className="person-tile__spectating">{t('people.row.spectating')}</span>
        ) : null}
      </span>
    </button>
  );
});
