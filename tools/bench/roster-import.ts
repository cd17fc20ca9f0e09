/**
 * The roster import of a 50,000-student school, timed (docs/performance.md): the preview of the
 * file (read, check, plan, keep the plan) and its application in batches, each as the API runs
 * them, on PostgreSQL. `npx tsx tools/bench/roster-import.ts <postgres url of an empty database>`
 * (migrated here; a school of its own is added). `--rows 50000` by default.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '@tayori/api/db/client';
import { migrateDatabase } from '@tayori/api/db/migrate';
import { areas, schoolGroups, schools, users } from '@tayori/api/db/schema';
import { previewRoster } from '@tayori/api/modules/roster-import/preview';
import { applyRosterImport } from '@tayori/api/modules/roster-import/apply';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rows: { type: 'string', default: '50000' } },
});
const url = positionals[0];
if (!url) throw new Error('Usage: tsx tools/bench/roster-import.ts <postgres url> [--rows N]');
const rows = Number(values.rows);

const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
await migrateDatabase(database);
const db = database.db;
const code = `B${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
await db.insert(areas).values({ areaCode: 'BENCH', areaName: 'ベンチ' }).onConflictDoNothing();
const [group] = await db.insert(schoolGroups).values({ name: 'ベンチ' }).returning();
const [school] = await db
  .insert(schools)
  .values({
    extendedSchoolCode: code,
    name: 'ベンチ高等学院',
    areaCode: 'BENCH',
    schoolGroupId: group!.id,
  })
  .returning();
const [admin] = await db
  .insert(users)
  .values({
    userType: 'STAFF',
    roleType: 'SYSTEM_ADMINISTRATOR',
    email: `${code.toLowerCase()}@bench.example`,
    lastName: '管理',
    firstName: '者',
    schoolId: school!.id,
  })
  .returning();

const header = '学校コード,学籍番号,サインインID,姓,名,姓カナ,名カナ,生年月日,電話番号,学年';
const lines = [header];
for (let i = 0; i < rows; i++) {
  const n = String(i).padStart(6, '0');
  lines.push(
    `${code},A${n},s${n}.${code.toLowerCase()}@bench.example,山田,太郎${i % 100},やまだ,たろう,20090402,090${String(i).padStart(8, '0')},${(i % 4) + 1}`,
  );
}
const file = Buffer.from(lines.join('\r\n') + '\r\n');
const principal = {
  userId: admin!.id,
  userType: 'STAFF' as const,
  roleType: 'SYSTEM_ADMINISTRATOR' as const,
  schoolId: school!.id,
  email: admin!.email,
};
const clock = { now: () => new Date(), today: () => new Date().toISOString().slice(0, 10) };
const ctx = { db, clock, principal };
const input = {
  kind: 'students' as const,
  school: { id: school!.id, code },
  fileName: 'bench.csv',
  encoding: 'auto' as const,
  markMissingAsLeaving: false,
};

const time = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await fn();
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
};
console.log(`${rows} students, ${(file.length / 1024 / 1024).toFixed(1)} MB`);
const first = await time('preview (new)', () => previewRoster(ctx, input, file));
await time('apply (new)', () =>
  applyRosterImport(db, first, { now: () => new Date(), actorUserId: admin!.id }),
);
const again = await time('preview (same file again)', () => previewRoster(ctx, input, file));
await time('apply (nothing to change)', () =>
  applyRosterImport(db, again, { now: () => new Date(), actorUserId: admin!.id }),
);
await database.close();
