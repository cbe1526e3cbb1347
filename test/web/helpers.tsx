/** Shared helpers of the web tests: an initialised i18n instance and the app rendered at a path. */
import { act, render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppRoutes } from '../../web/src/app/App';
import { SIDE_PANELS, type SidePanelId, type SidePanelScreens } from '../../web/src/components/SideNav';
import type { InterfaceLanguage } from '../../lib/contract/codes';
import { createI18n, initI18n, LANGUAGE_STORAGE_KEY } from '../../web/src/locale/i18n';

/** The side panels' screens: those given, every other panel empty. */
export function sidePanelScreens(given: Partial<Record<SidePanelId, ReactNode>> = {}): SidePanelScreens {
  return Object.fromEntries(SIDE_PANELS.map((panel) => [panel, given[panel] ?? null])) as SidePanelScreens;
}

/** An English i18n instance, as the app initialises it (jsdom's browser language is en-US). */
export async function englishI18n(): Promise<I18n> {
  sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  return initI18n(createI18n());
}

/** An i18n instance showing `language`, as if the visitor had chosen it earlier in the session. */
export async function i18nIn(language: InterfaceLanguage): Promise<I18n> {
  sessionStorage.clear();
  sessionStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const i18n = await initI18n(createI18n());
  sessionStorage.clear();
  return i18n;
}

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname}</span>;
}

export function renderWithI18n(i18n: I18n, ui: ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/**
 * Renders the route table at `path`; `screen.getByTestId('location')` shows where the app ended up.
 * Rendered in an async act() so that lazy chunks and the config promise that suspend the first
 * render are resolved before the test goes on (a sync act() leaves React's retry unflushed).
 * Each render gets its own SWR cache (the app's SWRConfig inherits it), so no answer leaks between tests.
 */
export async function renderAppAt(i18n: I18n, path: string): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = renderWithI18n(
      i18n,
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </SWRConfig>,
    );
  });
  return result!;
}

/**
 * The calls the signed-in frame makes on its own, once the page has had its idle moment: the unread
 * counts and the general notifications behind the dots on Messages and Notifications. A test of what
 * a page reads leaves them out.
 */
export const FRAME_CALLS: ReadonlySet<string> = new Set([
  'countUnreadGameChat',
  'countUnreadChatNotifications',
  'countUnreadMessages',
  'listSpectateNotifications',
  'listInviteNotifications',
  'listMentionNotifications',
]);
