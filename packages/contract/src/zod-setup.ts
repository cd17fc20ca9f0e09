import { z } from 'zod';

// In the browser, zod 4 would probe `new Function` to compile fast parsers; the portal's CSP
// (script-src 'self') forbids eval, so the probe would log a violation. The server keeps the JIT.
// index.ts exports this module first, so it runs before any schema parses.
if (typeof window !== 'undefined') z.config({ jitless: true });
