import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Db } from '../../db/client';
import { csvStream, sendCsv } from '../../platform/csv';
import { route } from '../../platform/http/http';
import { ACCESS_LOG_CSV_FILE_NAME, accessLogBatches, accessLogColumns } from './export';
import { searchAccessLog } from './search';

/**
 * The 「操作ログ」 (docs/decisions/access-log.md): search and CSV, for the system administrator.
 * No endpoint changes or deletes an entry.
 */
export async function accessLogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, endpoints.accessLogSearch, async ({ query }) => searchAccessLog(db, query));

  route(app, endpoints.accessLogCsv, async ({ query, reply }) =>
    sendCsv(
      reply,
      ACCESS_LOG_CSV_FILE_NAME,
      csvStream(accessLogColumns, accessLogBatches(db, query)),
    ),
  );
}
