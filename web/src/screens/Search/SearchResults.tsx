/**
 * The results panel (000 §2 "a results panel with a close button", §5, §8): the players a search found,
 * each userName once (a placeholder name when one is missing, the default picture when a picture is),
 * each opening their user card; 'No Matches Found...' (noResultsFound) when there are none and
 * errorMsg1 with a retry when the search failed. A custom search also shows how many it found (an
 * estimate says so) and reads further pages of 25 on "Show more" (the pager of components/ListState.tsx)
 * while the last page was full.
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, listStatusOf, type ListPaging } from '../../components/ListState';
import { PersonRow } from '../../components/people/PersonRow';
import { formatCount } from '../../lib/numbers';
import { useConfig } from '../../state/config';
import {
  canPageOn,
  presentResults,
  useNameSearch,
  useSearchCount,
  useSearchPages,
  type SearchFilters,
  type SearchPerson,
} from '../../state/server/search';
import { useUserCard } from '../../state/user-card';
import type { Submitted } from './search-draft';
import { CloseButton } from '../../components/CloseButton';

function ResultList({
  people,
  loading,
  failed,
  onRetry,
  paging,
}: {
  people: SearchPerson[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** the custom search's pager */
  paging?: ListPaging;
}) {
  const { t } = useTranslation();
  const { mediaBaseUrl } = useConfig();
  const userCard = useUserCard();
  const shown = useMemo(
    () => (people ? presentResults(people, t('customSearch.results.placeholderName')) : undefined),
    [people, t],
  );
  const status = loading && shown?.length === 0 ? 'loading' : listStatusOf(shown, failed);
  return (
    <div className="people-list search-results__list">
      <ListState
        status={status}
        labels={{
          loading: t('customSearch.results.loading'),
          failed: t('customSearchResults.errorMsg1'),
          empty: t('customSearchResults.noResultsFound'),
        }}
        onRetry={onRetry}
        paging={paging}
        pagerLabels={{
          more: t('customSearch.results.more'),
          loading: t('customSearch.results.loading'),
          failed: t('customSearchResults.errorMsg1'),
        }}
      >
        <ul className="people-list__items" aria-label={t('customSearch.results.listLabel')}>
          {(shown ?? []).map((person) => (
            <PersonRow
              key={person.userName}
              person={person}
              mediaBaseUrl={mediaBaseUrl}
              onOpen={userCard.open}
            />
          ))}
        </ul>
      </ListState>
    </div>
  );
}

function CustomResults({ filters }: { filters: SearchFilters }) {
  const { t, i18n } = useTranslation();
  const pages = useSearchPages(filters);
  const count = useSearchCount(filters);
  const people = pages.data?.flat();
  const last = pages.data?.[pages.data.length - 1];
  const loadingMore = pages.data !== undefined && pages.size > pages.data.length && !pages.error;
  const total = count.data?.[0];
  const format = (n: number) => formatCount(n, i18n.language);
  // the end (docs/api.md): the first short page within the search's window, or as many as counted
  const hasMore =
    last !== undefined &&
    canPageOn(pages.data!.length, last.length) &&
    (total === undefined || total.totalCount > (people?.length ?? 0));
  return (
    <>
      {total && people && people.length > 0 ? (
        <p className="search-results__count muted" role="status">
          {total.estimated
            ? t('customSearch.results.estimated', {
                count: total.totalCount,
                total: format(total.totalCount),
              })
            : t('customSearch.results.count', { count: total.totalCount, total: format(total.totalCount) })}
        </p>
      ) : null}
      <ResultList
        people={people}
        loading={pages.isLoading}
        failed={pages.error !== undefined && !people}
        onRetry={() => void pages.mutate()}
        paging={{
          shown: people?.length ?? 0,
          hasMore,
          loadingMore,
          failed: pages.error !== undefined && people !== undefined,
          loadMore: () => void pages.setSize(pages.size + 1),
          retry: () => void pages.mutate(),
        }}
      />
    </>
  );
}

function NameResults({ uuid, name }: { uuid: string; name: string }) {
  const answer = useNameSearch(uuid, name);
  return (
    <ResultList
      people={answer.data}
      loading={answer.isLoading}
      failed={answer.error !== undefined}
      onRetry={() => void answer.mutate()}
    />
  );
}

export function SearchResults({
  uuid,
  submitted,
  onClose,
}: {
  uuid: string;
  submitted: NonNullable<Submitted>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [submitted]);
  return (
    <section className="search-results" aria-labelledby={titleId}>
      <div className="search-results__header">
        <h3 id={titleId} ref={heading} tabIndex={-1} className="search-results__title">
          {t('customSearch.results.title')}
        </h3>
        <CloseButton label={t('customSearch.results.close')} onClick={onClose} />
      </div>
      {submitted.kind === 'custom' ? (
        <CustomResults filters={submitted.filters} />
      ) : (
        <NameResults uuid={uuid} name={submitted.name} />
      )}
    </section>
  );
}
