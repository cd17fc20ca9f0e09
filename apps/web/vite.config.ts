import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { contractLeaves, contractSrc, screenChunks } from './screen-chunks';

const apiOrigin = process.env.TAYORI_API_ORIGIN ?? 'http://localhost:3000';

/**
 * Everything the API server answers (same origin in production), /contents included: the school
 * group's attention list and pages come from the API's CONTENTS_DIR (the demo's outside
 * production), never from this build.
 */
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiOrigin },
  '/idp': { target: apiOrigin },
  '/dev': { target: apiOrigin },
  '/contents': { target: apiOrigin },
};

/** Vendor modules that every screen needs; kept apart so an app deploy does not bust their cache. */
const reactVendor =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

const screens = screenChunks();

/**
 * The service worker (src/sw/sw.ts → dist/sw.js), built after the app by vite-plugin-pwa with
 * workbox-build's injectManifest, which lists the files below into it for the precache
 * (docs/decisions/web-foundation.md). The manifest is public/manifest.webmanifest and the app
 * registers the worker itself (shared/pwa/service-worker.ts): the plugin writes neither.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  manifest: false,
  injectRegister: false,
  includeManifestIcons: false,
  injectManifest: {
    // A classic script, which every browser with service workers runs (module workers came later).
    rollupFormat: 'iife',
    // The shell: index.html, every script of the build (lazy screens too, so that any screen
    // opens offline) and the icons a notification shows. Not the demo chatbot widget, nor the
    // precompressed copies (scripts/precompress.mjs writes them after this step anyway).
    globPatterns: [
      'index.html',
      'assets/*.{js,css}',
      'favicon.svg',
      'icons/{icon-192,badge-96}.png',
    ],
    // Vite names assets by content hash: the URL is the revision.
    dontCacheBustURLsMatching: /^assets\//,
  },
});

export default defineConfig({
  plugins: [react(), screens.plugin, serviceWorker],
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
            // The app's own modules of the entry, so that the two groups below never take one.
            { name: 'app', tags: ['$initial'], priority: 8 },
            { name: 'contract-leaves', test: (id: string) => contractLeaves.has(id), priority: 7 },
            // Their modules' imports outside them stay where they are (the entry, `public`).
            ...(['public', 'signedIn', 'overlays', 'screens'] as const).map((name, i) => ({
              name: name === 'signedIn' ? 'signed-in' : name,
              test: (id: string) => screens[name].has(id),
              includeDependenciesRecursively: false,
              priority: 6 - i,
            })),
          ],
        },
      },
    },
  },
});
