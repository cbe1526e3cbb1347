/**
 * One person in a list (000 §3 "Match item"): picture (the default one when missing, 000 §9), the
 * name in its list short form (8 characters on phones, 15 wider; the full name is what assistive
 * technology reads and what the tooltip shows), the viewer's match score, and whether the viewer
 * spectates them. The whole row is one button that opens their user card; a list may put one more
 * control beside it (`action`: the game modal's "Invite to play").
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchItem } from '../../../../lib/contract/responses';
import { NAME_LIMITS, shortName } from '../../lib/short-name';
import { Avatar } from '../Avatar';
import { ScoreBadge } from './MatchRing';

export type Person = Pick<MatchItem, 'userName' | 'image' | 'SpecUser' | 'combinedScore'>;

export function PersonRow({
  person,
  mediaBaseUrl,
  online = false,
  onOpen,
  action,
}: {
  person: Person;
  mediaBaseUrl: string;
  /** shows the online dot and word */
  online?: boolean;
  onOpen: (userName: string) => void;
  /** a control of its own beside the row's button (never inside it) */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className={`person-row${action ? ' person-row--with-action' : ''}`}>
      <button
        type="button"
        className="person-row__button"
        title={person.userName}
        onClick={() => onOpen(person.userName)}
      >
        <span className="person-row__picture-wrap">
          <Avatar
            className="person-row__picture"
            picture={person.image}
            mediaBaseUrl={mediaBaseUrl}
            size={44}
          />
          {online ? <span className="person-row__online-dot" aria-hidden="true" /> : null}
        </span>
        <span className="person-row__text">
          <span className="person-row__name">
            <span className="person-row__name--narrow" aria-hidden="true">
              {shortName(person.userName, NAME_LIMITS.listNarrow)}
            </span>
            <span className="person-row__name--wide" aria-hidden="true">
              {shortName(person.userName, NAME_LIMITS.listWide)}
            </span>
            <span className="visually-hidden">{person.userName}</span>
          </span>
          <span className="person-row__flags">
            {online ? <span className="person-row__online">{t('people.row.online')}</span> : null}
            {person.SpecUser === 1 ? (
              <span className="person-row__spectating">{t('people.row.spectating')}</span>
            ) : null}
          </span>
        </span>
        <ScoreBadge score={person.combinedScore} />
      </button>
      {action}
    </li>
  );
}
