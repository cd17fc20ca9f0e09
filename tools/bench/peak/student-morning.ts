import type { DatasetSample } from '../../generate/sample';
import type { RequestSpec } from '../load';
import type { Answer, InstancesClient } from './client';

/**
 * What a student does at 8:30 (docs/scale.md): opens the portal — the home asks for its five
 * panels at once, as the browser does — then the notice list, opens and reads one notice, and
 * looks at the attendance. Signed in already: sign-in is measured on its own (sign-in.ts).
 */
export const studentSteps = [
  'home: me',
  'home: menus',
  'home: unread notices',
  'home: attendance',
  'home: literacy',
  'notice list',
  'open and read a notice',
  'attendance detail',
] as const;
export type StudentStep = (typeof studentSteps)[number];

/** A browser's call: the XSRF cookie always, echoed in the header for a write. */
const call = (method: 'GET' | 'PUT', path: string, token: string): RequestSpec => ({
  method,
  path,
  headers: {
    authorization: `Bearer ${token}`,
    cookie: 'XSRF-TOKEN=bench',
    ...(method === 'GET' ? {} : { 'x-xsrf-token': 'bench' }),
  },
});
const get = (path: string, token: string) => call('GET', path, token);

/** One student's morning, each answer given to `record` under its step. */
export async function studentMorning(
  client: InstancesClient,
  sample: DatasetSample,
  student: { id: string; token: string },
  record: (step: StudentStep, answer: Answer) => void,
): Promise<void> {
  const t = student.token;
  const timed = async (step: StudentStep, spec: RequestSpec) => {
    const answer = await client.request(spec);
    record(step, answer);
  };
  await Promise.all([
    timed('home: me', get('/api/v1/me', t)),
    timed('home: menus', get('/api/v1/users/menus', t)),
    timed('home: unread notices', get('/api/v1/users/notices/unread?limit=5', t)),
    timed('home: attendance', get('/api/v1/users/attendances', t)),
    timed('home: literacy', get('/api/v1/users/literacy', t)),
  ]);
  await timed('notice list', get('/api/v1/users/notices?limit=10&page=1', t));
  const delivered = sample.deliveredNoticeIds[student.id] ?? [];
  if (delivered.length > 0) {
    const id = delivered[Math.floor(Math.random() * delivered.length)]!;
    await timed('open and read a notice', call('PUT', `/api/v1/users/notices/${id}`, t));
  }
  await timed('attendance detail', get('/api/v1/users/attendance/details', t));
}
