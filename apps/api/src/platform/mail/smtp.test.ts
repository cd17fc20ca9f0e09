import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailSender, queueIdOf } from './smtp';

/** A local SMTP server: every mail it accepts, parsed, with the envelope it came with. */
let server: SMTPServer;
let url: string;
const received: { envelope: { from: string; to: string[] }; mail: ParsedMail }[] = [];
let refuseNext = false;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refuseNext) {
        refuseNext = false;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('mailbox full'), { responseCode: 552 })),
        );
        return;
      }
      simpleParser(stream).then((mail) => {
        received.push({
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          mail,
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mail adapter', () => {
  it('sends one mail to one recipient: Japanese names and subject, text and HTML, a fixed Message-ID, bounces to MAIL_FROM', async () => {
    const mail = createSmtpMailSender(url, 'bounces@tayori.example');
    try {
      await mail.send({
        from: { name: '札幌中央高等学院 事務局', address: 'office@school.example.jp' },
        to: { name: '山田 花子', address: 'hanako@student.example.jp' },
        subject: '【重要】三者面談のお知らせ',
        text: '保護者の皆様\n面談の日程をお知らせします。',
        html: '<p>保護者の皆様<br>面談の日程をお知らせします。</p>',
        messageId: '<announce-12.u-1@tayori.example>',
      });
    } finally {
      mail.close();
    }
    const [got, ...more] = received.splice(0);
    expect(more).toEqual([]);
    // Bounces go to the operator's MAIL_FROM; the header keeps the chosen sender.
    expect(got!.envelope).toEqual({
      from: 'bounces@tayori.example',
      to: ['hanako@student.example.jp'],
    });
    expect(got!.mail.from?.value).toEqual([
      { name: '札幌中央高等学院 事務局', address: 'office@school.example.jp' },
    ]);
    expect(got!.mail.subject).toBe('【重要】三者面談のお知らせ');
    expect(got!.mail.text?.trim()).toBe('保護者の皆様\n面談の日程をお知らせします。');
    expect(got!.mail.html).toContain('面談の日程をお知らせします。');
    expect(got!.mail.messageId).toBe('<announce-12.u-1@tayori.example>');
  });

  it('rejects when the server refuses, so the worker retries instead of marking it sent', async () => {
    const mail = createSmtpMailSender(url, 'bounces@tayori.example');
    refuseNext = true;
    try {
      await expect(
        mail.send({
          from: { name: '', address: 'office@school.example.jp' },
          to: { name: '', address: 'full@student.example.jp' },
          subject: 's',
          text: 't',
        }),
      ).rejects.toThrow(/mailbox full/);
    } finally {
      mail.close();
    }
  });
});

describe('queueIdOf: the queue id in a server acceptance', () => {
  it('reads Postfix, Exim and SES replies, else keeps the reply', () => {
    expect(queueIdOf('250 2.0.0 Ok: queued as 4F2A1C3D9')).toBe('4F2A1C3D9');
    expect(queueIdOf('250 OK id=1vABCd-000123-4X')).toBe('1vABCd-000123-4X');
    expect(queueIdOf('250 Ok 0106018f2c3d4e5f-aaaa-bbbb-cccc-000000-000000')).toBe(
      '250 Ok 0106018f2c3d4e5f-aaaa-bbbb-cccc-000000-000000',
    );
    expect(queueIdOf(undefined)).toBeNull();
  });
});
