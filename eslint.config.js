// ESLint 9 flat config for the whole monorepo (`npm run lint` = `eslint .`).
// Not type-aware on purpose: `npm run typecheck` already runs tsc, and lint stays a few seconds.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import local from './tools/eslint/file-name-case.js';

const root = dirname(fileURLToPath(import.meta.url));
const at = (...parts) => join(root, ...parts);

const webSrc = at('apps/web/src');
const apiSrc = at('apps/api/src');

/** Sub-folders of `dir`, read when the config loads so a new feature/module is covered at once. */
function foldersIn(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return []; // folder not created yet
  }
}

/** `<parent>/<x>` may not import any other `<parent>/<y>` (bulletproof-react's cross-feature zones). */
function isolateSiblings(parent, message) {
  return foldersIn(parent).map((name) => ({
    target: join(parent, name),
    from: parent,
    except: [`./${name}`],
    message,
  }));
}

// One list for the whole repo: each zone only applies to files under its `target`.
// Paths are absolute so the result does not depend on the directory eslint is started from.
const boundaryZones = [
  // apps/web/src: app → features → shared, never backwards, never feature → feature.
  ...isolateSiblings(
    join(webSrc, 'features'),
    'A feature must not import another feature: move what both need to shared/.',
  ),
  {
    target: join(webSrc, 'features'),
    from: join(webSrc, 'app'),
    message: 'features/ must not import app/ (imports flow app → features → shared).',
  },
  {
    target: join(webSrc, 'shared'),
    from: [
      join(webSrc, 'features'),
      join(webSrc, 'app'),
      join(webSrc, 'accounts'),
      join(webSrc, 'students'),
    ],
    message:
      'shared/ is the generic kit: it must not import features/, app/ or the accounts/students kit.',
  },
  // The accounts and students kit (widgets several features share) sits between them.
  {
    target: [join(webSrc, 'accounts'), join(webSrc, 'students')],
    from: [join(webSrc, 'features'), join(webSrc, 'app')],
    message: 'accounts/ and students/ must not import features/ or app/.',
  },
  // apps/api/src: modules are independent; below them the domain (rules about accounts, students,
  // schools that several modules share), and below that the platform (http, identity, data,
  // delivery), which knows no domain.
  ...isolateSiblings(
    join(apiSrc, 'modules'),
    'A module must not import another module: move what both need to domain/ (a rule about accounts, students or schools) or platform/.',
  ),
  {
    target: join(apiSrc, 'domain'),
    from: join(apiSrc, 'modules'),
    message: 'domain/ must not import modules/.',
  },
  {
    target: join(apiSrc, 'platform'),
    from: [join(apiSrc, 'modules'), join(apiSrc, 'domain')],
    message: 'platform/ must not import modules/ or domain/.',
  },
  // Between workspaces: web → contract ← api.
  {
    target: at('apps/web'),
    from: [at('apps/api'), at('apps/idp')],
    message: 'The web app talks to the API over HTTP only; share types through packages/contract.',
  },
  {
    target: at('packages/contract'),
    from: at('apps'),
    message: 'The contract must not depend on any app.',
  },
];

// Production code never imports test code (helpers, fixtures, setup): that lives in each
// package's test/ folder and in e2e/, and only test files may import it (see the block below).
const packagesWithSrc = ['apps/api', 'apps/idp', 'apps/web', 'packages/contract'];
const testCodeZones = packagesWithSrc.map((pkg) => ({
  target: at(pkg, 'src'),
  from: [...packagesWithSrc.map((p) => at(p, 'test')), at('e2e')],
  message: 'Only tests import test code: keep test helpers in test/ and out of production imports.',
}));

// no-restricted-paths only sees what the resolver resolves to a file; workspace package names
// (`@tayori/api`, resolved through node_modules symlinks and `exports`) are caught here instead.
const forbidPackages = (names, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: names.flatMap((n) => [n, `${n}/*`]), message }] },
  ],
});

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.data/',
      '**/coverage/',
      '**/test-results/',
      '**/playwright-report/',
      '**/blob-report/',
      'apps/api/src/db/migrations/',
      'bench/results/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      // Only config and scripts are plain JS here, and they run in Node.
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    plugins: { import: importPlugin, local },
    settings: {
      // Rules that read the imported module (no-cycle) parse it with the TypeScript parser.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      // TS sources import each other without extensions; the node resolver finds them when told
      // which extensions to try. (No TS path aliases are used, so no TypeScript resolver needed.)
      'import/resolver': {
        node: {
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
        },
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      // A cycle makes module order matter (a value read before its module ran) and hides which
      // side owns a rule.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Files stay small enough to read whole (AGENTS: ~250 lines): a longer one is split by what
      // its parts are. Comments and blank lines do not count; tests are exempt (below).
      'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }],
      // STYLE.md: files are kebab-case (a local rule: docs/decisions/tooling.md).
      'local/file-name-case': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Same rule as above with the test-code zones added; a later block's options replace the
    // earlier ones, so the boundary zones are passed again.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...boundaryZones, ...testCodeZones] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    rules: forbidPackages(
      ['@tayori/api', '@tayori/idp'],
      'The web app talks to the API over HTTP only; share types through @tayori/contract.',
    ),
  },
  {
    // tools/ and e2e/ use the apps through their packages' exports (`@tayori/api/db/client`), so
    // each package's package.json says what it offers; a relative path into another workspace's
    // folders (`../../apps/api/src/…`) would reach anything and move with every file.
    files: ['tools/**/*.{js,mjs,cjs,ts,mts,cts,tsx}', 'e2e/**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(?:.*/)?(?:apps|packages)/',
              message:
                'Import another workspace by its package name and exports (@tayori/api/…), not by a relative path into its folders.',
            },
          ],
        },
      ],
    },
  },
  {
    // One door to the bundled IdP (DESIGN §2): its passwords and provider through
    // platform/identity/bundled-idp.ts, its tables into the Drizzle schema in db/client.ts; tests may reach in.
    files: ['apps/api/**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    ignores: [
      'apps/api/src/platform/identity/bundled-idp.ts',
      'apps/api/src/db/client.ts',
      'apps/api/**/*.test.ts',
      'apps/api/test/**',
    ],
    rules: forbidPackages(
      ['@tayori/idp'],
      'The API reaches the bundled IdP through platform/identity/bundled-idp.ts only (its tables: db/client.ts).',
    ),
  },
  {
    // A port (platform/<x>/port.ts) is types only: adapters and callers import it without pulling
    // in an adapter or going round in a circle through the factory.
    files: ['apps/api/src/platform/**/port.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['*'], message: 'A port imports types only.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/db/client.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tayori/idp',
              message: 'db/client.ts takes only the IdP tables (@tayori/idp/schema).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    rules: forbidPackages(
      ['@tayori/api', '@tayori/idp', '@tayori/web'],
      'The contract must not depend on any app.',
    ),
  },
  {
    // A test file is a list of cases and its helpers a catalogue of fixtures: read by case, not
    // whole, so the file length rule is for production code only.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/test/**', 'e2e/**'],
    rules: { 'max-lines': 'off' },
  },
);
