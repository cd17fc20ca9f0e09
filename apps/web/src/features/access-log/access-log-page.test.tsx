import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessLogEntry, AccessLogPage as Page } from '@tayori/contract';
import AccessLogPage from './access-log-page';
import { renderInApp } from '../../../test/render-in-app';

const api = vi.hoisted(() => ({
  answer: undefined as unknown as Page,
  calls: [] as unknown[],
}));
vi.mock('../../shared/api/client', async () => ({
  ...(await import('../../../test/recording-client')).recordingClient(api),
  callApiFile: () => Promise.resolve(new Blob(['x'])),
}));

const entry = (over: Partial<AccessLogEntry>): AccessLogEntry => ({
  id: 1,
  at: '2026-11-29T01:18:56.123456Z',
  staffUserId: 'a',
  staffName: '管理 太郎',
  roleType: 'SCHOOL_EDITOR',
  kind: 'read',
  operation: 'studentDetail',
  entity: 'student',
  recordId: 'b',
  students: [{ uid: 'b', name: '生徒 花子', studentNumber: 'S001' }],
  studentCount: 1,
  address: '192.0.2.7',
  ...over,
});

beforeEach(() => {
  api.calls = [];
  api.answer = {
    accessLogList: [
      entry({}),
      entry({
        id: 2,
        operation: 'studentSearch',
        recordId: '',
        students: [{ uid: 'c', name: '生徒 次郎', studentNumber: 'S002' }],
        studentCount: 8,
      }),
      entry({ id: 3, kind: 'write', operation: 'update', students: [], studentCount: 0 }),
    ],
    accessLogTotalCount: 3,
    accessLogCountCapped: false,
  };
});

describe('/access-log', () => {
  it('shows the latest entries at once: when, who, what, which students, from where', async () => {
    renderInApp(<AccessLogPage />, '/access-log');
    const table = await screen.findByLabelText('操作ログ');
    expect(api.calls[0]).toMatchObject({ page: 1, limit: 50 });
    expect(within(table).getAllByText('2026/11/29 10:18:56')).toHaveLength(3);
    expect(within(table).getAllByText('管理 太郎 / 学校編集者')).toHaveLength(3);
    expect(within(table).getByText('閲覧：学生詳細')).toBeTruthy();
    expect(within(table).getByText('生徒 花子（S001）')).toBeTruthy();
    expect(within(table).getByText('閲覧：学生検索')).toBeTruthy();
    expect(within(table).getByText('他7名')).toBeTruthy();
    expect(within(table).getByText('変更：学生の更新')).toBeTruthy();
    expect(within(table).getAllByText('192.0.2.7')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'CSVデータ作成' })).toBeTruthy();
  });

  it('searches by a student, keeping the kind', async () => {
    renderInApp(<AccessLogPage />, '/access-log?kind=read');
    await screen.findByLabelText('操作ログ');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '学生（氏名・学籍番号）' }), '生徒 花子');
    await user.click(screen.getByRole('button', { name: '検索' }));
    await vi.waitFor(() =>
      expect(api.calls.at(-1)).toMatchObject({ student: '生徒 花子', kind: 'read', page: 1 }),
    );
  });

  it('says when there are more matches than it counts', async () => {
    api.answer = { ...api.answer, accessLogTotalCount: 10_000, accessLogCountCapped: true };
    renderInApp(<AccessLogPage />, '/access-log');
    expect(
      await screen.findByText('10000件以上あります。条件を追加して絞り込んでください。'),
    ).toBeTruthy();
  });
});
