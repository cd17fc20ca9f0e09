import { and, count, eq, sql } from 'drizzle-orm';
import type { AnnounceMailBody, AnnounceMailQueued } from '@tayori/contract';
import type { Db } from '../../db/client';
import { announceMails, announceRecipients, mailSuppressions, users } from '../../db/schema';
import { recordAudit } from '../../platform/data/audit';
import type { Principal } from '../../platform/identity/auth';
import type { Clock } from '../../platform/clock';
import { enqueue, jobsIn, type Jobs } from '../../platform/jobs';
import { findAuthor, resolveFrom } from './author';
import { distinctIds, recipientsSchool, uuidArray } from './recipients';
import { BATCH_SIZE } from './delivery';
import { announceDeliveryJob } from './delivery-job';
import { personName, personNameSql } from '../../platform/data/person-name';

/**
 * POST …/announce/mail (spec 001 §7; DESIGN §5): checks the recipients and the sender, then stores
 * the mail, one row per recipient and the jobs that send them in one transaction, and answers at
 * once. Nothing is sent here: the worker (delivery.ts) sends, in whichever instance takes a job.
 */
export async function storeMail(
  s: { db: Db; clock: Clock; jobs: Jobs },
  p: Principal,
  body: AnnounceMailBody,
): Promise<AnnounceMailQueued> {
  const ids = distinctIds(body.userIdList);
  const schoolId = await recipientsSchool(s.db, p, ids);
  const [author, from] = await Promise.all([
    findAuthor(s.db, p),
    resolveFrom(s.db, p, body.isAuthor ? null : body.announceFromId, schoolId),
  ]);
  const now = s.clock.now();
  return s.db.transaction(async (tx) => {
    const [mail] = await tx
      .insert(announceMails)
      .values({
        schoolId,
        authorUserId: p.userId,
        authorName: personName(author),
        authorAddress: author.emailAddress,
        fromName: from.name,
        fromAddress: from.address,
        subject: body.subject,
        body: body.body,
        recipientCount: ids.length,
        createdAt: now,
      })
      .returning({ id: announceMails.id });
    const mailId = mail!.id;
    // One INSERT … SELECT for every recipient, numbered into batches of BATCH_SIZE (one job each);
    // an address suppressed by earlier bounces is skipped, with the bounce's words as the reason.
    await tx.execute(sql`
        insert into ${announceRecipients}
          (mail_id, user_id, to_name, to_address, batch, state, reason, updated_at)
        select ${mailId}::int, ${users.id}, ${personNameSql(users)},
          ${users.email}, (row_number() over (order by ${users.id}) - 1) / ${BATCH_SIZE},
          case when ${mailSuppressions.address} is null then 'queued' else 'skipped' end,
          coalesce(${mailSuppressions.text}, ${mailSuppressions.status}),
          ${now.toISOString()}::timestamptz
        from ${users}
        left join ${mailSuppressions} on ${mailSuppressions.address} = lower(${users.email})
        where ${users.id} = any(${uuidArray(ids)}::uuid[])`);
    const [skipped] = await tx
      .select({ count: count() })
      .from(announceRecipients)
      .where(and(eq(announceRecipients.mailId, mailId), eq(announceRecipients.state, 'skipped')));
    const batches = Math.ceil(ids.length / BATCH_SIZE);
    const jobs = Array.from({ length: batches }, (_, batch) => ({ data: { mailId, batch } }));
    await enqueue(s.jobs, announceDeliveryJob, jobs, { db: jobsIn(tx) });
    await recordAudit(tx, {
      actorUserId: p.userId,
      action: 'create',
      entity: 'announce-mail',
      entityId: mailId,
      detail: { schoolId, recipientCount: ids.length, subject: body.subject },
    });
    return { announceId: mailId, recipientCount: ids.length, skippedCount: skipped?.count ?? 0 };
  });
}
