import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/i18n';
import { App } from './app/app';
import { preloadSignedIn } from './app/preload';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void preloadSignedIn(window.location.pathname);
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
