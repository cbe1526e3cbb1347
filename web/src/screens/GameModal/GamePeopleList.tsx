/**
 * One of the game modal's lists of people (Community (All) or Matches, 000 §2, §7), read in pages of
 * 25 with the spec's rules (000 §4 "Lists", §9):
 * - the next page loads when the list is scrolled to within 5 px of its end, after 1 s, and only when
 *   the total (the page answer's `count`) exceeds 25; a "Show more players" button does the same at
 *   once for keyboards and for lists too short to scroll;
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
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { TIMINGS } from '../../../../lib/contract/constants';
import { ListEmpty, ListError, ListLoading } from '../../components/people/ListStates';
import { hasNextPage, isNearEnd } from '../../components/people/PagedPeopleList';
import { PersonRow, type Person } from '../../components/people/PersonRow';
import {
  GAME_LIST_PAGE_SIZE,
  gameCountKey,
  gamePageKey,
  useGamePage,
  type GameListKind,
} from '../../state/server/game-lists';

interface LaterPageProps {
  index: number;
  kind: GameListKind;
  uuid: string;
  gameId: number;
  mediaBaseUrl: string;
  onOpen: (userName: string) => void;
  onSettled: (index: number, size: number) => void;
  actionFor?: (person: Person) => ReactNode;
}

/** A page after the first: its people, or a loading or failure line of its own. */
function LaterPage({
  index,
  kind,
  uuid,
  gameId,
  mediaBaseUrl,
  onOpen,
  onSettled,
  actionFor,
}: LaterPageProps) {
  const { t } = useTranslation();
  const { data, error, mutate } = useGamePage(gamePageKey(kind, uuid, gameId, index * GAME_LIST_PAGE_SIZE));
  const size = data?.matches.length;
  useEffect(() => {
    if (size !== undefined) onSettled(index, size);
  }, [size, index, onSettled]);
  if (data) {
    return (
      <>
        {data.matches.map((person) => (
          <PersonRow
            key={person.userName}
            person={person}
            mediaBaseUrl={mediaBaseUrl}
            onOpen={onOpen}
            action={actionFor?.(person)}
          />
        ))}
      </>
    );
  }
  return (
    <li className="people-list__status">
      {error ? (
        <ListError message={t('people.list.moreFailed')} onRetry={() => void mutate()} />
      ) : (
        <ListLoading label={t('people.list.loadingMore')} />
      )}
    </li>
  );
}

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
  const first = useGamePage(gamePageKey(kind, uuid, gameId, 0));

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

  const [pagesAsked, setPagesAsked] = useState(1);
  // the furthest page read so far and how many people it held: a short page means nothing follows
  const [lastRead, setLastRead] = useState<{ index: number; size: number } | null>(null);
  // the page asked for with the button, whose first person takes focus when it shows
  const [focusPage, setFocusPage] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const onSettled = useCallback((index: number, size: number) => {
    setLastRead((current) => (current === null || index >= current.index ? { index, size } : current));
  }, []);
  const firstSize = first.data?.matches.length;
  useEffect(() => {
    if (firstSize !== undefined) onSettled(0, firstSize);
  }, [firstSize, onSettled]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // a page asked for with the button: focus moves to its first person once it shows (the button may go)
  useEffect(() => {
    if (focusPage === null || lastRead?.index !== focusPage) return;
    setFocusPage(null);
    const rows = listRef.current?.querySelectorAll<HTMLButtonElement>('.person-row__button');
    rows?.[focusPage * GAME_LIST_PAGE_SIZE]?.focus();
  }, [focusPage, lastRead]);

  const total = first.data?.count;
  const lastSettledFull =
    lastRead?.index === pagesAsked - 1 && lastRead.size >= GAME_LIST_PAGE_SIZE && firstSize !== undefined;
  const morePages = hasNextPage(total, pagesAsked, GAME_LIST_PAGE_SIZE) && lastSettledFull;

  const askNext = (byButton: boolean) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setFocusPage(byButton ? pagesAsked : null);
    setPagesAsked((count) => count + 1);
    setLoadingFlag(true);
  };

  if (first.error) return <ListError onRetry={() => void first.mutate()} />;
  if (!first.data || (firstEmpty && !emptyReady)) return <ListLoading />;
  if (first.data.matches.length === 0) {
    return (
      <div className="game-modal__empty">
        <ListEmpty text={emptyText} />
        {emptyHint ? <p className="muted">{emptyHint}</p> : null}
      </div>
    );
  }

  return (
    <div
      className="people-list game-modal__list"
      onScroll={(event) => {
        if (!morePages || loadingFlag || timer.current || !isNearEnd(event.currentTarget)) return;
        timer.current = setTimeout(() => askNext(false), TIMINGS.nextPageDelay);
      }}
    >
      <ul ref={listRef} className="people-list__items" aria-label={label}>
        {first.data.matches.map((person) => (
          <PersonRow
            key={person.userName}
            person={person}
            mediaBaseUrl={mediaBaseUrl}
            onOpen={onOpen}
            action={actionFor?.(person)}
          />
        ))}
        {Array.from({ length: pagesAsked - 1 }, (_, page) => {
          const index = page + 1;
          return (
            <LaterPage
              key={index}
              index={index}
              kind={kind}
              uuid={uuid}
              gameId={gameId}
              mediaBaseUrl={mediaBaseUrl}
              onOpen={onOpen}
              onSettled={onSettled}
              actionFor={actionFor}
            />
          );
        })}
      </ul>
      {morePages ? (
        <button
          type="button"
          className="button button--secondary button--small people-list__more"
          onClick={() => askNext(true)}
        >
          {t('people.list.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
