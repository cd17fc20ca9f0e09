import { sql } from 'drizzle-orm';
import type { AnnounceMailBody } from '@tayori/contract';
import type { Db } from '../../db/client';
import { announceMails, announceRecipients, users } from '../../db/schema';
import { recordAudit } from '../../platform/data/audit';
import type { Principal } from '../../platform/identity/auth';
import type { Clock } from '../../platform/clock';
import { enqueue, jobsIn, type Jobs } from '../../platform/jobs';
import { findAuthor, resolveFrom } from './author';
import { distinctIds, recipientsSchool, uuidArray } from './recipients';
import { BATCH_SIZE } from './delivery';
import { announceDeliveryJob } from './delivery-job';

/**
 * POST …/announce/mail (spec 001 §7; DESIGN §5): checks the recipients and the sender, then stores
 * the mail, one row per recipient and the jobs that send them in one transaction, and answers at
 * once. Nothing is sent here: the worker (delivery.ts) sends, in whichever instance takes a job.
 */
export async function storeMail(
  s: { db: Db; clock: Clock; jobs: Jobs },
  p: Principal,
  body: AnnounceMailBody,
): Promise<{ announceId: number; recipientCount: number }> {
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
        authorName: `${author.lastName} ${author.firstName}`,
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
    // One INSERT … SELECT for every recipient, numbered into batches of BATCH_SIZE (one job each).
    await tx.execute(sql`
      insert into ${announceRecipients}
        (mail_id, user_id, to_name, to_address, batch, updated_at)
      select ${mailId}::int, ${users.id}, ${users.lastName} || ' ' || ${users.firstName},
        ${users.email}, (row_number() over (order by ${users.id}) - 1) / ${BATCH_SIZE},
        ${now.toISOString()}::timestamptz
      from ${users} where ${users.id} = any(${uuidArray(ids)}::uuid[])`);
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
    return { announceId: mailId, recipientCount: ids.length };
  });
}
