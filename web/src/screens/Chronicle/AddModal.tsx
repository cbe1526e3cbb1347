/**
 * The Add modal (000 §2): two tabs, Chronicle (a new post) and Now Playing (an event form). A modal
 * dialog over the page: focus starts on its close button and stays inside, Escape, the backdrop or
 * the close button close it, and focus goes back to the Add button. Arrow keys move between the tabs.
 * What was typed in either tab outlives the modal (the post's draft: state/flows/chronicle-draft.ts).
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonDialog } from '../../components/people/PersonDialog';
import type { ChroniclePost } from '../../state/server/chronicle';
import { ChronicleComposer } from './ChronicleComposer';
import { NowPlayingForm } from './NowPlayingForm';

export type AddTab = 'chronicle' | 'nowPlaying';
const TABS: AddTab[] = ['chronicle', 'nowPlaying'];

export function AddModal({
  initialTab,
  uuid,
  ownUserName,
  onPosted,
  onClose,
}: {
  initialTab: AddTab;
  uuid: string;
  ownUserName: string | null;
  onPosted: (post: ChroniclePost) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<AddTab>(initialTab);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<AddTab, HTMLButtonElement | null>>>({});

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'Home'
        ? TABS[0]!
        : event.key === 'End'
          ? TABS[TABS.length - 1]!
          : TABS[(index + step + TABS.length) % TABS.length]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <PersonDialog
      label={t('chronicle.addModal.title')}
      closeLabel={t('chronicle.addModal.close')}
      onClose={onClose}
    >
      <div className="add-modal">
        <h2 className="add-modal__title">{t('chronicle.addModal.title')}</h2>
        <div className="add-modal__tabs" role="tablist" aria-label={t('chronicle.addModal.title')}>
          {TABS.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${name}-tab`}
              aria-selected={tab === name}
              aria-controls={`${baseId}-${name}-panel`}
              tabIndex={tab === name ? 0 : -1}
              className={`add-modal__tab${tab === name ? ' add-modal__tab--active' : ''}`}
              onClick={() => setTab(name)}
              onKeyDown={onTabKey}
            >
              {t(`chronicle.addModal.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-${tab}-panel`}
          aria-labelledby={`${baseId}-${tab}-tab`}
          className="add-modal__panel"
        >
          {tab === 'chronicle' ? (
            <ChronicleComposer uuid={uuid} ownUserName={ownUserName} onPosted={onPosted} />
          ) : (
            <NowPlayingForm ownUserName={ownUserName} />
          )}
        </div>
      </div>
    </PersonDialog>
  );
}
