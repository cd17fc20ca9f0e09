import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/**
 * What an audit entry is about, one name per kind of record, singular and kebab-case: an account
 * whatever its type (`user`), or seen through its screen (`staff`, `tutor`, `student`).
 */
export type AuditEntity =
  | 'user'
  | 'staff'
  | 'tutor'
  | 'student'
  | 'notice'
  | 'notice-group'
  | 'announce-mail'
  | 'announce-list'
  | 'roster-import'
  | 'mail-suppression'
  | 'push-device'
  | 'notice-reminder'
  | 'notice-reminder-rule'
  | 'reminder-settings';

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
    | 'reset-second-factors'
    | 'import';
  entity: AuditEntity;
  entityId: string | number;
  detail?: Record<string, unknown>;
}

/** Records a staff write. Call it inside the write's transaction so both land or neither does. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, entityId: String(entry.entityId) });
}

/** Fields whose values an audit entry never holds, only that they changed (personal data). */
const SECRET_FIELDS = new Set(['birthday', 'phoneNumber', 'notes']);

/** An update's audit detail: the fields changed, and the new values of those not secret. */
export function changeDetail(
  changed: readonly string[],
  after: Record<string, unknown>,
): Record<string, unknown> {
  return {
    changed,
    ...Object.fromEntries(changed.filter((k) => !SECRET_FIELDS.has(k)).map((k) => [k, after[k]])),
  };
}
