import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/api/src/db/schema/index.ts', './apps/idp/src/schema.ts'],
  out: './apps/api/src/db/migrations',
});
