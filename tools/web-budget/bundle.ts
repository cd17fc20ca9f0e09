/**
 * The JavaScript each route of apps/web/src/app/routes.tsx loads first, from Vite's manifest.
 *
 * A route's first load = the entry chunk and its static imports (what index.html references and
 * modulepreloads) + what app/route-modules.ts `modulesOf` and app/preload.ts start: on a route
 * with a header layout, the query provider and session queries; the role check when the route
 * checks one (`checksRole`); the lazy layout chunk (layouts/index.tsx); the page; each
 * with its static imports.
 * Same rule and units (kB = 1000 bytes, gzip level 6) as apps/web/scripts/bundle-size.mjs, which
 * stays the quick /lock check of the web app; this generalises it to every route.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  path: string;
  name: string;
  layout: string;
  public: boolean;
  /** Manifest key of the page module, or null for `/` (always redirected, no page). */
  page: string | null;
  /** JS files loaded first, with their gzip size in bytes. */
  files: { file: string; gzip: number; raw: number }[];
  gzipBytes: number;
  rawBytes: number;
  /** gzip bytes beyond the initial chunks (what this route adds to the entry). */
  routeOnlyGzipBytes: number;
}

export interface BundleReport {
  initial: { files: string[]; gzipBytes: number; rawBytes: number };
  routes: RouteBundle[];
  warnings: string[];
}

interface RouteLike {
  path: string;
  name: string;
  layout: string;
  access: { kind: string };
  page?: () => Promise<unknown>;
}

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

/** `() => import('../features/auth/lock-page')` → `src/features/auth/lock-page.tsx` (a manifest key). */
function importTarget(
  fn: () => Promise<unknown>,
  fromDir: string,
  manifest: Manifest,
): string | null {
  const m = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(fn.toString());
  if (!m) return null;
  const base = posix.normalize(posix.join(fromDir, m[1]!));
  if (manifest[base]) return base;
  for (const ext of EXTENSIONS) if (manifest[base + ext]) return base + ext;
  return null;
}

/**
 * Layout name → manifest key of its lazy chunk, read from the `lazyLayouts` table of
 * layouts/index.tsx; a layout not in that table is bundled with the entry.
 */
function layoutChunks(webDir: string, manifest: Manifest): Map<string, string> {
  const source = readFileSync(join(webDir, 'src/app/layouts/index.tsx'), 'utf8');
  const out = new Map<string, string>();
  const block = /lazyLayouts\s*=\s*\{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  for (const line of block.split('\n')) {
    const m = /^\s*(\w+)\s*:.*import\(\s*['"]([^'"]+)['"]\s*\)/.exec(line);
    if (!m) continue;
    const base = posix.normalize(posix.join('src/app/layouts', m[2]!));
    const key = [base, ...EXTENSIONS.map((e) => base + e)].find((k) => manifest[k]);
    if (key) out.set(m[1]!, key);
  }
  return out;
}

function collect(manifest: Manifest, key: string, seen: Set<string>): void {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) collect(manifest, imported, seen);
}

export async function analyseBundles(webDir: string): Promise<BundleReport> {
  const dist = join(webDir, 'dist');
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: is build.manifest still on?`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // Modules the build put inside a chunk made for others (apps/web/vite.config.ts): each is looked
  // up as its chunk.
  const chunksFile = join(dist, '.vite/module-chunks.json');
  if (existsSync(chunksFile)) {
    const chunkOf = JSON.parse(readFileSync(chunksFile, 'utf8')) as Record<string, string>;
    for (const [module, chunk] of Object.entries(chunkOf))
      if (!manifest[module] && manifest[chunk]) manifest[module] = manifest[chunk];
  }
  const warnings: string[] = [];

  const sizes = new Map<string, { gzip: number; raw: number }>();
  const size = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const bytes = readFileSync(join(dist, file));
      s = { gzip: gzipSync(bytes).length, raw: bytes.length };
      sizes.set(file, s);
    }
    return s;
  };
  const sum = (files: Iterable<string>, pick: 'gzip' | 'raw') =>
    [...files].filter((f) => f.endsWith('.js')).reduce((t, f) => t + size(f)[pick], 0);

  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const initial = new Set<string>();
  collect(manifest, entryKey, initial);

  const { routes, checksRole } = (await import(join(webDir, 'src/app/routes.tsx'))) as {
    routes: readonly RouteLike[];
    checksRole: (route: RouteLike) => boolean;
  };
  const layouts = layoutChunks(webDir, manifest);
  const roleCheck = 'src/app/access-check.tsx';
  const apiShell = ['src/app/query-provider.tsx', 'src/app/session-queries.ts'];
  for (const key of [roleCheck, ...apiShell])
    if (!manifest[key]) warnings.push(`${key} is not a chunk any more: routes may be undercounted`);

  const out: RouteBundle[] = [];
  for (const route of routes) {
    const files = new Set(initial);
    const page = route.page ? importTarget(route.page, 'src/app', manifest) : null;
    if (route.page && !page) warnings.push(`${route.path}: page chunk not found in the manifest`);
    if (page) collect(manifest, page, files);
    if (route.layout !== 'public' && !layouts.has(route.layout))
      warnings.push(
        `${route.path}: layout '${route.layout}' has no lazy chunk in layouts/index.tsx`,
      );
    const layout = layouts.get(route.layout);
    if (layout) collect(manifest, layout, files);
    if (checksRole(route) && manifest[roleCheck]) collect(manifest, roleCheck, files);
    if (route.layout !== 'public') for (const key of apiShell) collect(manifest, key, files);
    const list = [...files].filter((f) => f.endsWith('.js'));
    out.push({
      path: route.path,
      name: route.name,
      layout: route.layout,
      public: route.access.kind === 'public',
      page,
      files: list.map((file) => ({ file, ...size(file) })),
      gzipBytes: sum(list, 'gzip'),
      rawBytes: sum(list, 'raw'),
      routeOnlyGzipBytes: sum(
        list.filter((f) => !initial.has(f)),
        'gzip',
      ),
    });
  }
  return {
    initial: {
      files: [...initial].filter((f) => f.endsWith('.js')),
      gzipBytes: sum(initial, 'gzip'),
      rawBytes: sum(initial, 'raw'),
    },
    routes: out,
    warnings,
  };
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
