import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import {
  apiGet,
  authFile,
  expect,
  expectErrorRoute,
  makeStudent,
  type Role,
  shotsDir,
  test,
} from './fixtures';
import { signInWithTemporaryPassword } from './steps';

/**
 * Student accounts (spec 001 §2, §4, §6, §9): the search by its filters and pages, the CSV and
 * its file, each variant of the detail, an edit from a stale tab, and a temporary password that
 * signs in. Accounts that change are made for the test (POST /dev/students).
 */

const SHOTS = shotsDir();
const SCHOOL = '札幌中央高等学院';
const SCHOOL_CODE = 'S0001';

interface Found {
  studentsTotalCount: number;
  studentList: { uid: string; studentNumber: string; lastNameKana: string }[];
}
const findStudents = (page: Page, query: string) =>
  apiGet<Found>(page, `/api/v1/students?extendedSchoolCode=${SCHOOL_CODE}&${query}`);
const hits = async (page: Page) =>
  Number(/(\d+)件/.exec((await page.getByRole('status').first().textContent()) ?? '')![1]);
const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const toHiragana = (kana: string) =>
  kana.replace(/[\u30A1-\u30F6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

/** A page signed in as `role` in a context of its own. */
async function pageAs(browser: Browser, role: Role) {
  const context = await browser.newContext({ storageState: authFile(role) });
  return context.newPage();
}

async function chooseSchool(page: Page) {
  await page.getByRole('combobox', { name: '学校' }).click();
  await page.getByRole('option', { name: SCHOOL }).click();
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('search (school editor)', () => {
  test.use({ role: 'schoolEditor' });

  test('by filters, by page, kana typed in hiragana', async ({ page }) => {
    await page.goto('/student-account-search');
    await expect(page.getByText('学校を選択して検索してください。')).toBeVisible();
    // The rarely used conditions are folded behind one button.
    await expect(page.getByRole('combobox', { name: '学科' })).toBeHidden();
    await page.getByRole('button', { name: 'ほかの条件（8項目）を表示' }).click();
    await expect(page.getByRole('combobox', { name: '学科' })).toBeDisabled();
    await chooseSchool(page);
    await expect(page.getByRole('combobox', { name: '学科' })).toBeEnabled();
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(new RegExp(`extendedSchoolCode=${SCHOOL_CODE}`));
    const total = await hits(page);
    expect(total).toBeGreaterThan(10);
    await expect(rows(page)).toHaveCount(10);
    await page.screenshot({ path: `${SHOTS}/student-search-1280.png`, fullPage: true });

    await page.getByRole('button', { name: '2ページ目' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(new RegExp(`extendedSchoolCode=${SCHOOL_CODE}`));
    expect(await hits(page)).toBe(total);

    // Kana typed in hiragana finds the full-width katakana, by part; a new search is page 1.
    const first = (await findStudents(page, 'page=1')).studentList[0]!;
    const part = first.lastNameKana.slice(0, 2);
    await page.getByRole('textbox', { name: '姓（カナ）' }).fill(toHiragana(part));
    await choose(page, '学年', '1年');
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByRole('textbox', { name: '姓（カナ）' })).toHaveValue(part);
    const expected = await findStudents(
      page,
      `lastNameKana=${encodeURIComponent(part)}&schoolYear=1`,
    );
    await expect(page.getByRole('status').first()).toContainText(
      `${expected.studentsTotalCount}件`,
    );

    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: `${SHOTS}/student-search-360.png`, fullPage: true });
  });

  test('CSV: created once, then a link to student_search_result.csv', async ({ page }) => {
    await page.goto(`/student-account-search?extendedSchoolCode=${SCHOOL_CODE}`);
    const total = await hits(page);
    const create = page.getByRole('button', { name: 'CSVデータ作成' });
    await create.click();
    const link = page.getByRole('link', { name: 'student_search_result.csv' });
    await expect(link).toBeVisible();
    await expect(create).toBeDisabled();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('student_search_result.csv');
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    // The roster import's headers: the file imports back as it is (docs/roster-import.md).
    expect(lines[0]).toMatch(/^学籍番号,姓,名,姓カナ,名カナ,サインインID,学校コード,/);
    expect(lines).toHaveLength(total + 1);
    // A new search clears it.
    await choose(page, '学年', '2年');
    await page.getByRole('button', { name: '検索' }).click();
    await expect(link).toBeHidden();
    await expect(page.getByRole('button', { name: 'CSVデータ作成' })).toBeEnabled();
  });
});

test.describe('detail variants', () => {
  test.use({ role: 'admin' });

  test('administrator, VISTA_EDITOR, SCHOOL_VIEWER; VISTA_VIEWER is refused', async ({
    page,
    browser,
  }) => {
    const { uid } = (await findStudents(page, 'userStatusType=ACTIVE')).studentList[0]!;
    const path = `/student-account-detail/${uid}`;
    await page.goto(path);
    await expect(page.getByRole('button', { name: '保存' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '在籍年次' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/student-detail-admin-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: `${SHOTS}/student-detail-admin-360.png`, fullPage: true });

    const editor = await pageAs(browser, 'vistaEditor');
    await editor.goto(path);
    await expect(editor.getByText('テストユーザー')).toBeVisible();
    await expect(editor.getByText('備考')).toBeVisible();
    await expect(editor.getByRole('button', { name: '保存' })).toHaveCount(0);
    await expect(editor.getByRole('heading', { name: 'パスワード' })).toHaveCount(0);

    const viewer = await pageAs(browser, 'schoolViewer');
    await viewer.goto(path);
    await expect(viewer.getByRole('heading', { name: 'パスワード' })).toBeVisible();
    await expect(viewer.getByRole('checkbox', { name: '要配慮' })).toBeDisabled();
    await expect(viewer.getByText('備考')).toHaveCount(0);
    await viewer.screenshot({ path: `${SHOTS}/student-detail-school-1280.png`, fullPage: true });
    await viewer.setViewportSize({ width: 360, height: 740 });
    await viewer.screenshot({ path: `${SHOTS}/student-detail-school-360.png`, fullPage: true });

    const vistaViewer = await pageAs(browser, 'vistaViewer');
    await expectErrorRoute(vistaViewer, '/student-account-search');
  });

  test('an edit from a stale tab is refused and changes nothing', async ({ page, request }) => {
    const student = await makeStudent(request);
    const { uid } = (await findStudents(page, `studentNumber=${student.studentNumber}`))
      .studentList[0]!;
    const other = await page.context().newPage();
    for (const p of [page, other]) await p.goto(`/student-account-detail/${uid}`);
    const fill = async (p: Page, firstName: string) => {
      await p.getByRole('textbox', { name: '名', exact: true }).fill(firstName);
      await p.getByRole('textbox', { name: '姓（カナ）' }).fill('しけん');
      await p.getByRole('textbox', { name: '名（カナ）' }).fill('たろう');
      await p.getByRole('textbox', { name: '在籍年次' }).fill('1');
      await choose(p, '請求区分', 'なし');
      await p.getByRole('button', { name: '保存' }).click();
    };
    await fill(page, '一回目');
    await expect(page.getByText('保存しました。')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '姓（カナ）' })).toHaveValue('シケン');
    await fill(other, '二回目');
    await expect(other.getByText(/他のユーザーによって更新されています/)).toBeVisible();
    const saved = await findStudents(page, `studentNumber=${student.studentNumber}`);
    expect(saved.studentList).toHaveLength(1);
    const detail = await apiGet<{ firstName: string }>(page, `/api/v1/students/${uid}/detail`);
    expect(detail.firstName).toBe('一回目');
  });
});

test.describe('temporary password (school viewer)', () => {
  test.use({ role: 'schoolViewer' });

  test('is shown once and signs in, to be replaced at once', async ({ page, request, browser }) => {
    const student = await makeStudent(request);
    const { uid } = (await findStudents(page, `studentNumber=${student.studentNumber}`))
      .studentList[0]!;
    await page.goto(`/student-account-detail/${uid}`);
    await page.getByRole('button', { name: '仮パスワードを発行' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '発行する' }).click();
    const field = page.getByRole('textbox', { name: '仮パスワード' });
    await expect(field).toHaveValue(/^[A-Za-z2-9]{10}$/);
    const password = await field.inputValue();
    await expect(page.getByRole('button', { name: '仮パスワードをコピー' })).toBeVisible();

    // Signed out: a context of its own with no stored sign-in.
    await signInWithTemporaryPassword(browser, student.email, password);
  });
});
