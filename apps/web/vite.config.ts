import { basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const apiOrigin = process.env.TAYORI_API_ORIGIN ?? 'http://localhost:3000';
const contractSrc = fileURLToPath(new URL('../../packages/contract/src', import.meta.url));

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

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));
/** The modules a signed-in first load starts with (app/route-modules.ts), with /home's page. */
const signedInRoots = [
  'app/query-provider.tsx',
  'app/session-queries.ts',
  'app/access-check.tsx',
  'app/layouts/default-layout.tsx',
  'app/layouts/full-screen-layout.tsx',
  'app/layouts/error-layout.tsx',
  'features/home/home-page.tsx',
].map((path) => `${src}/${path}`);
/**
 * The contract's small modules without imports that lazy screens share (Rolldown made a chunk of
 * each, 57–749 bytes): one chunk for them all. Having no imports, they cannot be evaluated out of
 * order, whichever chunk imports them.
 */
const contractLeaves = new Set(
  ['limits.ts', 'enum-values.ts', 'errors.ts'].map((file) => `${contractSrc}/${file}`),
);
/** The sign-in screen: what it loads must stay out of the signed-in chunk. */
const publicRoots = [`${src}/features/auth/lock-page.tsx`];

/**
 * Two chunks instead of some forty small ones: on a phone over HTTP/1.1 each costs a round trip,
 * six at a time. `public`: what /lock draws with (MUI parts it shares with the other screens).
 * `signed-in`: what a signed-in screen draws through (TanStack Query, the API client, the role
 * check, the layouts with the header) and /home's page. Each holds the modules its roots import
 * statically, except those the entry loads (they stay in it), the public chunk's (for `signed-in`:
 * /lock downloads none of it, and nothing outside imports it back), and modules loaded by a
 * dynamic import (each keeps its own chunk, as the router and app/preload.ts expect), except the
 * signed-in roots themselves: their dynamic imports resolve to `signed-in`, which spares /home four
 * requests of about 1.5 kB each. The contract is left to the default chunking: its barrel reaches
 * every schema, which only the forms load (with zod).
 *
 * Vite's manifest names chunks by the module they were made for, so a root inside `signed-in` has
 * no entry of its own; `.vite/module-chunks.json` maps such modules to their chunk's manifest key
 * (read by tools/web-budget/bundle.ts).
 */
function screenChunks(): { plugin: Plugin; public: Set<string>; signedIn: Set<string> } {
  const held = { public: new Set<string>(), signedIn: new Set<string>() };
  const plugin: Plugin = {
    name: 'tayori-screen-chunks',
    apply: 'build',
    buildEnd() {
      const ids = new Set(this.getModuleIds());
      const reach = (roots: string[], stop: Set<string> = new Set()) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || stop.has(id) || id.startsWith(contractSrc)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        for (const root of roots) if (ids.has(root)) visit(root);
        return seen;
      };
      const lazy = new Set(
        [...ids].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      );
      for (const id of reach(publicRoots)) if (!lazy.has(id)) held.public.add(id);
      for (const id of reach(signedInRoots, held.public))
        if (!lazy.has(id) || signedInRoots.includes(id)) held.signedIn.add(id);
    },
    generateBundle(_, bundle) {
      const chunkOf: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        // As Vite's manifest keys its chunks: by their module, else `_` and the file name.
        const key = chunk.facadeModuleId
          ? relative(root, chunk.facadeModuleId)
          : `_${basename(chunk.fileName)}`;
        for (const id of chunk.moduleIds)
          if (id.startsWith(`${src}/`) && id !== chunk.facadeModuleId)
            chunkOf[relative(root, id)] = key;
      }
      const source = JSON.stringify(chunkOf, null, 1);
      this.emitFile({ type: 'asset', fileName: '.vite/module-chunks.json', source });
    },
  };
  return { plugin, ...held };
}
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
            ...(['public', 'signedIn'] as const).map((name, i) => ({
              name: name === 'public' ? 'public' : 'signed-in',
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
