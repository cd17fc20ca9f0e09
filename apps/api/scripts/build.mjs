// Production build of the server: the API, the bundled IdP and the contract, bundled by esbuild
// into apps/api/dist (one file per entry), run with plain `node` — no tsx, no devDependencies.
// Packages from node_modules stay external; the build fails when one of them is not a runtime
// dependency (so `npm ci --omit=dev` on the server machine is enough).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(apiDir, '../..');
const outdir = join(apiDir, 'dist');

const runtimeDependencies = new Set(
  [
    'package.json',
    'apps/api/package.json',
    'apps/idp/package.json',
    'packages/contract/package.json',
  ].flatMap((file) =>
    Object.keys(JSON.parse(readFileSync(join(root, file), 'utf8')).dependencies ?? {}),
  ),
);
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

const externals = new Set();
/** Workspace packages (@tayori/*, TypeScript source) are bundled; every other package is external. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tayori/') || args.path.startsWith('node:')) return undefined;
      externals.add(packageOf(args.path));
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

const missing = [...externals].filter((name) => !runtimeDependencies.has(name)).sort();
if (missing.length > 0) {
  console.error(
    `The server imports packages that are not runtime dependencies: ${missing.join(', ')}.\n` +
      'Add them to "dependencies" of the workspace that imports them.',
  );
  process.exit(1);
}
console.log(`Server built into ${outdir} (external packages: ${externals.size}).`);
