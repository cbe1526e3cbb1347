/**
 * The Custom tab (000 §3 "Search filters", §5): the games (required), gender, game style, the four
 * tri-state items (don't care, yes, no), time zone, language, platform and the age range (16 to 99
 * by default). What is typed is kept as typed (session storage, search-draft.ts); Search checks the
 * rules and either sends the filters or shows the spec's alert (noGamesSelected, errorMsg2).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Gender, GameStyle, Platform, TriState } from '../../../../lib/contract/codes';
import { Alert } from '../../components/Alert';
import { GamesPicker, type CatalogueState } from '../../components/games-picker/GamesPicker';
import { useConfig } from '../../state/config';
import { useGameCatalogue } from '../../state/server/game-catalogue';
import { useReferenceLists } from '../../state/server/reference-lists';
import type { SearchFilters } from '../../state/server/search';
import { checkCustomSearch, TRI_STATE_FILTERS, type CustomDraft } from './search-draft';

const GENDERS = Object.entries(Gender).filter(([name]) => name !== 'Any') as [keyof typeof Gender, number][];
const PLATFORMS = Object.entries(Platform).filter(([name]) => name !== 'NoAnswer') as [
  keyof typeof Platform,
  number,
][];

export function CustomSearchForm({
  uuid,
  draft,
  onChange,
  onSearch,
}: {
  uuid: string;
  draft: CustomDraft;
  onChange: (draft: CustomDraft) => void;
  onSearch: (filters: SearchFilters) => void;
}) {
  const { t, i18n } = useTranslation();
  const { mediaBaseUrl } = useConfig();
  const id = useId();
  const [problem, setProblem] = useState<'noGames' | 'invalidAge' | null>(null);
  const catalogueAnswer = useGameCatalogue();
  const catalogue: CatalogueState = catalogueAnswer.data
    ? { status: 'ready', games: catalogueAnswer.data }
    : catalogueAnswer.error
      ? { status: 'failed', retry: () => void catalogueAnswer.mutate() }
      : { status: 'loading' };
  const { state: reference, retry: retryReference } = useReferenceLists(i18n.language);
  const set = <K extends keyof CustomDraft>(field: K, value: CustomDraft[K]) =>
    onChange({ ...draft, [field]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkCustomSearch(draft, uuid);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    onSearch(check.filters);
  }

  const select = (field: keyof CustomDraft, label: string, options: [number, string][]) => (
    <div className="field search-form__field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <select
        id={`${id}-${field}`}
        value={String(draft[field])}
        onChange={(event) => set(field, Number(event.target.value) as never)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  const triStates: [number, string][] = [
    [TriState.DontCare, t('customSearch.triState.dontCare')],
    [TriState.Yes, t('customSearch.triState.yes')],
    [TriState.No, t('customSearch.triState.no')],
  ];

  return (
    <form className="search-form" onSubmit={submit} noValidate>
      {problem ? (
        <Alert tone="error" title={t('customSearch.alertTitle')} onDismiss={() => setProblem(null)}>
          {problem === 'noGames'
            ? t('customSearchResults.noGamesSelected')
            : t('customSearchResults.errorMsg2')}
        </Alert>
      ) : null}
      <fieldset className="search-form__games">
        <legend>{t('customSearch.games')}</legend>
        <p className="muted">{t('customSearch.gamesHint')}</p>
        <GamesPicker
          catalogue={catalogue}
          selected={draft.games}
          mediaBaseUrl={mediaBaseUrl}
          onToggle={(gameId) =>
            set(
              'games',
              draft.games.includes(gameId)
                ? draft.games.filter((g) => g !== gameId)
                : [...draft.games, gameId],
            )
          }
        />
      </fieldset>
      <div className="search-form__grid">
        {select('gender', t('customSearch.gender'), [
          [Gender.Any, t('customSearch.any')],
          ...GENDERS.map(([name, value]): [number, string] => [value, t(`settings.genders.${name}`)]),
        ])}
        {select('gameStyle', t('customSearch.gameStyle'), [
          [GameStyle.Any, t('customSearch.any')],
          [GameStyle.Relaxed, t('customSearch.styles.relaxed')],
          [GameStyle.Competitive, t('customSearch.styles.competitive')],
        ])}
        {TRI_STATE_FILTERS.map((field) => (
          <div key={field}>{select(field, t(`customSearch.${field}`), triStates)}</div>
        ))}
        {select('platform', t('customSearch.platform'), [
          [Platform.NoAnswer, t('customSearch.any')],
          ...PLATFORMS.map(([name, value]): [number, string] => [value, t(`codes.platform.${name}`)]),
        ])}
        {reference.status === 'ready' ? (
          <>
            {select('timezone', t('customSearch.timezone'), [
              [0, t('customSearch.any')],
              ...reference.lists.timezones.map((zone): [number, string] => [zone.Id, zone.Description]),
            ])}
            {select('language', t('customSearch.language'), [
              [0, t('customSearch.any')],
              ...reference.lists.languages.map((language): [number, string] => [
                language.Id,
                language.Description,
              ]),
            ])}
          </>
        ) : reference.status === 'failed' ? (
          <div role="alert" className="search-form__reference">
            <p className="field__error">{t('customSearch.referenceFailed')}</p>
            <button type="button" className="button button--secondary button--small" onClick={retryReference}>
              {t('common.tryAgain')}
            </button>
          </div>
        ) : (
          <p className="muted" role="status">
            {t('customSearch.referenceLoading')}
          </p>
        )}
      </div>
      <fieldset className="search-form__ages" aria-describedby={`${id}-age-hint`}>
        <legend>{t('customSearch.age')}</legend>
        <p id={`${id}-age-hint`} className="muted">
          {t('customSearch.ageHint')}
        </p>
        <div className="search-form__age-row">
          <div className="field">
            <label htmlFor={`${id}-age-from`}>{t('customSearch.ageFrom')}</label>
            <input
              id={`${id}-age-from`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={draft.ageStart}
              aria-invalid={problem === 'invalidAge'}
              onChange={(event) => set('ageStart', event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-age-to`}>{t('customSearch.ageTo')}</label>
            <input
              id={`${id}-age-to`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={draft.ageEnd}
              aria-invalid={problem === 'invalidAge'}
              onChange={(event) => set('ageEnd', event.target.value)}
            />
          </div>
        </div>
      </fieldset>
      <button type="submit" className="button button--primary">
        {t('customSearch.submit')}
      </button>
    </form>
  );
}
