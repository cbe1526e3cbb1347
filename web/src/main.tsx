/**
 * Start-up (001 §4): install error reporting, detect the language and load its strings, then render
 * the app into #root in strict mode. The first render is a transition, so React renders it in slices
 * and yields to the browser between them (no long task on a slow phone: less blocking time).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installGlobalErrorHandlers, report } from './lib/errors';
import { i18n, initI18n } from './locale/i18n';
import './styles/index.css';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

initI18n(i18n)
  .catch((error: unknown) => report(error, { where: 'i18n' }))
  .finally(() => {
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App i18n={i18n} />
        </StrictMode>,
      );
    });
  });
