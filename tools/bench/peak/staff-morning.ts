import { sql } from 'drizzle-orm';
import type { Db } from '@tayori/api/db/client';
import { biggestSchool, rowsOf } from '../big-school';
import { specsFor } from '../drive';
import { entries } from '../endpoints';
import type { RequestSpec } from '../load';
import type { Signer } from '../servers';
import type { DatasetSample } from '../../generate/sample';
import type { InstancesClient } from './client';

/**
 * What staff do while the students arrive (docs/scale.md): an editor publishes a notice to the
 * 10,000 students of the largest school and sends them a 5,000-recipient mail, another searches
 * them and exports the CSV, an administrator imports 5,000 new students. Each is timed to its
 * answer; the mail and the import also until their jobs have finished.
 */
export interface StaffTimes {
  [action: string]: number;
}

const IMPORT_ROWS = 5000;
const MAIL_RECIPIENTS = 5000;

const entry = (name: string) => entries.find((e) => e.name === name)!;

async function oneSpec(name: string, db: Db, sample: DatasetSample, signer: Signer) {
  const e = entry(name);
  await e.setup?.(db);
  return (await specsFor(e, sample, signer))[0]!;
}

/** The requests, made before the stage so that the stage only sends them. */
export async function staffRequests(db: Db, sample: DatasetSample, signer: Signer, run: number) {
  const school = await biggestSchool(db);
  const recipients = await rowsOf(
    db,
    // Who announcement mail reaches: enrolled students of ACTIVE accounts (receivesDeliveries).
    sql`select st.user_id from students st join users u on u.id = st.user_id
        where st.school_id = ${school.id} and u.status = 'ACTIVE' and st.student_status_type_code = '0'
        order by st.user_id limit ${MAIL_RECIPIENTS}`,
  );
  const editor = sample.staffForBigSchool.SCHOOL_EDITOR[0]!;
  const admin = sample.staffByRole.SYSTEM_ADMINISTRATOR[0]!;
  const headersOf = async (user: string, json: boolean) => ({
    authorization: `Bearer ${await signer.sign(user)}`,
    cookie: 'XSRF-TOKEN=bench',
    'x-xsrf-token': 'bench',
    'content-type': json ? 'application/json' : 'application/octet-stream',
  });
  const tag = `${run}${Date.now().toString(36)}`.slice(-6);
  const lines = ['学校コード,学籍番号,サインインID,姓,名,姓カナ,名カナ,生年月日,電話番号,学年'];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const n = String(i).padStart(5, '0');
    lines.push(
      `${school.code},P${tag}${n},p${tag}${n}@peak.bench.example,朝,太郎,アサ,タロウ,20090402,,1`,
    );
  }
  const mail: RequestSpec = {
    method: 'POST',
    path: '/api/v1/schools/announce/mail',
    headers: await headersOf(editor, true),
    body: JSON.stringify({
      isAuthor: true,
      announceFromId: null,
      userIdList: recipients.map((r) => String(r.user_id)),
      subject: '【連絡】本日の時間割変更',
      body: '本日は3限と4限を入れ替えます。',
    }),
  };
  const upload: RequestSpec = {
    method: 'POST',
    path: `/api/v1/roster-imports?kind=students&extendedSchoolCode=${school.code}&fileName=peak.csv`,
    headers: await headersOf(admin, false),
    body: lines.join('\r\n') + '\r\n',
  };
  return {
    publish: await oneSpec('POST staff notices/new (10k group)', db, sample, signer),
    search: await oneSpec('student search by school (10k school)', db, sample, signer),
    csv: await oneSpec('student CSV (10k school)', db, sample, signer),
    mail,
    upload,
    adminHeaders: upload.headers,
  };
}

/** What the staff do, by name (`--staff-actions publish,mail` runs only those). */
export const staffActions = ['publish', 'mail', 'search', 'csv', 'import'] as const;
export type StaffAction = (typeof staffActions)[number];

/** Runs the staff's morning (the `only` actions); `mailDone` resolves when the sink has every mail. */
export async function staffMorning(
  client: InstancesClient,
  r: Awaited<ReturnType<typeof staffRequests>>,
  mailDone: () => Promise<void>,
  only: readonly StaffAction[] = staffActions,
): Promise<StaffTimes> {
  const times: StaffTimes = {};
  const timed = async (action: string, spec: RequestSpec) => {
    const answer = await client.request(spec);
    if (answer.status >= 300) throw new Error(`${action}: ${answer.status} ${answer.body}`);
    times[action] = answer.ms;
    return answer;
  };
  const start = performance.now();
  const actions: Record<StaffAction, () => Promise<unknown>> = {
    publish: () => timed('publish a notice to 10,000', r.publish),
    mail: () =>
      timed('send a 5,000-recipient mail', r.mail).then(async () => {
        await mailDone();
        times['  the mail all sent'] = performance.now() - start;
      }),
    search: () => timed('student search (10k school)', r.search),
    csv: () => timed('student CSV (10k school)', r.csv),
    import: () => importRows(),
  };
  const importRows = () =>
    timed('import 5,000 rows: preview', r.upload).then(async (preview) => {
      const id = (JSON.parse(preview.body) as { importId: string }).importId;
      const detail = {
        method: 'GET',
        path: `/api/v1/roster-imports/${id}`,
        headers: r.adminHeaders,
      };
      await timed('import 5,000 rows: apply asked', {
        ...detail,
        method: 'POST',
        path: `${detail.path}/apply`,
      });
      for (;;) {
        const status = (JSON.parse((await client.request(detail)).body) as { status: string })
          .status;
        if (status === 'applied' || status === 'failed') break;
        await new Promise((s) => setTimeout(s, 200));
      }
      times['  the import all applied'] = performance.now() - start;
    });
  await Promise.all(only.map((a) => actions[a]()));
  return times;
}
