import { resolve } from 'node:path';
import type { Config } from './config';
import {
  describeDatabaseFailure,
  migrateDatabase,
  openDatabase,
  type Database,
  type DatabaseTarget,
} from './db/client';
import { seedDemoIfEmpty } from './db/demo-seed';
import { buildServer } from './server';

/** Starts the portal on a checked configuration: database (migrations, demo seed), server. */
export async function start(config: Config) {
  const target: DatabaseTarget =
    config.database.kind === 'postgres'
      ? config.database
      : { kind: 'pglite', dataDir: resolve(config.database.dataDir) };
  let database: Database;
  try {
    database = await openDatabase(target);
    await migrateDatabase(database);
  } catch (err) {
    console.error(describeDatabaseFailure(err, target));
    process.exit(1);
  }
  if (config.seedDemo) await seedDemoIfEmpty(database.db);
  const app = await buildServer({ config, database });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Tayori is running at ${config.publicUrl}`);
}
