import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// The web tests run beside the API's on two cores: a dialog's first render (MUI's transition, a
// lazy chunk) can take longer than Testing Library's default 1 s to appear under that load.
configure({ asyncUtilTimeout: 5_000 });
