import { ConfigError, loadConfig, type Config } from '../config';
import { describeDatabaseFailure, openDatabase, type Database } from '../db/client';

/**
 * What each command of the server's build starts and ends with: the configuration from the
 * environment and its database, opened for `run` and closed after it. A configuration or database
 * that fails is told on stderr, and the command ends with status 1.
 */
export async function withConfiguredDatabase(
  run: (config: Config, database: Database) => Promise<void>,
): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
  const database = await openDatabase(config.database).catch((err: unknown) => {
    console.error(describeDatabaseFailure(err, config.database));
    process.exit(1);
  });
  try {
    await run(config, database);
  } finally {
    await database.close();
  }
}
