import { z } from 'zod';

// zod 4 probes `new Function` to compile fast parsers; the CSP (script-src 'self') forbids eval,
// so the probe would log a violation. Imported first by main.tsx, before any schema is built.
z.config({ jitless: true });
