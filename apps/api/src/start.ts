import { resolve } from 'node:path';
import type { Config } from './config';
import {
  describeDatabase,
  describeDatabaseFailure,
  openDatabase,
  type Database,
  type DatabaseTarget,
} from './db/client';
import { deliveryWarnings } from './config-delivery';
import { seedDemoIfEmpty } from './db/demo-seed';
import { migrateDatabase, schemaProblem, unknownMigrations } from './db/migrate';
import { awsCredentialsProblem, type AwsClientOptions } from './platform/aws';
import { stopOnSignals } from './platform/http/shutdown';
import { buildServer } from './server';
import { takeContactabilitySnapshots } from './modules/delivery/snapshots';
import { systemClock } from './platform/clock';

/**
 * Starts the portal on a checked configuration: database (migrations, demo seed), server, and the
 * drain on SIGTERM. The log's first lines say which database it uses and what migrating did.
 */
export async function start(config: Config) {
  const missing = await missingAwsCredentials(config);
  if (missing.length > 0) {
    console.error(missing.join('\n'));
    process.exit(1);
  }
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
  // A new demo's board starts with today's figures kept, not an empty rate over time.
  if (config.seedDemo && (await seedDemoIfEmpty(database.db)))
    await takeContactabilitySnapshots(database.db, systemClock);
  const app = await buildServer({ config, database });
  const where = describeDatabase(target);
  app.log.info(
    { database: where, migrationsApplied: applied },
    applied.length === 0
      ? `${where}: schema up to date`
      : `${where}: ${applied.length} migration(s) applied, ${applied[0]}${applied.length > 1 ? ` to ${applied.at(-1)}` : ''}`,
  );
  for (const warning of deliveryWarnings(config, config.production)) app.log.warn(warning);
  if (config.production && !config.contentsDir)
    app.log.warn(
      "contents: CONTENTS_DIR is unset: the home's attention list is empty, and the manual and privacy pages ask the operator to write them",
    );
  if (unknown > 0)
    app.log.warn(
      `database: ${unknown} migration(s) recorded that this version does not know: a newer version migrated it (docs/operations.md, "Rolling back")`,
    );
  stopOnSignals(app, { drainMs: config.shutdownDrainMs, closeDatabase: () => database.close() });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Tayori is running at ${config.publicUrl}`);
}

/**
 * The AWS parts the configuration names (SNS for SMS, a Cognito user pool) with no credentials
 * the SDK can find: told at start, not at a student's first identity check.
 */
async function missingAwsCredentials(config: Config): Promise<string[]> {
  const needs: [string, AwsClientOptions][] = [];
  if (config.sms.provider === 'sns')
    needs.push(['SMS_PROVIDER=sns', { region: config.sms.region, endpoint: config.sms.endpoint }]);
  if (config.credentials.provider === 'cognito')
    needs.push(['CREDENTIALS_PROVIDER=cognito', config.credentials]);
  const problems: string[] = [];
  for (const [setting, client] of needs) {
    const problem = await awsCredentialsProblem(client);
    if (problem)
      problems.push(
        `${setting} needs AWS credentials, and none were found (${problem}): give the instance a role, or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE).`,
      );
  }
  return problems;
}
