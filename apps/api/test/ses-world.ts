import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { announceDeliveryEvents, announceRecipients, mailSuppressions } from '../src/db/schema';
import { deliverBatch, type DeliveryOptions } from '../src/modules/announce/delivery';
import type { MailMessage } from '../src/platform/mail/port';
import { storeAnnounceMail } from './announce-bulk';
import { buildSchool, buildStudent } from './factories';
import { createTestContext, type TestContext } from './harness';
import { databaseFingerprinter, LineCapture } from './security/support';
import { startSnsStandIn, TOPIC_ARN, type SnsStandIn } from './sns-stand-in';

/**
 * The SES notification suites' world (docs/decisions/delivery.md): the app with
 * SES_NOTIFICATIONS_TOPIC_ARN set and SNS's stand-in, its log kept, deliveries sent as the
 * announcement mail worker sends them (their Message-IDs kept), and the rows a report changes.
 */
export interface SesWorld {
  t: TestContext;
  sns: SnsStandIn;
  log: LineCapture;
  /** A fingerprint of every table, to show that a refusal changed nothing. */
  fingerprint(): Promise<Map<string, string>>;
  /** One stored mail to a new student, sent: its row and the Message-ID its mail carried. */
  sentDelivery(): Promise<{ rowId: number; address: string; messageId: string }>;
  /** Posts `body` as SNS does: JSON text labelled text/plain, its type in a header, no XSRF. */
  post(body: unknown): ReturnType<TestContext['call']>;
  stateOf(id: number): Promise<{ state: string; softBounces: number } | undefined>;
  eventsOf(id: number): Promise<{ kind: string; status: string | null; source: string }[]>;
  suppressionOf(address: string): Promise<{ reason: string } | null>;
}

export const SNS_PATH = '/api/v1/mail-events/sns';

export function sesSuite(take: (w: SesWorld) => void): void {
  let t: TestContext | undefined;
  beforeAll(async () => {
    const sns = startSnsStandIn();
    const log = new LineCapture();
    const app = await createTestContext({
      env: { SES_NOTIFICATIONS_TOPIC_ARN: TOPIC_ARN },
      snsFetch: sns.fetch,
      logger: { level: 'info', stream: log },
    });
    t = app;
    const sent: MailMessage[] = [];
    const o: DeliveryOptions = {
      db: app.db,
      clock: app.clock,
      mail: {
        send: async (m) => {
          sent.push(m);
          return { queueId: `Q${sent.length}` };
        },
        close: () => undefined,
      },
      domain: 'tayori.test',
      bounceDomain: null,
      retryLimit: 2,
      retryDelaySeconds: 1,
      log: pino({ level: 'silent' }),
    };
    const db = app.db;
    take({
      t: app,
      sns,
      log,
      fingerprint: await databaseFingerprinter(db),
      async sentDelivery() {
        const school = await buildSchool(db);
        const s = await buildStudent(db, { school });
        const { mailId } = await storeAnnounceMail(db, school, [
          { id: s.id, name: `${s.lastName} ${s.firstName}`, email: s.email },
        ]);
        const signal = new AbortController().signal;
        await deliverBatch(o, { data: { mailId, batch: 0 }, retryCount: 0, signal });
        const [row] = await db
          .select({ id: announceRecipients.id })
          .from(announceRecipients)
          .where(eq(announceRecipients.mailId, mailId));
        const messageId = sent.find((m) => m.to.address === s.email)!.messageId!;
        return { rowId: row!.id, address: s.email, messageId };
      },
      post: (body) =>
        app.call({
          method: 'POST',
          url: SNS_PATH,
          xsrf: false,
          body: typeof body === 'string' ? body : JSON.stringify(body),
          headers: {
            'content-type': 'text/plain; charset=UTF-8',
            'x-amz-sns-message-type': (body as { Type?: string } | null)?.Type ?? 'Notification',
          },
        }),
      stateOf: async (id) =>
        (
          await db
            .select({
              state: announceRecipients.state,
              softBounces: announceRecipients.softBounces,
            })
            .from(announceRecipients)
            .where(eq(announceRecipients.id, id))
        )[0],
      eventsOf: (id) =>
        db
          .select({
            kind: announceDeliveryEvents.kind,
            status: announceDeliveryEvents.status,
            source: announceDeliveryEvents.source,
          })
          .from(announceDeliveryEvents)
          .where(eq(announceDeliveryEvents.recipientId, id))
          .orderBy(asc(announceDeliveryEvents.id)),
      suppressionOf: async (address) =>
        (
          await db
            .select({ reason: mailSuppressions.reason })
            .from(mailSuppressions)
            .where(eq(mailSuppressions.address, address.toLowerCase()))
        )[0] ?? null,
    });
  });
  afterAll(() => t?.close());
}
