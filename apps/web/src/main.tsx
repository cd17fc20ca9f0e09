import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstRoute } from './app/preload';
import { registerServiceWorker } from './shared/pwa/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// The first frame waits for the route's modules (a failed one is reported by the route itself).
// It renders as a transition, which React renders in slices of a few milliseconds: the whole
// screen at once was one long task (about 250 ms on a 4× slower phone) that kept the page from
// answering input.
void preloadFirstRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
// The offline shell and Web Push (production builds only; a few seconds after the load event).
registerServiceWorker();
