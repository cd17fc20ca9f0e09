// Production build of the server: the API, the bundled IdP and the contract, bundled by esbuild
// into apps/api/dist (one file per entry), run with plain `node` — no tsx, no devDependencies.
// Packages from node_modules stay external, and Node resolves them from apps/api/dist: on the
// server (`npm ci --omit=dev`) only what apps/api or the root declares is sure to be there, and in
// a full install a package only another workspace declares resolves to whatever copy is hoisted
// (p-limit resolved to eslint's older one). So the build fails when an external is not a runtime
// dependency of apps/api (or the root), or when the copy the bundle resolves is not the version
// the importing workspace resolves.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(apiDir, '../..');
const outdir = join(apiDir, 'dist');

const declaredFor = (file) =>
  Object.keys(JSON.parse(readFileSync(join(root, file), 'utf8')).dependencies ?? {});
/** Where the bundle resolves packages from: apps/api's own and the root's are always installed. */
const runtimeDependencies = new Set([
  ...declaredFor('package.json'),
  ...declaredFor('apps/api/package.json'),
]);
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/** The version of `name` that Node's resolution finds from `dir` (node_modules up the tree), or null. */
function resolvedVersion(name, dir) {
  for (let d = dir; ; d = dirname(d)) {
    const manifest = join(d, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (dirname(d) === d) return null;
  }
}

/** Each external package and the source files that import it. */
const externals = new Map();
/** Workspace packages (@tayori/*, TypeScript source) are bundled; every other package is external. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tayori/') || args.path.startsWith('node:')) return undefined;
      const name = packageOf(args.path);
      externals.set(name, (externals.get(name) ?? new Set()).add(args.importer));
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: join(apiDir, 'src/main.ts'),
    'rotate-signing-key': join(apiDir, 'src/cli/rotate-signing-key.ts'),
    'create-administrator': join(apiDir, 'src/cli/create-administrator.ts'),
  },
  outdir,
  bundle: true,
  // main.js checks the Node version before the rest (a separate chunk) loads; chunks sit beside
  // the entries, where client.ts and server.ts resolve migrations/ and ../../web/dist from.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
// The migrator reads its SQL files next to the bundle (client.ts resolves them from import.meta.url).
cpSync(join(apiDir, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });

const problems = [];
for (const [name, importers] of [...externals].sort(([a], [b]) => a.localeCompare(b))) {
  if (!runtimeDependencies.has(name)) {
    problems.push(`${name} is not a runtime dependency of apps/api: add it to its "dependencies".`);
    continue;
  }
  const bundled = resolvedVersion(name, outdir);
  for (const importer of importers) {
    const wanted = resolvedVersion(name, dirname(importer));
    if (wanted !== bundled)
      problems.push(
        `${name}: ${relative(root, importer)} resolves ${wanted}, the bundle ${bundled ?? 'nothing'}: declare the same range in apps/api/package.json and run npm install.`,
      );
  }
}
if (problems.length > 0) {
  console.error(
    `The server bundle's packages would not resolve as built:\n  - ${problems.join('\n  - ')}`,
  );
  process.exit(1);
}
console.log(`Server built into ${outdir} (external packages: ${externals.size}).`);
