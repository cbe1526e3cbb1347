/**
 * The Search side panel (000 §2 "Custom search panel with two tabs (Custom and Name), and a results
 * panel with a close button"; §3, §5, §7 "Search"). The tabs follow the ARIA tabs pattern (arrow keys
 * move between them). What the person typed, the tab and the search shown are kept in session storage
 * (search-draft.ts), so closing and reopening the panel loses nothing.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../state/session';
import { CustomSearchForm } from './CustomSearchForm';
import { NameSearchForm } from './NameSearchForm';
import { SearchResults } from './SearchResults';
import { loadDraft, saveDraft, type SearchDraft, type SearchTab } from './search-draft';

const TABS: SearchTab[] = ['custom', 'name'];

export function SearchPanel() {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const id = useId();
  const [draft, setDraft] = useState<SearchDraft>(() => loadDraft());
  const tabs = useRef(new Map<SearchTab, HTMLButtonElement>());
  useEffect(() => saveDraft(draft), [draft]);

  // a search saved by someone else who used this browser tab is not shown
  const submitted =
    draft.submitted?.kind === 'custom' && draft.submitted.filters.uuid !== uuid ? null : draft.submitted;
  const update = (change: Partial<SearchDraft>) => setDraft((current) => ({ ...current, ...change }));

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (
      event.key !== 'ArrowLeft' &&
      event.key !== 'ArrowRight' &&
      event.key !== 'Home' &&
      event.key !== 'End'
    )
      return;
    event.preventDefault();
    const index = TABS.indexOf(draft.tab);
    const next =
      event.key === 'Home'
        ? TABS[0]!
        : event.key === 'End'
          ? TABS[TABS.length - 1]!
          : TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
    update({ tab: next });
    tabs.current.get(next)?.focus();
  }

  return (
    <div className="search-panel">
      <div role="tablist" aria-label={t('customSearch.tabsLabel')} className="search-panel__tabs">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={draft.tab === tab}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={draft.tab === tab ? 0 : -1}
            className={`search-panel__tab${draft.tab === tab ? ' search-panel__tab--active' : ''}`}
            ref={(element) => {
              if (element) tabs.current.set(tab, element);
              else tabs.current.delete(tab);
            }}
            onClick={() => update({ tab })}
            onKeyDown={onTabKey}
          >
            {t(`customSearch.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${draft.tab}`} aria-labelledby={`${id}-tab-${draft.tab}`}>
        {draft.tab === 'custom' ? (
          <CustomSearchForm
            uuid={uuid}
            draft={draft.custom}
            onChange={(custom) => update({ custom })}
            onSearch={(filters) => update({ submitted: { kind: 'custom', filters } })}
          />
        ) : (
          <NameSearchForm
            name={draft.name}
            onChange={(name) => update({ name })}
            onSearch={(name) => update({ submitted: { kind: 'name', name } })}
          />
        )}
      </div>
      {submitted ? (
        <SearchResults uuid={uuid} submitted={submitted} onClose={() => update({ submitted: null })} />
      ) : null}
    </div>
  );
}
