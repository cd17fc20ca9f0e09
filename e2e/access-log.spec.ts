import { apiGet, expect, test } from './fixtures';

/**
 * The 「操作ログ」 (docs/decisions/access-log.md): an administrator looks at a student's detail, then
 * finds that look in the log by the student's name — on a desktop and at 360 px.
 */

interface Found {
  studentList: { uid: string; studentNumber: string; lastName: string; firstName: string }[];
}

test.describe('as SYSTEM_ADMINISTRATOR', () => {
  test.use({ role: 'admin' });

  test("a student's detail looked at is found in 「操作ログ」 by the student's name", async ({
    page,
  }) => {
    const found = await apiGet<Found>(
      page,
      '/api/v1/students?extendedSchoolCode=S0001&limit=10&page=1',
    );
    const student = found.studentList[3]!;
    const name = `${student.lastName} ${student.firstName}`;
    await page.goto(`/student-account-detail/${student.uid}`);
    await expect(page.getByText(student.studentNumber).first()).toBeVisible();

    // The menu's 管理 item opens the log in a new tab (spec 000 §2: portal-only items).
    await page.goto('/home');
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('link', { name: /操作ログ/ })
        .first()
        .click(),
    ]);
    await expect(tab).toHaveURL(/\/access-log$/);
    await tab.close();

    await page.goto('/access-log');
    await page.getByRole('textbox', { name: '学生（氏名・学籍番号）' }).fill(name);
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(/student=/);
    const log = page.getByLabel('操作ログ', { exact: true });
    const row = log.getByRole('row').filter({ hasText: '閲覧：学生詳細' }).first();
    await expect(row).toContainText(`${name}（${student.studentNumber}）`);
    await expect(row).toContainText('システム管理者');
    await page.screenshot({ path: '/tmp/shots/access-log-desktop.png', fullPage: true });

    // At 360 px each entry is one stacked cell: the operation, the student, when and who.
    await page.setViewportSize({ width: 360, height: 740 });
    const stacked = log.getByRole('row').filter({ hasText: '閲覧：学生詳細' }).first();
    await expect(stacked).toContainText(`${name}（${student.studentNumber}）`);
    const box = await page.locator('body').evaluate((b) => b.scrollWidth);
    expect(box).toBeLessThanOrEqual(360);
    await page.screenshot({ path: '/tmp/shots/access-log-360.png', fullPage: true });
  });
});
