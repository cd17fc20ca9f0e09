import { asc, eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser } from '../../../test/factories';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { allOf, findPage, offsetOf, pageTotal, type PageRequest } from './index';

let database: Database;
let schoolId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  schoolId = (await buildSchool(database.db)).id;
  // 23 staff: kana ア01…ア23, every third SUSPENDED, names ending in their number.
  for (let i = 1; i <= 23; i++) {
    const n = String(i).padStart(2, '0');
    await buildUser(database.db, {
      userType: 'STAFF',
      schoolId,
      lastNameKana: `ア${n}`,
      firstName: `名${n}`,
      status: i % 3 === 0 ? 'SUSPENDED' : 'ACTIVE',
    });
  }
});
afterAll(() => database?.close());

/** A staff search as spec 001's will be: optional status and name filters, ordered by kana. */
const search = (page: PageRequest, f: { status?: 'ACTIVE' | 'SUSPENDED'; name?: string } = {}) =>
  findPage(database.db, page, () =>
    database.db
      .select({ kana: users.lastNameKana, status: users.status, total: pageTotal() })
      .from(users)
      .where(
        allOf(
          eq(users.schoolId, schoolId),
          f.status && eq(users.status, f.status),
          f.name ? ilike(users.firstName, `%${f.name}%`) : undefined,
        ),
      )
      .orderBy(asc(users.lastNameKana))
      .$dynamic(),
  );

describe('platform/paging', () => {
  it('page and limit are an offset', () => {
    expect(offsetOf({ page: 1, limit: 10 })).toBe(0);
    expect(offsetOf({ page: 3, limit: 10 })).toBe(20);
  });

  it('answers the page in order and the total of every match, without the total on the rows', async () => {
    const first = await search({ page: 1, limit: 10 });
    expect(first.total).toBe(23);
    expect(first.rows.map((r) => r.kana)).toEqual(
      Array.from({ length: 10 }, (_, i) => `ア${String(i + 1).padStart(2, '0')}`),
    );
    expect(Object.keys(first.rows[0]!)).toEqual(['kana', 'status']);
    const last = await search({ page: 3, limit: 10 });
    expect(last).toMatchObject({ total: 23 });
    expect(last.rows.map((r) => r.kana)).toEqual(['ア21', 'ア22', 'ア23']);
  });

  it('leaves out the filters not given, in any combination', async () => {
    expect((await search({ page: 1, limit: 10 }, { status: 'SUSPENDED' })).total).toBe(7);
    expect((await search({ page: 1, limit: 10 }, { status: 'ACTIVE' })).total).toBe(16);
    const both = await search({ page: 1, limit: 10 }, { status: 'SUSPENDED', name: '名1' });
    expect(both.rows.map((r) => r.kana)).toEqual(['ア12', 'ア15', 'ア18']);
    expect(both.total).toBe(3);
  });

  it('a download takes every match at once (limit = the total count, spec 001 §4)', async () => {
    const all = await search({ page: 1, limit: 23 });
    expect(all.rows).toHaveLength(23);
    expect(all.total).toBe(23);
  });

  it('no match: total 0; a page past the end: no rows and the total still right', async () => {
    expect(await search({ page: 1, limit: 10 }, { name: '該当なし' })).toEqual({
      total: 0,
      rows: [],
    });
    expect(await search({ page: 9, limit: 10 })).toEqual({ total: 23, rows: [] });
    expect(await search({ page: 2, limit: 10 }, { name: '該当なし' })).toEqual({
      total: 0,
      rows: [],
    });
  });
});
