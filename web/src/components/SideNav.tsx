import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { useDismiss } from '../lib/hooks/use-dismiss';
import { Icon } from './Icon';
import { PageLoading } from './PageLoading';

// The settings panel (001 §2) is its own chunk, loaded the first time it opens.
const LazySettingsPanel = lazy(() =>
  import('../screens/Settings').then((module) => ({ default: module.SettingsPanel })),
);

/** The six side-navigation buttons (000 §2), in display order. The other panels arrive with later issues. */
export const SIDE_PANELS = [
  'spectating',
  'notifications',
  'messages',
  'search',
  'settings',
  'profile',
] as const;
export type SidePanelId = (typeof SIDE_PANELS)[number];

const panelElementId = (panel: SidePanelId) => `side-panel-${panel}`;

/** A panel's content while it is open; the panels of later issues say they are on their way. */
function PanelContent({ panel, name }: { panel: SidePanelId; name: string }): ReactNode {
  const { t } = useTranslation();
  if (panel === 'settings') {
    return (
      <ErrorBoundary resetKey={panel} fallback={<p className="side-panel__body">{t('errors.body')}</p>}>
        <Suspense fallback={<PageLoading />}>
          <LazySettingsPanel />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return <p className="side-panel__body">{t('home.panelComing', { panel: name })}</p>;
}

/**
 * Opening one panel closes the others; a click outside, Escape or the panel's close button closes it.
 * Each button is a native button with aria-expanded/aria-controls, so keyboards and screen readers
 * operate it like any disclosure.
 */
export function SideNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<SidePanelId | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<SidePanelId, HTMLButtonElement>());
  const headings = useRef(new Map<SidePanelId, HTMLHeadingElement>());
  const close = useCallback(() => {
    // keep keyboard users where they were: focus returns to the button of the panel that closes
    if (open && rootRef.current?.contains(document.activeElement)) buttons.current.get(open)?.focus();
    setOpen(null);
  }, [open]);
  useDismiss(rootRef, open !== null, close);

  useEffect(() => {
    if (open) headings.current.get(open)?.focus();
  }, [open]);

  return (
    <div className="side-nav" ref={rootRef}>
      <nav aria-label={t('home.sideNavLabel')}>
        <ul className="side-nav__list">
          {SIDE_PANELS.map((panel) => (
            <li key={panel}>
              <button
                type="button"
                className="side-nav__button"
                aria-expanded={open === panel}
                aria-controls={panelElementId(panel)}
                ref={(element) => {
                  if (element) buttons.current.set(panel, element);
                  else buttons.current.delete(panel);
                }}
                onClick={() => setOpen((current) => (current === panel ? null : panel))}
              >
                <Icon name={panel} />
                <span className="side-nav__label">{t(`home.panels.${panel}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {SIDE_PANELS.map((panel) => {
        const name = t(`home.panels.${panel}`);
        return (
          <section
            key={panel}
            id={panelElementId(panel)}
            className={`side-panel side-panel--${panel}`}
            aria-labelledby={`${panelElementId(panel)}-title`}
            hidden={open !== panel}
          >
            <div className="side-panel__header">
              <h2
                id={`${panelElementId(panel)}-title`}
                className="side-panel__title"
                tabIndex={-1}
                ref={(element) => {
                  if (element) headings.current.set(panel, element);
                  else headings.current.delete(panel);
                }}
              >
                {name}
              </h2>
              <button
                type="button"
                className="icon-button"
                aria-label={t('home.closePanel', { panel: name })}
                onClick={close}
              >
                <Icon name="close" />
              </button>
            </div>
            {open === panel ? <PanelContent panel={panel} name={name} /> : null}
          </section>
        );
      })}
    </div>
  );
}
