/**
 * One of the game modal's lists of people (Community (All) or Matches, 000 §2, §7), read in pages of
 * 25 with the spec's rules (000 §4 "Lists", §9):
 * - the next page loads when the list is scrolled to within 5 px of its end, after 1 s, and only when
 *   the total (the page answer's `count`) exceeds 25; the pager's "Show more players" button
 *   (components/ListState.tsx) does the same at once for keyboards and for lists too short to scroll;
 * - the loading flag: set whenever a read of the list starts (the tab's first page, a next page) and
 *   reset 3 s later; while it is set, scrolling asks for nothing more (one page per 3 s at most);
 * - an empty first answer shows the loading state until 7 s after the tab (re)loaded, then the spec's
 *   empty state ('no gamer matches', 'no community mentioned'). While it waits, each reset of the
 *   loading flag reads the first page (and the count) again: a newcomer's lists are filled by the
 *   stream within seconds, so the people show as soon as they are there.
 * A first page that fails shows the error with a retry at once; a later page that fails says so under
 * the people already shown and can be retried on its own. Each person may carry one more control beside
 * their row (`actionFor`: the modal's "Invite to play").
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { TIMINGS } from '../../../../lib/contract/constants';
import { ListState, useNearEndPaging } from '../../components/ListState';
import { PersonRow, type Person } from '../../components/people/PersonRow';
import {
  peopleListStatus,
  peoplePagerLabels,
  usePagedPeople,
} from '../../components/people/use-paged-people';
import { gameCountKey, gamePageKey, useGamePage, type GameListKind } from '../../state/server/game-lists';

export function GamePeopleList({
  kind,
  uuid,
  gameId,
  label,
  emptyText,
  emptyHint,
  mediaBaseUrl,
  onOpen,
  actionFor,
}: {
  kind: GameListKind;
  uuid: string;
  gameId: number;
  /** the list's accessible name */
  label: string;
  /** the spec's empty state */
  emptyText: string;
  /** a line under the empty state saying what would fill the list */
  emptyHint?: string;
  mediaBaseUrl: string;
  onOpen: (userName: string) => void;
  /** a control beside each person's row */
  actionFor?: (person: Person) => ReactNode;
}) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const pageKeyFor = useCallback(
    (offset: number) => gamePageKey(kind, uuid, gameId, offset),
    [kind, uuid, gameId],
  );
  // the first page (the list reads it too, by the same key) carries the list's total
  const first = useGamePage(pageKeyFor(0));
  const list = usePagedPeople(pageKeyFor, first.data?.count);

  // the empty state's delay, counted from the tab's (re)load: this component mounts with the tab
  const [emptyReady, setEmptyReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setEmptyReady(true), TIMINGS.gameModalEmptyStateDelay);
    return () => clearTimeout(timer);
  }, []);

  // the loading flag: set when a read starts (the first page now), reset 3 s later
  const [loadingFlag, setLoadingFlag] = useState(true);
  useEffect(() => {
    if (!loadingFlag) return;
    const timer = setTimeout(() => setLoadingFlag(false), TIMINGS.loadingFlagReset);
    return () => clearTimeout(timer);
  }, [loadingFlag]);

  // an empty answer is read again at each reset of the flag until the empty state shows
  const firstEmpty = first.data?.matches.length === 0;
  const rereadFirst = first.mutate;
  useEffect(() => {
    if (loadingFlag || emptyReady || !firstEmpty) return;
    setLoadingFlag(true);
    void rereadFirst();
    void mutate(gameCountKey(kind, uuid, gameId));
  }, [loadingFlag, emptyReady, firstEmpty, rereadFirst, mutate, kind, uuid, gameId]);

  // asking for a page sets the loading flag; while it is set, scrolling asks for nothing
  const loadPage = list.paging.loadMore;
  const { onScroll, paging } = useNearEndPaging(
    {
      ...list.paging,
      loadMore: () => {
        setLoadingFlag(true);
        loadPage();
      },
    },
    { paused: loadingFlag },
  );
  const status = firstEmpty && !emptyReady ? 'loading' : peopleListStatus(list, list.people);

  return (
    <div className="people-list game-modal__list" onScroll={onScroll}>
      <ListState
        status={status}
        labels={{
          loading: t('people.list.loading'),
          failed: t('people.list.failed'),
          empty: emptyText,
          emptyHint,
        }}
        onRetry={list.retryFirst}
        paging={paging}
        pagerLabels={peoplePagerLabels(t)}
      >
        <ul className="people-list__items" aria-label={label}>
          {list.people.map((person) => (
            <PersonRow
              key={person.userName}
              person={person}
              mediaBaseUrl={mediaBaseUrl}
              onOpen={onOpen}
              action={actionFor?.(person)}
            />
          ))}
        </ul>
      </ListState>
      {list.probes}
    </div>
  );
}
