import type { Page } from '@playwright/test';
import {
  apiGet,
  apiSend,
  expect,
  expectErrorRoute,
  expectMenuItem,
  shotsDir,
  test,
} from './fixtures';
import { tick } from './steps';

/**
 * Notification groups (spec 001 §2, §6, §8): the list, building a group from the student tree,
 * the member table, saving with a careful student, a name already used, and deleting a group a
 * notice was sent to. Groups are made of 3年 students (no demo sign-in account is one), each with
 * a name of its own, so other specs see no change. Signed in as the school editor.
 */

const SHOTS = shotsDir();
const SCHOOL = '札幌中央高等学院';
const run = Date.now().toString(36);
let serial = 0;
const uniqueName = (what: string) => `E2E ${what} ${run}-${++serial}`;

test.use({ role: 'schoolEditor' });

interface Tree {
  noticeGroupResultList: { departments: { courses: { students: { id: string }[] }[] }[] }[];
}
/** Ids of the demo school's 3年 students who are not careful. */
async function thirdYearIds(page: Page): Promise<string[]> {
  const schools = await apiGet<{
    schoolGroupList: { schools: { extendedSchoolCode: string; schoolName: string }[] }[];
  }>(page, '/api/v1/school-groups');
  const code = schools.schoolGroupList
    .flatMap((g) => g.schools)
    .find((s) => s.schoolName === SCHOOL)!.extendedSchoolCode;
  const tree = await apiGet<Tree>(
    page,
    `/api/v1/schools/notice-group?extendedSchoolCode=${code}&schoolYear=3`,
  );
  return tree.noticeGroupResultList.flatMap((y) =>
    y.departments.flatMap((d) => d.courses.flatMap((c) => c.students.map((s) => s.id))),
  );
}
const createGroup = async (page: Page, name: string, ids: string[]) =>
  apiSend<{ groupId: number; seq: number }>(page, 'POST', '/api/v1/schools/notice-group', {
    noticeGroupName: name,
    userIdList: ids,
  });

const membersHeading = (page: Page) =>
  page.getByRole('heading', { name: /^グループの生徒（\d+名）$/ });
const memberCount = async (page: Page) =>
  Number(/（(\d+)名）/.exec((await membersHeading(page).textContent()) ?? '')![1]);

/** Chooses the demo school and 3年 in the filter and searches. */
async function searchThirdYear(page: Page) {
  await page.getByRole('combobox', { name: '学校' }).click();
  await page.getByRole('option', { name: SCHOOL }).click();
  await page.getByRole('combobox', { name: '学年', exact: true }).click();
  await page.getByRole('option', { name: '3年', exact: true }).click();
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByRole('tree', { name: '生徒' })).toBeVisible();
}

test('the list: register button, detail buttons, phone and desktop screenshots', async ({
  page,
}) => {
  // Spec 001 §2: the staff home's menu leads to the list.
  await expectMenuItem(page, /通知グループ管理/, '/notice-group');
  const listPage = page;
  await listPage.goto('/notice-group');
  await expect(listPage.getByRole('heading', { name: '通知グループ一覧' })).toBeVisible();
  await expect(listPage.getByRole('link', { name: '新規登録' })).toBeVisible();
  await expect(
    listPage.getByRole('link', { name: /の詳細（新しいタブで開きます）$/ }).first(),
  ).toBeVisible();
  await listPage.screenshot({ path: `${SHOTS}/notice-group-1280.png`, fullPage: true });
  await listPage.setViewportSize({ width: 360, height: 740 });
  await listPage.screenshot({ path: `${SHOTS}/notice-group-360.png`, fullPage: true });
});

test('build a group from the tree: add twice, remove one and all, save with a careful student', async ({
  page,
}) => {
  await page.goto('/notice-group');
  await page.getByRole('link', { name: '新規登録' }).click();
  await expect(page).toHaveURL(/\/notice-group-registration$/);
  await searchThirdYear(page);
  await tick(page, '生徒', /^3年（\d+名）$/);
  await page.getByRole('button', { name: '選択した生徒を追加' }).click();
  const plain = await memberCount(page);
  expect(plain).toBeGreaterThan(1);
  // The same students again: nobody twice.
  await tick(page, '生徒', /^3年（\d+名）$/);
  await page.getByRole('button', { name: '選択した生徒を追加' }).click();
  await expect(membersHeading(page)).toHaveText(`グループの生徒（${plain}名）`);
  // The school stays the members' school.
  await expect(page.getByRole('combobox', { name: '学校' })).toBeDisabled();

  await page
    .getByRole('button', { name: /を除外$/ })
    .first()
    .click();
  await expect(membersHeading(page)).toHaveText(`グループの生徒（${plain - 1}名）`);
  await page.getByRole('button', { name: 'すべて除外' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(membersHeading(page)).toHaveText('グループの生徒（0名）');
  await expect(page.getByText('生徒が追加されていません。')).toBeVisible();

  // No member: the spec's 'notice group unselected'.
  const name = uniqueName('要配慮あり');
  await page.getByRole('textbox', { name: 'グループ名' }).fill(name);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '生徒を1名以上追加してください' }).first(),
  ).toBeVisible();

  // Every school year, for the careful students (3年 may have none).
  await page.getByRole('button', { name: '学年の選択を解除' }).click();
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await tick(page, '生徒', /^3年（\d+名）$/);
  const careful = page.getByRole('tree', { name: /^要配慮の生徒/ });
  await expect(careful).toBeVisible();
  await tick(page, /^要配慮の生徒/, /（\d+名）$/);
  await page.getByRole('button', { name: '選択した生徒を追加' }).click();
  expect(await memberCount(page)).toBeGreaterThan(plain);
  await expect(page.getByText(/要配慮の生徒が\d+名含まれています。/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/notice-group-registration-1280.png`, fullPage: true });

  await page.getByRole('button', { name: '保存', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('配慮が必要な生徒が含まれています');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '保存しました。' })).toBeVisible();
  await expect(page).toHaveURL(/\/notice-group$/, { timeout: 8_000 });
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
});

test('registration at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/notice-group-registration');
  await searchThirdYear(page);
  await page.screenshot({ path: `${SHOTS}/notice-group-registration-360.png`, fullPage: true });
});

test('renaming to a name already used in the school says so and changes nothing', async ({
  page,
}) => {
  await page.goto('/home');
  const ids = (await thirdYearIds(page)).slice(0, 3);
  const taken = uniqueName('既存');
  await createGroup(page, taken, ids);
  const mine = await createGroup(page, uniqueName('改名'), ids);
  await page.goto(`/notice-group-detail/${mine.groupId}`);
  await expect(membersHeading(page)).toHaveText('グループの生徒（3名）');
  await page.getByRole('textbox', { name: 'グループ名' }).fill(taken);
  await page.getByRole('button', { name: '更新', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '更新' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'すでに登録されているグループ名です。' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/notice-group-detail/${mine.groupId}$`));
});

test('deleting a group a notice was sent to keeps the notice under its name', async ({ page }) => {
  await page.goto('/home');
  const name = uniqueName('削除');
  const group = await createGroup(page, name, (await thirdYearIds(page)).slice(0, 2));
  const { noticeCategoryList } = await apiGet<{
    noticeCategoryList: { noticeCategoryId: number }[];
  }>(page, '/api/v1/schools/notice-category');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const title = uniqueName('グループ削除前のお知らせ');
  await apiSend(page, 'POST', '/api/v1/schools/notices/new', {
    noticeTitle: title,
    noticeBody: JSON.stringify('<p>本文</p>'),
    noticeCategory: noticeCategoryList[0]!.noticeCategoryId,
    noticeGroupId: group.groupId,
    noticeStartDate: today,
    noticeEndDate: '9999-12-31',
    noticeImportantFlag: false,
    noticeOpenStatus: true,
  });
  await page.goto(`/notice-group-detail/${group.groupId}`);
  await page.getByRole('button', { name: '削除', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('送信済みのお知らせはそのまま残ります');
  await dialog.getByRole('button', { name: '削除' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '削除しました。' })).toBeVisible();
  await expect(page).toHaveURL(/\/notice-group$/, { timeout: 8_000 });
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  await page.goto(`/notice-search?title=${encodeURIComponent(title)}`);
  await expect(page.getByRole('status')).toHaveText('検索結果：1件');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(name);
});

test.describe('a viewer', () => {
  test.use({ role: 'schoolViewer' });
  test('reads a group without the filter or write buttons, and has no register button', async ({
    page,
  }) => {
    await page.goto('/notice-group');
    await expect(page.getByRole('heading', { name: '通知グループ一覧' })).toBeVisible();
    await expect(page.getByRole('link', { name: '新規登録' })).toHaveCount(0);
    const { noticeGroupList } = await apiGet<{ noticeGroupList: { groupId: number }[] }>(
      page,
      '/api/v1/schools/notice-groups',
    );
    await page.goto(`/notice-group-detail/${noticeGroupList[0]!.groupId}`);
    await expect(
      page.getByText('閲覧権限のため、この通知グループは編集できません。'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '更新' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '削除' })).toHaveCount(0);
  });
});

test.describe('a student', () => {
  test.use({ role: 'student' });
  test('goes to the Error route', async ({ page }) => {
    await expectErrorRoute(page, '/notice-group');
  });
});
