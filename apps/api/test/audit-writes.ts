import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { auditLog } from '../src/db/schema';

/**
 * The audit entries of the writes about one entity, oldest first: the reads of its data are on
 * record too (docs/decisions/access-log.md), and the write tests leave them out.
 */
export const auditWritesOf = (db: Db, entity: string, entityId: string | number) =>
  db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, String(entityId)),
        ne(auditLog.action, 'read'),
      ),
    )
    .orderBy(auditLog.id);
