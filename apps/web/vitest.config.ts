import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const contractSrc = fileURLToPath(new URL('../../packages/contract/src', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@tayori/contract': `${contractSrc}/index.ts` } },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // Shared two-core CI machines: a slow render is not a failure (findBy* waits up to 5 s).
    testTimeout: 20_000,
  },
});
