import { describe, expect, it } from 'vitest';
import type { AnnounceRecipient } from '@tayori/contract';
import { t } from '../../shared/i18n';
import { deliveryCountsText, timelineOf } from './delivery-states';

const recipient = (r: Partial<AnnounceRecipient>): AnnounceRecipient => ({
  toName: '山田 太郎',
  toMailaddress: 'taro@school.example.jp',
  state: 'sent',
  reason: null,
  attempts: 1,
  sentAt: null,
  queueId: null,
  events: [],
  ...r,
});

/** Accepted by the mail server at 08:30 (Japan time) with queue id Q00001, then `event` came. */
const acceptedThen = (event: AnnounceRecipient['events'][number]) => ({
  sentAt: '2026-11-27T23:30:00.000Z',
  queueId: 'Q00001',
  events: [event],
});

describe('how the sent mail tab says a delivery', () => {
  it('counts 不達 and 送信停止 only when a mail has them', () => {
    const counts = {
      recipientCount: 5,
      queuedCount: 0,
      sentCount: 3,
      deliveredCount: 0,
      failedCount: 0,
    };
    expect(deliveryCountsText(t, { ...counts, bouncedCount: 0, skippedCount: 0 })).toBe(
      '送信済み 3 / 送信待ち 0 / 失敗 0',
    );
    expect(deliveryCountsText(t, { ...counts, bouncedCount: 1, skippedCount: 1 })).toBe(
      '送信済み 3 / 送信待ち 0 / 失敗 0 / 不達 1 / 送信停止 1',
    );
  });

  it('counts the delivered as sent, and says how many of them were reported delivered', () => {
    const counts = { recipientCount: 5, queuedCount: 1, sentCount: 1, deliveredCount: 3 };
    expect(
      deliveryCountsText(t, { ...counts, failedCount: 0, bouncedCount: 0, skippedCount: 0 }),
    ).toBe('送信済み 4 / 送信待ち 1 / 失敗 0 / 配達確認 3');
    const lines = timelineOf(
      t,
      recipient({
        state: 'delivered',
        ...acceptedThen({
          kind: 'delivered',
          at: '2026-11-27T23:30:04.000Z',
          status: '2.0.0',
          text: '250 2.0.0 Ok: queued as 4F2A1C3D9',
        }),
      }),
    );
    expect(lines).toEqual([
      '2026/11/28 08:30:00 送信（受付番号 Q00001）',
      '2026/11/28 08:30:04 配達完了（2.0.0）250 2.0.0 Ok: queued as 4F2A1C3D9',
    ]);
  });

  it("a bounced recipient's timeline: accepted with the queue id, then the bounce with its words", () => {
    const lines = timelineOf(
      t,
      recipient({
        state: 'bounced',
        reason: '550 5.1.1 User unknown',
        ...acceptedThen({
          kind: 'bounce-hard',
          at: '2026-11-27T23:31:05.000Z',
          status: '5.1.1',
          text: '550 5.1.1 User unknown',
        }),
      }),
    );
    expect(lines).toEqual([
      '2026/11/28 08:30:00 送信（受付番号 Q00001）',
      '2026/11/28 08:31:05 不達（5.1.1）550 5.1.1 User unknown',
    ]);
  });

  it('a skipped or refused recipient says why, and how many attempts', () => {
    expect(
      timelineOf(t, recipient({ state: 'skipped', reason: '550 5.1.1 User unknown', attempts: 0 })),
    ).toEqual(['送信停止中のため送信しませんでした：550 5.1.1 User unknown']);
    expect(
      timelineOf(t, recipient({ state: 'failed', reason: '550 mailbox unavailable', attempts: 3 })),
    ).toEqual(['550 mailbox unavailable', '試行3回']);
  });
});
