import { describe, expect, it } from 'vitest';
import { sesBounce, sesComplaint, sesDelivery } from '../../../test/sns-stand-in';
import { kindOf } from './dsn';
import { readSesNotification } from './ses-notifications';

const read = (n: unknown) => readSesNotification(JSON.stringify(n));
const ID = '<0f6c1c51-8a5d-4a2e-9d0b-1c2f3e4d5a6b@tayori.test>';

describe('readSesNotification', () => {
  it('a Permanent bounce: a hard one for the address, its status and words', () => {
    const r = read(
      sesBounce({
        messageId: ID,
        address: 'Taro@Example.jp',
        bounceType: 'Permanent',
        status: '5.1.1',
        diagnosticCode: 'smtp; 550 5.1.1 user unknown',
      }),
    );
    expect(r).toEqual({
      kind: 'reports',
      messageId: ID,
      reports: [
        {
          address: 'taro@example.jp',
          action: 'failed',
          status: '5.1.1',
          diagnostic: '550 5.1.1 user unknown',
          permanent: true,
        },
      ],
    });
    expect(r.kind === 'reports' && kindOf(r.reports[0]!)).toBe('bounce-hard');
  });

  it('Transient and Undetermined are soft whatever the status; no diagnostic: SES says which', () => {
    for (const bounceType of ['Transient', 'Undetermined'] as const) {
      const r = read(sesBounce({ messageId: ID, address: 'a@b.jp', bounceType, status: '5.0.0' }));
      expect(r.kind === 'reports' && kindOf(r.reports[0]!)).toBe('bounce-soft');
      expect(r.kind === 'reports' && r.reports[0]!.diagnostic).toMatch(/^SES: /);
    }
  });

  it('a complaint: complained, named by the feedback type', () => {
    const r = read(sesComplaint({ messageId: ID, address: 'a@b.jp' }));
    expect(r).toMatchObject({
      kind: 'reports',
      reports: [{ address: 'a@b.jp', action: 'complained', diagnostic: 'SES: complaint (abuse)' }],
    });
    expect(r.kind === 'reports' && kindOf(r.reports[0]!)).toBe('complaint');
  });

  it('the Message-ID from the headers when commonHeaders has none, bracketed as stored', () => {
    const n = sesBounce({ messageId: ID, address: 'a@b.jp', bounceType: 'Permanent' });
    const { messageId: _m, ...common } = n.mail.commonHeaders;
    expect(read({ ...n, mail: { ...n.mail, commonHeaders: common } })).toMatchObject({
      messageId: ID,
    });
    const bare = sesBounce({
      messageId: 'abc@tayori.test',
      address: 'a@b.jp',
      bounceType: 'Permanent',
    });
    expect(read(bare)).toMatchObject({ messageId: '<abc@tayori.test>' });
  });

  it("a delivery: delivered, with the receiving server's answer", () => {
    const r = read(sesDelivery({ messageId: ID, address: 'Taro@Example.jp' }));
    expect(r).toEqual({
      kind: 'reports',
      messageId: ID,
      reports: [
        {
          address: 'taro@example.jp',
          action: 'delivered',
          status: '2.6.0',
          diagnostic: '250 2.6.0 Message received',
        },
      ],
    });
    expect(r.kind === 'reports' && kindOf(r.reports[0]!)).toBe('delivered');
  });

  it('nothing to record: a delivery naming no one, no Message-ID, not SES, not JSON', () => {
    const n = sesBounce({ messageId: ID, address: 'a@b.jp', bounceType: 'Permanent' });
    expect(read({ notificationType: 'Delivery', mail: n.mail }).kind).toBe('nothing');
    expect(read({ ...n, mail: { ...n.mail, headers: [], commonHeaders: {} } }).kind).toBe(
      'nothing',
    );
    expect(read({ hello: 'SNS test message' }).kind).toBe('nothing');
    expect(readSesNotification('plain words').kind).toBe('nothing');
  });
});
