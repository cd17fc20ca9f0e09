import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AnnounceDeliveryEvent,
  AnnounceDetail,
  AnnounceSentFilter,
  AnnounceSentQuery,
  AnnounceSentRow,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { announceDeliveryEvents, announceMails, announceRecipients } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { notFound } from '../../platform/http/errors';
import { inReachableSchool } from '../../domain/schools/reach';
import { bodyHtml } from './body-html';

/**
 * The sent mail tab (spec 001 §2, §3): a school's mails by year and month (Asia/Tokyo) and author,
 * each with its delivery counts, and one mail's detail with every recipient's delivery state.
 */

/** The most rows one search answers: a school sends a few mails a day. */
const SENT_LIST_MAX = 1000;

const tokyo = sql`(${announceMails.createdAt} at time zone 'Asia/Tokyo')`;
const yearOf = sql<number>`extract(year from ${tokyo})::int`;

export async function findSentFilter(db: Db, schoolId: number): Promise<AnnounceSentFilter> {
  const [years, registers] = await Promise.all([
    db
      .selectDistinct({ year: yearOf })
      .from(announceMails)
      .where(eq(announceMails.schoolId, schoolId))
      .orderBy(desc(yearOf)),
    db
      .selectDistinct({ label: announceMails.authorName, mailaddress: announceMails.authorAddress })
      .from(announceMails)
      .where(eq(announceMails.schoolId, schoolId))
      .orderBy(asc(announceMails.authorAddress), asc(announceMails.authorName)),
  ]);
  return { yearList: years.map((y) => y.year), registerList: registers };
}

const counted = (state: string) =>
  sql<number>`(count(*) filter (where ${announceRecipients.state} = ${state}))::int`;

const sentRow = {
  announceId: announceMails.id,
  registerName: announceMails.authorName,
  registerMailaddress: announceMails.authorAddress,
  fromName: announceMails.fromName,
  fromMailaddress: announceMails.fromAddress,
  createdAt: announceMails.createdAt,
  title: announceMails.subject,
  recipientCount: announceMails.recipientCount,
  queuedCount: counted('queued'),
  sentCount: counted('sent'),
  deliveredCount: counted('delivered'),
  failedCount: counted('failed'),
  bouncedCount: counted('bounced'),
  skippedCount: counted('skipped'),
};

const sentRows = (db: Db, where: SQL | undefined) =>
  db
    .select(sentRow)
    .from(announceMails)
    .leftJoin(announceRecipients, eq(announceRecipients.mailId, announceMails.id))
    .where(where)
    .groupBy(announceMails.id);

const toWire = ({ createdAt, ...r }: { createdAt: Date } & Omit<AnnounceSentRow, 'datetime'>) => ({
  ...r,
  datetime: createdAt.toISOString(),
});

export async function findSent(
  db: Db,
  schoolId: number,
  q: AnnounceSentQuery,
): Promise<AnnounceSentRow[]> {
  const rows = await sentRows(
    db,
    and(
      eq(announceMails.schoolId, schoolId),
      q.year === undefined ? undefined : sql`${yearOf} = ${q.year}`,
      q.month === undefined ? undefined : sql`extract(month from ${tokyo})::int = ${q.month}`,
      q.registerMailaddress === undefined
        ? undefined
        : eq(announceMails.authorAddress, q.registerMailaddress),
    ),
  )
    .orderBy(desc(announceMails.createdAt), desc(announceMails.id))
    .limit(SENT_LIST_MAX);
  return rows.map(toWire);
}

export async function findDetail(db: Db, p: Principal, id: number): Promise<AnnounceDetail> {
  const [row] = await sentRows(
    db,
    and(eq(announceMails.id, id), inReachableSchool(db, p, announceMails.schoolId)),
  );
  if (!row) throw notFound();
  const [body] = await db
    .select({ body: announceMails.body })
    .from(announceMails)
    .where(eq(announceMails.id, id));
  const [recipients, events] = await Promise.all([
    db
      .select({
        id: announceRecipients.id,
        toName: announceRecipients.toName,
        toMailaddress: announceRecipients.toAddress,
        state: announceRecipients.state,
        reason: announceRecipients.reason,
        attempts: announceRecipients.attempts,
        sentAt: announceRecipients.sentAt,
        queueId: announceRecipients.queueId,
      })
      .from(announceRecipients)
      .where(eq(announceRecipients.mailId, id))
      .orderBy(asc(announceRecipients.id)),
    deliveryEventsOf(db, id),
  ]);
  return {
    ...toWire(row),
    body: bodyHtml(body!.body),
    announceToList: recipients.map(({ id: recipientId, sentAt, ...r }) => ({
      ...r,
      sentAt: sentAt?.toISOString() ?? null,
      events: events.get(recipientId) ?? [],
    })),
  };
}

/** The reports that came back for a mail's deliveries, by recipient row, oldest first. */
async function deliveryEventsOf(db: Db, mailId: number) {
  const rows = await db
    .select({
      recipientId: announceDeliveryEvents.recipientId,
      kind: announceDeliveryEvents.kind,
      at: announceDeliveryEvents.at,
      status: announceDeliveryEvents.status,
      text: announceDeliveryEvents.text,
    })
    .from(announceDeliveryEvents)
    .innerJoin(announceRecipients, eq(announceRecipients.id, announceDeliveryEvents.recipientId))
    .where(eq(announceRecipients.mailId, mailId))
    .orderBy(asc(announceDeliveryEvents.at), asc(announceDeliveryEvents.id));
  const byRecipient = new Map<number, AnnounceDeliveryEvent[]>();
  for (const { recipientId, at, ...event } of rows) {
    const list = byRecipient.get(recipientId) ?? [];
    list.push({ ...event, at: at.toISOString() });
    byRecipient.set(recipientId, list);
  }
  return byRecipient;
}
