import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteDatabase } from '../../../test/test-database';
import { buildStudent } from '../../../test/factories';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { versionedWrite } from './versioned-write';

let database: Database;
suiteDatabase((opened) => (database = opened));

const now = new Date('2026-06-15T03:00:00Z');

async function auditOf(userId: string) {
  return database.db
    .select({ action: auditLog.action, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)));
}

const writeJid = (userId: string, seq: number, jid: string, by: string) =>
  database.db.transaction((tx) =>
    versionedWrite(tx, users, {
      where: eq(users.id, userId),
      seq,
      set: { jid },
      by,
      now,
      audit: { action: 'update', entity: 'user', entityId: userId, detail: { fields: ['jid'] } },
    }),
  );

describe('versionedWrite', () => {
  it('writes while seq matches: seq + 1, who and when, and the audit entry with the new seq', async () => {
    const student = await buildStudent(database.db);
    const staff = await buildStudent(database.db);
    expect(await writeJid(student.id, 1, 'Jid1', staff.id)).toBe(2);
    const [row] = await database.db.select().from(users).where(eq(users.id, student.id));
    expect(row).toMatchObject({ jid: 'Jid1', seq: 2, updatedAt: now, updatedBy: staff.id });
    expect(await auditOf(student.id)).toEqual([
      { action: 'update', detail: { fields: ['jid'], seq: 2 } },
    ]);
  });

  it('answers 409 and changes nothing when seq is no longer the stored one', async () => {
    const student = await buildStudent(database.db);
    await writeJid(student.id, 1, 'First', student.id);
    await expect(writeJid(student.id, 1, 'Second', student.id)).rejects.toMatchObject({
      status: 409,
      errorType: 'conflict',
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, student.id));
    expect(row).toMatchObject({ jid: 'First', seq: 2 });
    expect(await auditOf(student.id)).toHaveLength(1);
  });
});
