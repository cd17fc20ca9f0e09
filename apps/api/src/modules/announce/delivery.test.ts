import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceRecipients } from '../../db/schema';
import { createSmtpMailSender } from '../../platform/mail/smtp';
import type { MailSender } from '../../platform/mail/port';
import { storeAnnounceMail } from '../../../test/announce-bulk';
import { buildSchool, buildStudent } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { deliverBatch, messageIdOf, type DeliveryOptions } from './delivery';

let t: TestContext;
let sink: SmtpSink;
let mail: MailSender;
let o: DeliveryOptions;
beforeAll(async () => {
  t = await createTestContext();
  sink = await startSmtpSink();
  mail = createSmtpMailSender(sink.url, 'bounces@tayori.example');
  o = {
    db: t.db,
    clock: t.clock,
    mail,
    domain: 'tayori.test',
    bounceDomain: null,
    retryLimit: 2,
    retryDelaySeconds: 1,
    log: pino({ level: 'silent' }),
  };
});
afterAll(async () => {
  mail.close();
  await sink.close();
  await t.close();
});

/** A stored mail to `n` new students of one school, all in batch 0, as POST …/mail leaves it. */
async function storedMail(n: number, subject = '【重要】三者面談のお知らせ') {
  const school = await buildSchool(t.db);
  const to = [];
  for (let i = 0; i < n; i++) {
    const s = await buildStudent(t.db, { school });
    to.push({ id: s.id, name: `${s.lastName} ${s.firstName}`, email: s.email });
  }
  return storeAnnounceMail(t.db, school, to, {
    subject,
    body: '保護者の皆様\n面談の日程は<b>来週</b>です。',
  });
}

const job = (mailId: number, retryCount = 0) => ({
  data: { mailId, batch: 0 },
  retryCount,
  signal: new AbortController().signal,
});

const states = async (mailId: number) =>
  t.db
    .select({
      id: announceRecipients.id,
      to: announceRecipients.toAddress,
      state: announceRecipients.state,
      attempts: announceRecipients.attempts,
      reason: announceRecipients.reason,
      messageId: announceRecipients.messageId,
    })
    .from(announceRecipients)
    .where(eq(announceRecipients.mailId, mailId))
    .orderBy(asc(announceRecipients.id));

describe('announcement mail delivery against a real SMTP server', () => {
  it('sends each recipient one mail: Japanese subject and body decode, Message-ID fixed per row', async () => {
    const { mailId, rows } = await storedMail(3);
    sink.received.length = 0;
    await deliverBatch(o, job(mailId));
    expect(sink.received.map((r) => r.to).sort()).toEqual(rows.map((r) => r.toAddress).sort());
    for (const r of rows) {
      const got = sink.received.find((x) => x.to === r.toAddress)!;
      expect(got.mail!.subject).toBe('【重要】三者面談のお知らせ');
      expect(got.mail!.text?.trim()).toBe('保護者の皆様\n面談の日程は<b>来週</b>です。');
      // The HTML part escapes the typed text: the <b> is text, not markup.
      expect(got.mail!.html).toContain('面談の日程は&lt;b&gt;来週&lt;/b&gt;です。');
      expect(got.mail!.from?.value).toEqual([
        { name: '札幌中央高等学院 事務局', address: 'office@school.example.jp' },
      ]);
      expect(got.messageId).toBe(messageIdOf(r.messageToken, 'tayori.test'));
    }
    const after = await states(mailId);
    expect(after.map((r) => [r.state, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
      ['sent', 1],
    ]);
    expect(after.map((r) => r.messageId)).toEqual(
      rows.map((r) => `<${r.messageToken}@tayori.test>`),
    );
    // Random per row: none repeats another's, whatever the ids of the mail and the rows.
    expect(new Set(rows.map((r) => r.messageToken)).size).toBe(rows.length);
    for (const r of rows) expect(r.messageToken).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never sends a row already sent again', async () => {
    const { mailId } = await storedMail(2);
    await deliverBatch(o, job(mailId));
    sink.received.length = 0;
    await deliverBatch(o, job(mailId, 1));
    expect(sink.received).toEqual([]);
  });

  it('retries a 4xx (the job throws, the row stays queued), then sends it with the same Message-ID', async () => {
    const { mailId, rows } = await storedMail(2);
    const [busy, fine] = rows;
    sink.refuse(busy!.toAddress, 451);
    sink.received.length = 0;
    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    await expect(deliverBatch({ ...o, log }, job(mailId))).rejects.toThrow(/try again later/);
    // The operator's log says what the server answered, not only that it will retry.
    expect(JSON.parse(warnings[0]!).msg).toMatch(
      /^announce mail: retry later: .*451.*try again later/,
    );
    let now = await states(mailId);
    expect(now.map((r) => [r.to, r.state, r.attempts])).toEqual([
      [busy!.toAddress, 'queued', 1],
      [fine!.toAddress, 'sent', 1],
    ]);
    expect(now[0]!.reason).toMatch(/451/);
    await deliverBatch(o, job(mailId, 1));
    now = await states(mailId);
    expect(now.map((r) => [r.state, r.attempts, r.reason])).toEqual([
      ['sent', 2, null],
      ['sent', 1, null],
    ]);
    const toBusy = sink.received.filter((r) => r.to === busy!.toAddress);
    expect(toBusy.map((r) => r.messageId)).toEqual([
      messageIdOf(busy!.messageToken, 'tayori.test'),
    ]);
    expect(sink.received.filter((r) => r.to === fine!.toAddress)).toHaveLength(1);
  });

  it('marks a 5xx failed with the reason, not retried; the others are sent', async () => {
    const { mailId, rows } = await storedMail(2);
    sink.refuse(rows[0]!.toAddress, 550);
    await deliverBatch(o, job(mailId));
    const now = await states(mailId);
    expect(now.map((r) => r.state)).toEqual(['failed', 'sent']);
    expect(now[0]!.reason).toMatch(/550.*mailbox unavailable/);
    sink.received.length = 0;
    await deliverBatch(o, job(mailId, 1));
    expect(sink.received).toEqual([]);
  });

  it('marks a temporary failure failed on the last retry', async () => {
    const { mailId, rows } = await storedMail(1);
    sink.refuse(rows[0]!.toAddress, 421);
    await deliverBatch(o, job(mailId, o.retryLimit));
    const [row] = await states(mailId);
    expect(row!.state).toBe('failed');
    expect(row!.reason).toMatch(/421/);
  });

  it('treats a refused connection as temporary', async () => {
    const { mailId } = await storedMail(1);
    const nowhere = createSmtpMailSender('smtp://127.0.0.1:1', 'bounces@tayori.example');
    try {
      await expect(deliverBatch({ ...o, mail: nowhere }, job(mailId))).rejects.toThrow();
    } finally {
      nowhere.close();
    }
    const [row] = await states(mailId);
    expect(row!.state).toBe('queued');
    expect(row!.reason).toMatch(/ECONNREFUSED|connect/i);
  });
});
