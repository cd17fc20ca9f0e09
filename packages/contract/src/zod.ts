import { z } from 'zod';

// In the browser, zod 4 would probe `new Function` to compile fast parsers; the portal's CSP
// (script-src 'self') forbids eval, so the probe would log a violation. The server keeps the JIT.
// Every module of the contract takes `z` from here, so this runs before any of its schemas exists,
// and a screen whose code uses no schema loads neither this nor zod.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
