import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

const apiOrigin = process.env.TAYORI_API_ORIGIN ?? 'http://localhost:3000';
const contractSrc = fileURLToPath(new URL('../../packages/contract/src', import.meta.url));
const publicDir = fileURLToPath(new URL('./public', import.meta.url));

/**
 * Everything the API server answers (same origin in production). /contents is proxied too, but a
 * file that exists in ./public (the attention list, the manual) is served by Vite itself.
 */
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiOrigin },
  '/idp': { target: apiOrigin },
  '/dev': { target: apiOrigin },
  '/contents': {
    target: apiOrigin,
    bypass: (req) => {
      const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
      return !path.includes('..') && existsSync(publicDir + path) ? req.url : undefined;
    },
  },
};

/** Vendor modules that every screen needs; kept apart so an app deploy does not bust their cache. */
const reactVendor =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The contract's package.json points at TypeScript source; Vite transpiles it like app code.
    alias: { '@tayori/contract': `${contractSrc}/index.ts` },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true, // read by scripts/bundle-size.mjs
    rolldownOptions: {
      treeshake: {
        // The contract only declares schemas, enums and constants: let unused ones drop out of
        // the bundle (its package.json does not say sideEffects: false).
        // zod.ts is the one exception: it configures zod for the browser's CSP.
        moduleSideEffects: (id: string) => !id.startsWith(contractSrc) || id.endsWith('/zod.ts'),
      },
      output: {
        codeSplitting: {
          groups: [
            // Only modules the entry loads statically (`$initial`): lazy screens keep their own
            // heavy libraries (x-date-pickers, x-tree-view, dompurify) in their own chunks.
            { name: 'react', test: reactVendor, tags: ['$initial'], priority: 20 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
