import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores, where
    // the files then ran one after another with the second core mostly idle (docs/performance.md).
    maxWorkers: 2,
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web',
    ],
  },
});
