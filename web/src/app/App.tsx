import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes';

/** The route table rendered for the current location (any router above it: browser, or memory in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative routing (`BrowserRouter` + `useRoutes`) rather than a data router: the SPA uses no
 * loaders or actions, and the data router would add about 17 kB gzip to the landing page's JS.
 */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nextProvider>
  );
}
