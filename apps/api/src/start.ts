import { resolve } from 'node:path';
import type { Config } from './config';
import {
  describeDatabase,
  describeDatabaseFailure,
  openDatabase,
  type Database,
  type DatabaseTarget,
} from './db/client';
import { seedDemoIfEmpty } from './db/demo-seed';
import { migrateDatabase, schemaProblem, unknownMigrations } from './db/migrate';
import { stopOnSignals } from './platform/shutdown';
import { buildServer } from './server';

/**
 * Starts the portal on a checked configuration: database (migrations, demo seed), server, and the
 * drain on SIGTERM. The log's first lines say which database it uses and what migrating did.
 */
export async function start(config: Config) {
  const target: DatabaseTarget =
    config.database.kind === 'postgres'
      ? config.database
      : { kind: 'pglite', dataDir: resolve(config.database.dataDir) };
  let database: Database;
  let applied: string[];
  try {
    database = await openDatabase(target);
    applied = await migrateDatabase(database);
  } catch (err) {
    console.error(describeDatabaseFailure(err, target));
    process.exit(1);
  }
  const problem = await schemaProblem(database);
  if (problem) {
    console.error(problem);
    await database.close();
    process.exit(1);
  }
  const unknown = await unknownMigrations(database);
  if (config.seedDemo) await seedDemoIfEmpty(database.db);
  const app = await buildServer({ config, database });
  app.log.info(
    { database: describeDatabase(target), migrationsApplied: applied },
    applied.length > 0
      ? `database: ${applied.length} migration(s) applied (${applied.join(', ')})`
      : 'database: schema up to date',
  );
  if (unknown > 0)
    app.log.warn(
      `database: ${unknown} migration(s) recorded that this version does not know: a newer version migrated it (docs/operations.md, "Rolling back")`,
    );
  stopOnSignals(app, { drainMs: config.shutdownDrainMs, closeDatabase: () => database.close() });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Tayori is running at ${config.publicUrl}`);
}
