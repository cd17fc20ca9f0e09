import { describe, expect, it } from 'vitest';
import { createTestContext } from '../harness';
import { sesSuite, SNS_PATH, type SesWorld } from '../ses-world';
import {
  sesBounce,
  sesComplaint,
  sesDelivery,
  startSnsStandIn,
  SUBSCRIBE_URL,
} from '../sns-stand-in';

/**
 * Amazon SES's deliveries, bounces and complaints through SNS (docs/decisions/delivery.md): a signed message
 * of the configured topic is recorded on the delivery its Message-ID names, as SES says; the
 * subscription is confirmed. The refusals are in ses-notifications-refused.test.ts.
 */

let w: SesWorld;
sesSuite((world) => (w = world));

describe('SES notifications through SNS are recorded on their deliveries', () => {
  it('a Permanent bounce: the delivery bounced, the address suppressed', async () => {
    const { rowId, address, messageId } = await w.sentDelivery();
    const res = await w.post(
      w.sns.notification(
        sesBounce({
          messageId,
          address,
          bounceType: 'Permanent',
          status: '5.1.1',
          diagnosticCode: 'smtp; 550 5.1.1 user unknown',
        }),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'recorded' });
    expect(await w.stateOf(rowId)).toMatchObject({ state: 'bounced' });
    expect(await w.eventsOf(rowId)).toEqual([
      { kind: 'bounce-hard', status: '5.1.1', source: 'sns' },
    ]);
    expect(await w.suppressionOf(address)).toEqual({ reason: 'bounce-hard' });
    // SNS delivers at least once: the same notification again records nothing more.
    expect(
      (
        await w.post(w.sns.notification(sesBounce({ messageId, address, bounceType: 'Permanent' })))
      ).json(),
    ).toEqual({ outcome: 'ignored' });
    expect(await w.eventsOf(rowId)).toHaveLength(1);
  });

  it('a Transient bounce takes the soft path (sent again, not suppressed), signed with SHA256', async () => {
    const { rowId, address, messageId } = await w.sentDelivery();
    const message = w.sns.notification(
      sesBounce({
        messageId,
        address,
        bounceType: 'Transient',
        status: '5.2.2',
        diagnosticCode: 'smtp; 552 5.2.2 mailbox full',
      }),
    );
    const v2 = w.sns.signed({ ...message }, { version: '2' });
    const res = await w.post(v2);
    expect(res.json()).toEqual({ outcome: 'recorded' });
    // SES's verdict decides, whatever the status code says.
    expect(await w.stateOf(rowId)).toEqual({ state: 'queued', softBounces: 1 });
    expect(await w.eventsOf(rowId)).toEqual([
      { kind: 'bounce-soft', status: '5.2.2', source: 'sns' },
    ]);
    expect(await w.suppressionOf(address)).toBeNull();
  });

  it('a Complaint: the event and the suppression, the delivery still sent; once', async () => {
    const { rowId, address, messageId } = await w.sentDelivery();
    const res = await w.post(w.sns.notification(sesComplaint({ messageId, address })));
    expect(res.json()).toEqual({ outcome: 'recorded' });
    expect(await w.stateOf(rowId)).toMatchObject({ state: 'sent' });
    expect(await w.eventsOf(rowId)).toEqual([{ kind: 'complaint', status: null, source: 'sns' }]);
    expect(await w.suppressionOf(address)).toEqual({ reason: 'complaint' });
    expect((await w.post(w.sns.notification(sesComplaint({ messageId, address })))).json()).toEqual(
      {
        outcome: 'ignored',
      },
    );
    expect(await w.eventsOf(rowId)).toHaveLength(1);
  });

  it("a Delivery: the delivery delivered with the receiving server's answer; once", async () => {
    const { rowId, address, messageId } = await w.sentDelivery();
    const res = await w.post(w.sns.notification(sesDelivery({ messageId, address })));
    expect(res.json()).toEqual({ outcome: 'recorded' });
    expect(await w.stateOf(rowId)).toMatchObject({ state: 'delivered' });
    expect(await w.eventsOf(rowId)).toEqual([
      { kind: 'delivered', status: '2.6.0', source: 'sns' },
    ]);
    expect(await w.suppressionOf(address)).toBeNull();
    expect((await w.post(w.sns.notification(sesDelivery({ messageId, address })))).json()).toEqual({
      outcome: 'ignored',
    });
    expect(await w.eventsOf(rowId)).toHaveLength(1);
  });

  it('a SubscriptionConfirmation is confirmed by visiting its SNS SubscribeURL', async () => {
    const res = await w.post(w.sns.subscriptionConfirmation());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'confirmed' });
    expect(w.sns.fetched).toContain(new URL(SUBSCRIBE_URL).href);
  });
});

describe('without SES_NOTIFICATIONS_TOPIC_ARN', () => {
  it('answers 404 as if absent', async () => {
    const bare = await createTestContext({ snsFetch: startSnsStandIn().fetch });
    try {
      const res = await bare.call({
        method: 'POST',
        url: SNS_PATH,
        xsrf: false,
        body: JSON.stringify(startSnsStandIn().subscriptionConfirmation()),
        headers: { 'content-type': 'text/plain; charset=UTF-8' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
