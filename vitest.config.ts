import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores, where
    // the files then ran one after another with the second core mostly idle. Three, not two: the
    // deployment tests spend most of their time waiting on the processes they start, and a third
    // worker runs other files meanwhile (node project on PostgreSQL 337 → 267 s, docs/performance.md).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/**/*.test.ts',
            'apps/api/**/*.test.ts',
            'apps/idp/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          globalSetup: ['apps/api/test/global-setup.ts'],
          // A lower password-hash cost for the tests not about it (see the file).
          setupFiles: ['apps/api/test/setup.ts'],
          // One module graph per worker, not per file: each file imported the server anew (163 s
          // of 273 in the PostgreSQL run). Safe here because every file builds its own server and
          // database (test/harness.ts), the set-up file still runs before each file (so the tests'
          // hash cost is set again after a file that raised it), and the tests that set AWS
          // variables restore them (docs/performance.md, "Test suites").
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web',
    ],
  },
});
