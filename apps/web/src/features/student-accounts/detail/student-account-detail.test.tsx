import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudentDetail } from '@tayori/contract';
import { messages } from '@tayori/contract';
import { StudentAccountDetailView } from './student-account-detail-page';
import { renderInApp } from '../../../../test/render-in-app';

configure({ asyncUtilTimeout: 5000 });
vi.mock('../../../shared/auth/oidc', () => ({ getIdToken: async () => 'id-token' }));

/** Types `text` over the text field named `name` and presses 保存; answers the field. */
async function retypeAndSave(user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: '保存' }));
  return field;
}

const base: StudentDetail = {
  uid: '7f8a3c1e-0000-4000-8000-000000000001',
  studentNumber: '000123',
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  emailAddress: 'hanako@example.jp',
  mailSuppression: null,
  schoolName: '東京校',
  department: '普通科',
  course: '総合コース',
  schoolYear: 2,
  schoolYearLabel: '2年',
  admissionYear: 2025,
  studentCourse: '01',
  studentCourseLabel: '正科生',
  studentStatusTypeCode: '0',
  studentStatusTypeLabel: '在籍',
  studentTypeCode: 'INT1',
  userStatusType: 'ACTIVE',
  userStatusTypeLabel: '有効',
  extendedSchoolCode: 'S0001',
  admissionYearLabel: '2025年度',
  courseYear: 2,
  courseYearLabel: '2年次',
  billingCode: '1',
  billingCodeLabel: '学校',
  billingId: 101,
  billingName: '東京校（学校請求）',
  birthday: '20080402',
  phoneNumber: '09012345678',
  notes: '配慮事項メモ',
  testUserFlag: true,
  isCareful: true,
  registerDate: '2026-04-01T00:00:00Z',
  reguserId: null,
  reguserName: '管理 太郎',
  updateDate: '2026-04-02T00:00:00Z',
  upduserId: null,
  upduserName: '管理 太郎',
  seq: 3,
  variant: 'administrator',
  abilities: {
    edit: true,
    issueTemporaryPassword: true,
    seeNotes: true,
    seeTestUserFlag: true,
    seeCourseYear: true,
  },
  userStatusChoices: ['ACTIVE', 'SUSPENDED', 'DELETE'],
  billingList: [
    { billingId: 101, billingCode: '1', billingName: '東京校（学校請求）' },
    { billingId: 200, billingCode: '2', billingName: '個人請求' },
  ],
};

const editor: StudentDetail = {
  ...base,
  variant: 'editor',
  billingList: [],
  userStatusChoices: ['ACTIVE', 'SUSPENDED', 'DELETE'],
  abilities: {
    ...base.abilities,
    edit: false,
    issueTemporaryPassword: false,
    seeCourseYear: false,
  },
};
const school: StudentDetail = {
  ...editor,
  variant: 'school',
  notes: null,
  userStatusChoices: ['ACTIVE', 'SUSPENDED'],
  abilities: {
    edit: false,
    issueTemporaryPassword: true,
    seeNotes: false,
    seeTestUserFlag: false,
    seeCourseYear: false,
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let sent: { url: string; body: unknown }[];
let answer: (url: string) => Response;
beforeEach(() => {
  sent = [];
  answer = () => json(200, base);
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return answer(url);
  });
});
afterEach(() => vi.unstubAllGlobals());

function show(detail: StudentDetail) {
  renderInApp(<StudentAccountDetailView detail={detail} />);
  return userEvent.setup();
}

describe(
  'student account detail: the variant the answer names (spec 001 §2)',
  { timeout: 30_000 },
  () => {
    it('SYSTEM_ADMINISTRATOR: an editable form with status choices, course year and save', async () => {
      show(base);
      expect((screen.getByRole('textbox', { name: /姓（カナ）/ }) as HTMLInputElement).value).toBe(
        'ヤマダ',
      );
      expect((screen.getByRole('textbox', { name: /在籍年次/ }) as HTMLInputElement).value).toBe(
        '2',
      );
      expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(
        false,
      );
      expect((screen.getByRole('checkbox', { name: '要配慮' }) as HTMLButtonElement).disabled).toBe(
        false,
      );
      expect(screen.getByRole('heading', { name: 'パスワード' })).toBeTruthy();
    });

    it('a rule broken shows validation_incorrect and the field message, and sends nothing', async () => {
      const user = show(base);
      await retypeAndSave(user, /電話番号/, '090123');
      expect(await screen.findByText(messages.validation_incorrect)).toBeTruthy();
      expect(screen.getByText(messages.phone_format)).toBeTruthy();
      expect(sent).toEqual([]);
    });

    it('saves the typed values with the seq read', async () => {
      const user = show(base);
      await retypeAndSave(user, /名（カナ）/, 'はなこ');
      expect(await screen.findByText('保存しました。')).toBeTruthy();
      expect(sent[0]!.body).toMatchObject({
        firstNameKana: 'ハナコ',
        seq: 3,
        courseYear: 2,
        billingId: 101,
      });
    });

    it('a course year typed in full-width digits is saved as its number (spec 001 §5)', async () => {
      const user = show(base);
      const courseYear = await retypeAndSave(user, /在籍年次/, '１２');
      expect(await screen.findByText('保存しました。')).toBeTruthy();
      expect(sent[0]!.body).toMatchObject({ courseYear: 12 });
      expect((courseYear as HTMLInputElement).value).toBe('12');
    });

    it('a course year that is not a number says the format, not "required"', async () => {
      const user = show(base);
      await retypeAndSave(user, /在籍年次/, 'あ');
      expect(await screen.findByText(messages.validation_incorrect)).toBeTruthy();
      expect(screen.getByText(messages.course_year_format)).toBeTruthy();
      expect(screen.queryByText(messages.required)).toBeNull();
      expect(sent).toEqual([]);
    });

    it('VISTA_EDITOR: read-only with notes and the test-user flag, no password section', () => {
      show(editor);
      expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.getByText('配慮事項メモ')).toBeTruthy();
      expect(
        (screen.getByRole('checkbox', { name: 'テストユーザー' }) as HTMLInputElement).checked,
      ).toBe(true);
      expect(screen.queryByRole('heading', { name: 'パスワード' })).toBeNull();
      expect(screen.queryByText('在籍年次')).toBeNull();
      // The school's own student type code (spec 001 §3), shown as the roster gave it.
      expect(screen.getByText('学生種別').nextElementSibling?.textContent).toBe('INT1');
    });

    it('SCHOOL_*: read-only, careful flag disabled, no notes, with the password section', async () => {
      answer = () => json(200, { temporaryPassword: 'Ab3dEf7hJk' });
      const user = show(school);
      expect((screen.getByRole('checkbox', { name: '要配慮' }) as HTMLInputElement).disabled).toBe(
        true,
      );
      expect(screen.queryByText('備考')).toBeNull();
      expect(screen.queryByText('テストユーザー')).toBeNull();
      await user.click(screen.getByRole('button', { name: '仮パスワードを発行' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: /OK|はい|発行|確認/ }));
      expect(await screen.findByDisplayValue('Ab3dEf7hJk')).toBeTruthy();
      expect(await screen.findByRole('button', { name: '仮パスワードをコピー' })).toBeTruthy();
      expect(sent.at(-1)).toMatchObject({ body: { userType: 'STUDENT' } });
    });

    it('DELETE: the deleted-account notice instead of the form', () => {
      show({
        ...base,
        userStatusType: 'DELETE',
        abilities: { ...base.abilities, edit: false, issueTemporaryPassword: false },
      });
      expect(screen.getByText('このアカウントは削除されています。')).toBeTruthy();
      expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    });
  },
);
