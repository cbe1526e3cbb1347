/**
 * Start-up (001 §4): install error reporting, detect the language and load its strings, load what the
 * page this visit opens on renders lazily (its chunks, the runtime config for pages that call the
 * API), then render the app into #root in strict mode. The page then renders at once, with no loading
 * state in between (app/preloadable.ts). The first render is a transition, so React renders it in
 * slices and yields to the browser between them (no long task on a slow phone: less blocking time).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/preload-route';
import { routes } from './app/routes';
import { installGlobalErrorHandlers, report } from './lib/errors';
import { i18n, initI18n } from './locale/i18n';
import './styles/index.css';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

Promise.allSettled([
  initI18n(i18n).catch((error: unknown) => report(error, { where: 'i18n' })),
  // in a then(): whatever a preload throws is the render's to show, never a page that stays blank
  Promise.resolve().then(() => preloadRoute(routes, window.location.pathname)),
]).finally(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    );
  });
});
