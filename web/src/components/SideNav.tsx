import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../lib/hooks/use-dismiss';
import { ErrorBoundary } from './ErrorBoundary';
import { Icon } from './Icon';
import { PageLoading } from './PageLoading';
import { CloseButton } from './CloseButton';

/** The six side-navigation buttons (000 §2), in display order. */
export const SIDE_PANELS = [
  'spectating',
  'notifications',
  'messages',
  'search',
  'settings',
  'profile',
] as const;
export type SidePanelId = (typeof SIDE_PANELS)[number];

/**
 * The screen that fills each panel. The app supplies them (app/signed-in-frame.tsx): a component never
 * imports a screen, and each panel that owns data is a screen folder of its own, loaded lazily.
 */
export type SidePanelScreens = Record<SidePanelId, ReactNode>;

const panelElementId = (panel: SidePanelId) => `side-panel-${panel}`;

/** The event a page sends to open one of the panels (the dashboard's "add games" nudge opens Profile). */
export const OPEN_SIDE_PANEL_EVENT = 'pj:open-side-panel';

/** Opens `panel` in the side navigation of the signed-in frame (no-op outside it). */
export function openSidePanel(panel: SidePanelId): void {
  window.dispatchEvent(new CustomEvent<SidePanelId>(OPEN_SIDE_PANEL_EVENT, { detail: panel }));
}

/** A panel's content while it is open: its screen, loaded lazily, with a failure shown in place. */
function PanelContent({ panel, screen }: { panel: SidePanelId; screen: ReactNode }): ReactNode {
  const { t } = useTranslation();
  return (
    <ErrorBoundary resetKey={panel} fallback={<p className="side-panel__body">{t('errors.body')}</p>}>
      <Suspense fallback={<PageLoading />}>{screen}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * Opening one panel closes the others; a click outside, Escape or the panel's close button closes it.
 * Each button is a native button with aria-expanded/aria-controls, so keyboards and screen readers
 * operate it like any disclosure.
 */
export function SideNav({
  screens,
  dots = {},
}: {
  screens: SidePanelScreens;
  /** the buttons that show an unread dot (000 §2: Notifications, Messages) */
  dots?: Partial<Record<SidePanelId, boolean>>;
}) {
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
    const onOpenRequest = (event: Event) => {
      const panel = (event as CustomEvent<unknown>).detail;
      if (SIDE_PANELS.includes(panel as SidePanelId)) setOpen(panel as SidePanelId);
    };
    window.addEventListener(OPEN_SIDE_PANEL_EVENT, onOpenRequest);
    return () => window.removeEventListener(OPEN_SIDE_PANEL_EVENT, onOpenRequest);
  }, []);

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
                aria-label={
                  dots[panel] ? t('home.panelUnread', { panel: t(`home.panels.${panel}`) }) : undefined
                }
                ref={(element) => {
                  if (element) buttons.current.set(panel, element);
                  else buttons.current.delete(panel);
                }}
                onClick={() => setOpen((current) => (current === panel ? null : panel))}
              >
                <Icon name={panel} />
                <span className="side-nav__label">{t(`home.panels.${panel}`)}</span>
                {dots[panel] ? <span className="side-nav__dot" aria-hidden="true" /> : null}
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
              <CloseButton label={t('home.closePanel', { panel: name })} onClick={close} />
            </div>
            {open === panel ? <PanelContent panel={panel} screen={screens[panel]} /> : null}
          </section>
        );
      })}
    </div>
  );
}
