/**
 * The view-all modal (000 §2 "View-all modal: tabs Newest/Top for the match list, All/Matches
 * otherwise"): a modal dialog (focus kept inside, Escape, the backdrop or the close button close it,
 * focus returns to the View all button) with two tabs (WAI-ARIA tabs: arrow keys, Home and End move
 * between them) over a list of people read in pages of 25. Switching tabs starts the other list from
 * its first page. Paging follows the spec's scroll rule (000 §4 "Lists", §9): when the list is
 * scrolled to within 300 px of its end (this modal is one of the spec's "some lists": its rows are
 * read in a tall scroll area, so the next page is asked for before the end shows), the next page is
 * read after 1 second, only when the total exceeds 25; the pager's "show more" button does the same at once.
 * Each person opens their user card above the modal.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../lib/hooks/use-return-focus';
import { TIMINGS } from '../../../../lib/contract/constants';
import type { MatchItem } from '../../../../lib/contract/responses';
import type { ApiKey } from '../../state/swr-config';
import { ListState, useNearEndPaging } from '../ListState';
import { PersonDialog } from '../people/PersonDialog';
import { PersonRow } from '../people/PersonRow';
import { peopleListStatus, peoplePagerLabels, usePagedPeople } from '../people/use-paged-people';

/** The scroll distance of the view-all lists (000 §9 "within 300 px in some lists"). */
export const VIEW_ALL_SCROLL_THRESHOLD = TIMINGS.scrollEndThresholdWidePx;

export interface ViewAllTab {
  id: string;
  label: string;
  pageKeyFor: (offset: number) => ApiKey;
  /** the list's total (its count call); undefined while unknown */
  total: number | undefined;
  /** the order or selection this tab shows of the people read so far (default: as read) */
  arrange?: (people: MatchItem[]) => MatchItem[];
  emptyText: string;
}

function ViewAllList({
  tab,
  labelledBy,
  mediaBaseUrl,
  onOpen,
}: {
  tab: ViewAllTab;
  labelledBy: string;
  mediaBaseUrl: string;
  onOpen: (userName: string) => void;
}) {
  const { t } = useTranslation();
  const list = usePagedPeople(tab.pageKeyFor, tab.total);
  const people = tab.arrange ? tab.arrange(list.people) : list.people;
  const { onScroll, paging } = useNearEndPaging(
    { ...list.paging, shown: people.length },
    { threshold: VIEW_ALL_SCROLL_THRESHOLD },
  );

  return (
    <div className="people-list view-all__list" data-testid="view-all-scroll" onScroll={onScroll}>
      <ListState
        status={peopleListStatus(list, people)}
        labels={{ loading: t('people.list.loading'), failed: t('people.list.failed'), empty: tab.emptyText }}
        onRetry={list.retryFirst}
        paging={paging}
        pagerLabels={peoplePagerLabels(t)}
      >
        <ul className="people-list__items view-all__items" aria-labelledby={labelledBy}>
          {people.map((person) => (
            <PersonRow key={person.userName} person={person} mediaBaseUrl={mediaBaseUrl} onOpen={onOpen} />
          ))}
        </ul>
      </ListState>
      {list.probes}
    </div>
  );
}

export function ViewAllDialog({
  title,
  tabs,
  mediaBaseUrl,
  onOpen,
  onClose,
}: {
  title: string;
  tabs: readonly [ViewAllTab, ViewAllTab];
  mediaBaseUrl: string;
  onOpen: (userName: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useReturnFocus();
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = tabs[selected]!;
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <PersonDialog label={title} closeLabel={t('discovery.viewAll.close', { title })} onClose={onClose}>
      <div className="view-all">
        <h2 className="view-all__title">{title}</h2>
        <div className="view-all__tabs" role="tablist" aria-label={title}>
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              className="view-all__tab"
              aria-selected={index === selected}
              aria-controls={panelId}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className="view-all__panel">
          <ViewAllList
            key={current.id}
            tab={current}
            labelledBy={tabId(selected)}
            mediaBaseUrl={mediaBaseUrl}
            onOpen={onOpen}
          />
        </div>
      </div>
    </PersonDialog>
  );
}
