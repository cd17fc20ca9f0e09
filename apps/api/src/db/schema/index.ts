/**
 * The database schema (Drizzle), one file per area; drizzle-kit reads it from here
 * (apps/api/drizzle.config.ts). The bundled IdP's tables are in apps/idp/src/schema.ts.
 */
export * from './enums';
export * from './schools';
export * from './users';
export * from './notice-groups';
export * from './notices';
export * from './home';
export * from './platform';
export * from './billings';
export * from './domains';
export * from './announce';
export * from './roster-imports';
export * from './presence';
export * from './push';
export * from './reminders';
