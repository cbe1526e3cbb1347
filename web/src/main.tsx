/**
 * Start-up (001 §4): install error reporting, detect the language and load its strings, then render
 * the app into #root in strict mode.
 */
import { StrictMode } from 'react';
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
    createRoot(container).render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    );
  });
