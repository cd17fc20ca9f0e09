import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/i18n';
import { App } from './app/app';
import { preloadRoute } from './app/preload';

// Before the first render, so the route's chunks and data load in parallel (app/preload.ts).
preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
