import { describe, expect, it } from 'vitest';
import { notABounce, qmailBounce, standardDsn } from '../../../test/bounces';
import { kindOf, readDeliveryReport } from './dsn';

const to = 'bounces+0123456789abcdef0123456789abcdef@bounce.tayori.test';
const read = (raw: string) => readDeliveryReport(raw, 'bounce.tayori.test');

describe('reading a bounce (RFC 3464 and the common plain-text ones)', () => {
  it('reads a standard report: recipient, action, status and the unfolded diagnostic', async () => {
    const report = await read(
      standardDsn({
        to,
        recipient: 'Taro@School.example.jp',
        status: '5.1.1',
        diagnostic: '550 5.1.1 <taro@school.example.jp>: Recipient address rejected: User unknown',
      }),
    );
    expect(report).toEqual({
      standard: true,
      recipients: [
        {
          address: 'taro@school.example.jp',
          action: 'failed',
          status: '5.1.1',
          diagnostic:
            '550 5.1.1 <taro@school.example.jp>: Recipient address rejected: User unknown',
        },
      ],
    });
    expect(kindOf(report!.recipients[0]!)).toBe('bounce-hard');
  });

  it('tells a soft bounce (4.x.x) and a delay from a hard one', async () => {
    const soft = await read(
      standardDsn({
        to,
        recipient: 'a@b.jp',
        status: '4.2.2',
        diagnostic: '452 4.2.2 Mailbox full',
      }),
    );
    expect(kindOf(soft!.recipients[0]!)).toBe('bounce-soft');
    const delayed = await read(
      standardDsn({
        to,
        recipient: 'a@b.jp',
        action: 'delayed',
        status: '4.4.1',
        diagnostic: 'connect to mx.b.jp: Connection timed out',
      }),
    );
    expect(kindOf(delayed!.recipients[0]!)).toBe('delayed');
    const delivered = await read(
      standardDsn({
        to,
        recipient: 'a@b.jp',
        action: 'delivered',
        status: '2.0.0',
        diagnostic: '250 ok',
      }),
    );
    expect(kindOf(delivered!.recipients[0]!)).toBe('delivered');
    const relayed = await read(
      standardDsn({ to, recipient: 'a@b.jp', action: 'relayed', status: '2.0.0', diagnostic: '' }),
    );
    // Passed on to a server that reports nothing: no more is known of it.
    expect(kindOf(relayed!.recipients[0]!)).toBeNull();
  });

  it("reads qmail's plain-text failure notice: the address and the reply", async () => {
    const report = await read(
      qmailBounce({
        to,
        recipient: 'hanako@example.ne.jp',
        status: '',
        diagnostic: '550 5.1.1 <hanako@example.ne.jp>... User unknown',
      }),
    );
    expect(report).toEqual({
      standard: false,
      recipients: [
        {
          address: 'hanako@example.ne.jp',
          action: 'failed',
          status: '5.1.1',
          diagnostic: 'Remote host said: 550 5.1.1 <hanako@example.ne.jp>... User unknown',
        },
      ],
    });
  });

  it('is no report for a message that is not a bounce', async () => {
    expect(await read(notABounce(to))).toBeNull();
  });
});
