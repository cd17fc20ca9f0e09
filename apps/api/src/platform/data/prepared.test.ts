import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteDatabase } from '../../../test/test-database';
import { buildStudent } from '../../../test/factories';
import { buildNotice, deliverNotice } from '../../../test/notice-factories';
import type { Db } from '../../db/client';
import { noticeCategories, noticeDeliveries, notices } from '../../db/schema';
import { compileRowMapper, prepareSelect } from './prepared';

let db: Db;
suiteDatabase((database) => (db = database.db));

/** A selection of every kind of value drizzle decodes: bigserial, timestamp, date, int, sql. */
const selection = {
  id: notices.id,
  title: notices.title,
  important: notices.important,
  startDate: notices.startDate,
  createdAt: notices.createdAt,
  openedAt: notices.openedAt,
  seq: notices.seq,
  categoryName: noticeCategories.name,
  readAt: noticeDeliveries.readAt,
  read: sql<boolean>`${noticeDeliveries.readAt} is not null`,
  recipients: sql<number>`count(*) over ()`.mapWith(Number),
  doubled: sql<number>`${notices.seq} * 2`.as('doubled'),
};

const query = (noticeId: number) =>
  db
    .select(selection)
    .from(notices)
    .leftJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .leftJoin(noticeDeliveries, eq(noticeDeliveries.noticeId, notices.id))
    .where(eq(notices.id, noticeId))
    .orderBy(noticeDeliveries.userId);

describe('prepareSelect', () => {
  it("answers the rows drizzle's own mapping gives, values decoded and nulls kept", async () => {
    const notice = await buildNotice(db, { important: true });
    const [a, b] = [await buildStudent(db), await buildStudent(db)];
    await deliverNotice(db, notice, [a.id]);
    await deliverNotice(db, notice, [b.id], new Date('2026-06-02T01:02:03Z'));
    const undelivered = await buildNotice(db);

    for (const id of [notice.id, undelivered.id]) {
      const expected = await query(id);
      const prepared = prepareSelect(
        db,
        `prepared_test_${id}`,
        query(sql.placeholder('id') as unknown as number),
      );
      expect(await prepared.execute({ id })).toEqual(expected);
    }
    const [first] = await prepareSelect(db, 'prepared_test_types', query(notice.id)).execute();
    expect(first!.createdAt).toBeInstanceOf(Date);
    expect(typeof first!.id).toBe('number');
    expect(typeof first!.recipients).toBe('number');
  });

  it("decodes a subquery's columns (drizzle's alias proxies) as drizzle does", async () => {
    const notice = await buildNotice(db);
    const inner = db
      .select({ id: notices.id, createdAt: notices.createdAt, seq: notices.seq })
      .from(notices)
      .where(eq(notices.id, notice.id))
      .as('inner_notice');
    const outer = db
      .select({ id: inner.id, createdAt: inner.createdAt, seq: inner.seq })
      .from(inner);
    const [row] = await prepareSelect(db, 'prepared_test_subquery', outer).execute();
    expect(row).toEqual((await outer)[0]);
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('answers an aggregate as drizzle does', async () => {
    const total = db.select({ total: count() }).from(notices);
    expect(await prepareSelect(db, 'prepared_test_count', total).execute()).toEqual(await total);
  });

  it('refuses a nested selection, which drizzle would answer as nested objects', () => {
    expect(() => compileRowMapper({ notice: { id: notices.id } })).toThrow(/notice/);
  });
});
