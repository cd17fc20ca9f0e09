import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { defineJob, startWorker, type Jobs } from '../../platform/jobs';
import type { MailSender } from '../../platform/mail/port';
import { personName } from '../../platform/data/person-name';

/**
 * The mail that tells a person their second factors were reset (docs/decisions/second-factors.md):
 * sent by the job queue, so a reset never waits for the mail server and a failure is retried.
 * Whoever did not ask for it learns that someone did, and whom to tell.
 */
export const secondFactorResetMailJob = defineJob({
  name: 'second-factor-reset-mail',
  payload: z.object({ userId: z.string().uuid(), at: z.string() }),
  queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
});

const SUBJECT = '【Tayori】2段階認証がリセットされました';

export function secondFactorResetText(name: string, at: Date, publicUrl: string): string {
  const when = at.toLocaleString('ja-JP', {
    timeZone: 'Asia/Tokyo',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  return [
    `${name} 様`,
    '',
    `${when}に、学校のシステム管理者があなたのTayoriアカウントの2段階認証（認証アプリ・パスキー・リカバリーコード）をリセットしました。`,
    '次回サインインするときに、2段階認証をもう一度設定してください。',
    `${publicUrl}/lock`,
    '',
    'このリセットに心当たりがない場合は、すぐに学校の担当者にお知らせください。',
    '',
    '※このメールは送信専用です。返信いただいてもお答えできません。',
  ].join('\n');
}

/** This instance's worker of the reset mail (started by job-workers.ts). */
export function startSecondFactorMailWorker(
  jobs: Jobs,
  s: { db: Db; mail: MailSender; mailFrom: string; publicUrl: string },
): Promise<void> {
  return startWorker(jobs, secondFactorResetMailJob, async ({ userId, at }) => {
    const [user] = await s.db
      .select({ email: users.email, lastName: users.lastName, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) return;
    const name = personName(user);
    await s.mail.send({
      from: { name: 'Tayori', address: s.mailFrom },
      to: { name, address: user.email },
      subject: SUBJECT,
      text: secondFactorResetText(name, new Date(at), s.publicUrl),
    });
  });
}
