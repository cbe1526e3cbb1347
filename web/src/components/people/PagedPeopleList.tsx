/**
 * A list of people read in pages of 25 (000 §9) with the spec's scroll rule: when the list is
 * scrolled to within 5 px of its end, the next page loads after 1 second, and only when the total
 * exceeds 25 (000 §4 "Lists", §9). The pager's "show more" button (components/ListState.tsx) does the
 * same at once for keyboards and for lists too short to scroll. The first page decides the list's
 * state: loading, failed (with a retry), empty, or the people; a later page that fails says so under
 * the people already shown and can be retried on its own.
 */
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../state/swr-config';
import { ListState, useNearEndPaging } from '../ListState';
import { PersonRow } from './PersonRow';
import { peopleListStatus, peoplePagerLabels, usePagedPeople } from './use-paged-people';

export function PagedPeopleList({
  label,
  total,
  pageKeyFor,
  emptyText,
  mediaBaseUrl,
  onOpen,
}: {
  /** the list's accessible name */
  label: string;
  /** how many people the list holds in all (its count call); undefined while unknown */
  total: number | undefined;
  /** the API key of the page that starts at `offset` */
  pageKeyFor: (offset: number) => ApiKey;
  emptyText: string;
  mediaBaseUrl: string;
  onOpen: (userName: string) => void;
}) {
  const { t } = useTranslation();
  const list = usePagedPeople(pageKeyFor, total);
  const { onScroll, paging } = useNearEndPaging(list.paging);
  return (
    <div className="people-list" onScroll={onScroll}>
      <ListState
        status={peopleListStatus(list, list.people)}
        labels={{ loading: t('people.list.loading'), failed: t('people.list.failed'), empty: emptyText }}
        onRetry={list.retryFirst}
        paging={paging}
        pagerLabels={peoplePagerLabels(t)}
      >
        <ul className="people-list__items" aria-label={label}>
          {list.people.map((person) => (
            <PersonRow key={person.userName} person={person} mediaBaseUrl={mediaBaseUrl} onOpen={onOpen} />
          ))}
        </ul>
      </ListState>
      {list.probes}
    </div>
  );
}
