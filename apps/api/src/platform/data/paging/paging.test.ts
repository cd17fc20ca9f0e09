import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSchool, buildUser } from '../../../../test/factories';
import { suiteDatabase } from '../../../../test/test-database';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { prepareSelect } from '../prepared';
import {
  batchedSearch,
  byShape,
  containsText,
  equalTo,
  MAX_NAMED_SHAPES,
  offsetOf,
  pagedSearch,
  pageTotal,
  type Filters,
  type PageRequest,
} from '.';

let database: Database;
let schoolId: number;
suiteDatabase(async (opened) => {
  database = opened;
  schoolId = (await buildSchool(database.db)).id;
  // 23 staff: kana ア01…ア23, every third SUSPENDED, names ending in their number; one named 1%_.
  for (let i = 1; i <= 23; i++) {
    const n = String(i).padStart(2, '0');
    await buildUser(database.db, {
      userType: 'STAFF',
      schoolId,
      lastNameKana: `ア${n}`,
      firstName: i === 23 ? '名1%_' : `名${n}`,
      email: `staff-${n}@paging.example`,
      status: i % 3 === 0 ? 'SUSPENDED' : 'ACTIVE',
    });
  }
});

interface StaffConditions {
  schoolId: number;
  status: 'ACTIVE' | 'SUSPENDED';
  name: string;
}
const filters: Filters<StaffConditions> = {
  schoolId: equalTo(users.schoolId),
  status: equalTo(users.status),
  name: containsText(users.firstName),
};

/** A staff search as spec 001's: optional status and name filters, ordered by kana. */
const staffPage = pagedSearch('paging_test', filters, (db, { where }) =>
  db
    .select({ kana: users.lastNameKana, status: users.status, total: pageTotal() })
    .from(users)
    .where(where)
    .orderBy(asc(users.lastNameKana))
    .$dynamic(),
);
const search = (page: PageRequest, f: Partial<StaffConditions> = {}) =>
  staffPage(database.db, { schoolId, ...f }, page);

describe('platform/data/paging', () => {
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

  it('leaves out the filters not given (absent, null or empty), in any combination', async () => {
    expect((await search({ page: 1, limit: 10 }, { status: 'SUSPENDED' })).total).toBe(7);
    expect((await search({ page: 1, limit: 10 }, { status: 'ACTIVE' })).total).toBe(16);
    const both = await search({ page: 1, limit: 10 }, { status: 'SUSPENDED', name: '名1' });
    expect(both.rows.map((r) => r.kana)).toEqual(['ア12', 'ア15', 'ア18']);
    expect(both.total).toBe(3);
    expect((await search({ page: 1, limit: 10 }, { name: '' })).total).toBe(23);
    expect(
      (await staffPage(database.db, { schoolId, name: null }, { page: 1, limit: 1 })).total,
    ).toBe(23);
  });

  it("a part match takes the text's own % _ \\ literally", async () => {
    expect((await search({ page: 1, limit: 10 }, { name: '1%_' })).rows.map((r) => r.kana)).toEqual(
      ['ア23'],
    );
    expect((await search({ page: 1, limit: 10 }, { name: '%' })).total).toBe(1);
    expect((await search({ page: 1, limit: 10 }, { name: '\\' })).total).toBe(0);
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
    expect(await search({ page: 9, limit: 10 }, { status: 'SUSPENDED' })).toEqual({
      total: 7,
      rows: [],
    });
    expect(await search({ page: 2, limit: 10 }, { name: '該当なし' })).toEqual({
      total: 0,
      rows: [],
    });
  });
});

describe('pagedSearch with its own count (the student search)', () => {
  const countedApart = pagedSearch(
    'paging_test_apart',
    filters,
    (db, { where }) =>
      db
        .select({ kana: users.lastNameKana, status: users.status })
        .from(users)
        .where(where)
        .orderBy(asc(users.lastNameKana))
        .$dynamic(),
    {
      count: (db, { where }) =>
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(users)
          .where(where)
          .$dynamic(),
    },
  );
  const searchApart = (page: PageRequest, f: Partial<StaffConditions> = {}) =>
    countedApart(database.db, { schoolId, ...f }, page);

  it('answers the same pages and totals as the window total', async () => {
    for (const [page, f] of [
      [{ page: 1, limit: 10 }, {}],
      [{ page: 3, limit: 10 }, {}],
      [
        { page: 1, limit: 10 },
        { status: 'SUSPENDED', name: '名1' },
      ],
      [{ page: 9, limit: 10 }, { status: 'SUSPENDED' }],
      [{ page: 1, limit: 10 }, { name: '該当なし' }],
    ] as const) {
      const apart = await searchApart(page, f);
      const windowed = await search(page, f);
      expect(apart).toEqual(windowed);
    }
  });
});

describe('byShape', () => {
  it('builds a shape once, and names only the first MAX_NAMED_SHAPES shapes of a search', () => {
    // Seven filters: 128 shapes, each a different statement.
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
    const seven = Object.fromEntries(keys.map((k) => [k, { where: () => sql`true` }])) as Filters<
      Record<(typeof keys)[number], string>
    >;
    const names: (string | undefined)[] = [];
    const statementsOf = byShape('shape_test', seven, (_db, shape) => {
      names.push(shape.nameOf());
      return { given: [...shape.given] };
    });
    const conditionsOf = (mask: number) =>
      Object.fromEntries(keys.map((k, i) => [k, mask & (1 << i) ? 'x' : undefined]));
    for (let mask = 0; mask < 128; mask++) statementsOf(database.db, conditionsOf(mask));
    expect(names).toHaveLength(128);
    expect(names.filter((n) => n !== undefined)).toHaveLength(MAX_NAMED_SHAPES);
    expect(new Set(names.filter((n) => n !== undefined)).size).toBe(MAX_NAMED_SHAPES);

    const again = statementsOf(database.db, { a: 'x', c: 'y' });
    expect(names).toHaveLength(128);
    expect(again.statements.given).toEqual(['a', 'c']);
    expect(again.params).toEqual({ a: 'x', c: 'y' });
  });

  it('a required key not given matches no row, where an optional one is no condition', async () => {
    const byEmail = byShape(
      'shape_required_test',
      {
        email: equalTo(users.email, { required: true }),
        status: equalTo(users.status),
      } satisfies Filters<{ email: string; status: string }>,
      (db, { where, nameOf }) =>
        prepareSelect(db, nameOf(), db.select({ email: users.email }).from(users).where(where)),
    );
    const find = async (email: string | undefined) => {
      const { statements, params } = byEmail(database.db, { email });
      return statements.execute(params);
    };
    expect(await find('staff-01@paging.example')).toEqual([{ email: 'staff-01@paging.example' }]);
    expect(await find('')).toEqual([]);
    expect(await find(undefined)).toEqual([]);
  });
});

describe('batchedSearch', () => {
  /** The staff the filters find, 5 a batch, in the order of `key` and then the id. */
  const staffBatches = (name: string, key: typeof users.email | typeof users.lastName) =>
    batchedSearch(
      name,
      filters,
      { key, id: users.id },
      (db, { where }) => db.select({ key, id: users.id }).from(users).where(where).$dynamic(),
      (row) => ({ key: row.key, id: row.id }),
      5,
    );
  const batches = staffBatches('paging_test_batches', users.email);
  const read = async (f: Partial<StaffConditions>) => {
    const out: string[][] = [];
    for await (const rows of batches(database.db, { schoolId, ...f }))
      out.push(rows.map((r) => r.key));
    return out;
  };

  it('reads every match once, batch by batch in byte order of the key', async () => {
    const all = await read({});
    expect(all.map((b) => b.length)).toEqual([5, 5, 5, 5, 3]);
    expect(all.flat()).toEqual(
      Array.from(
        { length: 23 },
        (_, i) => `staff-${String(i + 1).padStart(2, '0')}@paging.example`,
      ),
    );
    const suspended = await read({ status: 'SUSPENDED' });
    expect(suspended.map((b) => b.length)).toEqual([5, 2]);
    expect(await read({ name: '該当なし' })).toEqual([]);
  });

  it('rows that tie on the key are resumed by id, none read twice or left out', async () => {
    // Every staff member here has the same last name (the factory's): the key ties throughout.
    const ids: string[] = [];
    const tie = staffBatches('paging_test_ties_by_id', users.lastName);
    for await (const rows of tie(database.db, { schoolId })) ids.push(...rows.map((r) => r.id));
    expect(ids).toHaveLength(23);
    expect(new Set(ids).size).toBe(23);
    expect(ids).toEqual([...ids].sort());
  });
});
