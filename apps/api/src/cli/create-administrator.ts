/**
 * `npm run admin:create -- --email … --school …`: the first SYSTEM_ADMINISTRATOR of a new
 * database (docs/operations.md "The first administrator"). Prints a temporary password once; it
 * must be replaced at the first sign-in and expires after 7 days. Built beside main.js
 * (scripts/build.mjs) so it runs on a production machine with plain node.
 */
import { parseArgs } from 'node:util';
import { migrateDatabase } from '../db/migrate';
import { createCredentialsPort } from '../platform/credentials';
import { createFirstAdministrator, FirstAdministratorRefusal } from './first-administrator';
import { withConfiguredDatabase } from './with-database';

const usage = `Usage: npm run admin:create -- --email <sign-in ID> --school <school code>
  [--last-name 管理者] [--first-name 初期] [--last-name-kana カンリシャ] [--first-name-kana ショキ]
  [--school-name <name> --area-name <area> [--group-name <school group>]]   (only to create the school)`;

async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        email: { type: 'string' },
        school: { type: 'string' },
        'last-name': { type: 'string', default: '管理者' },
        'first-name': { type: 'string', default: '初期' },
        'last-name-kana': { type: 'string', default: 'カンリシャ' },
        'first-name-kana': { type: 'string', default: 'ショキ' },
        'school-name': { type: 'string' },
        'area-name': { type: 'string' },
        'group-name': { type: 'string' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    process.exit(1);
  }
  if (args.help || !args.email || !args.school) {
    console.error(usage);
    process.exit(args.help ? 0 : 1);
  }
  const { email, school } = args;
  await withConfiguredDatabase(async (config, database) => {
    try {
      await migrateDatabase(database);
      const admin = await createFirstAdministrator(
        database.db,
        createCredentialsPort(config, database.db),
        {
          email,
          school,
          lastName: args['last-name'],
          firstName: args['first-name'],
          lastNameKana: args['last-name-kana'],
          firstNameKana: args['first-name-kana'],
          schoolName: args['school-name'],
          areaName: args['area-name'],
          groupName: args['group-name'],
        },
        new Date(),
      );
      console.log(
        [
          `Created the system administrator ${admin.email}` +
            (admin.createdSchool ? ` and the school ${school}.` : '.'),
          admin.temporaryPassword
            ? `Temporary password (shown once; replaced at the first sign-in, valid 7 days): ${admin.temporaryPassword}`
            : 'The identity provider keeps this account’s password: create the same sign-in ID there.',
        ].join('\n'),
      );
    } catch (err) {
      console.error(err instanceof FirstAdministratorRefusal ? err.message : err);
      process.exitCode = 1;
    }
  });
}

void main();
