import { basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * How the build groups the app's modules into chunks (vite.config.ts `codeSplitting`): on a phone
 * over HTTP/1.1 each chunk costs a round trip, six at a time, so a screen should load a few chunks,
 * not fifty (docs/scale.md, "The web at the peak").
 */

export const contractSrc = fileURLToPath(new URL('../../packages/contract/src', import.meta.url));
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

/** The sign-in screen: what it loads must stay out of the signed-in chunk. */
const publicRoots = [`${src}/features/auth/lock-page.tsx`];

/**
 * The app's lazy parts by what loads them (docs/scale.md): `morning`, what a student's morning
 * loads (the sign-in and its renewal, /home, the notice list, an unread notice, the attendance,
 * the error screens);
 * `overlay`, the lazy parts of the frame any screen may open (dialogs, the snackbar, the account
 * menu), preloaded once a screen is drawn; `screen`, the others (first match; by default
 * `screen`, except under app/ and shared/, which are `morning`).
 */
const partKinds: [dir: string, kind: PartKind][] = [
  ['features/auth', 'morning'],
  ['features/home', 'morning'],
  ['features/student-notices', 'morning'],
  ['features/attendance', 'morning'],
  ['features/errors', 'morning'],
  ['shared/ui', 'overlay'],
  ['app/layouts', 'overlay'],
  ['app', 'morning'],
  ['shared', 'morning'],
];
type PartKind = 'morning' | 'overlay' | 'screen';

/** How many of the other screens must import a module for it to go into `screens`. */
const SCREENS_SHARE = 4;

/**
 * The contract's small modules that lazy screens share, the morning's among them (Rolldown made a
 * chunk of each, 57–749 bytes): one chunk for them all. They import nothing outside this set, so
 * they cannot be evaluated out of order, whichever chunk imports them.
 */
export const contractLeaves = new Set(
  ['limits.ts', 'enum-values.ts', 'errors.ts', 'text.ts', 'staff-notices/body.ts'].map(
    (file) => `${contractSrc}/${file}`,
  ),
);

export interface ScreenChunks {
  plugin: Plugin;
  public: Set<string>;
  signedIn: Set<string>;
  overlays: Set<string>;
  screens: Set<string>;
}

/**
 * Four chunks instead of some ninety small ones.
 * - `public`: what /lock draws with (MUI parts it shares with the other screens).
 * - `signed-in`: what a signed-in screen draws through (TanStack Query, the API client, the role
 *   check, the layouts with the header) and /home's page.
 * - `overlays`: what the frame's lazy parts (dialogs, snackbar, account menu) load that no morning
 *   part does; the parts themselves keep their chunks.
 * - `screens`: what the other screens share (the forms, the search kit, the data table, MUI's
 *   inputs, menus and tables, zod and the contract's schemas): a module imported by at least
 *   SCREENS_SHARE of them that no morning part imports. A staff screen loaded 56–61 chunks
 *   without it, 13–15 with it; the identity check and the profile load about 40–50 kB more.
 * An app module left between them joins `signed-in` or `screens` when all it imports is already
 * loaded with that chunk (so the chunk gains no import).
 *
 * `public` and `signed-in` hold the modules their roots import statically, except those the entry
 * loads (they stay in it), the public chunk's (for `signed-in`: /lock downloads none of it, and
 * nothing outside imports it back), and modules loaded by a dynamic import (each keeps its own
 * chunk, as the router and app/preload.ts expect), except the signed-in roots themselves: their
 * dynamic imports resolve to `signed-in`, which spares /home four requests of about 1.5 kB each.
 * The contract is left out of both: its barrel reaches every schema, which only the forms load
 * (with zod). For the same reason the morning screens' imports are followed up to the contract
 * only: what they use of it is in `contractLeaves`, and the bundle check below says so if not.
 *
 * Vite's manifest names chunks by the module they were made for, so a root inside a group has no
 * entry of its own; `.vite/module-chunks.json` maps such modules to their chunk's manifest key
 * (read by tools/web-budget/bundle.ts).
 */
export function screenChunks(): ScreenChunks {
  const held = {
    public: new Set<string>(),
    signedIn: new Set<string>(),
    overlays: new Set<string>(),
    screens: new Set<string>(),
  };
  const kindOf = (id: string): PartKind =>
    partKinds.find(([dir]) => id.startsWith(`${src}/${dir}/`))?.[1] ?? 'screen';
  const plugin: Plugin = {
    name: 'tayori-screen-chunks',
    apply: 'build',
    buildEnd() {
      const ids = new Set(this.getModuleIds());
      const lazy = new Set(
        [...ids].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      );
      /** The modules `roots` import statically, short of `stop` and, unless asked, the contract. */
      const reach = (roots: string[], stop: (id: string) => boolean, contract = false) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || stop(id) || (!contract && id.startsWith(contractSrc))) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        for (const root of roots) if (ids.has(root)) visit(root);
        return seen;
      };
      for (const id of reach(publicRoots, () => false)) if (!lazy.has(id)) held.public.add(id);
      for (const id of reach(signedInRoots, (id) => held.public.has(id)))
        if (!lazy.has(id) || signedInRoots.includes(id)) held.signedIn.add(id);

      // The app's lazy parts (pages, dialogs, charts…) and the modules each loads with it: short
      // of the two chunks above and of the other lazy parts.
      const parts = [...lazy].filter((id) => id.startsWith(`${src}/`));
      const ownStop = (part: string) => (id: string) =>
        held.public.has(id) ||
        held.signedIn.has(id) ||
        (id !== part && id.startsWith(`${src}/`) && lazy.has(id));
      const loadedWith = (kind: PartKind, contract: boolean) =>
        parts
          .filter((part) => kindOf(part) === kind)
          .map((part) => reach([part], ownStop(part), contract));
      const morning = new Set(loadedWith('morning', false).flatMap((ids) => [...ids]));
      // The parts themselves keep their chunks: each falls back to the browser's own dialog or a
      // plain snackbar when its chunk cannot load (shared/ui/resilient-chunk.tsx).
      const overlayIds = loadedWith('overlay', false);
      for (const ids of overlayIds)
        for (const id of ids) if (!morning.has(id) && !lazy.has(id)) held.overlays.add(id);
      const screenIds = loadedWith('screen', true);
      const shares = new Map<string, number>();
      for (const ids of screenIds)
        for (const id of ids)
          if (!morning.has(id) && !held.overlays.has(id) && !lazy.has(id))
            shares.set(id, (shares.get(id) ?? 0) + 1);
      for (const [id, count] of shares) if (count >= SCREENS_SHARE) held.screens.add(id);

      // A module of the app that parts share but that no group took (a morning part and another,
      // or two or three screens) would be a chunk of its own, often under a kilobyte: it joins
      // `signed-in` (or `screens`) when everything it imports is already loaded with that chunk,
      // so the chunk gains no import and its screens one round trip fewer.
      const entry = [...ids].find((id) => this.getModuleInfo(id)?.isEntry);
      const initial = reach(entry ? [entry] : [], (id) => lazy.has(id), true);
      const closedOver = (group: Set<string>, id: string) =>
        (this.getModuleInfo(id)?.importedIds ?? []).every(
          (next) => initial.has(next) || held.public.has(next) || group.has(next),
        );
      const others = new Set([...overlayIds, ...screenIds].flatMap((s) => [...s]));
      for (const id of morning)
        if (
          id.startsWith(`${src}/`) &&
          others.has(id) &&
          !lazy.has(id) &&
          closedOver(held.signedIn, id)
        )
          held.signedIn.add(id);
      const withScreens = new Set([...held.signedIn, ...held.overlays, ...held.screens]);
      for (const [id, count] of shares)
        if (
          id.startsWith(`${src}/`) &&
          count >= 2 &&
          !held.screens.has(id) &&
          closedOver(withScreens, id)
        )
          held.screens.add(id);
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const fileOf = (name: string) => chunks.find((chunk) => chunk.name === name)?.fileName;
      // What a part's chunk loads before it runs; a morning part neither group, an overlay not
      // `screens`.
      const outOfBounds: Record<PartKind, (string | undefined)[]> = {
        morning: [fileOf('overlays'), fileOf('screens')],
        overlay: [fileOf('screens')],
        screen: [],
      };
      for (const chunk of chunks) {
        if (!chunk.facadeModuleId?.startsWith(`${src}/`)) continue;
        const loads = new Set<string>();
        const visit = (file: string) => {
          if (loads.has(file)) return;
          loads.add(file);
          for (const next of byFile.get(file)?.imports ?? []) visit(next);
        };
        visit(chunk.fileName);
        const kind = kindOf(chunk.facadeModuleId);
        const group = outOfBounds[kind].find((file) => file && loads.has(file));
        if (group)
          this.error(
            `${relative(root, chunk.facadeModuleId)} (${kind}) loads ${group}: a module of the ` +
              'contract it uses belongs in contractLeaves (apps/web/screen-chunks.ts)',
          );
      }
      const chunkOf: Record<string, string> = {};
      for (const chunk of chunks) {
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
