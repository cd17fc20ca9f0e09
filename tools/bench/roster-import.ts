/**
 * The roster import of a 50,000-student school, timed (docs/performance.md): the preview of the
 * file (read, check, plan, keep the plan) and its application in batches, each as the API runs
 * them, on PostgreSQL; then the school's student CSV export imported back (it must change
 * nothing), and the school's 年度更新 previewed, applied and undone, beside the one bare SQL
 * statement that moves the same students up; then a OneRoster Japan Profile ZIP of a second school
 * of as many students imported new, and the first school exported as a ZIP and imported back (it
 * must change nothing). The process's peak RSS is given per step.
 * `node --expose-gc --import tsx tools/bench/roster-import.ts <postgres url of an empty database>`
 * (or `npx tsx …`, where a step's peak RSS also holds the garbage of the steps before it; migrated here; a
 * school of its own is added). `--rows 50000` by default; `--only-zip` runs the OneRoster steps
 * alone (the second school exported and imported back), so their peak RSS is theirs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '@tayori/api/db/client';
import { migrateDatabase } from '@tayori/api/db/migrate';
import { areas, schoolGroups, schools, users } from '@tayori/api/db/schema';
import { previewRoster } from '@tayori/api/modules/roster-import/preview';
import { applyRosterImport } from '@tayori/api/modules/roster-import/apply';
import { findRosterImport } from '@tayori/api/modules/roster-import/detail';
import { previewYearUpdate } from '@tayori/api/modules/roster-import/year-update';
import { planYearUpdateUndo } from '@tayori/api/modules/roster-import/year-update-undo';
import { studentBatches, studentCsvColumns } from '@tayori/api/modules/student-accounts/export';
import { csvStream } from '@tayori/api/platform/csv';
import { previewOneRoster } from '@tayori/api/modules/roster-import/one-roster/preview-zip';
import { oneRosterZip } from '@tayori/api/modules/roster-import/one-roster/export-zip';
import { sql } from 'drizzle-orm';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rows: { type: 'string', default: '50000' },
    /** Only the OneRoster steps, in a process of their own (their peak RSS alone). */
    'only-zip': { type: 'boolean', default: false },
  },
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
    lastNameKana: 'カンリ',
    firstNameKana: 'シャ',
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

/** A step's time and the process's peak RSS while it ran (sampled every 100 ms). */
const time = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
  // Run with node --expose-gc: the earlier steps' garbage is collected first, so a step's peak
  // is its own (the process's baseline is printed at the start).
  (globalThis as { gc?: () => void }).gc?.();
  const start = performance.now();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const result = await fn();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${label}: ${((performance.now() - start) / 1000).toFixed(1)} s, peak RSS ${Math.round(peak / 1024 / 1024)} MB`,
  );
  return result;
};
const applyNow = (id: string) =>
  applyRosterImport(db, id, { now: () => new Date(), actorUserId: admin!.id });
const counted = async (id: string) => (await findRosterImport(db, id, new Date()))!.counts;

if (!values['only-zip']) {
  console.log(`${rows} students, ${(file.length / 1024 / 1024).toFixed(1)} MB`);
  const first = await time('preview (new)', () => previewRoster(ctx, input, file));
  await time('apply (new)', () =>
    applyRosterImport(db, first, { now: () => new Date(), actorUserId: admin!.id }),
  );
  const again = await time('preview (same file again)', () => previewRoster(ctx, input, file));
  await time('apply (nothing to change)', () =>
    applyRosterImport(db, again, { now: () => new Date(), actorUserId: admin!.id }),
  );
  const exported = await time('student CSV export of the school', async () => {
    const chunks: Buffer[] = [];
    const stream = csvStream(studentCsvColumns, studentBatches(db, { schoolId: school!.id }));
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  });
  const back = await time('preview of the export, imported back', () =>
    previewRoster(ctx, { ...input, fileName: 'student_search_result.csv' }, exported),
  );
  console.log(
    '  export imported back:',
    JSON.stringify(await counted(back)),
    '(changed must be 0)',
  );

  const update = await time('年度更新 preview', () =>
    previewYearUpdate(
      ctx,
      { id: school!.id },
      { extendedSchoolCode: code, finalSchoolYear: 3, repeaters: [] },
    ),
  );
  console.log('  年度更新:', JSON.stringify(await counted(update)));
  await time('年度更新 apply', () => applyNow(update));
  const undo = await time('年度更新 undo (plan)', () => planYearUpdateUndo(ctx, update));
  await time('年度更新 undo (apply)', () => applyNow(undo));
  await time('baseline: one bare UPDATE moving the same students up, and back', async () => {
    await db.execute(
      sql`update students set school_year = school_year + 1 where school_id = ${school!.id} and school_year between 1 and 2`,
    );
    await db.execute(
      sql`update students set school_year = school_year - 1 where school_id = ${school!.id} and school_year between 2 and 3`,
    );
  });
}

const [second] = await db
  .insert(schools)
  .values({
    extendedSchoolCode: `${code.slice(0, 11)}Z`,
    name: 'ベンチ第二高等学院',
    areaCode: 'BENCH',
    schoolGroupId: group!.id,
  })
  .returning();
// Built by a process of its own: the steps' peak RSS below is theirs, not the file's making.
const zipPath = join(tmpdir(), `bench-oneroster-${code}.zip`);
execFileSync(process.execPath, [
  ...process.execArgv,
  fileURLToPath(new URL('./one-roster-zip.ts', import.meta.url)),
  zipPath,
  String(rows),
  second!.name,
  code.toLowerCase(),
]);
const zip = readFileSync(zipPath);
rmSync(zipPath);
(globalThis as { gc?: () => void }).gc?.();
console.log(`baseline RSS: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`);
console.log(`OneRoster ZIP of a second school: ${(zip.length / 1024 / 1024).toFixed(1)} MB`);
const zipInput = {
  school: { id: second!.id, code: second!.extendedSchoolCode, name: second!.name },
  fileName: 'oneroster.zip',
  markMissingAsLeaving: false,
};
const fromZip = await time('OneRoster ZIP preview (new school)', () =>
  previewOneRoster(ctx, zipInput, zip),
);
console.log('  OneRoster ZIP:', JSON.stringify(await counted(fromZip)));
await time('OneRoster ZIP apply (new school)', () => applyNow(fromZip));
// The first school (its CSV students) unless only the OneRoster steps run: then the second.
const exportedSchool = values['only-zip'] ? second! : school!;
const firstZip = await time('OneRoster export of the school', () =>
  oneRosterZip(db, [exportedSchool.id], clock.today()),
);
const zipInputFirst = {
  ...zipInput,
  school: {
    id: exportedSchool.id,
    code: exportedSchool.extendedSchoolCode,
    name: exportedSchool.name,
  },
};
const zipBack = await time('OneRoster export imported back: preview', () =>
  previewOneRoster(ctx, zipInputFirst, firstZip),
);
console.log('  ZIP imported back:', JSON.stringify(await counted(zipBack)), '(changed must be 0)');
for (const r of (await findRosterImport(db, zipBack, new Date()))!.rejections.slice(0, 3))
  console.log('  refused:', JSON.stringify(r));
await time('OneRoster export imported back: apply (sourcedIds recorded)', () => applyNow(zipBack));
await database.close();
