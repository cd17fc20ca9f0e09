import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorUserId: string | null;
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'read-secret'
    | 'identity-check'
    | 'link-identity'
    | 'issue-temporary-password'
    | 'import';
  entity: string;
  entityId: string | number;
  detail?: Record<string, unknown>;
}

/** Records a staff write. Call it inside the write's transaction so both land or neither does. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, entityId: String(entry.entityId) });
}
