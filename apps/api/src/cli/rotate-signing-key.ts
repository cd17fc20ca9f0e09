/**
 * `npm run keys:rotate`: a new key signs the bundled IdP's ID tokens from each instance's next
 * start; the current one is retired but stays published, so tokens it signed keep verifying; keys
 * retired more than a day ago are deleted. Restart every instance (a rolling restart) within a day.
 */
import { migrateDatabase } from '../db/migrate';
import { rotateSigningKey } from '../platform/identity/bundled-idp';
import { withConfiguredDatabase } from './with-database';

void withConfiguredDatabase(async (_config, database) => {
  await migrateDatabase(database);
  const { kid, deleted } = await rotateSigningKey(database.db, new Date());
  console.log(
    `New signing key ${kid}. ${deleted} key(s) retired more than a day ago were deleted.\n` +
      'Restart every instance within 24 hours so that all of them sign with the new key.',
  );
});
