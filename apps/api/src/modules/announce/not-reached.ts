import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announceMails, announceRecipients, students } from '../../db/schema';
import { inReachableSchool } from '../../domain/schools/reach';
import type { CsvColumn } from '../../platform/csv';
import { notFound } from '../../platform/http/errors';
import type { Principal } from '../../platform/identity/auth';

/**
 * A sent mail's recipients it did not reach (docs/decisions/delivery.md): refused by the server
 * (failed), bounced after it, or skipped as suppressed — with why, so the school follows them up
 * by other means (a call, a letter). One file, at most a school's recipients.
 */
const NOT_REACHED = ['failed', 'bounced', 'skipped'] as const;

const stateLabels: Record<(typeof NOT_REACHED)[number], string> = {
  failed: '失敗',
  bounced: '不達',
  skipped: '送信停止',
};

export const notReachedFileName = (id: number) => `announce_${id}_not_reached.csv`;

type NotReachedRow = Awaited<ReturnType<typeof findNotReached>>[number];

export const notReachedColumns: readonly CsvColumn<NotReachedRow>[] = [
  { header: '氏名', value: (r) => r.toName },
  { header: '学籍番号', value: (r) => r.studentNumber },
  { header: 'メールアドレス', value: (r) => r.toAddress },
  { header: '配信状況', value: (r) => stateLabels[r.state as keyof typeof stateLabels] },
  { header: '理由', value: (r) => r.reason },
];

export async function findNotReached(db: Db, p: Principal, id: number) {
  const [mail] = await db
    .select({ id: announceMails.id })
    .from(announceMails)
    .where(and(eq(announceMails.id, id), inReachableSchool(db, p, announceMails.schoolId)));
  if (!mail) throw notFound();
  return db
    .select({
      toName: announceRecipients.toName,
      toAddress: announceRecipients.toAddress,
      studentNumber: students.studentNumber,
      state: announceRecipients.state,
      reason: announceRecipients.reason,
    })
    .from(announceRecipients)
    .leftJoin(students, eq(students.userId, announceRecipients.userId))
    .where(
      and(eq(announceRecipients.mailId, id), inArray(announceRecipients.state, [...NOT_REACHED])),
    )
    .orderBy(asc(announceRecipients.id));
}
