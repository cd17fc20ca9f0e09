/**
 * `npx tsx tools/bench/access-log-scale.ts [--entries 10000000] [--samples 20] [--regenerate]`
 *
 * The 「操作ログ」 over ten million entries (docs/decisions/access-log.md): a database of its own
 * (`access_bench`, copied from the 5,000-student bench dataset) whose audit log is filled with
 * generate_series — five years of reads (a student's detail, a search page of ten, a CSV of a
 * whole school) and writes by the dataset's staff, oldest first — then the screen's own search
 * (modules/access-log/search.ts) timed by student and month, by staff and month, and by month.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '@tayori/api/db/client';
import { searchAccessLog } from '@tayori/api/modules/access-log/search';
import { queryOnce } from '../generate/database';
import { ensureDataset } from './datasets';
import { databaseUrlOption } from './database-url';

const { values: args } = parseArgs({
  options: {
    entries: { type: 'string', default: '10000000' },
    samples: { type: 'string', default: '20' },
    regenerate: { type: 'boolean', default: false },
    'database-url': databaseUrlOption(),
  },
});
const ENTRIES = Number(args.entries);
const CHUNK = 1_000_000;
const NAME = 'access_bench';

const urlOf = (database: string) => {
  const u = new URL(args['database-url']);
  u.pathname = `/${database}`;
  return u.toString();
};

/** The database, copied from the 5,000-student dataset when missing or asked to regenerate. */
async function ensureDatabase(): Promise<string> {
  const ds = await ensureDataset(args['database-url'], 5000, { seed: 1, regenerate: false });
  const admin = args['database-url'];
  const [found] = await queryOnce(admin, 'select 1 from pg_database where datname = $1', [NAME]);
  if (found && !args.regenerate) return urlOf(NAME);
  await queryOnce(admin, `drop database if exists ${NAME}`);
  await queryOnce(admin, `create database ${NAME} template ${new URL(ds.url).pathname.slice(1)}`);
  return urlOf(NAME);
}

/** Fills the audit log to ENTRIES, oldest first, then builds the screen's indexes once. */
async function fill(url: string) {
  const [{ n }] = (await queryOnce<{ n: string }>(url, 'select count(*) as n from audit_log')) as [
    { n: string },
  ];
  if (Number(n) >= ENTRIES) return console.log(`${NAME}: ${n} entries already`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await client.query(`set maintenance_work_mem = '1GB'`);
  await client.query(`drop index if exists audit_log_at_idx, audit_log_actor_at_idx,
    audit_log_student_ids_idx, audit_log_entity_idx`);
  await client.query(`create temp table staff as
    select row_number() over (order by id) - 1 as n, id, role_type from users where user_type = 'STAFF'`);
  await client.query(`create temp table pupils as
    select row_number() over (order by student_number) - 1 as n, user_id as id from students`);
  await client.query(`create temp table pages as select p, array_agg(id order by n) as ids
    from (select n, id, n / 10 as p from pupils) x group by p`);
  const [counts] = (
    await client.query<{ staff: number; pupils: number; pages: number }>(`select
      (select count(*)::int from staff) as staff, (select count(*)::int from pupils) as pupils,
      (select count(*)::int from pages) as pages`)
  ).rows;
  const { staff, pupils, pages } = counts!;
  for (let from = 0; from < ENTRIES; from += CHUNK) {
    const to = Math.min(ENTRIES, from + CHUNK) - 1;
    // 60 % a detail (one student), 30 % a search page (ten), 1 % a school's CSV (a count), the
    // rest a write about one student; spread evenly over five years, oldest first.
    await client.query(
      `insert into audit_log (actor_user_id, actor_role, address, action, entity, entity_id,
         detail, student_ids, student_count, at)
       select s.id, s.role_type, '10.0.' || (g % 200) || '.' || (g % 250),
         case when g % 100 >= 91 then 'update' else 'read' end,
         'student',
         case when g % 100 < 60 or g % 100 >= 91 then p.id::text else '' end,
         case when g % 100 < 60 then '{"endpoint":"studentDetail"}'::jsonb
              when g % 100 < 90 then '{"endpoint":"studentSearch","extendedSchoolCode":"S0001"}'::jsonb
              when g % 100 < 91 then '{"endpoint":"studentCsv","extendedSchoolCode":"S0001"}'::jsonb
              else '{"changed":["lastName"]}'::jsonb end,
         case when g % 100 < 60 then array[p.id]
              when g % 100 < 90 then pg.ids end,
         case when g % 100 < 60 then 1 when g % 100 < 90 then 10
              when g % 100 < 91 then $5::int else 0 end,
         now() - interval '5 years' + (g::float8 / $1) * interval '5 years'
       from generate_series($2::bigint, $3::bigint) g
       join staff s on s.n = (g * 7919) % $4
       join pupils p on p.n = (g * 104729) % $5
       join pages pg on pg.p = (g * 31) % $6`,
      [ENTRIES, from, to, staff, pupils, pages],
    );
    console.log(`  ${to + 1} entries, ${Math.round((Date.now() - started) / 1000)} s`);
  }
  for (const ddl of [
    'create index audit_log_entity_idx on audit_log (entity, entity_id)',
    'create index audit_log_at_idx on audit_log (at)',
    'create index audit_log_actor_at_idx on audit_log (actor_user_id, at)',
    'create index audit_log_student_ids_idx on audit_log using gin (student_ids)',
    'vacuum analyze audit_log',
  ]) {
    await client.query(ddl);
    console.log(`  ${ddl.split(' on ')[0]}: ${Math.round((Date.now() - started) / 1000)} s`);
  }
  await client.end();
}

const ms = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`;
};

/** A random month of the five years, as the screen's from and to. */
function randomMonth(): { from: string; to: string } {
  const now = new Date();
  const back = 1 + Math.floor(Math.random() * 58);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

async function main() {
  const url = await ensureDatabase();
  await fill(url);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const db = database.db;
  const samples = Number(args.samples);
  const people = await queryOnce<{ name: string; number: string; staff: string }>(
    url,
    `select u.last_name || u.first_name as name, s.student_number as number,
       (select email from users where user_type = 'STAFF' order by random() limit 1) as staff
     from students s join users u on u.id = s.user_id order by random() limit $1`,
    [samples],
  );
  const [{ n }] = (await queryOnce<{ n: string }>(url, 'select count(*) as n from audit_log')) as [
    { n: string },
  ];
  console.log(`\n${NAME}: ${Number(n).toLocaleString('en')} entries; ${samples} searches each`);
  const page = { page: 1, limit: 50 };
  const cases: [string, (p: (typeof people)[number]) => Parameters<typeof searchAccessLog>[1]][] = [
    ['by student (name) and month', (p) => ({ ...page, student: p.name, ...randomMonth() })],
    ['by student (学籍番号) and month', (p) => ({ ...page, student: p.number, ...randomMonth() })],
    ['by staff (address) and month', (p) => ({ ...page, staff: p.staff, ...randomMonth() })],
    ['by month', () => ({ ...page, ...randomMonth() })],
  ];
  for (const [label, conditionsOf] of cases) {
    const times: number[] = [];
    let hits = 0;
    for (const person of people) {
      const started = performance.now();
      const found = await searchAccessLog(db, conditionsOf(person));
      times.push(performance.now() - started);
      hits += found.accessLogTotalCount;
    }
    console.log(
      `  ${label}: ${ms(times)} (${Math.round(hits / people.length)} matches on average)`,
    );
  }
  await database.close();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
