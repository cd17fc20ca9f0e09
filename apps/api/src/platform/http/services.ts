import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import type { Jobs } from '../jobs';

/** What server.ts gives a module's routes that write or read a whole school's rows. */
export interface RouteServices {
  db: Db;
  /** For the work over thousands of rows: the bulk connections (db/client.ts). */
  bulk: Db;
  clock: Clock;
  jobs: Jobs;
}
