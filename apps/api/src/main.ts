import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { seedDemoIfEmpty } from './db/demo-seed';
import { buildServer } from './server';

/** The Node line the portal is built and tested on (installed by `npm install`: the `node` package). */
const REQUIRED_NODE_MAJOR = 24;

async function main() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < REQUIRED_NODE_MAJOR) {
    console.error(
      `Tayori needs Node.js ${REQUIRED_NODE_MAJOR} or later; this is ${process.version}. ` +
        'Start it through npm (npm start, npm run start:prod), which runs the Node installed by npm install.',
    );
    process.exit(1);
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? config.database
      : { kind: 'pglite', dataDir: resolve(config.database.dataDir) },
  );
  await migrateDatabase(database);
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

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
