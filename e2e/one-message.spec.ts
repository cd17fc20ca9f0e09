import type { Page } from '@playwright/test';
import { apiGet, apiSend, expect, test } from './fixtures';

/**
 * One message per action (spec 000 §8, spec 001 §8): after saving the profile, deleting a group
 * and 配信先に設定, the message is on screen once and announced once. "Announced" counts what
 * reaches a live region (role alert or status, aria-live): a copy meant for screen readers
 * would show up there a second time.
 */
test.use({ role: 'schoolEditor' });

/** Counts, from page load on, each time a live region receives `text`. */
async function countAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { announced: string[] };
    w.announced = [];
    const live = '[role="alert"],[role="status"],[aria-live]:not([aria-live="off"])';
    new MutationObserver((records) => {
      for (const r of records) {
        const target = r.target instanceof Element ? r.target : r.target.parentElement;
        const region = target?.closest(live);
        if (region && (r.addedNodes.length > 0 || r.type === 'characterData'))
          w.announced.push(region.textContent ?? '');
        for (const node of r.addedNodes)
          if (node instanceof Element)
            for (const inner of [node, ...node.querySelectorAll(live)])
              if (inner.matches(live) && !region) w.announced.push(inner.textContent ?? '');
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

async function expectOnce(page: Page, message: string) {
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await page.waitForTimeout(400);
  const seen = page.getByText(message, { exact: true });
  const visible = await seen.evaluateAll((els) =>
    els.filter((e) => {
      const box = e.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    }),
  );
  expect(visible.length, `${message} on screen`).toBe(1);
  const announced = await page.evaluate(
    (m) =>
      (window as unknown as { announced: string[] }).announced.filter((a) => a.includes(m)).length,
    message,
  );
  expect(announced, `${message} announced`).toBe(1);
}

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 780 : 800 } });

    test('saving the profile says 保存しました。 once', async ({ page }) => {
      await countAnnouncements(page);
      await page.goto('/profile');
      await page.getByRole('textbox', { name: /JID/ }).fill(`J${width}${Date.now() % 1000}`);
      await page.getByRole('button', { name: '保存' }).click();
      await expectOnce(page, '保存しました。');
    });

    test('deleting a group says 削除しました。 once', async ({ page }) => {
      await countAnnouncements(page);
      await page.goto('/home');
      const schools = await apiGet<{
        schoolGroupList: { schools: { extendedSchoolCode: string }[] }[];
      }>(page, '/api/v1/school-groups');
      const code = schools.schoolGroupList[0]!.schools[0]!.extendedSchoolCode;
      const tree = await apiGet<{
        noticeGroupResultList: { departments: { courses: { students: { id: string }[] }[] }[] }[];
      }>(page, `/api/v1/schools/notice-group?extendedSchoolCode=${code}&schoolYear=3`);
      const id = tree.noticeGroupResultList[0]!.departments[0]!.courses[0]!.students[0]!.id;
      const group = await apiSend<{ groupId: number }>(
        page,
        'POST',
        '/api/v1/schools/notice-group',
        {
          noticeGroupName: `E2E 一度だけ ${width} ${Date.now().toString(36)}`,
          userIdList: [id],
        },
      );
      await page.goto(`/notice-group-detail/${group.groupId}`);
      await page.getByRole('button', { name: '削除', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
      await expectOnce(page, '削除しました。');
    });

    test('配信先に設定 says how many once', async ({ page }) => {
      await countAnnouncements(page);
      await page.goto('/announce');
      await page.getByRole('tab', { name: /配信先検索/ }).click();
      await page.getByRole('combobox', { name: /学校/ }).first().click();
      await page.getByRole('option').first().click();
      await page.getByRole('button', { name: '検索', exact: true }).click();
      await page
        .getByRole('checkbox', { name: /すべて選択/ })
        .first()
        .check();
      await page.getByRole('button', { name: '配信先に設定' }).click();
      await expect(page.getByRole('alert')).toContainText('名を配信先に設定しました。');
      const message = (await page.getByRole('alert').textContent())!.trim();
      await expectOnce(page, message);
    });
  });
}
