import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Tayori-demo-2026';
export const demo = {
  student: 'student@demo.tayori.example',
  careful: 'careful@demo.tayori.example',
  tutor: 'tutor@demo.tayori.example',
  other: 'other@demo.tayori.example',
  admin: 'admin@demo.tayori.example',
  vistaEditor: 'vista-editor@demo.tayori.example',
  vistaViewer: 'vista-viewer@demo.tayori.example',
  schoolEditor: 'school-editor@demo.tayori.example',
  schoolViewer: 'school-viewer@demo.tayori.example',
  newcomer: 'newcomer@demo.tayori.example',
} as const;

/** Fills the bundled IdP's sign-in form (the page the lock screen's button leads to). */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('サインインID').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'サインイン' }).click();
}

/** Signs in through the real IdP from /lock and waits for the landing path. */
export async function signInAs(page: Page, email: string, landing = '/home') {
  await page.goto('/lock');
  await page.getByRole('button', { name: 'サインイン' }).click();
  await fillSignIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/[?]/g, '\\?')}$`));
}

export const test = base;
export { expect };
